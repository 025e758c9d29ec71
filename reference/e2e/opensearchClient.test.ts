/**
 * The official OpenSearch client (unchanged) against the served simulator: the spec's procedure
 * (section 4) in the `opensearch2` profile and in the default profile, checking the body shapes this
 * client hands back (`{body, statusCode}`; `hits.total` as `{value, relation}`; no `_type`), the error
 * bodies (OpenSearch 2.x keeps `mapper_parsing_exception` where ES 8.8+ says `document_parsing_exception`)
 * and the alias answers (no `errors` flag: that is ES ≥ 8.14 only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, errors } from '@opensearch-project/opensearch';
import { startServer, type RunningServer } from '../server/server.ts';
import type { ProfileName } from '../profiles.ts';
import { byNumber, failure, ORDINARY_CODE, products, type Product } from './fixture.ts';

const N = 25;
const PRODUCTS = products(N);
const EXPECTED = new Map(PRODUCTS.map((p) => [p.id, p.doc]));

interface Case {
  profile: ProfileName;
  /** The `type` of a value refused by its mapped field (wire-reference §13.4). */
  parseError: string;
  /** The reason, prefixed `[line:col] ` in ES ≥ 8.8 only. */
  parseReason: string;
  /** What `POST /_aliases` answers. */
  aliasesAck: Record<string, boolean>;
}

const reason = `failed to parse field [code] of type [date] in document with id 'bad'. Preview of field's value: '${ORDINARY_CODE}'`;
const CASES: Case[] = [
  { profile: 'opensearch2', parseError: 'mapper_parsing_exception', parseReason: reason, aliasesAck: { acknowledged: true } },
  { profile: 'default', parseError: 'document_parsing_exception', parseReason: `[1:9] ${reason}`, aliasesAck: { acknowledged: true, errors: false } },
];

/** The client's ResponseError of a request that must fail. */
const fails = (p: Promise<unknown>) => failure(p, errors.ResponseError);

async function dump(client: Client, index: string): Promise<Map<string, unknown>> {
  const r = await client.search({ index, body: { size: 1000 } });
  return new Map((r.body.hits.hits as any[]).map((h) => [h._id, h._source]));
}

/** Steps 3–5 with this client: scroll pages, one bulk per page; returns the ids copied. */
async function copy(client: Client, source: string, dest: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  let page = (await client.search({ index: source, scroll: '1m', body: { size: 6, sort: ['_doc'], ...extra } })).body as any;
  // Every page reports the total of the original query, as an object in ES 7+/OpenSearch.
  const total = page.hits.total;
  expect(total).toMatchObject({ relation: 'eq' });
  while (page.hits.hits.length > 0) {
    for (const h of page.hits.hits) expect(h).not.toHaveProperty('_type');
    const body = page.hits.hits.flatMap((h: any) => [{ index: { _index: dest, _id: h._id } }, h._source]);
    const r = await client.bulk({ body });
    expect(r.statusCode).toBe(200);
    expect(r.body.errors).toBe(false);
    ids.push(...page.hits.hits.map((h: any) => h._id));
    page = (await client.scroll({ body: { scroll_id: page._scroll_id, scroll: '1m' } })).body;
    expect(page.hits.total).toEqual(total);
  }
  const cleared = await client.clearScroll({ body: { scroll_id: page._scroll_id } });
  expect(cleared.body).toEqual({ succeeded: true, num_freed: 1 });
  expect(total.value).toBe(ids.length);
  return ids;
}

describe.each(CASES)('opensearch client, profile $profile', (c) => {
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile: c.profile });
    client = new Client({ node: server.url });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it('GET / reports the profile’s distribution', async () => {
    const r = await client.info();
    expect(r.statusCode).toBe(200);
    if (c.profile === 'opensearch2') {
      expect(r.body.version).toMatchObject({ distribution: 'opensearch', number: '2.17.1' });
      expect(r.body.tagline).toBe('The OpenSearch Project: https://opensearch.org/');
      expect(r.headers!).not.toHaveProperty('x-elastic-product');
    } else {
      expect(r.body.tagline).toBe('You Know, for Search');
      expect(r.headers!['x-elastic-product']).toBe('Elasticsearch');
    }
  });

  it('the mistake: code inferred as date; an ordinary string fails with the family’s error and stores nothing', async () => {
    const first = await client.index({ index: 'products_v1', id: 'p0', body: PRODUCTS[0].doc });
    expect(first.statusCode).toBe(201);
    expect(first.headers!.location).toBe('/products_v1/_doc/p0');
    const body = PRODUCTS.slice(1).flatMap((p) => [{ index: { _index: 'products_v1', _id: p.id } }, p.doc]);
    expect((await client.bulk({ body })).body.errors).toBe(false);
    const m = await client.indices.getMapping({ index: 'products_v1' });
    expect(m.body.products_v1.mappings.properties!.code).toEqual({ type: 'date' });

    const e = await fails(client.index({ index: 'products_v1', id: 'bad', body: { code: ORDINARY_CODE } }));
    expect(e.statusCode).toBe(400);
    expect(e.body.error.type).toBe(c.parseError);
    expect(e.body.error.root_cause).toEqual([{ type: c.parseError, reason: c.parseReason }]);
    expect(e.body.error.caused_by.type).toBe('illegal_argument_exception');
    expect((await client.exists({ index: 'products_v1', id: 'bad' })).body).toBe(false);
    expect((await client.count({ index: 'products_v1' })).body.count).toBe(N);
  });

  it('steps 1–5: alias, new index with code as keyword, scroll + bulk copy', async () => {
    expect((await client.indices.putAlias({ index: 'products_v1', name: 'products' })).statusCode).toBe(200);
    const v2 = await client.indices.create({ index: 'products_v2', body: { mappings: { properties: { code: { type: 'keyword' } } } } });
    expect(v2.body).toEqual({ acknowledged: true, shards_acknowledged: true, index: 'products_v2' });
    const ids = await copy(client, 'products', 'products_v2'); // reading through the alias works too
    expect(ids.sort(byNumber)).toEqual([...EXPECTED.keys()].sort(byNumber));
    expect(await dump(client, 'products_v2')).toEqual(EXPECTED);
  });

  it('step 6: two concurrent sliced scrolls are disjoint and complete', async () => {
    await client.indices.create({ index: 'products_v2_sliced', body: { mappings: { properties: { code: { type: 'keyword' } } } } });
    const [a, b] = await Promise.all([0, 1].map((id) => copy(client, 'products_v1', 'products_v2_sliced', { slice: { id, max: 2 } })));
    expect(a.filter((x) => b.includes(x))).toEqual([]);
    expect([...a, ...b].sort(byNumber)).toEqual([...EXPECTED.keys()].sort(byNumber));
    expect(await dump(client, 'products_v2_sliced')).toEqual(EXPECTED);
  });

  it('steps 7–8: one update_aliases swaps; through the alias all data is there and the string is accepted', async () => {
    const r = await client.indices.updateAliases({
      body: { actions: [{ remove: { index: 'products_v1', alias: 'products' } }, { add: { index: 'products_v2', alias: 'products' } }] },
    });
    expect(r.body).toEqual(c.aliasesAck);
    expect((await client.indices.getAlias({ name: 'products' })).body).toEqual({ products_v2: { aliases: { products: {} } } });
    expect(await dump(client, 'products')).toEqual(EXPECTED);
    const w = await client.index({ index: 'products', id: 'a17', body: { code: ORDINARY_CODE } });
    expect(w.statusCode).toBe(201);
    expect(w.body).toMatchObject({ _index: 'products_v2', _id: 'a17', result: 'created' });
    expect((await client.count({ index: 'products' })).body.count).toBe(N + 1);
    const m = await client.indices.getMapping({ index: 'products' });
    expect(m.body.products_v2.mappings.properties!.code).toEqual({ type: 'keyword' });
  });

  it('errors: DELETE /_all, type change, shard change, existing index, missing index', async () => {
    const all = await fails(client.indices.delete({ index: '_all' }));
    expect([all.statusCode, all.body.error.type, all.body.error.reason]).toEqual([400, 'illegal_argument_exception', 'Wildcard expressions or all indices are not allowed']);

    const tc = await fails(client.indices.putMapping({ index: 'products_v1', body: { properties: { code: { type: 'keyword' } } } }));
    expect([tc.statusCode, tc.body.error.type, tc.body.error.reason]).toEqual([400, 'illegal_argument_exception', 'mapper [code] cannot be changed from type [date] to [keyword]']);

    const sh = await fails(client.indices.putSettings({ index: 'products_v1', body: { index: { number_of_shards: 2 } } }));
    expect(sh.statusCode).toBe(400);
    expect(sh.body.error.reason).toMatch(/^Can't update non dynamic settings \[\[index\.number_of_shards\]\] for open indices \[\[products_v1\/[\w-]+\]\]$/);

    const ex = await fails(client.indices.create({ index: 'products_v2' }));
    expect([ex.statusCode, ex.body.error.type, ex.body.error.index]).toEqual([400, 'resource_already_exists_exception', 'products_v2']);

    const nf = await fails(client.indices.get({ index: 'nope' }));
    expect(nf.statusCode).toBe(404);
    expect(nf.body.error).toMatchObject({ type: 'index_not_found_exception', reason: 'no such index [nope]', 'resource.id': 'nope', index: 'nope' });
    expect((await client.indices.exists({ index: 'nope' })).body).toBe(false);
    expect((await client.indices.exists({ index: 'products_v1' })).body).toBe(true);
  });

  it('helpers.bulk and helpers.scrollDocuments', async () => {
    const stats = await client.helpers.bulk({ datasource: PRODUCTS.map((p) => p.doc), onDocument: () => ({ index: { _index: 'helper' } }) });
    expect(stats).toMatchObject({ total: N, successful: N, failed: 0 });
    const docs: Product[] = [];
    for await (const d of client.helpers.scrollDocuments<Product>({ index: 'helper', body: { size: 4 } } as any)) docs.push(d);
    expect(docs.map((d) => d.name).sort()).toEqual(PRODUCTS.map((p) => p.doc.name).sort());
  });
});
