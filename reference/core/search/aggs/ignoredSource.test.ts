/**
 * Aggregations on `_ignored`. From ES 8.15 the field has doc values (the _ignored field docs' example: a terms
 * aggregation on `_ignored` lists the ignored field names with their document counts); before, and on
 * OpenSearch, IgnoredFieldType has no fielddata: MappedFieldType.fielddataBuilder's "Fielddata is not supported
 * on field [_ignored] of type [_ignored]".
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../../simulator.ts';
import { call } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles/names.ts';

function run(profile: ProfileName) {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 3, profile });
  call(s, 'PUT', '/g', { mappings: { properties: { n: { type: 'long', ignore_malformed: true }, k: { type: 'keyword', ignore_above: 2 } } } });
  call(s, 'PUT', '/g/_doc/1', { n: 'x', k: 'abc' });
  call(s, 'PUT', '/g/_doc/2?refresh=true', { n: 'x', k: 'a' });
  return call(s, 'GET', '/g/_search', { size: 0, aggs: { t: { terms: { field: '_ignored' } } } });
}

describe('aggregations on _ignored', () => {
  it('count the documents per ignored field from ES 8.15', () => {
    const r = run('elasticsearch@8.19.0');
    expect(r.body.aggregations.t.buckets).toEqual([{ key: 'n', doc_count: 2 }, { key: 'k', doc_count: 1 }]);
  });

  it('fail the shard before 8.15 and on OpenSearch', () => {
    for (const p of ['elasticsearch@8.13.0', 'opensearch@2.19.0'] as const) {
      const r = run(p);
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Fielddata is not supported on field [_ignored] of type [_ignored]' });
    }
  });
});
