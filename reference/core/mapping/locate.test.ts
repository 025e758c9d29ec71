/** Tests of the Locator, hasFractionOrExponent, and mapping many new fields at once. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasFractionOrExponent, locate, locateStats, Locator, type PathStep } from './locate.ts';
import { parseDocument } from './infer.ts';
import { emptyMapping } from './types.ts';
import { getProfile } from '../../profiles.ts';
import { isEsError } from '../errors/index.ts';
import { Simulator } from '../../simulator.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`[locate] seed ${seed} (replay with FC_SEED=${seed})`);

/** Every path of a parsed value, plus a few absent ones. */
function paths(v: unknown, prefix: PathStep[] = [], out: PathStep[][] = []): PathStep[][] {
  out.push(prefix);
  if (Array.isArray(v)) {
    v.forEach((x, i) => paths(x, [...prefix, i], out));
    // (locate answers an empty array's index 0 with the `]`; no caller asks for it.)
    if (v.length > 0) out.push([...prefix, v.length]);
  } else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out);
    out.push([...prefix, 'absent-key']);
  }
  return out;
}

describe('Locator', () => {
  it('finds what locate finds, for every path of generated JSON texts (compact and indented)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 2 : undefined);
        const loc = new Locator(text);
        for (const p of paths(JSON.parse(text))) expect(loc.at(p)).toEqual(locate(text, p));
      }),
      { seed, numRuns: 300 },
    );
  });

  it('keeps the last of duplicated keys and reads escaped keys', () => {
    const text = '{"a":1,"b\\"c":[2, 3.0],"a":{"x":"y"}}';
    const loc = new Locator(text);
    for (const p of [['a'], ['a', 'x'], ['b"c', 1], ['b"c']]) expect(loc.at(p)).toEqual(locate(text, p));
    expect(loc.at(['b"c', 1])?.lexeme).toBe('3.0');
  });

  it('indexes a text nested far deeper than the call stack allows', () => {
    const text = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
    expect(new Locator(text).at(Array(50_000).fill('a'))?.lexeme).toBe('1');
  });
});

describe('hasFractionOrExponent', () => {
  it('finds a number written with a fraction or exponent exactly when one is there', () => {
    // Numbers spelled several ways (as JSON.stringify never writes them), inside generated JSON.
    const num = fc.constantFrom('1', '-0', '10', '1.0', '1e3', '1E-2', '2.5e+3', '-7');
    const text = fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.array(num, { maxLength: 3 })).map(([v, ns]) => `[${[JSON.stringify(v), ...ns].join(',')}]`);
    fc.assert(
      fc.property(text, (t) => {
        const outsideStrings = t.replace(/"(?:[^"\\]|\\.)*"/g, '""');
        const expected = /\d[.eE]|\.\d/.test(outsideStrings);
        expect(hasFractionOrExponent(t), t).toBe(expected);
      }),
      { seed, numRuns: 1000 },
    );
    expect(hasFractionOrExponent('{"a":true,"b":false,"c":"1.5e3","d":2}')).toBe(false);
    expect(hasFractionOrExponent('{"a":2E5}')).toBe(true);
  });
});

describe('dynamic mapping of many new fields', () => {
  it('scans the source text a bounded number of times, not once per new numeric field', () => {
    const doc: Record<string, number> = {};
    for (let i = 0; i < 3000; i++) doc[`f${i}`] = i % 2 === 0 ? i : i + 0.5;
    const raw = JSON.stringify(doc);
    const before = locateStats.chars;
    const r = parseDocument({ profile: getProfile('es8'), type: '_doc', id: '1', raw }, emptyMapping(), JSON.parse(raw));
    expect(isEsError(r)).toBe(false);
    if (!isEsError(r)) expect(r.mapping.properties?.f1).toEqual({ type: 'float' });
    expect(locateStats.chars - before).toBeLessThanOrEqual(2 * raw.length);
  });

  it('ES 8 stops at the first new field past the total fields limit; ES 7-style profiles parse the whole document first', () => {
    // 5,000 new fields, then a value the existing long field refuses: only a parser that read to the end sees it.
    const doc = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, i] as [string, unknown]));
    doc.n = 'not a number';
    const body = JSON.stringify(doc);
    const reasons: Record<string, string> = {};
    for (const profile of ['es8', 'opensearch2'] as const) {
      const sim = new Simulator({ profile });
      const h = { 'content-type': 'application/json' };
      sim.handle({ method: 'PUT', path: '/i', headers: h, body: JSON.stringify({ mappings: { properties: { n: { type: 'long' } } } }) });
      const r = sim.handle({ method: 'PUT', path: '/i/_doc/1', headers: h, body });
      expect(r.status).toBe(400);
      reasons[profile] = (JSON.parse(r.body) as { error: { reason: string } }).error.reason;
      expect(JSON.parse(sim.handle({ method: 'GET', path: '/i/_mapping' }).body).i.mappings.properties).toEqual({ n: { type: 'long' } });
    }
    expect(reasons.es8).toBe('Limit of total fields [1000] in index [i] has been exceeded');
    expect(reasons.opensearch2).toMatch(/failed to parse field \[n\] of type \[long\]/);
  });
});
