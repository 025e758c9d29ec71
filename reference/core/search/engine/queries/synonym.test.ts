/**
 * `match` where the search analyzer puts synonyms at one position: Lucene's QueryBuilder makes a
 * SynonymQuery (lucene/core/src/java/org/apache/lucene/util/QueryBuilder.java, newSynonymQuery), scored by
 * SynonymWeight as one term: frequencies summed per document, docFreq the largest of the terms'
 * (lucene/core/src/java/org/apache/lucene/search/SynonymQuery.java), explained as
 * `weight(Synonym(f:a f:b) in doc)` with `termFreq=<sum>`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../../testkit.ts';
import type { Simulator } from '../../../../simulator.ts';

type Node = { value: number; description: string; details?: Node[] };

function load(docs: Record<string, string>, synonyms: boolean): Simulator {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const analysis = { filter: { syn: { type: 'synonym', synonyms: ['quick, fast'] } }, analyzer: { syn: { tokenizer: 'standard', filter: ['lowercase', 'syn'] } } };
  call(sim, 'PUT', '/i', { settings: { analysis }, mappings: { properties: { m: synonyms ? { type: 'text', search_analyzer: 'syn' } : { type: 'text' } } } });
  for (const [id, m] of Object.entries(docs)) call(sim, 'PUT', `/i/_doc/${id}`, { m });
  return sim;
}

function scores(sim: Simulator, q: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const h of call(sim, 'POST', '/i/_search', { query: { match: { m: q } } }).body.hits.hits) out[h._id] = h._score;
  return out;
}

describe('match with synonyms: SynonymQuery', () => {
  const docs = { a: 'quick fox', b: 'fast dog', c: 'quick fast quick', d: 'slow cat' };
  it('scores as one term with the summed frequency and the larger docFreq', () => {
    const sim = load(docs, true);
    // The twin holds one term "x" where the synonyms are: docFreq 2 (= max(2, 2)), frequency 3 in c, the
    // same lengths: the same numbers BM25Similarity is given, so the same scores.
    const twin = load({ a: 'x fox', b: 'x dog', c: 'x x x', d: 'slow cat' }, false);
    const t = scores(twin, 'x');
    // Not twin's docFreq 3 for b: b holds only "fast" (docFreq 2) and scores as a does.
    const twin2 = load({ a: 'x fox', b: 'y dog', c: 'x x x', d: 'slow cat' }, false);
    const t2 = scores(twin2, 'x');
    expect(scores(sim, 'quick')).toEqual({ a: t2.a, b: t2.a, c: t2.c });
    expect(t.c).not.toBe(t2.c);
  });
  it('explains as SynonymWeight does', () => {
    const sim = load(docs, true);
    const h = call(sim, 'POST', '/i/_search', { explain: true, query: { match: { m: 'fast' } } }).body.hits.hits.find((x: { _id: string }) => x._id === 'c');
    const e: Node = h._explanation;
    expect(e.description).toBe('weight(Synonym(m:fast m:quick) in 2) [PerFieldSimilarity], result of:');
    const score = e.details![0]!;
    expect(score.description).toBe('score(freq=3.0), computed as boost * idf * tf from:');
    const idf = score.details!.find((d) => d.description.startsWith('idf'))!;
    expect(idf.details!.map((d) => d.value)).toEqual([2, 4]);
    const tf = score.details!.find((d) => d.description.startsWith('tf'))!;
    expect(tf.details![0]).toEqual({ value: 3, description: 'termFreq=3.0', details: [] });
  });
  it('several positions: a BooleanQuery of a SynonymQuery and a TermQuery (operator and minimum_should_match count positions)', () => {
    const sim = load(docs, true);
    expect(Object.keys(scores(sim, 'quick fox')).sort()).toEqual(['a', 'b', 'c']);
    const and = call(sim, 'POST', '/i/_search', { query: { match: { m: { query: 'fast fox', operator: 'and' } } } }).body.hits.hits.map((x: { _id: string }) => x._id);
    expect(and).toEqual(['a']);
    const r = call(sim, 'POST', '/i/_search', { explain: true, query: { match: { m: 'quick fox' } } }).body.hits.hits.find((x: { _id: string }) => x._id === 'a');
    expect(r._explanation.details.map((d: Node) => d.description.split(' in ')[0])).toEqual(['weight(Synonym(m:fast m:quick)', 'weight(m:fox']);
  });
});
