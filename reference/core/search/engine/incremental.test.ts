/**
 * Incremental indexing against a model: after any sequence of writes, deletes, searches (refreshes) and
 * merges, a ranked search finds exactly the live documents holding the term, and once the index is merged
 * to one segment per shard its scores equal those of an index built from the live documents alone (a merge
 * leaves no trace of deleted documents: Lucene's SegmentMerger writes only live documents).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';

const WORDS = ['red', 'green', 'blue', 'fox'];
const text = fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 4 }).map((w) => w.join(' '));
type Op = { kind: 'put'; id: number; text: string } | { kind: 'delete'; id: number } | { kind: 'search' } | { kind: 'merge' };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('put' as const), id: fc.integer({ min: 0, max: 7 }), text }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 7 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'search' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'merge' as const }) },
);

function fresh(shards: number, docs: Map<number, string>): Simulator {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/i', { settings: { number_of_shards: shards }, mappings: { properties: { t: { type: 'text' } } } });
  for (const [id, t] of docs) call(sim, 'PUT', `/i/_doc/${id}`, { t });
  return sim;
}

function scores(sim: Simulator, word: string, query: 'match' | 'match_phrase' = 'match'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const h of call(sim, 'POST', '/i/_search', { size: 20, query: { [query]: { t: word } } }).body.hits.hits) out[h._id] = h._score;
  return out;
}

/** `ops` run on a fresh index of `shards` shards and on a model of its live documents; `search` at each search op. */
function applied(shards: number, ops: Op[], search: (sim: Simulator, model: Map<number, string>) => void): { sim: Simulator; model: Map<number, string> } {
  const sim = fresh(shards, new Map());
  const model = new Map<number, string>();
  for (const o of ops) {
    if (o.kind === 'put') {
      call(sim, 'PUT', `/i/_doc/${o.id}`, { t: o.text });
      model.set(o.id, o.text);
    } else if (o.kind === 'delete') {
      call(sim, 'DELETE', `/i/_doc/${o.id}`);
      model.delete(o.id);
    } else if (o.kind === 'merge') call(sim, 'POST', '/i/_forcemerge');
    else search(sim, model);
  }
  return { sim, model };
}

/** Every two-word phrase (a word twice included) over WORDS. */
const PHRASES = WORDS.flatMap((a) => WORDS.map((b) => `${a} ${b}`));

describe('incremental indexing', () => {
  it('finds the live documents after any writes, and scores as a fresh index once merged', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), fc.integer({ min: 1, max: 2 }), (ops, shards) => {
        const { sim, model } = applied(shards, ops, (sim, model) => {
          for (const w of WORDS) {
            const want = [...model].filter(([, t]) => t.split(' ').includes(w)).map(([id]) => String(id)).sort();
            expect(Object.keys(scores(sim, w)).sort()).toEqual(want);
          }
        });
        expect(call(sim, 'GET', '/i/_stats').body.indices.i.primaries.docs.count).toBe(model.size);
        call(sim, 'POST', '/i/_forcemerge?max_num_segments=1');
        const twin = fresh(shards, model);
        for (const w of WORDS) expect(scores(sim, w)).toEqual(scores(twin, w));
        expect(call(sim, 'GET', '/i/_stats').body.indices.i.primaries.docs.deleted).toBe(0);
      }),
      { seed: 20261128, numRuns: 60 },
    );
  });

  it('merged segments keep every position: phrases (words repeated in a value) match and score as in a fresh index', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const { sim, model } = applied(1, ops, (sim) => call(sim, 'POST', '/i/_refresh'));
        // merge.ts copies each posting's positions into the merged segment's (several segments into one here).
        call(sim, 'POST', '/i/_forcemerge?max_num_segments=1');
        const twin = fresh(1, model);
        for (const p of PHRASES) {
          const want = [...model].filter(([, t]) => ` ${t} `.includes(` ${p} `)).map(([id]) => String(id)).sort();
          const got = scores(sim, p, 'match_phrase');
          expect(Object.keys(got).sort()).toEqual(want);
          expect(got).toEqual(scores(twin, p, 'match_phrase'));
        }
      }),
      { seed: 20261130, numRuns: 60 },
    );
  });
});
