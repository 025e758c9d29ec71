/**
 * Scoring by doc-id range (rangeScorer.ts) against scorer.ts `runNode` on the whole segment: for random
 * query trees and random cuts of the segment, the ranges' hits joined in order are the same ids and the
 * same float32 scores, bit for bit (Lucene scores each document on its own: Scorer.score() reads only the
 * current doc's freq and norm, the weight's statistics being per segment). Synonym, fuzzy and multi-term
 * expansions, dis_max and boosting are covered as well as term, phrase, bool and constant_score.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { call, testSimulator } from '../../../testkit.ts';
import { shardReaders } from './shardViews.ts';
import { queryTree } from './queryTree.ts';
import { runNode, similarityOf, SHARD_STATS, type ScoreContext } from './scorer.ts';
import { rangeable, runRange } from './rangeScorer.ts';
import type { Json } from '../../json.ts';
import type { QNode } from './qnode.ts';

const WORDS = ['red', 'green', 'blue', 'fox', 'dog', 'sky'];
const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
call(sim, 'PUT', '/r', {
  // `s` searched with synonyms: `red` and `fox` analyse to one position (a SynonymQuery).
  settings: { analysis: { filter: { syn: { type: 'synonym', synonyms: ['red, fox', 'sky, skies'] } }, analyzer: { syn: { tokenizer: 'standard', filter: ['lowercase', 'syn'] } } } },
  mappings: { properties: { t: { type: 'text' }, s: { type: 'text', search_analyzer: 'syn' }, k: { type: 'keyword' }, n: { type: 'integer' } } },
});
const lines: unknown[] = [];
for (let i = 0; i < 3000; i++) {
  const words = Array.from({ length: 1 + ((i * 7) % 9) }, (_, j) => WORDS[(i * 31 + j * j * 5 + (i >> 3)) % WORDS.length]);
  lines.push({ index: { _id: String(i) } }, { t: words.join(' '), s: words.join(' '), k: WORDS[i % 6], n: i % 50 });
}
call(sim, 'POST', '/r/_bulk?refresh=true', lines);
const index = sim.state.indices.get('r')!;
const view = shardReaders(index, sim.profile)[0]!.leaves[0]!;
const ctx: ScoreContext = { profile: sim.profile, stats: SHARD_STATS, similarity: similarityOf };

const word = fc.constantFrom(...WORDS);
const leaf: fc.Arbitrary<Json> = fc.oneof(
  word.map((w) => ({ match: { t: w } })),
  fc.tuple(word, word).map(([a, b]) => ({ match: { t: `${a} ${b}` } })),
  fc.tuple(word, word, fc.integer({ min: 0, max: 2 })).map(([a, b, slop]) => ({ match_phrase: { t: { query: `${a} ${b}`, slop } } })),
  word.map((w) => ({ term: { k: w } })),
  fc.integer({ min: 0, max: 49 }).map((g) => ({ range: { n: { gte: g } } })),
  fc.constant({ match_all: { boost: 1.5 } }),
  word.map((w) => ({ match: { s: w } })),
  fc.tuple(word, fc.constantFrom(1, 2, 'AUTO')).map(([w, fuzziness]) => ({ fuzzy: { t: { value: w.slice(1) + 'x', fuzziness } } })),
  fc.tuple(fc.constantFrom('r', 'gr', 'd', 's', 'b'), fc.constantFrom('scoring_boolean', 'top_terms_2', 'top_terms_boost_3', 'top_terms_blended_freqs_2')).map(([p, rewrite]) => ({ prefix: { t: { value: p, rewrite } } })),
  fc.constantFrom('*e*', 'd?g', 'f*').map((w) => ({ wildcard: { t: { value: w, rewrite: 'scoring_boolean' } } })),
  fc.integer({ min: 0, max: 49 }).map((g) => ({ script: { script: { source: `doc['n'].value >= ${g}` } } })),
);
const query: fc.Arbitrary<Json> = fc.letrec((tie) => ({
  q: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('bool'), tie('cs'), tie('dismax'), tie('boosting'), tie('scriptScore'), tie('functionScore')),
  dismax: fc.tuple(fc.array(tie('q'), { minLength: 1, maxLength: 3 }), fc.constantFrom(0, 0.3, 1)).map(([queries, tie_breaker]) => ({ dis_max: { queries, tie_breaker } })),
  scriptScore: tie('q').map((query) => ({ script_score: { query, script: { source: "_score * 2 + doc['n'].value" } } })),
  functionScore: fc.tuple(tie('q'), tie('q'), fc.constantFrom('multiply', 'sum', 'replace')).map(([query, filter, boost_mode]) => ({
    function_score: { query, boost_mode, functions: [{ filter, weight: 3 }, { field_value_factor: { field: 'n', factor: 1.5, missing: 1 } }] },
  })),
  boosting: fc.tuple(tie('q'), tie('q')).map(([positive, negative]) => ({ boosting: { positive, negative, negative_boost: 0.2 } })),
  cs: tie('q').map((filter) => ({ constant_score: { filter, boost: 2 } })),
  bool: fc
    .record({ must: fc.array(tie('q'), { maxLength: 2 }), should: fc.array(tie('q'), { maxLength: 3 }), filter: fc.array(tie('q'), { maxLength: 1 }), must_not: fc.array(tie('q'), { maxLength: 1 }), minimum_should_match: fc.integer({ min: 0, max: 2 }), boost: fc.constantFrom(1, 0.5, 3) })
    .map((b) => ({ bool: b })),
})).q as fc.Arbitrary<Json>;

describe('scoring by doc-id range', () => {
  it('joined ranges equal the whole segment bit for bit', () => {
    let ranged = 0;
    const kinds = new Set<string>();
    const walk = (n: QNode): void => {
      kinds.add(n.kind);
      for (const v of Object.values(n)) {
        if (Array.isArray(v)) for (const c of v) if (c && typeof c === 'object' && 'kind' in c) walk(c as QNode);
        if (v && typeof v === 'object' && 'kind' in v) walk(v as QNode);
      }
    };
    fc.assert(
      fc.property(query, fc.array(fc.integer({ min: 1, max: view.docs.length - 1 }), { maxLength: 6 }), (q, cuts) => {
        const tree = queryTree(q, { index, profile: sim.profile, now: 0 });
        if (!rangeable(tree)) return;
        ranged++;
        walk(tree);
        const whole = runNode(view, tree, ctx);
        const bounds = [0, ...[...new Set(cuts)].sort((a, b) => a - b), view.docs.length];
        const ids: number[] = [];
        const scores: number[] = [];
        for (let k = 0; k + 1 < bounds.length; k++) {
          const h = runRange(view, tree, ctx, bounds[k]!, bounds[k + 1]!);
          ids.push(...h.ids);
          scores.push(...h.scores);
        }
        expect(ids).toEqual([...whole.ids]);
        // Float32 values compared exactly (toEqual on numbers is Object.is).
        expect(scores).toEqual([...whole.scores]);
      }),
      { numRuns: 120, seed: 27 },
    );
    // Most generated trees are covered: the property is not vacuous.
    expect(ranged).toBeGreaterThan(90);
    // Every newly ranged kind was generated and checked.
    for (const k of ['synonym', 'fuzzy', 'multiTerm', 'dismax', 'boosting', 'custom', 'term', 'phrase', 'bool', 'const', 'pred', 'all']) expect(kinds, k).toContain(k);
  }, 300_000); // painless scripts over 3,000 documents, 120 trees
});
