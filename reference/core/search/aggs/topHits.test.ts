/**
 * `top_hits` fetch, after the official search.aggregation/200_top_hits_metric.yml "top_hits aggregation
 * with nested documents and disabled _source": an index mapped `_source: {enabled: false}` has no source
 * to print, for nested hits too (fixed in ES 7.10.2).
 */
import { describe, expect, it } from 'vitest';
import { cluster, index } from '../testkit.ts';
import { aggs, type Body } from './testkit.ts';
import type { TypeMapping } from '../../mapping/types.ts';

function withSource(enabled: boolean) {
  const idx = index('test', { users: { type: 'nested' } } as TypeMapping['properties'], [['1', { users: [{ first: 'John', last: 'Smith' }] }]]);
  idx.mappings.set('_doc', { ...idx.mappings.get('_doc')!, _source: { enabled } });
  return cluster(idx);
}
const TOP = { to: { nested: { path: 'users' }, aggs: { users: { top_hits: {} } } } };

describe('top_hits and a disabled _source', () => {
  it('prints no _source when the mapping disables it', () => {
    const hit = (aggs(withSource(false), TOP).to.users.hits.hits as Body[])[0]!;
    expect(hit._id).toBe('1');
    expect(hit._nested).toEqual({ field: 'users', offset: 0 });
    expect(hit._source).toBeUndefined();
  });
  it('prints the _source when the mapping keeps it', () => {
    const hit = (aggs(withSource(true), TOP).to.users.hits.hits as Body[])[0]!;
    expect(hit._source).toBeDefined();
  });
});

// A nested hit's _source is its nested object alone, as inner_hits print it (ES FetchPhase reads the source
// at the hit's nested path; the ES reference's inner_hits examples show `"_source": {"author": ..., "number": ...}`).
describe('top_hits under nested: the nested object as _source', () => {
  const st = withSource(true);
  it('prints the nested object, not the root document', () => {
    const hit = (aggs(st, TOP).to.users.hits.hits as Body[])[0]!;
    expect(hit._source).toEqual({ first: 'John', last: 'Smith' });
  });
  it('a source filter names full paths', () => {
    const r = aggs(st, { to: { nested: { path: 'users' }, aggs: { users: { top_hits: { _source: ['users.first'] } } } } });
    expect((r.to.users.hits.hits as Body[])[0]!._source).toEqual({ first: 'John' });
  });
});

// `explain: true` in top_hits: ES 7.x's search.aggregation/200_top_hits.yml "explain" pins the value
// (0.14543022 for "the quick brown fox" on `the`, three documents on one shard) and the description.
describe('top_hits explain', () => {
  const st = cluster(
    index('test', { text: { type: 'text' } } as TypeMapping['properties'], [
      ['1', { text: 'the quick brown fox' }],
      ['2', { text: 'jumped over the lazy dog' }],
    ]),
  );
  const TOP_EXPLAIN = { t: { top_hits: { explain: true } } };
  it('prints each hit\'s explanation with its shard and node', () => {
    const hits = aggs(st, TOP_EXPLAIN, {}, 'es8', { query: { match: { text: 'the' } } }).t.hits.hits as Body[];
    const e = hits[0]!._explanation as Body;
    expect(e.description).toMatch(/^weight\(text:the in \d\) \[PerFieldSimilarity\], result of:$/);
    expect(typeof e.value).toBe('number');
    expect(hits[0]!._shard).toMatch(/^\[test\]\[\d+\]$/);
    expect(hits[0]!._node).toBeDefined();
  });
  it('prints none without explain', () => {
    const hits = aggs(st, { t: { top_hits: {} } }, {}, 'es8', { query: { match: { text: 'the' } } }).t.hits.hits as Body[];
    expect(hits[0]!._explanation).toBeUndefined();
    expect(hits[0]!._shard).toBeUndefined();
  });
});
