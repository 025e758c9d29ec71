/**
 * Mapping inference as the official clients meet it: a dynamic template that maps detected dates as
 * keyword (the spec's mistake avoided), `date_detection: false`, numbers that do not fit their field
 * (sent as text, so the token keeps its spelling), and OpenSearch's `strict_allow_templates`.
 */
import { describe, expect, it } from 'vitest';
import { Client, errors } from '@elastic/elasticsearch';
import { Client as OsClient, errors as osErrors } from '@opensearch-project/opensearch';
import { failure, ORDINARY_CODE, servedClient } from './fixture.ts';

describe('official client 8.x, profile es8: mapping inference', () => {
  const served = servedClient('es8', (url) => new Client({ node: url }));

  it('a template maps detected dates as keyword, so the ordinary string is accepted', async () => {
    await served.client.indices.create({
      index: 'tpl',
      mappings: { dynamic_templates: [{ dates_as_keyword: { match_mapping_type: 'date', mapping: { type: 'keyword' } } }] },
    });
    await served.client.index({ index: 'tpl', id: '1', document: { code: '2015-01-01' } });
    expect((await served.client.index({ index: 'tpl', id: '2', document: { code: ORDINARY_CODE } })).result).toBe('created');
    const m = await served.client.indices.getMapping({ index: 'tpl' });
    expect(m.tpl.mappings.properties?.code).toEqual({ type: 'keyword' });
  });

  it('date_detection false maps the date-like value as text', async () => {
    await served.client.indices.create({ index: 'nodates', mappings: { date_detection: false } });
    await served.client.index({ index: 'nodates', id: '1', document: { code: '2015-01-01' } });
    await served.client.index({ index: 'nodates', id: '2', document: { code: ORDINARY_CODE } });
    const m = await served.client.indices.getMapping({ index: 'nodates' });
    expect(m.nodates.mappings.properties?.code?.type).toBe('text');
  });

  it('numbers that do not fit are rejected with the field named, and nothing is stored', async () => {
    await served.client.indices.create({ index: 'nums', mappings: { properties: { when: { type: 'date' }, count: { type: 'long' } } } });
    const send = (body: string) => served.client.transport.request({ method: 'PUT', path: '/nums/_doc/1', body }, { headers: { 'content-type': 'application/json' } });
    const date = await failure(send('{"when": 1e3}'), errors.ResponseError);
    expect(date.meta.statusCode).toBe(400);
    expect((date.meta.body as any).error.caused_by.reason).toBe('failed to parse date field [1e3] with format [strict_date_optional_time||epoch_millis]');
    const big = await failure(send('{"count": 9223372036854775808}'), errors.ResponseError);
    expect((big.meta.body as any).error.type).toBe('document_parsing_exception');
    expect((big.meta.body as any).error.caused_by.type).toBe('x_content_parse_exception');
    const huge = await failure(send('{"ratio": 1e400}'), errors.ResponseError);
    expect((huge.meta.body as any).error.caused_by.reason).toBe('[float] supports only finite values, but got [Infinity]');
    expect((await served.client.count({ index: 'nums' })).count).toBe(0);
    const m = await served.client.indices.getMapping({ index: 'nums' });
    expect(m.nums.mappings.properties?.ratio).toBeUndefined();
  });
});

describe('OpenSearch client, profile opensearch2: strict_allow_templates', () => {
  const served = servedClient('opensearch2', (url) => new OsClient({ node: url }));

  it('maps fields a template matches and rejects the others', async () => {
    await served.client.indices.create({
      index: 'sat',
      body: { mappings: { dynamic: 'strict_allow_templates', dynamic_templates: [{ s: { match_mapping_type: 'string', mapping: { type: 'keyword' } } }] } },
    });
    expect((await served.client.index({ index: 'sat', id: '1', body: { name: 'x' } })).body.result).toBe('created');
    const e = await failure(served.client.index({ index: 'sat', id: '2', body: { n: 1 } }), osErrors.ResponseError);
    expect(e.meta.statusCode).toBe(400);
    expect((e.meta.body as any).error).toMatchObject({
      type: 'strict_dynamic_mapping_exception',
      reason: 'mapping set to strict_allow_templates, dynamic introduction of [n] within [_doc] is not allowed',
    });
    const m = await served.client.indices.getMapping({ index: 'sat' });
    expect(m.body.sat.mappings.properties).toEqual({ name: { type: 'keyword' } });
  });
});
