/**
 * Bad input of every kind gets an Elasticsearch-shaped error and leaves the state byte-for-byte as it
 * was. Requests are generated (fast-check; the seed is printed, FC_SEED replays), applied to a populated
 * simulator, and the state dump is compared before and after each one.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Simulator } from './simulator.ts';
import { stateDump } from './testkit.ts';
import type { WireRequest } from './wire/wire.ts';
import type { ProfileName } from './profiles.ts';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

function populated(profile: ProfileName): Simulator {
  let t = Date.UTC(2026, 0, 1);
  const sim = new Simulator({ profile, now: () => t++, seed: 7, maxBodyBytes: 64 * 1024 });
  const send = (method: string, path: string, body?: unknown, type = 'application/json') =>
    sim.handle({ method, path, headers: body === undefined ? {} : { 'content-type': type }, body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body) });
  send('PUT', '/logs', { settings: { number_of_shards: 2 }, mappings: { properties: { when: { type: 'date' }, msg: { type: 'text' } } } });
  send('PUT', '/logs/_doc/1', { when: '2015-01-01', msg: 'hello' });
  send('PUT', '/logs/_doc/2', { when: '2015-01-02', msg: 'world' });
  send('PUT', '/other');
  send('PUT', '/logs/_alias/current');
  return sim;
}

/** A JSON text that is not valid JSON. */
const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '{"a" 1}', "{'a':1}", '[1,2', '{"a":1,}', 'nul', '{"a":tru}', '\u0000', '{"a":"\\x"}', '}{'),
  // A blank body is not broken JSON: ES's parser meets no token and reads an empty map
  // (AbstractXContentParser.readMapSafe), so a blank `PUT /new_index` creates the index, as the simulator does.
  fc.string({ minLength: 1, maxLength: 30 }).filter((s) => {
    if (s.trim() === '') return false;
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const deep = fc.integer({ min: 1001, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
const deepObject = fc.integer({ min: 1001, max: 3000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n));

const jsonEndpoints = fc.constantFrom(
  ['PUT', '/new_index'],
  ['PUT', '/logs/_mapping'],
  ['PUT', '/logs/_settings'],
  ['POST', '/_aliases'],
  ['PUT', '/logs/_doc/9'],
  ['POST', '/logs/_doc'],
  ['POST', '/logs/_search'],
  ['POST', '/logs/_count'],
  ['POST', '/_search/scroll'],
  ['PUT', '/_cluster/settings'],
  ['POST', '/logs/_update/1'],
);

const invalidNames = fc.constantFrom('UPPER', '_under', '-dash', '+plus', 'a b', 'a*b', 'a"b', 'a<b', 'a|b', 'a,b', 'a>b', 'a?b', 'a#b', '.', '..', 'x'.repeat(256), 'logs', 'current');

/** One request that the service must reject, with a label for failure messages. */
const badRequest: fc.Arbitrary<{ label: string; req: WireRequest }> = fc.oneof(
  fc.tuple(jsonEndpoints, fc.oneof(brokenJson, deep, deepObject)).map(([[method, path], body]) => ({
    label: `broken JSON to ${method} ${path}`,
    req: { method, path, headers: { 'content-type': 'application/json' }, body },
  })),
  fc.tuple(
    fc.constantFrom('{"index":{}}\n{"a":1}', '[]\n', '{}\n', '"x"\n', '{"index":"x"}\n', '{"index":{"_index":"logs","bogus":1}}\n{}\n', '{"index":{"_index":["a"]}}\n{}\n', '{\n', '{"delete":{"_index":"logs","_id":"1"}}', '\n\n'),
  ).map(([body]) => ({ label: `bad NDJSON ${JSON.stringify(body)}`, req: { method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body } })),
  // A too-deep NDJSON line is refused before any item or search runs (a bulk whose first item is fine too).
  fc.tuple(fc.oneof(deep, deepObject), fc.constantFrom('/_bulk', '/_msearch', '/_msearch/body')).map(([line, path]) => ({
    label: `deep NDJSON line to ${path}`,
    req: {
      method: 'POST',
      path: path === '/_msearch/body' ? '/_msearch' : path,
      headers: { 'content-type': 'application/x-ndjson' },
      body: path === '/_bulk' ? `{"index":{"_index":"logs","_id":"77"}}\n{"a":1}\n${line}\n{}\n` : path === '/_msearch' ? `${line}\n{}\n` : `{}\n${line}\n`,
    },
  })),
  fc.constantFrom(['PATCH', '/logs'], ['POST', '/logs'], ['DELETE', '/_aliases'], ['PUT', '/_search/scroll'], ['GET', '/_bulk'], ['TRACE', '/']).map(([method, path]) => ({ label: `wrong method ${method} ${path}`, req: { method, path } })),
  fc.constantFrom('/_nope', '/logs/_nope/x/y/z', '/_cat/nope', '/a/b/c/d/e').map((path) => ({ label: `unknown endpoint ${path}`, req: { method: 'GET', path } })),
  invalidNames.map((name) => ({ label: `create invalid name ${name}`, req: { method: 'PUT', path: '/' + encodeURIComponent(name) } })),
  // Aliases may be upper case and may already exist elsewhere; the rest of the index rules apply.
  invalidNames.filter((n) => n !== 'UPPER' && n !== 'current').map((name) => ({ label: `alias invalid name ${name}`, req: { method: 'PUT', path: `/other/_alias/${encodeURIComponent(name)}` } })),
  fc.integer({ min: 64 * 1024 + 1, max: 200 * 1024 }).map((n) => ({
    label: `huge body ${n}`,
    req: { method: 'PUT', path: '/huge', headers: { 'content-type': 'application/json' }, body: '{"a":"' + 'x'.repeat(n) + '"}' },
  })),
  fc.constantFrom('keyword', 'long', 'boolean', 'object', 'nested').map((t) => ({
    label: `type change of [when] to ${t}`,
    req: { method: 'PUT', path: '/logs/_mapping', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ properties: { when: t === 'object' ? { properties: { x: { type: 'long' } } } : { type: t } } }) },
  })),
  fc.constantFrom('/_all', '/*', '/log*', '/logs,*').map((path) => ({ label: `DELETE ${path}`, req: { method: 'DELETE', path } })),
  fc.integer({ min: 1, max: 20 }).map((n) => ({
    label: `number_of_shards to ${n}`,
    req: { method: 'PUT', path: '/logs/_settings', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ index: { number_of_shards: n } }) },
  })),
  fc.constantFrom('not a date', '2015-13-45', 'true').map((v) => ({
    label: `non-date ${v} into a date field`,
    req: { method: 'PUT', path: '/logs/_doc/3', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ when: v }) },
  })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'image/png').map((ct) => ({
    label: `unsupported content type ${ct}`,
    req: { method: 'PUT', path: '/ct_index', headers: { 'content-type': ct }, body: '{}' },
  })),
  fc.uint8Array({ minLength: 1, maxLength: 20 }).map((bytes) => ({
    label: 'invalid UTF-8',
    req: { method: 'PUT', path: '/logs/_doc/4', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, ...bytes.map(() => 0xc3), 0x22, 0x7d]) },
  })),
  fc.constantFrom(
    { actions: [{ remove: { index: 'logs', alias: 'current' } }, { add: { index: 'missing', alias: 'current' } }] },
    { actions: [{ add: { index: 'other', alias: 'logs' } }] },
    { actions: [{ add: { index: 'other', alias: 'ok' } }, { add: { index: 'other', alias: 'BAD*' } }] },
    { actions: [] },
    { actions: [{ frobnicate: {} }] },
    { actions: [{ remove: { index: 'other', alias: 'never' } }] },
  ).map((body) => ({ label: `failing alias batch ${JSON.stringify(body)}`, req: { method: 'POST', path: '/_aliases', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } })),
);

/** Whether a body is one of ES's error shapes: the envelope, or the bare forms some handlers use. */
function esShaped(status: number, text: string, contentType: string): boolean {
  if (status === 413) return true; // ES answers 413 with an empty body
  if (contentType.startsWith('text/plain')) return /^No handler found for uri \[.*\] and method \[.*\]$/.test(text);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (typeof body.error === 'string') return true;
  const err = body.error as Record<string, unknown> | undefined;
  return (
    body.status === status &&
    typeof err === 'object' && err !== null &&
    typeof err.type === 'string' && typeof err.reason === 'string' &&
    Array.isArray(err.root_cause) && err.root_cause.length > 0
  );
}

describe('bad input: an ES-shaped error and no change at all', () => {
  for (const profile of ['default', 'es6', 'es8', 'opensearch2'] as ProfileName[]) {
    it(`${profile}: generated bad requests (seed ${SEED})`, () => {
      console.log(`bad-input property, profile ${profile}: seed ${SEED} (replay with FC_SEED=${SEED})`);
      const sim = populated(profile);
      const before = stateDump(sim);
      fc.assert(
        fc.property(badRequest, ({ label, req }) => {
          const res = sim.handle(req);
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.status, `${label}: ${res.body}`).toBeLessThan(500);
          expect(esShaped(res.status, res.body, res.headers['content-type'] ?? ''), `${label}: ${res.body}`).toBe(true);
          expect(stateDump(sim), label).toBe(before);
        }),
        { seed: SEED, numRuns: 400 },
      );
    });
  }

  it('a bulk source line nested past the limit fails its item only, after the earlier items ran', () => {
    for (const line of ['[' .repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000)]) {
      const sim = populated('es8');
      const bulk = `{"index":{"_index":"logs","_id":"a"}}\n{"msg":"x"}\n{"index":{"_index":"logs","_id":"b"}}\n${line}\n{"update":{"_index":"logs","_id":"a"}}\n{"doc":${line}}\n`;
      const res = sim.handle({ method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body: bulk });
      expect(res.status, res.body).toBe(200);
      const items = (JSON.parse(res.body) as { items: Record<string, { status: number; error?: { reason: string } }>[] }).items;
      expect(items.map((i) => Object.values(i)[0].status)).toEqual([201, 400, 400]);
      expect(Object.values(items[1])[0].error?.reason).toBe('The JSON nesting depth exceeds the maximum allowed depth of 1000');
      expect(sim.handle({ method: 'GET', path: '/logs/_doc/b' }).status).toBe(404);
    }
  });

  it('the check can fail: a request that does change state is caught', () => {
    const sim = populated('default');
    const before = stateDump(sim);
    sim.handle({ method: 'PUT', path: '/logs/_doc/99', headers: { 'content-type': 'application/json' }, body: '{"msg":"x"}' });
    expect(stateDump(sim)).not.toBe(before);
  });
});
