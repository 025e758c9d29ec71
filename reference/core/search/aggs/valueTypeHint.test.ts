/**
 * value_type hints against mapped fields, as the official search.aggregation/20_terms.yml
 * ("Value type mismatch fails shard", 8.1 and later) and ValuesSourceConfig.internalResolve expect.
 */
import { describe, expect, it } from 'vitest';
import { valueTypeMismatch } from './valueTypeHint.ts';
import { aggs, fixture } from './testkit.ts';

describe('valueTypeMismatch', () => {
  it('an ip hint on a keyword field fails the shard', () => {
    const e = valueTypeMismatch('ip', 'bytes', 'keyword', 'valuetype_test_1', 0);
    expect(JSON.stringify(e)).toContain('Field type [keyword] is incompatible with specified value_type [ip]');
  });
  it('a hint of the field\'s own values source type passes (long on double, string on keyword)', () => {
    expect(valueTypeMismatch('long', 'double', 'double', 'i', 0)).toBeUndefined();
    expect(valueTypeMismatch('string', 'bytes', 'keyword', 'i', 0)).toBeUndefined();
    expect(valueTypeMismatch(undefined, 'bytes', 'keyword', 'i', 0)).toBeUndefined();
  });
  it('names the hint by ValueType\'s description (a long hint on a date field)', () => {
    expect(JSON.stringify(valueTypeMismatch('long', 'date', 'date', 'i', 0))).toContain('value_type [byte|short|integer|long]');
  });
});

describe('terms with a mismatched value_type', () => {
  const st = () => fixture({ ip: { type: 'keyword' } }, [{ ip: '192.168.7.1' }]);
  it('fails from 8.1', () => {
    expect(JSON.stringify(aggs(st(), { t: { terms: { field: 'ip', value_type: 'ip' } } }))).toContain('is incompatible with specified value_type [ip]');
  });
  it('reads the field as mapped in 7.17', () => {
    expect(aggs(st(), { t: { terms: { field: 'ip', value_type: 'ip' } } }, {}, 'elasticsearch@7.17.3' as never).t.buckets).toHaveLength(1);
  });
});

describe('a numeric source whose missing is no number', () => {
  // CoreValuesSourceType.NUMERIC.replaceMissing: DocValueFormat.RAW.parseDouble("abc") throws
  // NumberFormatException 'For input string: "abc"', failing the shard.
  it('fails the shard with number_format_exception', () => {
    const st = fixture({ n: { type: 'long' } }, [{ n: 3 }, {}]);
    const r = aggs(st, { t: { terms: { field: 'n', missing: 'abc' } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toEqual({ type: 'number_format_exception', reason: 'For input string: "abc"' });
  });
  it('reads a numeric string', () => {
    const st = fixture({ n: { type: 'long' } }, [{ n: 3 }, {}]);
    expect(aggs(st, { t: { terms: { field: 'n', missing: '5' } } }).t.buckets.map((b: { key: number }) => b.key)).toEqual([3, 5]);
  });
});
