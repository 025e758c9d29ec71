/**
 * The official Elasticsearch client (8.x, unchanged) against the served simulator: the spec's whole
 * procedure (section 4, steps 1–8) and the error shapes the client surfaces. The client only accepts a
 * 2xx answer carrying `x-elastic-product: Elasticsearch` and parses bodies by content type, so merely
 * getting results back checks the wire headers too (wire-reference §1.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, errors } from '@elastic/elasticsearch';
import { startServer, type RunningServer } from '../server/server.ts';
import type { ProfileName } from '../profiles.ts';
import { byNumber, failure, ORDINARY_CODE, products, QUARTERS_2016, type Product } from './fixture.ts';

const N = 40;
const PRODUCTS = products(N);
const EXPECTED = new Map(PRODUCTS.map((p) => [p.id, p.doc]));

/** Every document of an index (or alias), id → source; N is far below the 10,000 result window. */
async function dump(client: Client, index: string): Promise<Map<string, unknown>> {
  const r = await client.search<Product>({ index, size: 1000 });
  return new Map(r.hits.hits.map((h) => [h._id!, h._source]));
}

/** Steps 3–5: scroll one batch at a time and bulk each batch into `dest`; returns the ids read. */
async function scrollAndBulk(client: Client, source: string, dest: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const seen: string[] = [];
  let page = await client.search<Product>({ index: source, scroll: '1m', size: 7, sort: ['_doc'], ...extra });
  while (page.hits.hits.length > 0) {
    const bulk = await client.bulk({ operations: page.hits.hits.flatMap((h) => [{ index: { _index: dest, _id: h._id } }, h._source]) });
    expect(bulk.errors).toBe(false);
    for (const item of bulk.items) expect(item.index?.status).toBe(201);
    seen.push(...page.hits.hits.map((h) => h._id!));
    page = await client.scroll<Product>({ scroll_id: page._scroll_id!, scroll: '1m' });
  }
  // Clear with the latest id (ES may change it between pages); a one-shard index frees exactly one context.
  expect(await client.clearScroll({ scroll_id: page._scroll_id })).toEqual({ succeeded: true, num_freed: 1 });
  return seen;
}

/** The new index of step 2: `code` declared as a string type (keyword is today's not-analysed string). */
const createFixedIndex = (client: Client, index: string) =>
  client.indices.create({ index, mappings: { properties: { code: { type: 'keyword' } } } });

/** The client's ResponseError of a request that must fail. */
const fails = (p: Promise<unknown>) => failure(p, errors.ResponseError);

const errorBody = (type: string, reason: string, status: number, meta: Record<string, string> = {}) => ({
  error: { root_cause: [{ type, reason, ...meta }], type, reason, ...meta },
  status,
});

describe.each<ProfileName>(['default', 'es8'])('official client 8.x, profile %s: the reindex procedure', (profile) => {
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile });
    client = new Client({ node: server.url });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it('the mistake: the first value 2015-01-01 maps code as date, and a later ordinary string fails', async () => {
    const first = await client.index({ index: 'products_v1', id: PRODUCTS[0].id, document: PRODUCTS[0].doc });
    expect(first).toMatchObject({ _index: 'products_v1', _id: 'p0', _version: 1, result: 'created', _seq_no: 0 });
    const rest = await client.bulk({ operations: PRODUCTS.slice(1).flatMap((p) => [{ index: { _index: 'products_v1', _id: p.id } }, p.doc]) });
    expect(rest.errors).toBe(false);
    const mapping = await client.indices.getMapping({ index: 'products_v1' });
    expect(mapping.products_v1.mappings.properties).toMatchObject({ code: { type: 'date' }, created: { type: 'date' }, price: { type: 'long' } });

    const e = await fails(client.index({ index: 'products_v1', id: 'bad', document: { code: ORDINARY_CODE, name: 'ordinary' } }));
    expect(e.meta.statusCode).toBe(400);
    const err = (e.meta.body as any).error;
    expect(err.type).toBe('document_parsing_exception');
    expect(err.root_cause[0].type).toBe('document_parsing_exception');
    expect(err.reason).toBe(`[1:9] failed to parse field [code] of type [date] in document with id 'bad'. Preview of field's value: '${ORDINARY_CODE}'`);
    expect(err.caused_by).toMatchObject({ type: 'illegal_argument_exception', reason: `failed to parse date field [${ORDINARY_CODE}] with format [strict_date_optional_time||epoch_millis]` });
    // Nothing was stored.
    expect(await client.exists({ index: 'products_v1', id: 'bad' })).toBe(false);
    expect((await client.count({ index: 'products_v1' })).count).toBe(N);
  });

  it('step 1: an alias for the old index; clients read through it', async () => {
    expect(await client.indices.putAlias({ index: 'products_v1', name: 'products' })).toMatchObject({ acknowledged: true });
    expect(await client.indices.getAlias({ name: 'products' })).toEqual({ products_v1: { aliases: { products: {} } } });
    expect((await client.count({ index: 'products' })).count).toBe(N);
    expect((await client.get<Product>({ index: 'products', id: 'p0' }))._source).toEqual(PRODUCTS[0].doc);
  });

  it('step 2: a new index declaring code as a string type', async () => {
    expect(await createFixedIndex(client, 'products_v2')).toEqual({ acknowledged: true, shards_acknowledged: true, index: 'products_v2' });
    const m = await client.indices.getMapping({ index: 'products_v2' });
    expect(m).toEqual({ products_v2: { mappings: { properties: { code: { type: 'keyword' } } } } });
  });

  it('steps 3–5: scroll the old index in batches and bulk every batch into the new one', async () => {
    const seen = await scrollAndBulk(client, 'products_v1', 'products_v2');
    expect(seen).toHaveLength(N);
    expect(new Set(seen).size).toBe(N);
    expect(await dump(client, 'products_v2')).toEqual(EXPECTED);
  });

  it('step 6: sliced scroll, one concurrent worker per slice; slices are disjoint and complete', async () => {
    await createFixedIndex(client, 'products_v2_sliced');
    const max = 3;
    const parts = await Promise.all(
      Array.from({ length: max }, (_, id) => scrollAndBulk(client, 'products_v1', 'products_v2_sliced', { slice: { id, max } })),
    );
    for (const part of parts) expect(part.length).toBeGreaterThan(0);
    const all = parts.flat();
    expect(all.sort(byNumber)).toEqual([...EXPECTED.keys()].sort(byNumber));
    expect(await dump(client, 'products_v2_sliced')).toEqual(EXPECTED);
  });

  it('step 6: one worker per date range of `created` (range queries), disjoint and complete', async () => {
    await createFixedIndex(client, 'products_v2_ranged');
    const parts = await Promise.all(
      QUARTERS_2016.map((q) => scrollAndBulk(client, 'products_v1', 'products_v2_ranged', { query: { range: { created: q } } })),
    );
    // 40 products over 12 months: months 1–4 hold 4 each, months 5–12 hold 3 each.
    expect(parts.map((p) => p.length)).toEqual([12, 10, 9, 9]);
    expect(parts.flat().sort(byNumber)).toEqual([...EXPECTED.keys()].sort(byNumber));
    expect(await dump(client, 'products_v2_ranged')).toEqual(EXPECTED);
  });

  it('step 7: the swap is one update_aliases request (remove old, add new); readers never see a gap', async () => {
    // Clients keep counting through the alias while the swap is in flight: every answer is complete.
    const readers = Array.from({ length: 20 }, () => client.count({ index: 'products' }));
    const swap = client.indices.updateAliases({
      actions: [{ remove: { index: 'products_v1', alias: 'products' } }, { add: { index: 'products_v2', alias: 'products' } }],
    });
    const [r, ...counts] = await Promise.all([swap, ...readers]);
    expect(counts.map((c) => c.count)).toEqual(Array(20).fill(N));
    // 8.15 (both profiles report it) answers `errors:false` since 8.14 (wire-reference §9.1).
    expect(r).toEqual({ acknowledged: true, errors: false });
    expect(await client.indices.getAlias({ name: 'products' })).toEqual({ products_v2: { aliases: { products: {} } } });
    expect(await client.indices.getAlias({ index: 'products_v1' })).toEqual({ products_v1: { aliases: {} } });
  });

  it('step 8: through the alias, every document is there, code is keyword, and the ordinary string is accepted', async () => {
    expect((await client.count({ index: 'products' })).count).toBe(N);
    expect(await dump(client, 'products')).toEqual(EXPECTED);
    const m = await client.indices.getMapping({ index: 'products' });
    expect(Object.keys(m)).toEqual(['products_v2']);
    expect(m.products_v2.mappings.properties?.code).toEqual({ type: 'keyword' });
    const w = await client.index({ index: 'products', id: 'a17', document: { code: ORDINARY_CODE, name: 'ordinary' } });
    expect(w).toMatchObject({ _index: 'products_v2', _id: 'a17', result: 'created' });
    const hits = await client.search({ index: 'products', query: { term: { code: ORDINARY_CODE } } });
    expect(hits.hits.hits.map((h) => h._id)).toEqual(['a17']);
    expect((await client.count({ index: 'products' })).count).toBe(N + 1);
    // The old index is untouched by the new write.
    expect((await client.count({ index: 'products_v1' })).count).toBe(N);
  });
});

describe('official client 8.x, default profile: the error shapes the client sees', () => {
  let server: RunningServer;
  let client: Client;
  let uuid: string;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
    client = new Client({ node: server.url });
    await client.index({ index: 'products_v1', id: '1', document: { code: '2015-01-01' } });
    uuid = (await client.indices.getSettings({ index: 'products_v1' })).products_v1.settings!.index!.uuid!;
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it('DELETE /_all is refused (action.destructive_requires_name) and deletes nothing', async () => {
    const e = await fails(client.indices.delete({ index: '_all' }));
    expect(e.meta.statusCode).toBe(400);
    expect(e.meta.body).toEqual(errorBody('illegal_argument_exception', 'Wildcard expressions or all indices are not allowed', 400));
    expect(await client.indices.exists({ index: 'products_v1' })).toBe(true);
  });

  it('changing number_of_shards is refused on an open index', async () => {
    const e = await fails(client.indices.putSettings({ index: 'products_v1', settings: { number_of_shards: 3 } }));
    expect(e.meta.statusCode).toBe(400);
    const reason = `Can't update non dynamic settings [[index.number_of_shards]] for open indices [[products_v1/${uuid}]]`;
    expect(e.meta.body).toEqual(errorBody('illegal_argument_exception', reason, 400));
    // number_of_replicas, by contrast, is dynamic.
    expect(await client.indices.putSettings({ index: 'products_v1', settings: { number_of_replicas: 0 } })).toEqual({ acknowledged: true });
    const s = await client.indices.getSettings({ index: 'products_v1' });
    expect(s.products_v1.settings?.index).toMatchObject({ number_of_shards: '1', number_of_replicas: '0' });
  });

  it('changing the type of a mapped field is refused, and the mapping is unchanged', async () => {
    const e = await fails(client.indices.putMapping({ index: 'products_v1', properties: { code: { type: 'keyword' } } }));
    expect(e.meta.statusCode).toBe(400);
    expect(e.meta.body).toEqual(errorBody('illegal_argument_exception', 'mapper [code] cannot be changed from type [date] to [keyword]', 400));
    const m = await client.indices.getMapping({ index: 'products_v1' });
    expect(m.products_v1.mappings.properties?.code).toEqual({ type: 'date' });
  });

  it('creating an existing index: resource_already_exists_exception', async () => {
    const e = await fails(client.indices.create({ index: 'products_v1' }));
    expect(e.meta.statusCode).toBe(400);
    const meta = { index_uuid: uuid, index: 'products_v1' };
    expect(e.meta.body).toEqual(errorBody('resource_already_exists_exception', `index [products_v1/${uuid}] already exists`, 400, meta));
  });

  it('a missing index: 404 index_not_found_exception; exists() is false, not an error', async () => {
    const meta = { 'resource.type': 'index_or_alias', 'resource.id': 'nope', index_uuid: '_na_', index: 'nope' };
    for (const p of [client.indices.get({ index: 'nope' }), client.count({ index: 'nope' }), client.search({ index: 'nope' })]) {
      const e = await fails(p);
      expect(e.meta.statusCode).toBe(404);
      expect(e.meta.body).toEqual(errorBody('index_not_found_exception', 'no such index [nope]', 404, meta));
    }
    expect(await client.indices.exists({ index: 'nope' })).toBe(false);
    expect(await client.indices.exists({ index: 'products_v1' })).toBe(true);
    // A missing document is 404 with the plain not-found body, not the error envelope.
    const e = await fails(client.get({ index: 'products_v1', id: 'missing' }));
    expect(e.meta.statusCode).toBe(404);
    expect(e.meta.body).toEqual({ _index: 'products_v1', _id: 'missing', found: false });
  });

  it('clearScroll frees a context once; a second clear is 404 with num_freed 0; the scroll is then gone', async () => {
    const r = await client.search({ index: 'products_v1', scroll: '1m', size: 1 });
    expect(await client.clearScroll({ scroll_id: r._scroll_id })).toEqual({ succeeded: true, num_freed: 1 });
    const again = await fails(client.clearScroll({ scroll_id: r._scroll_id }));
    expect(again.meta.statusCode).toBe(404);
    expect(again.meta.body).toEqual({ succeeded: true, num_freed: 0 });
    const gone = await fails(client.scroll({ scroll_id: r._scroll_id!, scroll: '1m' }));
    expect(gone.meta.statusCode).toBe(404);
    expect((gone.meta.body as any).error.root_cause[0].type).toBe('search_context_missing_exception');
  });

  it('helpers.bulk and helpers.scrollDocuments copy an index, and the helper clears its scroll', async () => {
    const stats = await client.helpers.bulk<{ id: string; doc: Product }>({
      datasource: PRODUCTS,
      onDocument: (p) => [{ index: { _index: 'helper_src', _id: p.id } }, p.doc],
      flushBytes: 1000, // several bulk requests, not one
    });
    expect(stats).toMatchObject({ total: N, successful: N, failed: 0, aborted: false });
    const docs: Product[] = [];
    for await (const d of client.helpers.scrollDocuments<Product>({ index: 'helper_src', size: 6 })) docs.push(d);
    expect(docs).toHaveLength(N);
    expect(new Set(docs.map((d) => d.name)).size).toBe(N);
    expect(server.simulator.state.scrolls.size).toBe(0);
  });
});
