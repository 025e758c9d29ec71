/**
 * The index API's error for a document a data stream refuses while its failure store is off: the failure as it
 * was, with `"failure_store": "not_enabled"` printed last in the error object, not in `root_cause`
 * (IndexDocFailureStoreStatus.ExceptionWithFailureStoreStatus; the 8.19 failure store page's answer:
 * root_cause, type, reason, caused_by, failure_store, then status 400). Before the failure store (8.18) it is
 * the plain mapping error. A plain index is no data stream: nothing is added.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';

function stream(profile: 'elasticsearch@8.19.0' | 'elasticsearch@8.18.0') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/_index_template/events', { index_patterns: ['events-*'], data_stream: {}, template: { mappings: { properties: { code: { type: 'long' } } } } });
  call(sim, 'PUT', '/_data_stream/events-web');
  return sim;
}

describe('failure store status on the index API', () => {
  it('8.19: not_enabled after caused_by, the document refused and nothing written', () => {
    const sim = stream('elasticsearch@8.19.0');
    const before = stateDump(sim);
    const r = call(sim, 'POST', '/events-web/_doc/abc?op_type=create', { '@timestamp': '2026-01-01T00:00:00Z', code: 'oops' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.error)).toEqual(['root_cause', 'type', 'reason', 'caused_by', 'failure_store']);
    expect(r.body.error.failure_store).toBe('not_enabled');
    expect(r.body.error.type).toBe('document_parsing_exception');
    expect(r.body.error.root_cause[0].failure_store).toBeUndefined();
    expect(stateDump(sim)).toBe(before);
  });
  it('8.18 and a plain index: the mapping error alone', () => {
    const old = call(stream('elasticsearch@8.18.0'), 'POST', '/events-web/_doc', { '@timestamp': '2026-01-01T00:00:00Z', code: 'oops' });
    expect(old.status).toBe(400);
    expect(old.body.error.failure_store).toBeUndefined();
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/plain', { mappings: { properties: { code: { type: 'long' } } } });
    const r = call(sim, 'POST', '/plain/_doc', { code: 'oops' });
    expect(r.status).toBe(400);
    expect(r.body.error.failure_store).toBeUndefined();
  });
});
