/**
 * The official clients' by-scroll jobs against the served simulator: `reindex` (waited for, sliced, and
 * as a task read back with `tasks.get`), `deleteByQuery`, `updateByQuery` and `msearch`, as a user of
 * the Elasticsearch 8 client and of the OpenSearch client would call them; and a 7.x-style typed request
 * through the ES 8 client with REST compatibility headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, errors } from '@elastic/elasticsearch';
import { Client as OsClient } from '@opensearch-project/opensearch';
import { startServer, type RunningServer } from '../server/server.ts';
import { failure, products } from './fixture.ts';

const PRODUCTS = products(30);

describe('official client 8.x, profile es8: reindex, by query, tasks, msearch', () => {
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile: 'es8' });
    client = new Client({ node: server.url });
    const bulk = await client.bulk({ refresh: true, operations: PRODUCTS.flatMap((p) => [{ index: { _index: 'products_v1', _id: p.id } }, p.doc]) });
    expect(bulk.errors).toBe(false);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it('reindex copies every document into a new index with the corrected mapping', async () => {
    await client.indices.create({ index: 'products_v2', mappings: { properties: { code: { type: 'keyword' } } } });
    const r = await client.reindex({ source: { index: 'products_v1' }, dest: { index: 'products_v2' }, refresh: true });
    expect(r).toMatchObject({ total: 30, created: 30, updated: 0, version_conflicts: 0, batches: 1, failures: [], timed_out: false });
    expect(r.requests_per_second).toBe(-1);
    const got = await client.get<Record<string, unknown>>({ index: 'products_v2', id: 'p7' });
    expect(got._source).toEqual(PRODUCTS[7]!.doc);
    // The ordinary string the old date field refused now goes in.
    await client.index({ index: 'products_v2', id: 'odd', document: { code: 'A-17' } });
  });

  it('op_type create conflicts: the client raises on 409, or the job proceeds and counts them', async () => {
    const err = await failure(client.reindex({ source: { index: 'products_v1' }, dest: { index: 'products_v2', op_type: 'create' } }), errors.ResponseError);
    expect(err.statusCode).toBe(409);
    expect((err.body as { failures: Array<{ cause: { type: string } }> }).failures[0]!.cause.type).toBe('version_conflict_engine_exception');
    const r = await client.reindex({ conflicts: 'proceed', source: { index: 'products_v1' }, dest: { index: 'products_v2', op_type: 'create' } });
    expect(r).toMatchObject({ created: 0, version_conflicts: 30 });
  });

  it('sliced reindex, and max_docs', async () => {
    const sliced = await client.reindex({ slices: 3, source: { index: 'products_v1' }, dest: { index: 'sliced' }, refresh: true });
    // The client's type leaves `slices` out; the server sends it.
    expect((sliced as unknown as { slices: unknown[] }).slices).toHaveLength(3);
    expect(sliced.created).toBe(30);
    expect((await client.count({ index: 'sliced' })).count).toBe(30);
    const capped = await client.reindex({ max_docs: 5, source: { index: 'products_v1', size: 2 }, dest: { index: 'capped' } });
    expect(capped).toMatchObject({ total: 5, created: 5, batches: 3 });
  });

  it('wait_for_completion=false: a task id, then tasks.get returns the finished job', async () => {
    const started = await client.reindex({ wait_for_completion: false, source: { index: 'products_v1' }, dest: { index: 'async_copy' } });
    expect(started.task).toMatch(/^.+:\d+$/);
    const task = await client.tasks.get({ task_id: String(started.task), wait_for_completion: true });
    expect(task.completed).toBe(true);
    expect(task.task.action).toBe('indices:data/write/reindex');
    expect(task.response).toMatchObject({ total: 30, created: 30, failures: [] });
    const missing = await failure(client.tasks.get({ task_id: `${task.task.node}:999999` }), errors.ResponseError);
    expect([missing.statusCode, (missing.body as { error: { type: string } }).error.type]).toEqual([404, 'resource_not_found_exception']);
  });

  it('updateByQuery and deleteByQuery', async () => {
    const u = await client.updateByQuery({ index: 'sliced', query: { range: { price: { lt: 15 } } }, refresh: true });
    expect(u).toMatchObject({ total: 5, updated: 5 });
    expect((await client.get({ index: 'sliced', id: 'p0' }))._version).toBe(2);
    const d = await client.deleteByQuery({ index: 'sliced', query: { range: { price: { lt: 15 } } }, refresh: true });
    expect(d).toMatchObject({ total: 5, deleted: 5 });
    expect((await client.count({ index: 'sliced' })).count).toBe(25);
    // A Painless script runs in each document's context.
    const before = (await client.search<{ price: number }>({ index: 'sliced', size: 1, sort: ['_doc'] })).hits.hits[0]!;
    const scripted = await client.updateByQuery({ index: 'sliced', script: { source: 'ctx._source.price++' }, refresh: true });
    expect(scripted).toMatchObject({ total: 25, updated: 25 });
    expect((await client.get<{ price: number }>({ index: 'sliced', id: before._id! }))._source!.price).toBe(before._source!.price + 1);
    const bad = await failure(client.updateByQuery({ index: 'sliced', script: { source: 'ctx._source.price +' } }), errors.ResponseError);
    expect(bad.statusCode).toBe(400);
  });

  it('msearch: each search answered on its own, a missing index as its error', async () => {
    const r = await client.msearch({
      searches: [{ index: 'products_v1' }, { query: { ids: { values: ['p3'] } } }, { index: 'nope' }, { query: { match_all: {} } }, {}, { size: 0 }],
    });
    expect(r.responses).toHaveLength(3);
    const [a, b, c] = r.responses as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(a.status).toBe(200);
    expect(a.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['p3']);
    expect([b.status, b.error.type]).toEqual([404, 'index_not_found_exception']);
    expect(c.status).toBe(200);
  });

  it('a 7.x-style typed request with compatible-with=7 headers: _type _doc and the deprecation warning', async () => {
    const headers = { accept: 'application/vnd.elasticsearch+json;compatible-with=7', 'content-type': 'application/vnd.elasticsearch+json;compatible-with=7' };
    const res = await client.transport.request({ method: 'PUT', path: '/compat/legacy_type/1', body: { a: 1 } }, { headers, meta: true });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ _index: 'compat', _type: '_doc', _id: '1', result: 'created' });
    expect(res.warnings?.[0]).toContain('[types removal] Specifying types in document index requests is deprecated');
  });
});

describe('OpenSearch client, profile opensearch2: reindex and tasks', () => {
  let server: RunningServer;
  let client: OsClient;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile: 'opensearch2' });
    client = new OsClient({ node: server.url });
    await client.bulk({ refresh: true, body: PRODUCTS.flatMap((p) => [{ index: { _index: 'products_v1', _id: p.id } }, p.doc]) });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it('reindex waited for, then as a task', async () => {
    const r = await client.reindex({ refresh: true, body: { source: { index: 'products_v1' }, dest: { index: 'products_v2' } } });
    expect(r.body).toMatchObject({ total: 30, created: 30, failures: [] });
    const t = await client.reindex({ wait_for_completion: false, body: { source: { index: 'products_v1' }, dest: { index: 'products_v3' } } });
    const task = await client.tasks.get({ task_id: String((t.body as { task?: string }).task) });
    expect(task.body).toMatchObject({ completed: true, response: { created: 30 } });
  });

  it('deleteByQuery and msearch', async () => {
    const d = await client.deleteByQuery({ index: 'products_v2', refresh: true, body: { query: { ids: { values: ['p1'] } } } });
    expect(d.body).toMatchObject({ deleted: 1 });
    const m = await client.msearch({ body: [{ index: 'products_v2' }, { query: { match_all: {} }, size: 0 }] });
    expect((m.body.responses[0] as { hits: { total: { value: number } } }).hits.total.value).toBe(29);
  });
});
