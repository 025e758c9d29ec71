/**
 * The percolate query end to end through `_search`: matching, slots, named matches, the indexed-document
 * form and ES's errors. Expected values: modules/percolator's 10_basic.yml and 20_matched_queries.yml,
 * PercolateQueryBuilder (parser and doToQuery messages), PercolatorMatchedSlotSubFetchPhase (field names).
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { executeWrite, isWriteFailed } from '../../docs/write.ts';
import type { ClusterState } from '../../state.ts';
import type { EsError } from '../../errors/index.ts';

/** Indexes one document as the index API does; the error, or undefined when it was written. */
function bulkIndex(st: ClusterState, source: JsonObject, profile: string): EsError | undefined {
  const r = executeWrite(st, env(profile as never), { kind: 'index', index: 'qs', type: '_doc', id: '1', raw: JSON.stringify(source), source });
  return isWriteFailed(r) ? r.error : undefined;
}

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const QUERIES: [string, JsonObject][] = [
  ['fireplace', { q: { bool: { should: [{ match: { description: 'fireplace' } }, { match: { type: { query: 'detached', _name: 'detached_query' } } }], filter: { match: { rooms: { query: 3, _name: 'rooms' } } } } } }],
  ['pool', { q: { bool: { filter: [{ match: { description: { query: 'swimming pool', _name: 'pool' } } }, { match: { rooms: 3 } }] } } }],
  ['cheap', { q: { range: { price: { lt: 100 } } } }],
  ['house', { description: 'a house, not a query' }],
];
const props = { q: { type: 'percolator' }, description: { type: 'text' }, type: { type: 'keyword' }, rooms: { type: 'integer' }, price: { type: 'integer' } } as const;
const idx = index('houses', props as never, [...QUERIES, ['h1', { description: 'fireplace and swimming pool', rooms: 3, type: 'detached', price: 10 }]]);

function run(query: Json, profile: string = 'es8'): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query, sort: ['_doc'] }), env(profile as never));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}
const hits = (b: Body) => b.hits.hits.map((h: Body) => [h._id, h.fields]);

describe('percolate', () => {
  it('matches the stored queries that match any given document, with the matching slots', () => {
    const r = run({ percolate: { field: 'q', documents: [{ description: 'wood fireplace', rooms: 3, type: 'semi' }, { description: 'swimming pool', rooms: 3, price: 50 }] } });
    expect(hits(r)).toEqual([
      // The bool's filter makes its should clauses optional: rooms 3 is enough.
      ['fireplace', { _percolator_document_slot: [0, 1], _percolator_document_slot_0_matched_queries: ['rooms'], _percolator_document_slot_1_matched_queries: ['rooms'] }],
      ['pool', { _percolator_document_slot: [1], _percolator_document_slot_1_matched_queries: ['pool'] }],
      ['cheap', { _percolator_document_slot: [1] }],
    ]);
  });
  it('named matches are breadth first, bool clauses must, should, filter; only from ES 8.13 (20_matched_queries.yml)', () => {
    const doc = { description: 'fireplace and swimming pool', rooms: 3, type: 'detached' };
    expect(hits(run({ percolate: { field: 'q', document: doc } }))[0]).toEqual(['fireplace', { _percolator_document_slot: [0], _percolator_document_slot_0_matched_queries: ['detached_query', 'rooms'] }]);
    expect(hits(run({ percolate: { field: 'q', document: doc } }, 'elasticsearch@8.12.0'))[0]).toEqual(['fireplace', { _percolator_document_slot: [0] }]);
  });
  it('several percolate queries name their slot fields by `name`, else by field', () => {
    const r = run({ bool: { should: [{ percolate: { field: 'q', name: 'a', document: { price: 1 } } }, { percolate: { field: 'q', document: { rooms: 3, description: 'pool swimming' } } }] } });
    expect(hits(r).map((h: Body[]) => [h[0], Object.keys(h[1] ?? {})])).toEqual([
      ['fireplace', ['_percolator_document_slot_q', '_percolator_document_slot_q_0_matched_queries']],
      ['pool', ['_percolator_document_slot_q', '_percolator_document_slot_q_0_matched_queries']],
      ['cheap', ['_percolator_document_slot_a']],
    ]);
  });
  it('index + id percolates a stored document (doRewrite\'s GET)', () => {
    expect(hits(run({ percolate: { field: 'q', index: 'houses', id: 'h1' } })).map((h: Body[]) => h[0])).toEqual(['fireplace', 'pool', 'cheap']);
    expect(run({ percolate: { field: 'q', index: 'houses', id: 'nope' } }).error).toMatchObject({ type: 'resource_not_found_exception', reason: "indexed document [houses/nope] couldn't be found" });
    expect(run({ percolate: { field: 'q', id: 'h1' } }).error.reason).toBe('[index] is a required argument');
  });
  it('refuses as ES does: no document, two forms, a field that is missing or not a percolator', () => {
    expect(run({ percolate: { field: 'q' } }).error.reason).toBe('Required one of fields [document, documents, id], but none were specified.');
    expect(run({ percolate: { field: 'q', document: {}, documents: [] } }).error.reason).toBe('The following fields are not allowed together: [document, documents]');
    expect(run({ percolate: { field: 'nope', document: {} } }).error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'field [nope] does not exist' });
    expect(run({ percolate: { field: 'type', document: {} } }).error.root_cause[0].reason).toBe('expected field [type] to be of type [percolator], but is of type [keyword]');
  });
});

describe('the percolator field at index time (PercolatorFieldMapper.parse)', () => {
  const write = (source: JsonObject, profile = 'es8', settings: Record<string, string> = {}) => {
    const st = cluster(index('qs', { q: { type: 'percolator' }, f: { type: 'keyword' } } as never, [], settings));
    const r = bulkIndex(st, source, profile);
    return r;
  };
  it('a query on a mapped field is accepted, kept in _source', () => {
    expect(write({ q: { term: { f: 'x' } } })).toBeUndefined();
  });
  it('an unmapped field is refused unless index.percolator.map_unmapped_fields_as_text', () => {
    const e = write({ q: { term: { nope: 'x' } } })!;
    expect(e.status).toBe(400);
    expect(e.cause).toMatchObject({ type: 'document_parsing_exception', reason: '[1:6] failed to parse: No field mapping can be found for the field with name [nope]' });
    expect(e.cause.causedBy).toMatchObject({ type: 'query_shard_exception' });
    expect(write({ q: { term: { nope: 'x' } } }, 'opensearch2')!.cause).toMatchObject({ type: 'mapper_parsing_exception', reason: 'failed to parse' });
    expect(write({ q: { term: { nope: 'x' } } }, 'es8', { 'index.percolator.map_unmapped_fields_as_text': 'true' })).toBeUndefined();
  });
  it('unknown queries and has_child are refused', () => {
    expect(write({ q: { nope: {} } })!.cause.causedBy).toMatchObject({ type: 'parsing_exception' });
    expect(write({ q: { has_child: { type: 'a', query: { match_all: {} } } } })!.cause.causedBy).toMatchObject({ type: 'illegal_argument_exception', reason: 'the [has_child] query is unsupported inside a percolator query' });
  });
});

describe('percolate scores (PercolateQuery: the stored query on the given documents, Lucene BM25)', () => {
  const st = cluster(index('sc', { q: { type: 'percolator' }, d: { type: 'text' } } as never, [['one', { q: { match: { d: 'fire' } } }], ['two', { q: { match: { d: 'fire place' } } }]]));
  const scores = (query: Json) => {
    const r = search(st, request('search', { index: 'sc' }, {}, { query }), env('es8'));
    return (JSON.parse(encodeJson((r as ApiResult).body)) as Body).hits.hits.map((h: Body) => [h._id, h._score]);
  };
  it('one document: idf ln(1 + 0.5/1.5), tf 1/(1 + 1.2) with dl = avgdl = 2', () => {
    // BM25Similarity (Lucene 8+, no k1+1 factor): one document of two terms, each matched term scores
    // ln(4/3) * 1/(1 + 1.2) = 0.13076457 in float32; `two` matches both terms.
    const one = Math.fround(Math.fround(Math.log(1 + 0.5 / 1.5)) * Math.fround(1 / 2.2));
    const r = scores({ percolate: { field: 'q', document: { d: 'fire place' } } });
    expect(r.map((x: Body[]) => x[0])).toEqual(['two', 'one']);
    expect(r[1][1]).toBeCloseTo(one, 6);
    expect(r[0][1]).toBeCloseTo(2 * one, 5);
  });
  it('in a filter context the score is constant', () => {
    expect(scores({ constant_score: { filter: { percolate: { field: 'q', document: { d: 'fire place' } } } } })).toEqual([['one', 1], ['two', 1]]);
  });
});
