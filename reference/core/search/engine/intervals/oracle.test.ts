/**
 * A property: the interval iterators (Lucene's algorithms, iterators.ts) yield exactly the minimal intervals a
 * brute force over the token positions finds, for generated documents and queries. Minimal-interval
 * semantics (Vigna, "Efficient Optimally Lazy Algorithms for Minimal-Interval Semantics", which Lucene's
 * Intervals cites): an ordered source's intervals are the minimal spans holding its terms in order at
 * increasing positions, an unordered one's the minimal spans holding them all, a block's the exact runs;
 * max_gaps drops minimal spans with more than n positions not covered by a term; CONTAINING keeps the spans
 * holding a filter interval, NOT_CONTAINING those holding none, CONTAINED_BY those inside a filter interval.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combineSources, ordered, relate, type ISource } from './source.ts';
import { allIntervals, type PositionSource } from './iterators.ts';

type Q = { kind: 'ordered' | 'unordered' | 'phrase'; terms: string[]; maxGaps: number; filter?: { type: 'containing' | 'not_containing' | 'contained_by'; term: string } };

function positionsOf(tokens: string[]): PositionSource {
  return {
    positions(_f, term) {
      const p = tokens.flatMap((t, i) => (t === term ? [i] : []));
      return p.length > 0 ? p : undefined;
    },
    terms: () => [],
  };
}

function sourceOf(q: Q): ISource {
  const subs: ISource[] = q.terms.map((term) => ({ k: 'term', field: 'f', term }));
  const s = combineSources(subs, q.kind === 'phrase' ? 0 : q.maxGaps, q.kind !== 'unordered');
  return q.filter ? relate(q.filter.type, s, { k: 'term', field: 'f', term: q.filter.term }) : s;
}

/** Every [s, e] whose span satisfies `ok`, minimal ones only (no other satisfying span inside), by start. */
function minimal(n: number, ok: (s: number, e: number) => boolean): [number, number][] {
  const all: [number, number][] = [];
  for (let s = 0; s < n; s++) for (let e = s; e < n; e++) if (ok(s, e)) all.push([s, e]);
  return all.filter(([s, e]) => !all.some(([s2, e2]) => (s2 !== s || e2 !== e) && s2 >= s && e2 <= e));
}

function naive(tokens: string[], q: Q): [number, number][] {
  const n = tokens.length;
  const at = (t: string) => tokens.flatMap((x, i) => (x === t ? [i] : []));
  let spans: [number, number][];
  if (q.kind === 'phrase') {
    spans = [];
    for (let s = 0; s + q.terms.length <= n; s++) if (q.terms.every((t, k) => tokens[s + k] === t)) spans.push([s, s + q.terms.length - 1]);
  } else {
    const ordered = q.kind === 'ordered';
    const holds = (s: number, e: number) => {
      if (!ordered) return q.terms.every((t) => at(t).filter((p) => p >= s && p <= e).length >= q.terms.filter((x) => x === t).length);
      let cur = s - 1;
      for (const t of q.terms) {
        const next = at(t).find((p) => p > cur && p <= e);
        if (next === undefined) return false;
        cur = next;
      }
      return true;
    };
    spans = minimal(n, (s, e) => holds(s, e) && tokens[s] !== undefined && q.terms.includes(tokens[s]!) && q.terms.includes(tokens[e]!));
    if (q.maxGaps >= 0) spans = spans.filter(([s, e]) => e - s + 1 - q.terms.length <= q.maxGaps);
  }
  if (!q.filter) return spans;
  const f = at(q.filter.term);
  if (f.length === 0) return q.filter.type === 'not_containing' ? spans : [];
  switch (q.filter.type) {
    case 'containing':
      return spans.filter(([s, e]) => f.some((p) => p >= s && p <= e));
    case 'not_containing':
      return spans.filter(([s, e]) => !f.some((p) => p >= s && p <= e));
    case 'contained_by':
      return spans.filter(([s, e]) => s === e && f.includes(s));
  }
}

const VOCAB = ['a', 'b', 'c', 'd'];
const doc = fc.array(fc.constantFrom(...VOCAB), { minLength: 1, maxLength: 10 });
const query: fc.Arbitrary<Q> = fc.record({
  kind: fc.constantFrom('ordered' as const, 'unordered' as const, 'phrase' as const),
  // Repeated terms make RepeatingIntervalsSource (a run of the same term in ORDERED, a count in UNORDERED).
  terms: fc.array(fc.constantFrom(...VOCAB), { minLength: 2, maxLength: 3 }),
  maxGaps: fc.integer({ min: -1, max: 2 }),
  filter: fc.option(fc.record({ type: fc.constantFrom('containing' as const, 'not_containing' as const, 'contained_by' as const), term: fc.constantFrom(...VOCAB) }), { nil: undefined }),
});

describe('interval iterators against a brute force over positions', () => {
  it('yield the minimal intervals, in order of start', () => {
    fc.assert(
      fc.property(doc, query, (tokens, q) => {
        expect(allIntervals(sourceOf(q), 0, positionsOf(tokens))).toEqual(naive(tokens, q));
      }),
      { numRuns: 3000 },
    );
  });
  it('ORDERED over interleaved terms finds every minimal interval (Lucene 9.6+, apache/lucene#12213)', () => {
    const dense = fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 5, maxLength: 12 });
    const order = fc.shuffledSubarray(['a', 'b', 'c'], { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(dense, order, (tokens, terms) => {
        const q: Q = { kind: 'ordered', terms, maxGaps: -1 };
        expect(allIntervals(sourceOf(q), 0, positionsOf(tokens))).toEqual(naive(tokens, q));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the Lucene 8.6–9.5 ORDERED iterator', () => {
  it('misses the second interval of A B A C A B C (the bug apache/lucene#12214 fixed)', () => {
    const terms: ISource[] = ['A', 'B', 'C'].map((term) => ({ k: 'term', field: 'f', term }));
    const tokens = 'A B A C A B C'.split(' ');
    expect(allIntervals(ordered(terms, { flatten: true, resume: false }), 0, positionsOf(tokens))).toEqual([[0, 3]]);
    expect(allIntervals(ordered(terms, { flatten: true, resume: true }), 0, positionsOf(tokens))).toEqual([[0, 3], [4, 6]]);
  });
});
