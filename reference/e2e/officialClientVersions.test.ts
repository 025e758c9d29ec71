/**
 * The official Elasticsearch JavaScript client 8.x (a devDependency) against the served simulator at
 * the 7.x versions people still run, where officialClient.test.ts covers 8.x. The client sends
 * `compatible-with=8` vendor media types on every request and accepts only 2xx answers carrying
 * `X-Elastic-Product: Elasticsearch`. ES 7.11–7.17 read vendor types and drop the version (#63071) and
 * send the header from 7.14, so the 8.x client works against 7.17 (an app's everyday work: index, the
 * bulk and scroll helpers, an alias swap); ES 7.10 sends no header and the client refuses it, and a
 * request with a body gets 406 first (7.10 reads no vendor media type).
 */
import { describe, expect, it } from 'vitest';
import { Client, errors } from '@elastic/elasticsearch';
import { failure, servedClient } from './fixture.ts';

describe('official client 8.x against elasticsearch@7.17.3', () => {
  const es = servedClient('elasticsearch@7.17.3', (url) => new Client({ node: url }));

  it('is accepted and does the everyday work, answered with the 7.x API', async () => {
    const { client } = es;
    expect((await client.info()).version.number).toBe('7.17.3');
    const created = await client.index({ index: 'app-1', id: '0', document: { n: 0 }, refresh: true });
    expect(created).toMatchObject({ result: 'created', _type: '_doc' });
    const bulk = await client.helpers.bulk({ datasource: Array.from({ length: 59 }, (_, i) => ({ n: i + 1 })), onDocument: (d) => ({ index: { _index: 'app-1', _id: String(d.n) } }), refresh: 'true' });
    expect([bulk.successful, bulk.failed]).toEqual([59, 0]);
    const seen: number[] = [];
    for await (const d of client.helpers.scrollDocuments<{ n: number }>({ index: 'app-1', size: 7 })) seen.push(d.n);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    await client.indices.putAlias({ index: 'app-1', name: 'app' });
    await client.indices.create({ index: 'app-2' });
    expect(await client.indices.updateAliases({ actions: [{ remove: { index: 'app-1', alias: 'app' } }, { add: { index: 'app-2', alias: 'app' } }] })).toEqual({ acknowledged: true });
    expect(await client.indices.getAlias({ name: 'app' })).toEqual({ 'app-2': { aliases: { app: {} } } });
  });
});

describe('official client 8.x against elasticsearch@7.10.2', () => {
  const es = servedClient('elasticsearch@7.10.2', (url) => new Client({ node: url }));

  it('is refused by the client: 7.10 sends no X-Elastic-Product header', async () => {
    const e = await failure(es.client.info(), errors.ProductNotSupportedError);
    expect(e.message).toContain('not Elasticsearch');
  });

  it('a request with a body is refused first by the server: 7.10 reads no vendor Content-Type (406), as in elastic/elasticsearch-java#767', async () => {
    const e = await failure(es.client.indices.create({ index: 'app-1', settings: { number_of_replicas: 0 } }), errors.ResponseError);
    expect(e.meta.statusCode).toBe(406);
    expect(e.meta.body).toEqual({ error: 'Content-Type header [application/vnd.elasticsearch+json; compatible-with=8] is not supported', status: 406 });
  });
});
