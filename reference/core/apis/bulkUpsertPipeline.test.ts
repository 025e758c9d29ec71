/**
 * A bulk update item's own `pipeline` runs on its upsert from ES 7.17.5 (#87719; ES 70_bulk.yml "Update
 * with pipeline", skipped below 7.17.5) and OpenSearch 2.14 (#12854); before, only the request's did.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function upsertThroughItemPipeline(profile: string): unknown {
  const sim = testSimulator({ profile: profile as never });
  call(sim, 'PUT', '/_ingest/pipeline/lower', { processors: [{ lowercase: { field: 'f' } }] });
  const body = '{"update":{"_id":"1","_index":"t","pipeline":"lower"}}\n{"upsert":{"f":"ABC"},"script":{"source":"ctx._source.f = \'never\'"}}\n';
  call(sim, 'POST', '/_bulk', body, { 'content-type': 'application/x-ndjson' });
  return call(sim, 'GET', '/t/_doc/1').body._source;
}

describe('bulk update item pipeline on the upsert', () => {
  it('runs from ES 7.17.5 and OpenSearch 2.14', () => {
    expect(upsertThroughItemPipeline('elasticsearch@8.19.0')).toEqual({ f: 'abc' });
    expect(upsertThroughItemPipeline('elasticsearch@7.17.5')).toEqual({ f: 'abc' });
    expect(upsertThroughItemPipeline('opensearch@2.14.0')).toEqual({ f: 'abc' });
  });
  it('is ignored before', () => {
    expect(upsertThroughItemPipeline('elasticsearch@7.17.4')).toEqual({ f: 'ABC' });
    expect(upsertThroughItemPipeline('opensearch@2.13.0')).toEqual({ f: 'ABC' });
  });
});
