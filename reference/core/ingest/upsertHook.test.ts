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
