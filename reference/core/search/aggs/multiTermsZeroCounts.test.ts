/** multi_terms with min_doc_count 0: the shard's other documents add their combinations at 0 (MultiTermsAggregator.collectZeroDocEntriesIfNeeded). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

// OpenSearch search.aggregation/370_multi_terms.yml "min_doc_count": the documents and the query.
const st = fixture({ str: { type: 'keyword' }, integer: { type: 'integer' } }, [{ str: 'a', integer: 1 }, { str: 'a', integer: 1 }, { str: 'b', integer: 1 }, { str: 'c', integer: 1 }]);
const query = { bool: { should: [{ term: { str: 'a' } }, { term: { str: 'b' } }] } };
const keys = (r: Body) => (r.m.buckets as Body[]).map((b) => [b.key_as_string, b.doc_count]);
const run = (extra: Body) => aggs(st, { m: { multi_terms: { terms: [{ field: 'str' }, { field: 'integer' }], ...extra } } }, {}, 'opensearch@2.19.0', { query });

describe('multi_terms min_doc_count', () => {
  it('2: only the combinations of matching documents with two of them', () => {
    expect(keys(run({ min_doc_count: 2 }))).toEqual([['a|1', 2]]);
  });
  it('0: the unmatched document\'s combination at 0, after the counted ones (370_multi_terms.yml)', () => {
    expect(keys(run({ min_doc_count: 0 }))).toEqual([['a|1', 2], ['b|1', 1], ['c|1', 0]]);
  });
  it('0 ordered by key: the blank sorts among the counted ones', () => {
    expect(keys(run({ min_doc_count: 0, order: { _key: 'desc' } }))).toEqual([['c|1', 0], ['b|1', 1], ['a|1', 2]]);
  });
});
