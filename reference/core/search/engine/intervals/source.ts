/**
 * Interval sources as Lucene's `org.apache.lucene.queries.intervals` builds them (Intervals' static
 * factories): the tree an `intervals` query becomes, with Lucene's rewrites at build time (ordered and
 * unordered sources flattened and their repeated sub-sources folded into RepeatingIntervalsSource, nested
 * disjunctions flattened, and the gap-sensitive sources, BLOCK, MAXGAPS, CONTAINING, CONTAINED_BY and
 * NOT_CONTAINING/NOT_CONTAINED_BY, pulling their disjunctions up (Disjunctions.pullUp) so minimisation loses
 * no match). Each source also knows its `minExtent` (which scores) and its `toString` (which `explain`
 * prints). Equality is Lucene's structural equality, read here through the source's text.
 */

/** IntervalIterator.NO_MORE_INTERVALS. */
export const NO_MORE = 2147483647;

/** A source's interval filter script (IntervalFilterScript): whether an interval [start, end] with `gaps` passes. */
export type IntervalAccept = (start: number, end: number, gaps: number) => boolean;

export type ISource =
  | { k: 'term'; field: string; term: string }
  /** MultiTermIntervalsSource: every term of the field its automaton accepts, expanded per shard. */
  | { k: 'multi'; field: string; accepts: (t: string) => boolean; pattern: string; max: number }
  /** IntervalBuilder.NO_INTERVALS (no tokens). */
  | { k: 'none' }
  | { k: 'or'; subs: ISource[]; pullUp: boolean }
  /** `resume`: Lucene ≥ 9.6's ORDERED iterator, which resumes where its last call stopped (apache/lucene#12214). */
  | { k: 'ordered' | 'unordered' | 'block'; subs: ISource[]; resume?: boolean }
  | { k: 'repeat'; in: ISource; count: number; name?: string }
  | { k: 'maxgaps'; n: number; in: ISource }
  | { k: 'script'; name: string; accept: IntervalAccept; in: ISource }
  | { k: 'extend'; in: ISource; before: number; after: number }
  | { k: 'offset'; in: ISource; before: boolean }
  /** ConjunctionIntervalsSource filters: `a` is CONTAINING's big, CONTAINED_BY's small, OVERLAPPING's source. */
  | { k: 'containing' | 'containedBy' | 'overlapping'; a: ISource; b: ISource }
  /** DifferenceIntervalsSource: intervals of the minuend `a`, judged against the subtrahend `b` where the document has it. */
  | { k: 'notContaining' | 'notContainedBy' | 'nonOverlapping'; a: ISource; b: ISource };

const NAMES: Record<string, string> = {
  containing: 'CONTAINING', containedBy: 'CONTAINED_BY', overlapping: 'OVERLAPPING',
  notContaining: 'NOT_CONTAINING', notContainedBy: 'NOT_CONTAINED_BY', nonOverlapping: 'NON_OVERLAPPING',
};

/** Lucene's toString of a source. */
export function sourceText(s: ISource): string {
  switch (s.k) {
    case 'term':
      return s.term;
    case 'multi':
      return `MultiTerm(${s.pattern})`;
    case 'none':
      return 'no_match';
    case 'or':
      return `or(${s.subs.map(sourceText).sort().join(',')})`;
    case 'ordered':
    case 'unordered':
    case 'block':
      return `${s.k.toUpperCase()}(${s.subs.map(sourceText).join(',')})`;
    case 'repeat': {
      const one = sourceText(s.in);
      const all = Array.from({ length: s.count }, () => one).join(',');
      return s.name ? `${s.name}(${all})` : all;
    }
    case 'maxgaps':
      return `MAXGAPS/${s.n}(${sourceText(s.in)})`;
    case 'script':
      return `FILTER(${s.name})(${sourceText(s.in)})`;
    case 'extend':
      return `EXTEND(${sourceText(s.in)},${s.before},${s.after})`;
    case 'offset':
      return `${s.before ? 'PRECEDING' : 'FOLLOWING'}(${sourceText(s.in)})`;
    default:
      return `${NAMES[s.k]}(${sourceText(s.a)},${sourceText(s.b)})`;
  }
}

/** Structural equality (Lucene's equals), without the name a RepeatingIntervalsSource may carry. */
function key(s: ISource): string {
  return s.k === 'repeat' ? `#rep${s.count}(${key(s.in)})` : s.k === 'or' ? `or(${s.subs.map(key).sort().join(',')})` : sourceText(s);
}

/** IntervalsSource.minExtent: the fewest positions an interval of the source can span. */
export function minExtent(s: ISource): number {
  switch (s.k) {
    case 'term':
    case 'multi':
    case 'offset':
      return 1;
    case 'none':
      return 0;
    case 'or':
      return s.subs.length === 0 ? 2147483647 : Math.min(...s.subs.map(minExtent));
    case 'ordered':
    case 'unordered':
    case 'block':
      return s.subs.reduce((n, x) => n + minExtent(x), 0) | 0;
    case 'repeat':
    case 'maxgaps':
    case 'script':
      return minExtent(s.in);
    case 'extend': {
      const m = (s.before + minExtent(s.in) + s.after) | 0;
      return m < 0 ? 2147483647 : m;
    }
    default:
      return minExtent(s.a);
  }
}

/** Intervals.or: nested disjunctions flattened (as pulled up), duplicates dropped (a HashSet); one source stands alone. */
export function or(subs: ISource[], pullUp = true): ISource {
  const seen = new Map<string, ISource>();
  for (const s of subs) for (const x of s.k === 'or' ? pullUpDisjunctions(s) : [s]) if (!seen.has(key(x))) seen.set(key(x), x);
  const list = [...seen.values()];
  return list.length === 1 ? list[0]! : { k: 'or', subs: list, pullUp };
}

/** IntervalsSource.pullUpDisjunctions: the disjuncts a gap-sensitive parent may rewrite over. */
export function pullUpDisjunctions(s: ISource): ISource[] {
  switch (s.k) {
    case 'none':
      return [];
    case 'or':
      return s.pullUp ? s.subs : [s];
    case 'ordered':
    case 'unordered':
      return pullUpList(s.subs, (l) => ({ ...s, subs: l }));
    case 'containing':
      return pullUpOne(s.a, (x) => ({ k: 'containing', a: x, b: s.b }));
    case 'containedBy':
      return pullUpOne(s.b, (x) => ({ k: 'containedBy', a: s.a, b: x }));
    case 'overlapping':
      return pullUpList([s.a, s.b], (l) => ({ k: 'overlapping', a: l[0]!, b: l[1]! }));
    case 'extend': {
      const inner = pullUpDisjunctions(s.in);
      if (inner.length === 0) return [s];
      const out = new Map<string, ISource>();
      for (const x of inner) {
        const e: ISource = { k: 'extend', in: x, before: s.before, after: s.after };
        out.set(key(e), e);
      }
      return [...out.values()];
    }
    default:
      return [s];
  }
}

/** Disjunctions.splitDisjunctions: the disjuncts, those of minExtent 1 grouped into one disjunction. */
function splitDisjunctions(s: ISource): ISource[] {
  const singles: ISource[] = [];
  const others: ISource[] = [];
  for (const d of pullUpDisjunctions(s)) (minExtent(d) === 1 ? singles : others).push(d);
  return [...(singles.length > 0 ? [or(singles)] : []), ...others];
}

/** Disjunctions.pullUp over a list: one combination per choice of disjunct of each source. */
export function pullUpList(sources: ISource[], fn: (l: ISource[]) => ISource): ISource[] {
  let rewritten: ISource[][] = [[]];
  for (const src of sources) {
    const disjuncts = splitDisjunctions(src);
    if (disjuncts.length === 1) rewritten.forEach((l) => l.push(disjuncts[0]!));
    else {
      const next: ISource[][] = [];
      for (const d of disjuncts) for (const l of rewritten) next.push([...l, d]);
      rewritten = next;
    }
  }
  return rewritten.map(fn);
}

/** Disjunctions.pullUp over one source. */
function pullUpOne(source: ISource, fn: (s: ISource) => ISource): ISource[] {
  return splitDisjunctions(source).map(fn);
}

/**
 * What changed in Lucene's interval sources across the versions ES ships: ORDERED and UNORDERED stopped
 * flattening nested sources of their kind in Lucene 10 (apache/lucene#13819: the flattening altered the gaps
 * parents see), and ORDERED's iterator resumes where it stopped from Lucene 9.6 (apache/lucene#12214: it
 * missed matches over interleaved terms, `A B A C A B C` for ORDERED(A,B,C)).
 */
export interface LuceneFlavour {
  flatten: boolean;
  resume: boolean;
}

/** The newest Lucene's behaviour (the default where no version is given). */
export const LATEST_LUCENE: LuceneFlavour = { flatten: false, resume: true };

/** The flavour of a Lucene version (`9.12.1`). */
export function luceneFlavour(version: string): LuceneFlavour {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return { flatten: major < 10, resume: major > 9 || (major === 9 && minor >= 6) };
}

function flatten(sources: ISource[], kind: 'ordered' | 'unordered' | 'block'): ISource[] {
  return sources.flatMap((s) => (s.k === kind ? s.subs : [s]));
}

/** Intervals.ordered (OrderedIntervalsSource.build): consecutive equal sources become one repeating source. */
export function ordered(sources: ISource[], lucene: LuceneFlavour = LATEST_LUCENE): ISource {
  if (sources.length === 1) return sources[0]!;
  const flat = lucene.flatten ? flatten(sources, 'ordered') : sources;
  const out: ISource[] = [];
  let run: ISource[] = [];
  for (const s of flat) {
    if (run.length === 0 || key(run[0]!) === key(s)) run.push(s);
    else {
      out.push(repeat(run[0]!, run.length));
      run = [s];
    }
  }
  out.push(repeat(run[0]!, run.length));
  if (out.length === 1) return out[0]!.k === 'repeat' ? { ...out[0]!, name: 'ORDERED' } : out[0]!;
  return { k: 'ordered', subs: out, resume: lucene.resume };
}

/** Intervals.unordered (UnorderedIntervalsSource.build): equal sources counted, in order of first appearance. */
export function unordered(sources: ISource[], lucene: LuceneFlavour = LATEST_LUCENE): ISource {
  if (sources.length === 1) return sources[0]!;
  const counts = new Map<string, { s: ISource; n: number }>();
  for (const s of lucene.flatten ? flatten(sources, 'unordered') : sources) {
    const c = counts.get(key(s));
    if (c) c.n++;
    else counts.set(key(s), { s, n: 1 });
  }
  const out = [...counts.values()].map((c) => repeat(c.s, c.n));
  if (out.length === 1) return out[0]!.k === 'repeat' ? { ...out[0]!, name: 'UNORDERED' } : out[0]!;
  return { k: 'unordered', subs: out };
}

function repeat(s: ISource, count: number): ISource {
  return count === 1 ? s : { k: 'repeat', in: s, count };
}

/** Intervals.phrase (BlockIntervalsSource.build): disjunctions pulled up into a disjunction of blocks. */
export function phrase(sources: ISource[]): ISource {
  if (sources.length === 1) return sources[0]!;
  return or(pullUpList(sources, (l) => ({ k: 'block', subs: flatten(l, 'block') })));
}

/** Intervals.maxgaps (FilteredIntervalsSource.maxGaps): one filter per pulled-up disjunct. */
export function maxgaps(n: number, s: ISource): ISource {
  return or(pullUpDisjunctions(s).map((x) => ({ k: 'maxgaps', n, in: x })));
}

/** Intervals.containing, containedBy, notContaining, notContainedBy, overlapping, nonOverlapping, before, after. */
export function relate(kind: 'containing' | 'contained_by' | 'not_containing' | 'not_contained_by' | 'overlapping' | 'not_overlapping' | 'before' | 'after', input: ISource, filter: ISource): ISource {
  switch (kind) {
    case 'containing':
      return or(pullUpOne(input, (x) => ({ k: 'containing', a: x, b: filter })));
    case 'contained_by':
      return or(pullUpOne(filter, (x) => ({ k: 'containedBy', a: input, b: x })));
    case 'not_containing':
      return or(pullUpOne(input, (x) => ({ k: 'notContaining', a: x, b: filter })));
    case 'not_contained_by':
      return or(pullUpOne(filter, (x) => ({ k: 'notContainedBy', a: input, b: x })));
    case 'overlapping':
      return { k: 'overlapping', a: input, b: filter };
    case 'not_overlapping':
      return { k: 'nonOverlapping', a: input, b: filter };
    case 'before':
      return relate('contained_by', input, { k: 'extend', in: { k: 'offset', in: filter, before: true }, before: 2147483647, after: 0 });
    case 'after':
      return relate('contained_by', input, { k: 'extend', in: { k: 'offset', in: filter, before: false }, before: 0, after: 2147483647 });
  }
}

/** How a rule combines its parts: ES's `ordered` true/false, OpenSearch's `mode` (which adds `unordered_no_overlap`). */
export type CombineMode = 'ordered' | 'unordered' | 'unordered_no_overlap';

/** Intervals.unorderedNoOverlaps(a, b), folded left over more sources: or(ORDERED(a,b), ORDERED(b,a)). */
function unorderedNoOverlaps(sources: ISource[], lucene: LuceneFlavour): ISource {
  return sources.slice(1).reduce((acc, s) => or([ordered([acc, s], lucene), ordered([s, acc], lucene)]), sources[0]!);
}

/** ES's IntervalBuilder.combineSources: a phrase for ordered with no gaps, else ordered/unordered, filtered by max_gaps. */
export function combineSources(sources: ISource[], maxGaps: number, mode: boolean | CombineMode, lucene: LuceneFlavour = LATEST_LUCENE): ISource {
  const m: CombineMode = mode === true ? 'ordered' : mode === false ? 'unordered' : mode;
  if (sources.length === 0) return { k: 'none' };
  if (sources.length === 1) return sources[0]!;
  if (maxGaps === 0 && m === 'ordered') return phrase(sources);
  const inner = m === 'ordered' ? ordered(sources, lucene) : m === 'unordered' ? unordered(sources, lucene) : unorderedNoOverlaps(sources, lucene);
  return maxGaps === -1 ? inner : maxgaps(maxGaps, inner);
}
