/**
 * The exact knn scan in slices (issue 28, "bounded work"): the top-level `knn` option's DFS phase, the `knn` query
 * (Elasticsearch's and OpenSearch's on `knn_vector`; in a sorted search, under aggregations, in a `_count`: the predicate
 * pass, whose tops the query phase then reads) and script_score's vector functions yield
 * every SLICE_WORK of vector work: reading the vectors from the sources (the first search after indexing), building a
 * segment's scalar quantizer (an 8.14+ float field is int8_hnsw by default), and scoring. A driver that runs them in
 * slices gets the whole run's bytes. The bounds are work counts (steps.ts `workDone`), not times: the machine is noisy.
 */
import { describe, expect, it } from 'vitest';
import { call, callSliced, testSimulator, type Reply } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';
import { SLICE_WORK } from '../resumable/steps.ts';
import type { ProfileName } from '../../../profiles/names.ts';

const DIMS = 128;
/** Two segments in one shard (a refresh between the bulks): the larger holds 2,000 vectors. */
const BATCHES = [2000, 1000];
/** Scoring one leaf whole is 2,000 × 8 units (knnScan.ts scoreWork): a slice holding it fails the bound. */
const BOUND = 2 * SLICE_WORK;

function vectors(seed: number): () => number[] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  return () => Array.from({ length: DIMS }, () => Math.round(next() * 1000) / 1000);
}

/** A simulator holding the documents: `q` int8_hnsw (the default), `f` float hnsw l2_norm (8.x); `v` a knn_vector (OpenSearch). */
function loaded(profile: ProfileName): Simulator {
  const sim = testSimulator({ profile });
  const os = profile.startsWith('opensearch');
  const props = os ? { v: { type: 'knn_vector', dimension: DIMS }, k: { type: 'keyword' } } : { q: { type: 'dense_vector', dims: DIMS, similarity: 'cosine', index: true }, f: { type: 'dense_vector', dims: DIMS, similarity: 'l2_norm', index: true, index_options: { type: 'hnsw' } }, k: { type: 'keyword' } };
  expect(call(sim, 'PUT', '/v', { settings: { number_of_shards: 1, ...(os ? { 'index.knn': true } : {}) }, mappings: { properties: props } }).status).toBe(200);
  const next = vectors(7);
  let id = 0;
  for (const n of BATCHES) {
    const lines: unknown[] = [];
    for (let i = 0; i < n; i++, id++) lines.push({ index: { _id: String(id) } }, os ? { v: next(), k: `k${id % 5}` } : { q: next(), f: next(), k: `k${id % 5}` });
    expect(call(sim, 'POST', '/v/_bulk?refresh=true', lines).body.errors).toBe(false);
  }
  return sim;
}

const QV = vectors(99)();

const ES_BODIES: Record<string, unknown> = {
  option_default: { knn: { field: 'q', query_vector: QV, k: 5, num_candidates: 50 } },
  option_filtered_with_query: { query: { match: { k: 'k3' } }, knn: { field: 'f', query_vector: QV, k: 5, num_candidates: 50, filter: { term: { k: 'k1' } } } },
  option_two_and_rescore: { knn: [{ field: 'q', query_vector: QV, k: 3, num_candidates: 30, rescore_vector: { oversample: 2 } }, { field: 'f', query_vector: QV, k: 4, num_candidates: 40, boost: 0.5 }] },
  query: { query: { knn: { field: 'q', query_vector: QV, k: 5, num_candidates: 50 } } },
  query_with_aggs: { size: 2, query: { knn: { field: 'f', query_vector: QV, k: 20, num_candidates: 50 } }, aggs: { k: { terms: { field: 'k' } } } },
  option_with_aggs: { size: 2, knn: { field: 'q', query_vector: QV, k: 20, num_candidates: 50 }, aggs: { k: { terms: { field: 'k' } } } },
  query_sorted: { size: 2, sort: [{ k: 'asc' }], query: { knn: { field: 'f', query_vector: QV, k: 20, num_candidates: 50 } } },
  query_in_bool_similarity: { query: { bool: { should: [{ knn: { field: 'f', query_vector: QV, k: 10, num_candidates: 50, similarity: 30 } }, { term: { k: 'k2' } }] } } },
  script_score_cosine: { size: 3, query: { script_score: { query: { match_all: {} }, script: { source: "cosineSimilarity(params.q, 'q') + 1.0", params: { q: QV } } } } },
  script_score_l2: { size: 3, query: { script_score: { query: { term: { k: 'k4' } }, script: { source: "1 / (1 + l2norm(params.q, 'f'))", params: { q: QV } } } } },
};

/** The least work a body does: a script scoring each of its matches (all 3,000, or k4's 600) by 128 numbers, or a leaf scan. */
function minUnits(name: string): number {
  if (name === 'script_score_cosine') return 3000 * DIMS;
  if (name === 'script_score_l2') return 600 * DIMS;
  return 2000 * (DIMS / 16);
}

/** Runs each body sliced on one simulator and whole on another built the same way: the same bytes, slices bounded. */
function check(profile: ProfileName, bodies: Record<string, unknown>, path = '/v/_search'): void {
  const sliced = loaded(profile);
  const whole = loaded(profile);
  for (const [name, body] of Object.entries(bodies)) {
    it(`${name}: sliced, the whole run's bytes, no slice past ${BOUND} units of work`, () => {
      const s = callSliced(sliced, 'POST', path, body);
      const w: Reply = call(whole, 'POST', path, body);
      expect(w.status).toBe(200);
      expect([s.status, s.text]).toEqual([w.status, w.text]);
      expect(s.maxWork, `${s.slices} slices`).toBeLessThan(BOUND);
      // A scan of 2,000 vectors of 128 dimensions is at least 16,000 units (more when the vectors are read first); a
      // vector function compares the 128 numbers of each document it scores: in slices of about SLICE_WORK, several.
      expect(s.slices).toBeGreaterThan(minUnits(name) / SLICE_WORK);
    });
  }
}

describe('the exact knn scan in slices, elasticsearch@8.19.0', () => {
  check('elasticsearch@8.19.0', ES_BODIES);
});

describe('a _count with a knn query, sliced', () => {
  check('elasticsearch@8.19.0', { count_knn_query: { query: { knn: { field: 'f', query_vector: QV, k: 7, num_candidates: 50 } } } }, '/v/_count');
});

describe('a knn retriever (8.14+), sliced', () => {
  check('elasticsearch@8.19.0', { retriever_knn: { retriever: { knn: { field: 'q', query_vector: QV, k: 5, num_candidates: 50 } } } });
});

describe('the _knn_search API (8.0+, deprecated), sliced, its warning kept', () => {
  check('elasticsearch@8.19.0', { knn_search_api: { knn: { field: 'f', query_vector: QV, k: 5, num_candidates: 50 } } }, '/v/_knn_search');
});

describe("OpenSearch's knn query on knn_vector in slices, opensearch@2.19.0", () => {
  check('opensearch@2.19.0', { os_query: { query: { knn: { v: { vector: QV, k: 5 } } } }, os_query_filtered: { size: 3, query: { knn: { v: { vector: QV, k: 20, filter: { term: { k: 'k0' } } } } } } });
});

describe('the sliced answers are the knn answers (not only equal to each other)', () => {
  it('the option and the query keep k hits; a count with the query counts k; _knn_search warns sliced as whole', () => {
    const sim = loaded('elasticsearch@8.19.0');
    expect(callSliced(sim, 'POST', '/v/_search', ES_BODIES.option_default).body.hits.total.value).toBe(5);
    expect(callSliced(sim, 'POST', '/v/_search', ES_BODIES.query).body.hits.hits).toHaveLength(5);
    const api = { knn: { field: 'f', query_vector: QV, k: 5, num_candidates: 50 } };
    expect(callSliced(sim, 'POST', '/v/_knn_search', api).headers.warning).toEqual(call(sim, 'POST', '/v/_knn_search', api).headers.warning);
    expect(callSliced(sim, 'POST', '/v/_knn_search', api).headers.warning).toContain('The kNN search API has been replaced');
    expect(callSliced(sim, 'POST', '/v/_count', { query: { knn: { field: 'f', query_vector: QV, k: 7, num_candidates: 50 } } }).body.count).toBe(7);
  });
});
