/**
 * has_parent with `score: true` and parent_id scores. Expected values: HasParentQueryBuilder (the child
 * scores its parent's score × boost) and ParentIdQueryBuilder (a term query on `<join>#<parent>`, which
 * holds a parent's own id and each child's parent id, one term per document, no norms: BM25 with
 * avgdl 1, so tf = 1 - 1 / (1 + 1 / k1), × (1 + k1) under ES 8's LegacyBM25Similarity).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { floatForJson } from '../engine/float32.ts';

function seeded() {
  const s = testSimulator({ profile: 'es8' });
  call(s, 'PUT', '/j', { mappings: { properties: { jf: { type: 'join', relations: { q: 'a' } }, t: { type: 'text' } } } });
  call(s, 'PUT', '/j/_doc/1', { jf: 'q', t: 'foo bar' });
  call(s, 'PUT', '/j/_doc/5', { jf: 'q', t: 'other' });
  call(s, 'PUT', '/j/_doc/2?routing=1', { jf: { name: 'a', parent: '1' }, t: 'foo' });
  call(s, 'PUT', '/j/_doc/3?routing=1&refresh=true', { jf: { name: 'a', parent: '1' }, t: 'baz' });
  return s;
}

const scores = (r: { body: { hits: { hits: { _id: string; _score: number }[] } } }) => r.body.hits.hits.map((h) => [h._id, h._score]);

describe('join scoring', () => {
  it('has_parent score: true gives each child its parent\'s score times the boost', () => {
    const s = seeded();
    const parent = scores(call(s, 'POST', '/j/_search', { query: { bool: { must: { match: { t: 'foo' } }, filter: { term: { jf: 'q' } } } } }))[0]![1] as number;
    const r = call(s, 'POST', '/j/_search', { query: { has_parent: { parent_type: 'q', query: { match: { t: 'foo' } }, score: true, boost: 2 } } });
    expect(scores(r)).toEqual([
      ['2', floatForJson(Math.fround(parent * 2))],
      ['3', floatForJson(Math.fround(parent * 2))],
    ]);
    // score: false (the default): the boost alone.
    expect(scores(call(s, 'POST', '/j/_search', { query: { has_parent: { parent_type: 'q', query: { match: { t: 'foo' } } } } })).map((x) => x[1])).toEqual([1, 1]);
  });

  it('parent_id scores BM25 of the parent id on the join sub-field', () => {
    const s = seeded();
    // Four documents hold j#q (two parents, two children); the id "1" is in three of them.
    const f = Math.fround;
    const idf = f(Math.log(1 + (4 - 3 + 0.5) / (3 + 0.5)));
    const k1 = f(1.2);
    const weight = f(f(1 + k1) * idf);
    const expected = f(weight - f(weight / f(1 + f(1 / f(k1 * f(f(1 - f(0.75)) + f(f(0.75) * 1) / 1))))));
    expect(scores(call(s, 'POST', '/j/_search', { query: { parent_id: { type: 'a', id: '1' } } }))).toEqual([
      ['2', floatForJson(expected)],
      ['3', floatForJson(expected)],
    ]);
  });

  it('a term or match query on the join field scores BM25 of the relation name (JoinFieldType is a StringFieldType: a TermQuery on its DOCS-only, norm-free terms)', () => {
    const s = seeded();
    const f = Math.fround;
    const k1 = f(1.2);
    // The join field holds one relation name per document: four documents, "a" in two of them, "q" in two.
    const idf = f(Math.log(1 + (4 - 2 + 0.5) / (2 + 0.5)));
    const weight = f(f(1 + k1) * idf);
    const expected = floatForJson(f(weight - f(weight / f(1 + f(1 / f(k1 * f(f(1 - f(0.75)) + f(f(0.75) * 1) / 1)))))));
    expect(scores(call(s, 'POST', '/j/_search', { query: { term: { jf: 'a' } } }))).toEqual([['2', expected], ['3', expected]]);
    expect(scores(call(s, 'POST', '/j/_search', { query: { match: { jf: 'q' } } }))).toEqual([['1', expected], ['5', expected]]);
    // The explanation is the TermQuery's weight, not a script query's runtime_field_score.
    const ex = call(s, 'POST', '/j/_search', { query: { term: { jf: 'q' } }, explain: true, size: 1 }).body.hits.hits[0]._explanation;
    expect(ex.description).toBe('weight(jf:q in 0) [PerFieldSimilarity], result of:');
    // prefix and wildcard are StringFieldType queries too (constant score), not refused as on a runtime field.
    expect(scores(call(s, 'POST', '/j/_search', { query: { prefix: { jf: 'a' } } }))).toEqual([['2', 1], ['3', 1]]);
  });

  it('inner_hits on has_child and has_parent: the joined documents matching the inner query, scored by it', () => {
    const s = seeded();
    const child = call(s, 'POST', '/j/_search', { query: { has_child: { type: 'a', query: { match: { t: 'foo' } }, score_mode: 'sum', inner_hits: {} } } }).body.hits.hits[0];
    const inner = child.inner_hits.a.hits;
    expect(inner.total).toEqual({ value: 1, relation: 'eq' });
    expect(inner.hits.map((h: { _id: string; _routing: string }) => [h._id, h._routing])).toEqual([['2', '1']]);
    // score_mode sum over the one matching child: the parent scores what its inner hit scores.
    expect(inner.hits[0]._score).toBe(child._score);
    const parent = call(s, 'POST', '/j/_search', { query: { has_parent: { parent_type: 'q', query: { match: { t: 'foo' } }, inner_hits: { name: 'p' } } } }).body.hits.hits;
    expect(parent.map((h: { inner_hits: { p: { hits: { hits: { _id: string }[] } } } }) => h.inner_hits.p.hits.hits.map((x) => x._id))).toEqual([['1'], ['1']]);
  });
});

// A child indexed in a later request (after a refresh) lands in another segment than its parent: has_child and
// has_parent join them all the same (GlobalOrdinalsWithScoreQuery collects over the whole shard by global
// ordinals). Found by audit28: both scoring forms answered no hits for a parent and child refreshed apart.
describe('join scoring across segments', () => {
  function apart() {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/j', { mappings: { properties: { jf: { type: 'join', relations: { q: 'a' } }, t: { type: 'text' } } } });
    call(s, 'PUT', '/j/_doc/1?refresh=true', { jf: 'q', t: 'foo' });
    call(s, 'PUT', '/j/_doc/2?routing=1&refresh=true', { jf: { name: 'a', parent: '1' }, t: 'bar' });
    call(s, 'PUT', '/j/_doc/3?routing=1&refresh=true', { jf: { name: 'a', parent: '1' }, t: 'bar' });
    return s;
  }
  it('has_child with a score_mode finds the parent its children joined from other segments', () => {
    const s = apart();
    for (const [mode, score] of [['sum', 2], ['max', 1], ['avg', 1]] as const) {
      const r = call(s, 'POST', '/j/_search', { query: { has_child: { type: 'a', query: { match_all: {} }, score_mode: mode } } });
      expect(scores(r), mode).toEqual([['1', score]]);
    }
    const few = call(s, 'POST', '/j/_search', { query: { has_child: { type: 'a', query: { match_all: {} }, score_mode: 'sum', min_children: 3 } } });
    expect(few.body.hits.total.value).toBe(0);
  });
  it('has_parent with score: true gives children in later segments their parent\'s score', () => {
    const s = apart();
    const r = call(s, 'POST', '/j/_search', { query: { has_parent: { parent_type: 'q', query: { match_all: {} }, score: true, boost: 3 } } });
    expect(scores(r)).toEqual([['2', 3], ['3', 3]]);
  });
});
