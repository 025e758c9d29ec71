/**
 * The positions a span query matches in one document, as Lucene's Spans enumerate them
 * (`nextStartPosition` order): TermSpans, NearSpansOrdered, NearSpansUnordered, SpanOrQuery's position
 * queue, SpanNotQuery's and SpanFirstQuery's filters, SpanContaining's and SpanWithin's ContainSpans. Each
 * sub-span sequence of a document is fixed and only ever read forward, so it is materialised as a list and
 * walked with a cursor, giving exactly the lazy iterators' answers (widths included, which score).
 */

/** One match: [start, end) and the width that scores it (SpanScorer: freq += 1 / (1 + width)). */
export interface Span {
  start: number;
  end: number;
  width: number;
}

/** Spans.NO_MORE_POSITIONS. */
export const NO_MORE = 2147483647;

/** A forward cursor over a document's spans, positioned before the first (-1) until advanced. */
export class SpanCursor {
  private i = -1;
  constructor(private readonly list: readonly Span[]) {}
  get start(): number {
    return this.i < 0 ? -1 : this.i >= this.list.length ? NO_MORE : this.list[this.i]!.start;
  }
  get end(): number {
    return this.i < 0 ? -1 : this.i >= this.list.length ? NO_MORE : this.list[this.i]!.end;
  }
  get width(): number {
    return this.i < 0 || this.i >= this.list.length ? 0 : this.list[this.i]!.width;
  }
  next(): number {
    if (this.i < this.list.length) this.i++;
    return this.start;
  }
}

/** A gap clause of an ordered span_near (SpanNearQuery.GapSpans): placed where the previous clause ends. */
export class GapCursor {
  private pos = -1;
  constructor(readonly gap: number) {}
  get start(): number {
    return this.pos;
  }
  get end(): number {
    return this.pos + this.gap;
  }
  skipTo(p: number): number {
    return (this.pos = p);
  }
}

type Sub = SpanCursor | GapCursor;

/** NearSpansOrdered: the first clause drives; each next clause advances as little as it must to start after the previous one ends. */
export function nearOrdered(lists: (readonly Span[] | number)[], slop: number): Span[] {
  const subs: Sub[] = lists.map((l) => (typeof l === 'number' ? new GapCursor(l) : new SpanCursor(l)));
  const out: Span[] = [];
  const first = subs[0] as SpanCursor;
  let exhausted = false;
  while (first.next() !== NO_MORE && !exhausted) {
    let prev: Sub = first;
    const matchStart = first.start;
    let width = 0;
    let ok = true;
    for (let i = 1; i < subs.length; i++) {
      const s = subs[i]!;
      if (s instanceof GapCursor) s.skipTo(prev.end);
      else while (s.start < prev.end) s.next();
      if (s.start === NO_MORE) {
        exhausted = true;
        ok = false;
        break;
      }
      width += s.start - prev.end;
      prev = s;
    }
    if (ok && width <= slop) out.push({ start: matchStart, end: subs[subs.length - 1]!.end, width });
  }
  return out;
}

/** Lucene's PriorityQueue (1-based binary heap; ties keep Lucene's order) over cursors by (start, end). */
class PositionQueue {
  private heap: SpanCursor[] = [undefined as unknown as SpanCursor];
  private size = 0;
  private less(a: SpanCursor, b: SpanCursor): boolean {
    return a.start < b.start || (a.start === b.start && a.end < b.end);
  }
  add(c: SpanCursor): void {
    this.heap[++this.size] = c;
    let i = this.size;
    const node = this.heap[i]!;
    let j = i >>> 1;
    while (j > 0 && this.less(node, this.heap[j]!)) {
      this.heap[i] = this.heap[j]!;
      i = j;
      j >>>= 1;
    }
    this.heap[i] = node;
  }
  top(): SpanCursor {
    return this.heap[1]!;
  }
  updateTop(): SpanCursor {
    let i = 1;
    const node = this.heap[1]!;
    let j = 2;
    let k = 3;
    if (k <= this.size && this.less(this.heap[k]!, this.heap[j]!)) j = k;
    while (j <= this.size && this.less(this.heap[j]!, node)) {
      this.heap[i] = this.heap[j]!;
      i = j;
      j = i << 1;
      k = j + 1;
      if (k <= this.size && this.less(this.heap[k]!, this.heap[j]!)) j = k;
    }
    this.heap[i] = node;
    return this.heap[1]!;
  }
}

/** NearSpansUnordered: a window over every clause, the earliest advanced each step; a match where the window's gaps fit the slop. */
export function nearUnordered(lists: readonly (readonly Span[])[], slop: number): Span[] {
  const q = new PositionQueue();
  let total = 0;
  let maxEnd = -1;
  for (const l of lists) {
    const c = new SpanCursor(l);
    c.next();
    q.add(c);
    if (c.end > maxEnd) maxEnd = c.end;
    total += c.end - c.start;
  }
  const out: Span[] = [];
  for (;;) {
    const top = q.top();
    if (maxEnd - top.start - total <= slop) out.push({ start: top.start, end: maxEnd, width: maxEnd - top.start });
    // nextPosition: advance the earliest clause.
    const len = top.end - top.start;
    if (top.next() === NO_MORE) break;
    total += top.end - top.start - len;
    if (top.end > maxEnd) maxEnd = top.end;
    q.updateTop();
  }
  return out;
}

/** SpanOrQuery's spans: the clauses that match the document merged by (start, end) through its position queue. */
export function orSpans(lists: readonly (readonly Span[])[]): Span[] {
  const q = new PositionQueue();
  for (const l of lists) {
    if (l.length === 0) continue;
    const c = new SpanCursor(l);
    c.next();
    q.add(c);
  }
  const out: Span[] = [];
  if (lists.every((l) => l.length === 0)) return out;
  let top = q.top();
  while (top.start !== NO_MORE) {
    out.push({ start: top.start, end: top.end, width: top.width });
    top.next();
    top = q.updateTop();
  }
  return out;
}

/** SpanNotQuery's filter: an include span survives unless an exclude span lies within `pre` before it to `post` after it. */
export function notSpans(include: readonly Span[], exclude: readonly Span[], pre: number, post: number): Span[] {
  if (exclude.length === 0) return include.slice();
  const ex = new SpanCursor(exclude);
  const out: Span[] = [];
  outer: for (const c of include) {
    if (ex.start === -1) ex.next();
    while (ex.end <= c.start - pre) {
      if (ex.next() === NO_MORE) {
        out.push(c);
        continue outer;
      }
    }
    if (c.end + post <= ex.start) out.push(c);
  }
  return out;
}

/** SpanFirstQuery: the spans ending by `end` (none after one starts at or past it). */
export function firstSpans(spans: readonly Span[], end: number): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    if (s.start >= end) break;
    if (s.end <= end) out.push(s);
  }
  return out;
}

/** SpanContainingQuery: the big spans that contain a little span (walked as ContainSpans walks them). */
export function containingSpans(big: readonly Span[], little: readonly Span[]): Span[] {
  const b = new SpanCursor(big);
  const l = new SpanCursor(little);
  const out: Span[] = [];
  while (b.next() !== NO_MORE) {
    while (l.start < b.start) if (l.next() === NO_MORE) return out;
    if (b.end >= l.end) out.push({ start: b.start, end: b.end, width: b.width });
  }
  return out;
}

/** SpanWithinQuery: the little spans inside a big span. */
export function withinSpans(big: readonly Span[], little: readonly Span[]): Span[] {
  const b = new SpanCursor(big);
  const l = new SpanCursor(little);
  const out: Span[] = [];
  while (l.next() !== NO_MORE) {
    while (b.end < l.end) if (b.next() === NO_MORE) return out;
    if (b.start <= l.start) out.push({ start: l.start, end: l.end, width: l.width });
  }
  return out;
}

/** SpanScorer.setFreqCurrentDoc: Σ 1 / (1 + width), added in double to a float (Lucene 8+), or the float sloppyFreq (Lucene 6 and 7). */
export function sloppyFreq(spans: readonly Span[], floatSlopFactor: boolean): number {
  let freq = 0;
  for (const s of spans) freq = floatSlopFactor ? Math.fround(freq + Math.fround(1 / (s.width + 1))) : Math.fround(freq + 1.0 / (1.0 + s.width));
  return freq;
}
