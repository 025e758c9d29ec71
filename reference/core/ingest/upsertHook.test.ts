/**
 * Pipelines on an update's upsert document, through the front door. Expected values from OpenSearch's
 * ingest/240_required_pipeline.yml: a final pipeline runs on the upsert (and on `doc` under doc_as_upsert),
 * before a scripted upsert's script; a plain upsert's script never runs.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup() {
  const s = testSimulator({ profile: 'opensearch@2.19.0' });
  call(s, 'PUT', '/_ingest/pipeline/p', { processors: [{ bytes: { field: 'b', target_field: 't' } }] });
  call(s, 'PUT', '/test', { settings: { 'index.final_pipeline': 'p' } });
  return s;
}

describe('pipelines on an upsert', () => {
  it('a final pipeline processes the upsert, the doc_as_upsert doc, and runs before a scripted upsert script', () => {
    const s = setup();
    call(s, 'POST', '/test/_update/3', { script: { source: 'ctx._source.ran = true', lang: 'painless' }, upsert: { b: '1kb' } });
    call(s, 'POST', '/test/_update/4', { script: { source: 'ctx._source.ran = true', lang: 'painless' }, upsert: { b: '1kb' }, scripted_upsert: true });
    call(s, 'POST', '/test/_update/5', { doc: { b: '2kb' }, doc_as_upsert: true });
    expect(call(s, 'GET', '/test/_doc/3').body._source).toEqual({ b: '1kb', t: 1024 });
    expect(call(s, 'GET', '/test/_doc/4').body._source).toEqual({ b: '1kb', t: 1024, ran: true });
    expect(call(s, 'GET', '/test/_doc/5').body._source).toEqual({ b: '2kb', t: 2048 });
  });

  it('a failing pipeline fails the update and stores nothing', () => {
    const s = setup();
    const r = call(s, 'POST', '/test/_update/6', { doc: { b: 'lots' }, doc_as_upsert: true });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('parse_exception'); // ByteSizeValue.parseBytesSizeValue throws OpenSearchParseException
    expect(call(s, 'GET', '/test/_doc/6').status).toBe(404);
  });
});

describe('bulk and pipelines', () => {
  const bulk = (profile: string, query: string, lines: unknown[]) => {
    const s = testSimulator({ profile: profile as never });
    call(s, 'PUT', '/_ingest/pipeline/p1', { processors: [{ set: { field: 'field1', value: 'value1' } }] });
    const body = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
    const r = call(s, 'POST', `/_bulk?refresh=true${query}`, body, { 'content-type': 'application/x-ndjson' });
    return { s, r };
  };

  it('prints ingest_took only when an item resolves a pipeline (BulkResponse; 70_bulk.yml "gte: { ingest_took: 0 }")', () => {
    expect(bulk('opensearch@2.19.0', '', [{ index: { _index: 't', _id: '1', pipeline: 'p1' } }, { f: 1 }]).r.body.ingest_took).toBe(0);
    expect(bulk('opensearch@2.19.0', '', [{ index: { _index: 't', _id: '1' } }, { f: 1 }]).r.body).not.toHaveProperty('ingest_took');
  });

  it("a bulk update's own pipeline reaches its upsert from OpenSearch 2.14 (OpenSearch#12854); before, only the request's", () => {
    const lines = [{ update: { _index: 't', _id: '3', pipeline: 'p1' } }, { upsert: { f1: 'v2' }, doc: { x: 1 } }];
    const now = bulk('opensearch@2.19.0', '', lines);
    expect(call(now.s, 'GET', '/t/_doc/3').body._source).toEqual({ f1: 'v2', field1: 'value1' });
    const before = bulk('opensearch@2.13.0', '', lines);
    expect(call(before.s, 'GET', '/t/_doc/3').body._source).toEqual({ f1: 'v2' });
    const requestLevel = bulk('opensearch@2.13.0', '&pipeline=p1', [{ update: { _index: 't', _id: '3' } }, { upsert: { f1: 'v2' }, doc: { x: 1 } }]);
    expect(call(requestLevel.s, 'GET', '/t/_doc/3').body._source).toEqual({ f1: 'v2', field1: 'value1' });
  });
});
