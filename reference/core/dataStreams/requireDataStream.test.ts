/**
 * `require_data_stream` (ES 8.13+), on the index API and on bulk (request default and per item). Expected
 * answers from Elasticsearch's data_stream/190_require_data_stream.yml (run from outside the repository) and
 * the source of BulkOperation.addFailureIfRequiresDataStreamAndNoParentDataStream and TransportBulkAction.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function sim(profile: 'elasticsearch@8.19.0' = 'elasticsearch@8.19.0') {
  const s = testSimulator({ profile, stackTemplates: false });
  call(s, 'PUT', '/_index_template/ds', { index_patterns: ['ds-*'], data_stream: {} });
  call(s, 'PUT', '/_index_template/other', { index_patterns: ['other-*'] });
  return s;
}

describe('require_data_stream', () => {
  it('creates a stream where a data stream template matches; refuses a name none matches, and an index', () => {
    const s = sim();
    expect(call(s, 'POST', '/ds-a/_doc?require_data_stream=true', { '@timestamp': '2022-12-12' }).status).toBe(201);
    expect(call(s, 'GET', '/_data_stream/ds-a').status).toBe(200);
    const none = call(s, 'POST', '/other-x/_doc?require_data_stream=true', { '@timestamp': '2022-12-12' });
    expect(none.status).toBe(404);
    expect(none.body.error.root_cause[0]).toEqual({
      type: 'index_not_found_exception',
      reason: 'no such index [other-x] and the index creation request requires a data stream, but no matching index template with data stream template was found for it',
      index_uuid: '_na_',
      index: 'other-x',
    });
    expect(call(s, 'HEAD', '/other-x').status).toBe(404);
    call(s, 'POST', '/other-y/_doc', { a: 1 });
    const idx = call(s, 'POST', '/other-y/_doc?require_data_stream=true', { a: 1 });
    expect(idx.status).toBe(404);
    expect(idx.body.error.root_cause[0]).toEqual({ type: 'resource_not_found_exception', reason: '[require_data_stream] request flag is [true] and [other-y] is not a data stream' });
  });
  it('bulk: the request default, overridden per item', () => {
    const s = sim();
    const r = call(s, 'POST', '/_bulk?require_data_stream=true', '{"index":{"_index":"other-1"}}\n{"f":1}\n{"index":{"_index":"other-2","require_data_stream":false}}\n{"f":2}\n{"create":{"_index":"ds-b"}}\n{"@timestamp":"2024-01-01"}\n');
    expect(r.body.errors).toBe(true);
    expect(r.body.items.map((i: Record<string, { status: number }>) => Object.values(i)[0]!.status)).toEqual([404, 201, 201]);
  });
});
