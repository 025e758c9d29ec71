/**
 * `elasticdump` (the CLI, unchanged) copying one index into another on the served simulator. It reads
 * `GET /` first and picks its dialect from the version: ≥ 7 sends typeless `PUT /dest/_mapping`, 6.x the
 * typed `PUT /dest/_doc/_mapping` and `_type` in bulk lines. Every request it makes is recorded by
 * wrapping `simulator.handle`, so the tests can say which endpoints it used and what they answered.
 */
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server/server.ts';
import { runProcess } from './runProcess.ts';
import type { ProfileName } from '../profiles.ts';
import { products } from './fixture.ts';

const BIN = path.resolve(import.meta.dirname, '../../node_modules/.bin/elasticdump');
const N = 23;
const PRODUCTS = products(N);
/** elasticdump's own default search body minus `stored_fields` (see the known-gap test below). */
const SEARCH_BODY = JSON.stringify({ query: { match_all: {} }, _source: true });

interface Logged {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  status: number;
  answer: string;
}

function run(args: string[], timeoutMs = 20_000): Promise<{ code: number | null; out: string }> {
  return runProcess(BIN, args, timeoutMs);
}

const CASES: Array<{ profile: ProfileName; mappingPut: string; bulkAction: Record<string, string> }> = [
  { profile: 'default', mappingPut: '/dest/_mapping', bulkAction: {} },
  { profile: 'es6', mappingPut: '/dest/_doc/_mapping', bulkAction: { _type: '_doc' } },
];

describe.each(CASES)('elasticdump against profile $profile', ({ profile, mappingPut, bulkAction }) => {
  let server: RunningServer;
  let log: Logged[] = [];
  const call = async (method: string, p: string, body?: unknown) => {
    const r = await fetch(server.url + p, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  };
  /** Every document of an index, id → source. */
  const docs = async (index: string) => new Map(((await call('GET', `/${index}/_search?size=1000`)).body.hits.hits as any[]).map((h) => [h._id, h._source]));
  const mappingOf = async (index: string) => (await call('GET', `/${index}/_mapping`)).body[index].mappings;
  /** The mapping of `code`, from a typeless or a one-type (`_doc`) mapping. */
  const codeMapping = async (index: string) => {
    const m = await mappingOf(index);
    return (m.properties ?? m._doc.properties).code;
  };
  /** A typeless mapping body, wrapped in the one type where the profile wants typed bodies. */
  const mappings = (m: object) => (profile === 'es6' ? { _doc: m } : m);

  beforeAll(async () => {
    server = await startServer({ port: 0, profile });
    const handle = server.simulator.handle.bind(server.simulator);
    server.simulator.handle = (req) => {
      const res = handle(req);
      const body = req.body === undefined ? '' : Buffer.from(req.body as Uint8Array).toString();
      log.push({ method: req.method, path: req.path, query: req.query ?? {}, body, status: res.status, answer: String(res.body) });
      return res;
    };
    expect((await call('PUT', '/source', { mappings: mappings({ properties: { code: { type: 'keyword' } } }) })).status).toBe(200);
    for (const p of PRODUCTS) expect((await call('PUT', `/source/_doc/${p.id}`, p.doc)).status).toBe(201);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    log = [];
  });

  it('--type=mapping: creates the destination with the same mapping, typed or typeless by GET /', async () => {
    const r = await run([`--input=${server.url}/source`, `--output=${server.url}/dest`, '--type=mapping']);
    expect(r.code, r.out).toBe(0);
    expect(log.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
      'GET / 200', 'GET /source/_mapping 200', 'GET / 200', 'PUT /dest 200', `PUT ${mappingPut} 200`,
    ]);
    const source = await mappingOf('source');
    expect(source).toEqual(mappings({ properties: { code: { type: 'keyword' }, created: { type: 'date' }, name: expect.objectContaining({ type: 'text' }), price: { type: 'long' } } }));
    expect(await mappingOf('dest')).toEqual(source);
  });

  // Known simulator gap: elasticdump's default search body carries `"stored_fields":["*"]`, which real
  // ES accepts (200; with `_source:true` the hits keep `_source`). The simulator answers 400 "The search
  // body element [stored_fields] is not supported by this simulator", so the dump stops at its first
  // read. This test pins that gap exactly (any other failure fails it) and, once the simulator accepts
  // stored_fields, asserts the real outcome instead: a complete copy.
  it('--type=data with elasticdump’s default search body (stored_fields): complete copy, or exactly the known gap', async () => {
    const r = await run([`--input=${server.url}/source`, `--output=${server.url}/dest_default`, '--type=data']);
    const search = log.find((l) => l.path === '/source/_search')!;
    expect(JSON.parse(search.body)).toEqual({ query: { match_all: {} }, stored_fields: ['*'], _source: true, size: 100 });
    if (search.status === 400) {
      expect(JSON.parse(search.answer).error.reason).toBe('The search body element [stored_fields] is not supported by this simulator');
      expect(r.code).toBe(1);
      expect(log.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual(['GET / 200', 'GET /source/_search 400']);
      return;
    }
    expect(r.code, r.out).toBe(0);
    expect(await docs('dest_default')).toEqual(await docs('source'));
  });

  it('--type=data --limit=3: pages through the scroll and bulk-writes each page; ids and sources identical', async () => {
    const r = await run([`--input=${server.url}/source`, `--output=${server.url}/dest`, '--type=data', '--limit=3', `--searchBody=${SEARCH_BODY}`]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(`Total Writes: ${N}`);
    expect(log.filter((l) => l.status >= 300)).toEqual([]);

    // One scroll start (GET with a body, `from=0`), then continuations until `hits.total` documents are read.
    const starts = log.filter((l) => l.path === '/source/_search');
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ method: 'GET', query: { scroll: '10m', from: '0' } });
    expect(JSON.parse(starts[0].body)).toEqual({ query: { match_all: {} }, _source: true, size: 3 });
    const pages = Math.ceil(N / 3);
    expect(log.filter((l) => l.method === 'POST' && l.path === '/_search/scroll')).toHaveLength(pages - 1);

    // One bulk per page, at most 3 documents each, with the family's action line.
    const bulks = log.filter((l) => l.path === '/dest/_bulk');
    expect(bulks).toHaveLength(pages);
    const lines = bulks.flatMap((b) => b.body.split('\n').filter((x) => x !== ''));
    const actions = lines.filter((_, i) => i % 2 === 0).map((x) => JSON.parse(x));
    expect(actions[0]).toEqual({ index: { _index: 'dest', ...bulkAction, _id: 'p0' } });
    for (const b of bulks) expect(JSON.parse(b.answer).errors).toBe(false);

    expect(await docs('dest')).toEqual(await docs('source'));
    expect([...(await docs('dest')).keys()]).toHaveLength(N);
    expect(await mappingOf('dest')).toEqual(await mappingOf('source'));
    // elasticdump never clears its scroll; like ES, the context stays open until its keep-alive (10m) ends.
    expect(log.some((l) => l.method === 'DELETE')).toBe(false);
  });

  it('steps 3–5 of the procedure with elasticdump: data into a prepared index keeps its corrected mapping', async () => {
    // The spec's mistake: `code` inferred as date in the old index; the new index declares it keyword.
    expect((await call('PUT', '/products_v1/_doc/1', { code: '2015-01-01', name: 'first' })).status).toBe(201);
    expect((await call('PUT', '/products_v1/_doc/2', { code: '2016-02-02', name: 'second' })).status).toBe(201);
    expect(await codeMapping('products_v1')).toEqual({ type: 'date' });
    expect((await call('PUT', '/products_v2', { mappings: mappings({ properties: { code: { type: 'keyword' } } }) })).status).toBe(200);

    const r = await run([`--input=${server.url}/products_v1`, `--output=${server.url}/products_v2`, '--type=data', `--searchBody=${SEARCH_BODY}`]);
    expect(r.code, r.out).toBe(0);
    expect(await docs('products_v2')).toEqual(await docs('products_v1'));
    expect(await codeMapping('products_v2')).toEqual({ type: 'keyword' });
    // The ordinary string is now accepted by the new index.
    expect((await call('PUT', '/products_v2/_doc/3', { code: 'A-17' })).status).toBe(201);
  });
});
