/**
 * The ranking evaluation API over the wire, as ES's rank-eval module answers: its YAML tests' shapes
 * (rank_eval/10_basic.yml "Response format", 30_failures.yml, 40_rank_eval_templated.yml), RatedRequest's and
 * RankEvalSpec's refusals, and the versions (6.2 API, 6.4 `metric_score` and ERR, 7.7 recall).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

function seeded(profile: ProfileName = 'elasticsearch@8.19.0') {
  const s = testSimulator({ profile });
  call(s, 'PUT', '/books', { settings: { number_of_shards: 1 } });
  const docs: Record<string, string> = { a: 'the old river', b: 'river boats', c: 'a river and a bridge', d: 'mountain roads' };
  for (const [id, text] of Object.entries(docs)) call(s, 'PUT', `/books/_doc/${id}`, { text });
  call(s, 'POST', '/books/_refresh');
  return s;
}

const riverQuery = { query: { match: { text: 'river' } } };

describe('rank_eval', () => {
  it('answers metric_score, details with unrated docs, hits and metric details, and no failures', () => {
    const s = seeded();
    const r = call(s, 'POST', '/books/_rank_eval', {
      requests: [{ id: 'river', request: riverQuery, ratings: [{ _index: 'books', _id: 'a', rating: 1 }, { _index: 'books', _id: 'b', rating: 0 }] }],
      metric: { precision: { k: 2, relevant_rating_threshold: 1 } },
    });
    expect(r.status).toBe(200);
    const d = r.body.details.river;
    expect(Object.keys(r.body)).toEqual(['metric_score', 'details', 'failures']);
    expect(Object.keys(d)).toEqual(['metric_score', 'unrated_docs', 'hits', 'metric_details']);
    expect(d.hits).toHaveLength(2);
    expect(d.hits[0].hit).not.toHaveProperty('_source');
    expect(Object.keys(d.hits[0])).toEqual(['hit', 'rating']);
    expect(d.metric_details).toEqual({ precision: { relevant_docs_retrieved: expect.any(Number), docs_retrieved: 2 } });
    expect(r.body.failures).toEqual({});
    // Doubles print as Java's: 1.0, not 1.
    const all = call(s, 'POST', '/_rank_eval', { requests: [{ id: 'q', request: riverQuery, ratings: [{ _index: 'books', _id: 'a', rating: 1 }, { _index: 'books', _id: 'b', rating: 1 }, { _index: 'books', _id: 'c', rating: 1 }] }], metric: { precision: {} } });
    expect(all.text).toContain('"metric_score":1.0,');
  });

  it('keeps a failing search as that request\'s failure (30_failures.yml), not a top-level error', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/nums/_doc/1?refresh=true', { n: 1 });
    const r = call(s, 'POST', '/_rank_eval', {
      requests: [
        { id: 'ok', request: { query: { match_all: {} } }, ratings: [{ _index: 'nums', _id: '1', rating: 1 }] },
        { id: 'bad', request: { query: { range: { n: { gte: 'lots' } } } }, ratings: [{ _index: 'nums', _id: '1', rating: 1 }] },
      ],
      metric: { precision: { ignore_unlabeled: true } },
    });
    expect(r.status).toBe(200);
    expect(r.body.metric_score).toBe(1);
    expect(Object.keys(r.body.failures)).toEqual(['bad']);
    expect(Object.keys(r.body.failures.bad)).toEqual(['error']);
    expect(r.body.failures.bad.error.root_cause).toBeDefined();
    // A missing index is each search's failure too (strict indices options); the mean of nothing is NaN.
    const missing = call(s, 'POST', '/nowhere/_rank_eval', { requests: [{ id: 'q', request: { query: { match_all: {} } }, ratings: [] }], metric: { precision: {} } });
    expect(missing.status).toBe(200);
    expect(missing.text).toContain('"metric_score":"NaN"');
    expect(missing.body.failures.q.error.type).toBe('index_not_found_exception');
  });

  it('renders templates with each request\'s params and refuses rendered bodies rank evaluation forbids', () => {
    const s = seeded();
    const template = { id: 'by_text', template: { source: '{"query":{"match":{"text":"{{q}}"}}}' } };
    const r = call(s, 'POST', '/books/_rank_eval', { templates: [template], requests: [{ id: 'river', template_id: 'by_text', params: { q: 'river' }, ratings: [{ _index: 'books', _id: 'a', rating: 1 }] }], metric: { mean_reciprocal_rank: {} } });
    expect(r.status).toBe(200);
    expect(r.body.details.river.hits).toHaveLength(3);
    const aggs = call(s, 'POST', '/_rank_eval', { templates: [{ id: 't', template: { source: '{"aggs":{"n":{"terms":{"field":"x"}}}}' } }], requests: [{ id: 'q', template_id: 't', params: { a: 1 }, ratings: [] }], metric: { precision: {} } });
    expect([aggs.status, aggs.body.error.type, aggs.body.error.reason]).toEqual([400, 'illegal_argument_exception', 'Query in rated requests should not contain aggregations.']);
    const unknown = call(s, 'POST', '/_rank_eval', { templates: [template], requests: [{ id: 'q', template_id: 'other', params: { q: 1 }, ratings: [] }], metric: { precision: {} } });
    expect([unknown.status, unknown.body.error.type]).toEqual([500, 'null_pointer_exception']);
  });

  it('refuses specs as RankEvalSpec and RatedRequest do, wrapped by the enclosing parser', () => {
    const s = seeded();
    const req = (body: unknown) => call(s, 'POST', '/_rank_eval', body);
    expect(req({ metric: { precision: {} } }).body.error.reason).toBe('Required [requests]');
    const empty = req({ requests: [], metric: { precision: {} } }).body.error;
    expect([empty.type, empty.reason, empty.caused_by.reason]).toEqual(['x_content_parse_exception', 'Failed to build [rank_eval] after last required field arrived', 'Cannot evaluate ranking if no search requests with rated results are provided. Seen: []']);
    const both = req({ requests: [{ id: 'q', request: riverQuery, template_id: 't', ratings: [] }], metric: { precision: {} } }).body.error;
    expect(both.reason).toMatch(/^\[\d+:\d+\] \[rank_eval\] failed to parse field \[requests\]$/);
    expect([both.caused_by.reason, both.caused_by.caused_by.reason]).toEqual(['Failed to build [request] after last required field arrived', 'Ambiguous rated request: Set both, verbatim test request and test request template parameters.']);
    const dup = req({ requests: [{ id: 'q', request: riverQuery, ratings: [{ _index: 'books', _id: 'a', rating: 1 }, { _index: 'books', _id: 'a', rating: 2 }] }], metric: { precision: {} } }).body.error;
    expect(dup.caused_by.caused_by.reason).toBe('Found duplicate rated document key [{"_index":"books","_id":"a"}] in evaluation request [q]');
    const metric = req({ requests: [{ id: 'q', request: riverQuery, ratings: [] }], metric: { ndcg: {} } }).body.error;
    expect([metric.reason.replace(/^\[\d+:\d+\] /, ''), metric.caused_by.type, metric.caused_by.reason.replace(/^\[\d+:\d+\] /, '')]).toEqual(['[rank_eval] failed to parse field [metric]', 'named_object_not_found_exception', 'unknown field [ndcg]']);
    const field = req({ requests: [{ id: 'q', request: riverQuery, ratings: [] }], metric: { precision: {} }, max_concurrent: 2 }).body.error;
    expect(field.reason).toMatch(/\[rank_eval\] unknown field \[max_concurrent\] did you mean \[max_concurrent_searches\]\?$/);
    expect(req({ requests: [{ id: 'q', request: riverQuery, ratings: [] }], metric: { precision: {} }, max_concurrent_searches: 0 }).body.error.reason).toBe('maxConcurrentSearchRequests must be positive');
    expect(call(s, 'POST', '/_rank_eval?search_type=scan', { requests: [{ id: 'q', request: riverQuery, ratings: [] }], metric: { precision: {} } }).body.error.reason).toBe('No search type for [scan]');
  });

  it('follows the versions: none before 6.2, quality_level before 6.4, recall from 7.7', () => {
    const body = { requests: [{ id: 'q', request: riverQuery, ratings: [{ _index: 'books', _id: 'a', rating: 1 }] }], metric: { recall: {} } };
    expect(call(seeded('elasticsearch@7.7.0'), 'POST', '/books/_rank_eval', body).body.details.q.metric_details.recall.relevant_docs).toBe(1);
    expect(call(seeded('elasticsearch@7.6.2'), 'POST', '/books/_rank_eval', body).body.error.caused_by.type).toBe('named_object_not_found_exception');
    expect(call(seeded('opensearch@2.19.0'), 'POST', '/books/_rank_eval', body).status).toBe(200);
    const old = call(seeded('elasticsearch@6.3.2'), 'POST', '/books/_rank_eval', { ...body, metric: { dcg: {} } });
    expect(Object.keys(old.body)).toEqual(['quality_level', 'details', 'failures']);
    expect(call(seeded('elasticsearch@6.1.4'), 'POST', '/books/_rank_eval', body).status).not.toBe(200);
  });
});

describe('rank_eval map order', () => {
  it('prints details in Java HashMap order, numeric-looking ids included', () => {
    const s = seeded();
    const requests = ['10', '2', 'b', '1'].map((id) => ({ id, request: riverQuery, ratings: [] }));
    const r = call(s, 'POST', '/books/_rank_eval', { requests, metric: { precision: {} } });
    // new HashMap<>(4) filled with 10, 2, b, 1 grows to 8 bins, copied into a map of 8: "1", "2", "b", "10" (hash & 7).
    expect(r.text.match(/"details":\{"([^"]+)":/)![1]).toBe('1');
    expect([...r.text.matchAll(/"(10|2|b|1)":\{"metric_score"/g)].map((m) => m[1])).toEqual(['1', '2', 'b', '10']);
  });
});

describe('rank_eval without a body', () => {
  it('answers as RestRequest.contentOrSourceParamParser does', () => {
    const r = call(seeded(), 'GET', '/_rank_eval');
    expect([r.status, r.body.error.type, r.body.error.reason]).toEqual([400, 'parse_exception', 'request body or source parameter is required']);
  });
});

describe('rank_eval unknown fields', () => {
  it('suggests the declared names from 7.7 (SuggestingErrorOnUnknown), not before', () => {
    const body = { requests: [{ id: 'q', request: riverQuery, ratings: [] }], metric: { precision: {} }, max_concurrent: 2 };
    expect(call(seeded('elasticsearch@7.6.2'), 'POST', '/_rank_eval', body).body.error.reason).toMatch(/\[rank_eval\] unknown field \[max_concurrent\]$/);
    expect(call(seeded('opensearch@2.19.0'), 'POST', '/_rank_eval', body).body.error.reason).toMatch(/did you mean \[max_concurrent_searches\]\?$/);
  });
});
