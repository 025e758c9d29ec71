/**
 * The knn query's `k` and `num_candidates` by release (KnnVectorQueryBuilder: num_candidates required in 8.12,
 * optional from TransportVersions.V_8_13_0; `k` read from V_8_15_0 with the cluster feature
 * `search.vectors.k_param_supported`; doToQuery's default num_candidates Math.round(min(1.5f × size, 10000));
 * ESKnnFloatVectorQuery keeps k per shard, else num_candidates). Cases of 160_knn_query_missing_params.yml and
 * 190_knn_query-with-k-param.yml, and the same requests at the releases before.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { getProfile } from '../../../profiles.ts';
import { knnOptionRequired, knnQueryCount, knnQueryRequired, requestSizeOf } from './knnQueryParams.ts';

const AT = { line: 1, col: 1 };

function setup(profile: string) {
  const sim = testSimulator({ profile: profile as never });
  call(sim, 'PUT', '/t', { settings: { number_of_shards: 1 }, mappings: { properties: { v: { type: 'dense_vector', dims: 2, index: true, similarity: 'l2_norm' } } } });
  const docs: unknown[] = [];
  for (let i = 0; i < 40; i++) docs.push({ index: { _id: String(i) } }, { v: [1, i] });
  call(sim, 'POST', '/t/_bulk?refresh=true', docs);
  return sim;
}
const knn = (extra: object) => ({ knn: { field: 'v', query_vector: [1, 0], ...extra } });

describe('knnQueryCount: what each shard keeps', () => {
  const es819 = getProfile('elasticsearch@8.19.0');
  const es817 = getProfile('elasticsearch@8.17.0');
  it('8.15 to 8.17: k when given; else num_candidates; else round(1.5 × size) capped at 10000', () => {
    expect(knnQueryCount(es817, { k: 5 }, 3, AT)).toBe(5);
    expect(knnQueryCount(es817, { k: 5, num_candidates: 10 }, 3, AT)).toBe(5);
    expect(knnQueryCount(es817, { num_candidates: 7 }, 3, AT)).toBe(7);
    expect(knnQueryCount(es817, {}, undefined, AT)).toBe(15); // DEFAULT_SIZE 10
    expect(knnQueryCount(es817, {}, -1, AT)).toBe(15);
    expect(knnQueryCount(es817, {}, 3, AT)).toBe(5); // Math.round(4.5f) = 5
    expect(knnQueryCount(es817, {}, 1, AT)).toBe(2); // Math.round(1.5f) = 2
    expect(knnQueryCount(es817, {}, 9000, AT)).toBe(10_000);
  });
  it('8.18+ (k_default_to_size, elastic/elasticsearch#118774): without k, the request size, at most num_candidates', () => {
    expect(knnQueryCount(es819, { k: 5 }, 3, AT)).toBe(5);
    expect(knnQueryCount(es819, { num_candidates: 7 }, 3, AT)).toBe(3);
    expect(knnQueryCount(es819, { num_candidates: 5 }, 10, AT)).toBe(5); // 140_knn_query_with_other_queries.yml's dis_max
    expect(knnQueryCount(es819, {}, undefined, AT)).toBe(10);
    expect(knnQueryCount(es819, {}, -1, AT)).toBe(10);
    expect(knnQueryCount(es819, {}, 9000, AT)).toBe(9000);
  });
  it('the builder checks, in its constructor order, wrapped by the parser', () => {
    const reason = (o: object) => {
      const r = knnQueryCount(es819, o as never, 10, AT);
      return typeof r === 'number' ? r : [r.cause.type, r.cause.reason, r.cause.causedBy?.reason];
    };
    const wrap = 'Failed to build [knn] after last required field arrived';
    expect(reason({ k: 0 })).toEqual(['x_content_parse_exception', wrap, '[k] must be greater than 0']);
    expect(reason({ k: 0, num_candidates: 20_000 })).toEqual(['x_content_parse_exception', wrap, '[k] must be greater than 0']);
    expect(reason({ k: 5, num_candidates: 20_000 })).toEqual(['x_content_parse_exception', wrap, '[num_candidates] cannot exceed [10000]']);
    expect(reason({ k: 5, num_candidates: 3 })).toEqual(['x_content_parse_exception', wrap, '[num_candidates] cannot be less than [k]']);
  });
  it('before 8.15 `k` is an unknown field; in 8.12 num_candidates is required', () => {
    const r = knnQueryCount(getProfile('elasticsearch@8.14.0'), { k: 5, num_candidates: 10 }, 10, AT);
    expect(typeof r === 'number' ? r : r.cause.reason).toBe('[1:1] [knn] unknown field [k]');
    expect(knnQueryCount(getProfile('elasticsearch@8.13.0'), {}, 3, AT)).toBe(5);
    const missing = knnQueryCount(getProfile('elasticsearch@8.12.0'), { field: 'v' }, 10, AT);
    expect(typeof missing === 'number' ? missing : [missing.cause.type, missing.cause.reason]).toEqual(['illegal_argument_exception', 'Required [num_candidates]']);
    expect(knnQueryCount(getProfile('elasticsearch@8.12.0'), { field: 'v', num_candidates: 4 }, 10, AT)).toBe(4);
  });
});

describe('required arguments (ConstructingObjectParser.finish: `Required [a, b]`)', () => {
  const reason = (e: ReturnType<typeof knnQueryRequired>) => e && [e.cause.type, e.cause.reason];
  it('the knn query: field, and num_candidates in 8.12', () => {
    expect(reason(knnQueryRequired(getProfile('elasticsearch@8.19.0'), { query_vector: [1] }))).toEqual(['illegal_argument_exception', 'Required [field]']);
    expect(reason(knnQueryRequired(getProfile('elasticsearch@8.12.0'), { query_vector: [1] }))).toEqual(['illegal_argument_exception', 'Required [field, num_candidates]']);
    expect(knnQueryRequired(getProfile('elasticsearch@8.13.0'), { field: 'v' })).toBeUndefined();
  });
  it('the knn option: field, and k and num_candidates before 8.13 (150_knn_search_missing_params.yml skip)', () => {
    expect(reason(knnOptionRequired(getProfile('elasticsearch@8.12.0'), { field: 'v', num_candidates: 3 }))).toEqual(['illegal_argument_exception', 'Required [k]']);
    expect(reason(knnOptionRequired(getProfile('elasticsearch@8.12.0'), {}))).toEqual(['illegal_argument_exception', 'Required [field, k, num_candidates]']);
    expect(knnOptionRequired(getProfile('elasticsearch@8.13.0'), { field: 'v' })).toBeUndefined();
    expect(reason(knnOptionRequired(getProfile('elasticsearch@8.19.0'), {}))).toEqual(['illegal_argument_exception', 'Required [field]']);
  });
  it('8.12 refuses a knn option without k end to end; 8.13 takes size', () => {
    const opt = { knn: { field: 'v', query_vector: [1, 0], num_candidates: 20 } };
    const r = call(setup('elasticsearch@8.12.0'), 'POST', '/t/_search', opt);
    expect([r.status, r.body.error?.type, r.body.error?.reason]).toEqual([400, 'illegal_argument_exception', 'Required [k]']);
    const ok = call(setup('elasticsearch@8.13.0'), 'POST', '/t/_search', { ...opt, size: 4 });
    expect([ok.status, ok.body.hits.total.value]).toEqual([200, 4]);
  });
});

describe('the knn option (KnnSearchBuilder.Builder.build, 8.13+)', () => {
  const reason = (knnBody: object) => {
    const r = call(setup('elasticsearch@8.19.0'), 'POST', '/t/_search', { knn: knnBody });
    return [r.status, r.body.error?.type, r.body.error?.reason];
  };
  it('num_candidates defaults to round(min(10000, 1.5 × k)), so a k over 10000 is more than it', () => {
    expect(reason({ field: 'v', query_vector: [1, 0], k: 20_000 })).toEqual([400, 'illegal_argument_exception', '[num_candidates] cannot be less than [k]']);
    expect(reason({ field: 'v', query_vector: [1, 0], k: 20_000, num_candidates: 20_000 })).toEqual([400, 'illegal_argument_exception', '[num_candidates] cannot exceed [10000]']);
  });
  it('the constructor checks k before the query vector', () => {
    expect(reason({ field: 'v', k: 0 })).toEqual([400, 'illegal_argument_exception', '[k] must be greater than 0']);
    expect(reason({ field: 'v', k: 3 })).toEqual([400, 'illegal_argument_exception', 'either [query_vector_builder] or [query_vector] must be provided']);
  });
});

describe('requestSizeOf', () => {
  it('the URL size overrides the body size (RestSearchAction)', () => {
    expect(requestSizeOf({ query: {}, body: { size: 3 } })).toBe(3);
    expect(requestSizeOf({ query: { size: '7' }, body: { size: 3 } })).toBe(7);
    expect(requestSizeOf({ query: {}, body: {} })).toBeUndefined();
  });
});

describe('the knn query end to end', () => {
  const total = (sim: ReturnType<typeof setup>, body: object, path = '/t/_search') => {
    const r = call(sim, 'POST', path, body);
    return r.status === 200 ? [r.body.hits.total.value, r.body.hits.hits.length] : r.body.error.caused_by?.reason ?? r.body.error.reason;
  };
  it('8.19: k bounds the hits, size only the page (190_knn_query-with-k-param.yml)', () => {
    const sim = setup('elasticsearch@8.19.0');
    expect(total(sim, { query: knn({ k: 5 }) })).toEqual([5, 5]);
    expect(total(sim, { size: 3, query: knn({ k: 5 }) })).toEqual([5, 3]);
    expect(total(sim, { size: 3, query: knn({ k: 5, num_candidates: 10 }) })).toEqual([5, 3]);
    expect(total(sim, { query: knn({ k: 5, num_candidates: 3 }) })).toBe('[num_candidates] cannot be less than [k]');
  });
  it('8.19: the builder checks k before the query vector, whose absence it refuses too', () => {
    const sim = setup('elasticsearch@8.19.0');
    expect(total(sim, { query: { knn: { field: 'v', k: 0 } } })).toBe('[k] must be greater than 0');
    const r = call(sim, 'POST', '/t/_search', { query: { knn: { field: 'v', k: 3 } } });
    expect([r.status, r.body.error.type, r.body.error.reason, r.body.error.caused_by.reason]).toEqual([400, 'x_content_parse_exception', 'Failed to build [knn] after last required field arrived', 'either [query_vector] or [query_vector_builder] must be provided']);
  });

  it('8.18 and later: without k each shard keeps the size, at most num_candidates', () => {
    const sim = setup('elasticsearch@8.19.0');
    expect(total(sim, { query: knn({}) })).toEqual([10, 10]);
    expect(total(sim, { size: 3, query: knn({}) })).toEqual([3, 3]);
    expect(total(sim, { query: knn({}) }, '/t/_search?size=2')).toEqual([2, 2]);
    expect(total(sim, { size: 3, query: knn({ num_candidates: 12 }) })).toEqual([3, 3]);
    expect(total(sim, { size: 20, query: knn({ num_candidates: 12 }) })).toEqual([12, 12]);
  });
  it('8.13 to 8.17: without k each shard keeps num_candidates, by default 1.5 × size', () => {
    for (const p of ['elasticsearch@8.13.0', 'elasticsearch@8.17.0']) {
      const sim = setup(p);
      expect(total(sim, { query: knn({}) })).toEqual([15, 10]);
      expect(total(sim, { size: 3, query: knn({}) })).toEqual([5, 3]);
      expect(total(sim, { query: knn({}) }, '/t/_search?size=2')).toEqual([3, 2]);
      expect(total(sim, { size: 3, query: knn({ num_candidates: 12 }) })).toEqual([12, 3]);
    }
  });
  it('8.12: num_candidates is required and k unknown', () => {
    const sim = setup('elasticsearch@8.12.0');
    expect(total(sim, { query: knn({}) })).toBe('Required [num_candidates]');
    expect(total(sim, { query: knn({ num_candidates: 6 }) })).toEqual([6, 6]);
    expect(total(sim, { query: knn({ k: 2, num_candidates: 6 }) })).toMatch(/\[knn\] unknown field \[k\]$/);
  });
});
