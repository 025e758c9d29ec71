/**
 * A key under a `flattened` field aggregates as a keyword (KeyedFlattenedFieldType), as the official
 * search.aggregation/24_terms_flattened_field.yml expects (8.4 and later).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = () =>
  fixture({ flattened: { type: 'flattened' } }, [
    { flattened: { primary: 'foo', secondary: 'bar' } },
    { flattened: { primary: 'foo', secondary: 'zwomp' } },
    { flattened: { primary: 'baz', secondary: 'bar' } },
    { flattened: { primary: 'quux' } },
  ]);

describe('terms on a flattened key', () => {
  it('counts the key\'s values ("Key exists, no missing values": foo 2, baz 1, quux 1)', () => {
    const r = aggs(st(), { t: { terms: { field: 'flattened.primary' } } });
    expect(r.t.buckets).toEqual([{ key: 'foo', doc_count: 2 }, { key: 'baz', doc_count: 1 }, { key: 'quux', doc_count: 1 }]);
  });
  it('fills a missing key with `missing` ("Key exists, missing values, missing specified")', () => {
    const r = aggs(st(), { t: { terms: { field: 'flattened.secondary', missing: 'missing_value' } } });
    expect(r.t.buckets).toEqual([{ key: 'bar', doc_count: 2 }, { key: 'missing_value', doc_count: 1 }, { key: 'zwomp', doc_count: 1 }]);
  });
});
