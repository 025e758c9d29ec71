/** Tests of metadata fields in the `fields` option (metaFieldsOption.ts), per version. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

function setup(profile: ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/test/_doc/1?refresh=true&routing=r', { a: 1 });
  return sim;
}

describe('metadata fields in fields', () => {
  it('fetches _id, _index, _routing and _version by exact name from ES 7.16 (elastic/elasticsearch#78939)', () => {
    const r = call(setup('elasticsearch@8.19.0'), 'POST', '/test/_search', { fields: ['_id', '_index', '_routing', '_version'] });
    expect(r.body.hits.hits[0].fields).toEqual({ _id: ['1'], _index: ['test'], _routing: ['r'], _version: [1] });
  });
  it('never through a pattern (FieldFetcher.create skips metadata fields for a wildcard)', () => {
    const r = call(setup('elasticsearch@8.19.0'), 'POST', '/test/_search', { fields: ['*'] });
    expect(r.body.hits.hits[0].fields).toEqual({ a: [1] });
  });
  it('fails the fetch phase with a 500 on a field without value fetcher (SeqNoFieldType.valueFetcher), up to 8.17', () => {
    const r = call(setup('elasticsearch@8.17.0'), 'POST', '/test/_search', { fields: ['_seq_no'] });
    expect(r.status).toBe(500);
    expect(r.body.error.root_cause[0]).toEqual({ type: 'unsupported_operation_exception', reason: 'Cannot fetch values for internal field [_seq_no].' });
    expect(r.body.error.failed_shards[0].reason.type).toBe('fetch_phase_execution_exception');
    expect(r.body.error.failed_shards[0].reason.reason).toBe('Error building fetch sub-phases');
  });
  it('refuses it with a 400 from 8.18 (elastic/elasticsearch#117229; 520_fetch_fields.yml, meta_fetch_fields_error_code_changed)', () => {
    for (const f of ['_seq_no', '_source', '_feature', '_nested_path', '_field_names']) {
      const r = call(setup('elasticsearch@8.19.0'), 'POST', '/test/_search', { fields: [f] });
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: `error fetching [${f}]: Cannot fetch values for internal field [${f}].` });
      expect(r.body.error.failed_shards[0].reason.caused_by.caused_by.reason).toBe(`Cannot fetch values for internal field [${f}].`);
    }
    expect(call(setup('elasticsearch@9.1.0'), 'POST', '/test/_search', { fields: ['_seq_no'] }).status).toBe(400);
  });
  it('fails on _id too in 7.13 to 7.15, before it had a value fetcher (elastic/elasticsearch#70575)', () => {
    const r = call(setup('elasticsearch@7.14.0'), 'POST', '/test/_search', { fields: ['_id'] });
    expect(r.status).toBe(500);
    expect(r.body.error.root_cause[0].reason).toBe('Cannot fetch values for internal field [_id].');
  });
  it('skips them in ES 7.10 to 7.12 and OpenSearch (elastic/elasticsearch#58710)', () => {
    for (const p of ['elasticsearch@7.12.0', 'opensearch@2.19.0'] as const) {
      const r = call(setup(p), 'POST', '/test/_search', { fields: ['_seq_no', '_id'] });
      expect(r.status).toBe(200);
      expect(r.body.hits.hits[0].fields).toBeUndefined();
    }
  });
});
