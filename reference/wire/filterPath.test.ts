/** Tests of filter_path. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isObject, type Json, type JsonObject } from '../core/json.ts';
import { simpleMatch } from '../core/resolve.ts';
import { Simulator } from '../simulator.ts';
import { filterPath } from './filterPath.ts';

/** The former path-list walk (exponential in `**`s, fine on small inputs): the reference for equivalence. */
function reference(value: unknown, paths: string[][]): unknown {
  if (paths.some((p) => p.length === 0)) return value;
  if (Array.isArray(value)) {
    const items = value.map((v) => reference(v, paths)).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isObject(value)) return undefined;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    const next: string[][] = [];
    for (const p of paths) {
      if (p[0] === '**') {
        next.push(p);
        if (p.length > 1 && simpleMatch(p[1], k)) next.push(p.slice(2));
      } else if (simpleMatch(p[0], k)) next.push(p.slice(1));
    }
    if (next.length === 0) continue;
    const f = reference(v, next);
    if (f !== undefined) out[k] = f as Json;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`[filterPath] seed ${seed} (replay with FC_SEED=${seed})`);

describe('filter_path', () => {
  it('keeps what the path-list walk keeps, on generated values and expressions', () => {
    const key = fc.constantFrom('a', 'b', 'ab');
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.dictionary(key, tie('v'), { maxKeys: 3 }), fc.array(tie('v'), { maxLength: 2 })),
    })).v;
    const step = fc.constantFrom('a', 'b', '*', '**', 'a*', '*b');
    const expr = fc.array(fc.array(step, { minLength: 1, maxLength: 4 }).map((s) => s.join('.')), { minLength: 1, maxLength: 3 }).map((e) => e.join(','));
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 3 }), expr, (v, e) => {
        const paths = e.split(',').map((p) => p.split('.'));
        expect(filterPath(v as JsonObject, e)).toEqual((reference(v, paths) as JsonObject | undefined) ?? {});
      }),
      { seed, numRuns: 1000 },
    );
  });

  it('walks many `**` over a deep value at once (the path-list walk doubled its list per level)', () => {
    let v: Json = 1;
    for (let i = 0; i < 200; i++) v = { a: v };
    expect(filterPath({ x: v }, `${Array(30).fill('**').join('.')}.zzz`)).toEqual({});
    expect(filterPath({ x: { a: { zzz: 1, y: 2 } } }, 'x.**.zzz')).toEqual({ x: { a: { zzz: 1 } } });
  });

  it('filters answers but never errors (ES builds an error with filtering off)', () => {
    const sim = new Simulator({ profile: 'default', now: () => 0, seed: 1 });
    sim.handle({ method: 'PUT', path: '/i/_doc/1', query: { refresh: 'true' }, headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    const ok = sim.handle({ method: 'GET', path: '/i/_search', query: { filter_path: 'hits.hits._id' }, headers: {} });
    expect(JSON.parse(ok.body as string)).toEqual({ hits: { hits: [{ _id: '1' }] } });
    const missing = sim.handle({ method: 'GET', path: '/nope/_search', query: { filter_path: 'hits.hits._id' }, headers: {} });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body as string).error.type).toBe('index_not_found_exception');
  });
});

// Exclusions, as ES 7.17's search/70_response_filtering.yml pins them ("Search results filtered using both
// includes and excludes filters") and Jackson's FilteringGeneratorDelegate drops emptied objects.
describe('filter_path exclusions', () => {
  const body = {
    took: 3,
    hits: { hits: [{ _source: { name: 'a', properties: { size: 1, meta: { foo: 'bar' } } } }, { _source: { name: 'b', properties: { size: 2, meta: { foo: 'bar', baz: 'qux' } } } }] },
  };
  it('drops an excluded path after keeping the included ones', () => {
    expect(filterPath(body, '-**._source.properties,**._source')).toEqual({ hits: { hits: [{ _source: { name: 'a' } }, { _source: { name: 'b' } }] } });
  });
  it('excludes alone keep everything else whole', () => {
    expect(filterPath(body, '-**.meta.foo')).toEqual({
      took: 3,
      hits: { hits: [{ _source: { name: 'a', properties: { size: 1 } } }, { _source: { name: 'b', properties: { size: 2, meta: { baz: 'qux' } } } }] },
    });
  });
  it('drops everything on -*', () => {
    expect(filterPath({ count: 1, _shards: { total: 1 } }, '-*')).toEqual({});
  });
  it('excludes a literal path', () => {
    expect(filterPath(body, '**.properties,-hits.hits._source.properties.meta')).toEqual({
      hits: { hits: [{ _source: { properties: { size: 1 } } }, { _source: { properties: { size: 2 } } }] },
    });
  });
});
