/**
 * retriever: standard and knn as the body they stand for, rrf's fusion (RRFRetrieverBuilder: the float32
 * sum of 1 / (rank_constant + rank)), SearchRequest.validate's refusal beside other keys, and the key being
 * unknown before 8.14 (the retriever option's introduction).
 */
import { describe, expect, it } from 'vitest';
import { floatForJson } from '../engine/float32.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';

const data = () => index('t', { tag: { type: 'keyword' }, n: { type: 'integer' } }, [['1', { tag: 'a', n: 1 }], ['2', { tag: 'b', n: 2 }], ['3', { tag: 'a', n: 3 }]]);
const run = (body: JsonObject, profile: 'es8' | 'elasticsearch@8.13.0' | 'elasticsearch@8.17.0' | 'elasticsearch@8.19.0' = 'es8') => search(cluster(data()), request('search', { index: 't' }, {}, body), env(profile));
const ids = (r: ReturnType<typeof run>) => (isEsError(r) ? r.cause.reason : ((r.body as JsonObject).hits as { hits: JsonObject[] }).hits.map((h) => [h._id, h._score]));

describe('retriever', () => {
  it('standard: query, filter and sort become the search body', () => {
    expect(ids(run({ retriever: { standard: { query: { match_all: {} }, filter: { term: { tag: 'a' } }, sort: [{ n: 'desc' }] } } }))).toEqual([
      ['3', null],
      ['1', null],
    ]);
  });

  it('rrf: each document scores the float32 sum of 1 / (rank_constant + rank) over the lists that rank it', () => {
    const body = { retriever: { rrf: { rank_constant: 1, retrievers: [{ standard: { query: { match_all: {} }, sort: [{ n: 'asc' }] } }, { standard: { query: { match_all: {} }, sort: [{ n: 'desc' }] } }] } } };
    // n asc: 1, 2, 3; n desc: 3, 2, 1. Documents 1 and 3: 1/2 + 1/4; document 2: 1/3 + 1/3.
    const third = Math.fround(1 / 3);
    expect(ids(run(body))).toEqual([
      ['1', 0.75],
      ['3', 0.75],
      // Printed as Java prints the float: 0.6666666 (floatForJson), not the double 0.6666666865348816.
      ['2', floatForJson(Math.fround(third + third))],
    ]);
  });

  it('is refused beside query and sort, and unknown before 8.14', () => {
    const e = run({ retriever: { standard: {} }, query: { match_all: {} }, sort: ['_doc'] }) as EsError;
    expect(e.cause.reason).toBe('Validation Failed: 1: cannot specify [retriever] and [query, sort];');
    const old = run({ retriever: { standard: {} } }, 'elasticsearch@8.13.0') as EsError;
    // SearchSourceBuilder.parseXContent's answer to a key it does not know.
    expect([old.cause.type, old.cause.reason]).toEqual(['parsing_exception', 'Unknown key for a START_OBJECT in [retriever].']);
  });

  it('linear (8.18+): weight × normalized score summed per document; minmax maps a child\'s best to 1 and worst to 0', () => {
    const byN = { function_score: { query: { match_all: {} }, functions: [{ field_value_factor: { field: 'n' } }], boost_mode: 'replace' } };
    const body = {
      retriever: {
        linear: {
          retrievers: [
            { retriever: { standard: { query: byN } }, weight: 2 },
            { retriever: { standard: { query: byN } }, normalizer: 'minmax' },
          ],
        },
      },
    };
    // Scores n = 3, 2, 1: 2 × n plus n normalized by minmax (1, 0.5, 0), LinearRetrieverBuilder.combineInnerRetrieverResults.
    const r = ids(run(body, 'elasticsearch@8.19.0'));
    expect(r).toEqual([
      ['3', 7],
      ['2', 4.5],
      ['1', 2],
    ]);
    const old = run(body, 'elasticsearch@8.17.0') as EsError;
    expect([old.cause.type, old.cause.reason]).toEqual(['parsing_exception', 'unknown retriever [linear]']);
  });

  it('rescorer (8.18+): the child\'s top hits rescored as the rescore option does, cut at the window', () => {
    const byN = { function_score: { query: { match_all: {} }, functions: [{ field_value_factor: { field: 'n' } }], boost_mode: 'replace' } };
    // The child ranks n desc (3, 2, 1); a window of 2 rescored with -n (total: score + -n... query_weight 0) reverses the top two.
    const body = {
      retriever: {
        rescorer: {
          retriever: { standard: { query: byN } },
          rescore: { window_size: 2, query: { rescore_query: { function_score: { query: { match_all: {} }, functions: [{ script_score: { script: { source: '10 - doc[\'n\'].value' } } }], boost_mode: 'replace' } }, query_weight: 0 } },
        },
      },
    };
    expect(ids(run(body, 'elasticsearch@8.19.0'))).toEqual([
      ['2', 8],
      ['3', 7],
    ]);
    const old = run(body, 'elasticsearch@8.17.0') as EsError;
    expect([old.cause.type, old.cause.reason]).toEqual(['parsing_exception', 'unknown retriever [rescorer]']);
  });

  it('rescorer over rrf: the fused hits rescored on their top window (was refused as not simulated)', () => {
    // rrf (rank_constant 1) of n asc and n desc: documents 1 and 3 score 0.75, document 2 0.6666666.
    const rrf = { rrf: { rank_constant: 1, retrievers: [{ standard: { query: { match_all: {} }, sort: [{ n: 'asc' }] } }, { standard: { query: { match_all: {} }, sort: [{ n: 'desc' }] } }] } };
    const body = {
      retriever: {
        rescorer: {
          retriever: rrf,
          // QueryRescorer total: 0.75 + n on tag a (documents 1 and 3); document 2 keeps its fused score.
          rescore: { window_size: 3, query: { rescore_query: { bool: { filter: { term: { tag: 'a' } }, should: { function_score: { query: { match_all: {} }, functions: [{ field_value_factor: { field: 'n' } }], boost_mode: 'replace' } } } } } },
        },
      },
    };
    const two = floatForJson(Math.fround(Math.fround(1 / 3) + Math.fround(1 / 3)));
    expect(ids(run(body, 'elasticsearch@8.19.0'))).toEqual([
      ['3', 3.75],
      ['1', 1.75],
      ['2', two],
    ]);
    // A window of 1 rescores only the fused first (document 1), and the rescorer's window cuts the list there.
    const one = { retriever: { rescorer: { ...body.retriever.rescorer, rescore: { ...body.retriever.rescorer.rescore, window_size: 1 } } } };
    expect(ids(run(one, 'elasticsearch@8.19.0'))).toEqual([['1', 1.75]]);
  });

  it('rrf explain (8.15+): the fused score over each child\'s rank, by the child\'s _name or index (RRFRankDoc.explain)', () => {
    // Descriptions as the docs page "Reciprocal rank fusion" (Explain in RRF) prints them and rrf/500_rrf_retriever_explain.yml matches them.
    const body = {
      explain: true,
      size: 3,
      retriever: { rrf: { rank_constant: 1, retrievers: [{ standard: { query: { term: { tag: 'a' } } } }, { standard: { query: { match_all: {} }, sort: [{ n: 'desc' }], _name: 'by_n' } }] } },
    };
    const r = run(body, 'elasticsearch@8.19.0');
    const hits = ((r as { body: JsonObject }).body.hits as { hits: JsonObject[] }).hits;
    // tag a: 1, 3 (equal scores, doc order); n desc: 3, 2, 1. Document 3: 1/3 + 1/2; document 2: only second.
    expect(hits.map((h) => h._id)).toEqual(['3', '1', '2']);
    const e = hits[0]!._explanation as JsonObject;
    expect(e.description).toBe('rrf score: [0.8333334] computed for initial ranks [2, 1] with rankConstant: [1] as sum of [1 / (rank + rankConstant)] for each query');
    const d = e.details as JsonObject[];
    expect(d[0]!).toMatchObject({ value: 2, description: 'rrf score: [0.33333334], for rank [2] in query at index [0] computed as [1 / (2 + 1]), for matching query with score: ' });
    expect((d[0]!.details as JsonObject[])[0]!.description).toMatch(/tag:a/);
    expect(d[1]!.description).toBe('rrf score: [0.5], for rank [1] in query [by_n] computed as [1 / (1 + 1]), for matching query with score: ');
    const missing = ((hits[2]!._explanation as JsonObject).details as JsonObject[])[0]!;
    expect(missing).toEqual({ value: 0, description: 'rrf score: [0], result not found in query at index [0]', details: [] });
  });
});
