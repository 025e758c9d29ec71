/**
 * The engine against the old scan (query.ts's compiled predicates over every document), for generated
 * indexes and queries: the same hit set, whatever the shards. Fixed seed, printed by fast-check on failure.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Json, JsonObject } from '../../json.ts';
import { compileQuery } from '../query.ts';
import { isEsError } from '../../errors/index.ts';
import { getProfile } from '../../../profiles.ts';
import { index } from '../testkit.ts';
import { queryTree } from './queryTree.ts';
import { collectScored, SHARD_STATS } from './search.ts';

const WORDS = ['red', 'green', 'blue', 'fox', 'dog', 'quick'];
const word = fc.constantFrom(...WORDS);
const text = fc.array(word, { minLength: 0, maxLength: 6 }).map((w) => w.join(' '));
const docArb: fc.Arbitrary<JsonObject> = fc.record(
  { t: fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 3 })), u: text, k: fc.constantFrom('a', 'b', 'c'), n: fc.integer({ min: 0, max: 5 }) },
  { requiredKeys: [] },
) as fc.Arbitrary<JsonObject>;

const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ match: fc.record({ t: fc.record({ query: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')), operator: fc.constantFrom('or', 'and'), minimum_should_match: fc.constantFrom(1, 2) }) }) }),
  fc.record({ match_phrase: fc.record({ t: fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')) }) }),
  fc.record({ term: fc.record({ t: word }) }),
  fc.record({ term: fc.record({ k: fc.constantFrom('a', 'b', 'z') }) }),
  fc.record({ range: fc.record({ n: fc.record({ gte: fc.integer({ min: 0, max: 5 }) }) }) }),
  fc.constant({ match_all: {} }),
  fc.record({ match_phrase_prefix: fc.record({ t: fc.tuple(word, word).map(([a, b]) => `${a} ${b.slice(0, 2)}`) }) }),
  fc.record({ match_bool_prefix: fc.record({ t: fc.record({ query: fc.tuple(word, word).map(([a, b]) => `${a} ${b.slice(0, 1)}`), operator: fc.constantFrom('or', 'and') }) }) }),
  fc.record({ match_phrase_prefix: fc.record({ k: fc.constantFrom('a', 'b') }) }),
  fc.record({ prefix: fc.record({ t: fc.record({ value: fc.constantFrom('r', 'gr', 'b', 'q'), rewrite: fc.constantFrom('scoring_boolean', 'top_terms_blended_freqs_10', 'top_terms_boost_10', 'constant_score') }) }) }),
  fc.record({ wildcard: fc.record({ k: fc.record({ value: fc.constantFrom('a*', '?', 'z*'), rewrite: fc.constantFrom('scoring_boolean', 'top_terms_10') }) }) }),
  fc.record({ terms_set: fc.record({ k: fc.record({ terms: fc.subarray(['a', 'b', 'c', 'z']), minimum_should_match_field: fc.constant('n') }) }) }),
  fc.record({ terms_set: fc.record({ t: fc.record({ terms: fc.subarray(WORDS), minimum_should_match_field: fc.constant('n') }) }) }),
  fc.record({ fuzzy: fc.record({ t: fc.record({ value: fc.constantFrom('rod', 'gren', 'blue', 'foxx', 'dgo', 'quack'), fuzziness: fc.constantFrom('AUTO', 1, 2, 0) }) }) }),
  fc.record({ match: fc.record({ k: fc.record({ query: fc.constantFrom('a', 'bb', 'z', 'abc'), fuzziness: fc.constantFrom('AUTO', 1, 2) }) }) }),
  fc.record({ fuzzy: fc.record({ k: fc.record({ value: fc.constantFrom('a', 'bb', 'z'), fuzziness: fc.constantFrom(1, 0) }) }) }),
  fc.record({ match: fc.record({ t: fc.record({ query: fc.constantFrom('rod fix', 'gren', 'quikc dgo'), fuzziness: fc.constantFrom('AUTO', 1), operator: fc.constantFrom('or', 'and') }) }) }),
);
const query: fc.Arbitrary<Json> = fc.letrec<{ q: Json }>((tie) => ({
  q: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record(
      { bool: fc.record({ must: fc.array(tie('q'), { maxLength: 2 }), should: fc.array(tie('q'), { maxLength: 3 }), filter: fc.array(tie('q'), { maxLength: 1 }), must_not: fc.array(tie('q'), { maxLength: 1 }) }, { requiredKeys: [] }) },
    ),
    fc.record({ constant_score: fc.record({ filter: tie('q') }) }),
    fc.record({ dis_max: fc.record({ queries: fc.array(tie('q'), { minLength: 1, maxLength: 3 }), tie_breaker: fc.constantFrom(0, 0.3, 1) }) }),
    fc.record({ boosting: fc.record({ positive: tie('q'), negative: tie('q'), negative_boost: fc.constantFrom(0, 0.5) }) }),
    fc.record({ multi_match: fc.record({ query: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')), type: fc.constantFrom('best_fields', 'most_fields', 'phrase', 'cross_fields', 'phrase_prefix', 'bool_prefix'), fields: fc.constantFrom<Json[]>(['t'], ['t', 'k'], ['t^2', 'u']), operator: fc.constantFrom('or', 'and') }, { requiredKeys: ['query'] }) }),
  ),
})).q;

describe('the engine finds what the scan finds', () => {
  it('same hit set for generated documents, queries and shard counts', () => {
    const profile = getProfile('es8');
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 12 }), query, fc.integer({ min: 1, max: 3 }), (docs, q, shards) => {
        const idx = index('i', { t: { type: 'text' }, u: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'long' } }, docs.map((d, i) => [String(i), d]), { 'index.number_of_shards': String(shards) });
        const ctx = { index: idx, profile, now: 0 };
        const scan = compileQuery(q, ctx);
        if (isEsError(scan)) return;
        const expected = [...idx.docs.values()].filter((d) => scan.test(d)).map((d) => d.id).sort();
        const found: string[] = [];
        collectScored(idx, profile, queryTree(q, ctx), undefined, undefined, SHARD_STATS, (doc, _id, score) => {
          expect(Number.isFinite(score)).toBe(true);
          found.push(doc.id);
        });
        expect(found.sort()).toEqual(expected);
      }),
      { seed: 20261128, numRuns: 400 },
    );
  });
});
