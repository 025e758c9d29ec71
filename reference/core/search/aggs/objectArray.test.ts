/**
 * A lone object where `ranges` wants an array is one range (ObjectParser.declareObjectArray's parseArray takes a
 * START_OBJECT as a list of one). Pinned by lang_mustache/60_typed_keys.yml "Multisearch template with typed_keys
 * parameter" (ES 8.x), whose ip_range names `ranges: {to: "10.0.0.6"}` and expects one bucket of 5 documents.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';
import { objectArray } from './objectArray.ts';

const counts = (r: Body, name: string) => (r[name].buckets as Body[]).map((b) => b.doc_count);

describe('objectArray', () => {
  it('wraps an object, leaves arrays and scalars alone', () => {
    expect(objectArray({ to: 1 })).toEqual([{ to: 1 }]);
    expect(objectArray([{ to: 1 }])).toEqual([{ to: 1 }]);
    expect(objectArray('x')).toBe('x');
    expect(objectArray(undefined)).toBeUndefined();
  });
  it('range, date_range, ip_range and geo_distance take a lone range object', () => {
    const st = fixture({ n: { type: 'integer' }, d: { type: 'date' }, ip: { type: 'ip' }, loc: { type: 'geo_point' } }, [
      { n: 1, d: '2020-01-01', ip: '10.0.0.1', loc: '52.37,4.89' },
      { n: 7, d: '2021-01-01', ip: '10.0.0.9', loc: '52.37,4.89' },
    ]);
    expect(counts(aggs(st, { r: { range: { field: 'n', ranges: { to: 5 } } } }), 'r')).toEqual([1]);
    expect(counts(aggs(st, { r: { date_range: { field: 'd', ranges: { from: '2020-06-01' } } } }), 'r')).toEqual([1]);
    expect(counts(aggs(st, { r: { ip_range: { field: 'ip', ranges: { to: '10.0.0.6' } } } }), 'r')).toEqual([1]);
    expect(counts(aggs(st, { r: { geo_distance: { field: 'loc', origin: '52.37,4.89', ranges: { to: 1000 } } } }), 'r')).toEqual([2]);
  });
  it('an empty array is still no ranges', () => {
    const r = aggs(fixture({ n: { type: 'integer' } }, [{ n: 1 }]), { r: { range: { field: 'n', ranges: [] } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.error)).toMatch(/No \[ranges\] specified for the \[r\] aggregation/);
  });
});
