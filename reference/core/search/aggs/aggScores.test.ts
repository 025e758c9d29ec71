/** The query's scores reach `sampler` and `diversified_sampler` (search.aggregation/400_sampler.yml, 410_diversified_sampler.yml). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ tags: { type: 'text' }, author: { type: 'keyword' }, number: { type: 'integer' } }, [
  { tags: 'kibana', author: 'alice', number: 1 },
  { tags: 'kibana', author: 'bob', number: 2 },
  { tags: 'kibana', author: 'alice', number: 3 },
  { tags: 'javascript', author: 'alice', number: 4 },
]);
const query = { query_string: { query: 'tags:kibana OR tags:javascript' } };
const minMax = { lo: { min: { field: 'number' } }, hi: { max: { field: 'number' } } };

describe('aggregations reading scores', () => {
  // 400_sampler.yml "small shard_size": the rarer term scores highest, so the one document kept holds 4.
  it('sampler keeps the best-scoring document', () => {
    const r = aggs(st, { s: { sampler: { shard_size: 1 }, aggs: minMax } }, {}, 'es8', { query });
    expect(r.s).toMatchObject({ doc_count: 1, lo: { value: 4 }, hi: { value: 4 } });
  });

  // 410_diversified_sampler.yml "defaults": one document per author, Alice's best (4) and Bob's only (2).
  it('diversified_sampler keeps the best document of each value', () => {
    const r = aggs(st, { s: { diversified_sampler: { field: 'author' }, aggs: minMax } }, {}, 'es8', { query });
    expect(r.s).toMatchObject({ doc_count: 2, lo: { value: 2 }, hi: { value: 4 } });
  });
});
