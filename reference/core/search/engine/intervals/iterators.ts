/**
 * Lucene's IntervalIterators for one document, step for step (TermIntervalsSource, DisjunctionIntervalIterator,
 * OrderedIntervalIterator, UnorderedIntervalIterator, BlockIntervalIterator, RepeatingIntervalsSource's
 * DuplicateIntervalIterator, IntervalFilter, ExtendedIntervalIterator, OffsetIntervalsSource, the
 * FilteringIntervalIterators of CONTAINING/CONTAINED_BY/OVERLAPPING and the RelativeIterators of the
 * difference sources). An iterator is opened on a document (what Lucene's `nextDoc`/`advance` and `reset`
 * do) and then only ever moves forward, so the minimal intervals and their gaps are exactly Lucene's.
 */
import { NO_MORE, type ISource } from './source.ts';

/** An IntervalIterator positioned on one document: before its first interval, start() and end() are -1. */
export interface It {
  start(): number;
  end(): number;
  gaps(): number;
  width(): number;
  next(): number;
}

/** The positions of a term of a field in a document, or undefined where the document lacks the term. */
export interface PositionSource {
  positions(field: string, term: string, doc: number): number[] | undefined;
  /** The terms of a field a multi-term source accepts (in term order). */
  terms(field: string, accepts: (t: string) => boolean): string[];
}

abstract class Base implements It {
  abstract start(): number;
  abstract end(): number;
  abstract gaps(): number;
  abstract next(): number;
  width(): number {
    return this.end() - this.start() + 1;
  }
}

class TermIt extends Base {
  private i = -1;
  constructor(private readonly pos: number[]) {
    super();
  }
  start() {
    return this.i < 0 ? -1 : this.i >= this.pos.length ? NO_MORE : this.pos[this.i]!;
  }
  end() {
    return this.start();
  }
  gaps() {
    return 0;
  }
  next() {
    if (this.i < this.pos.length) this.i++;
    return this.start();
  }
}

/** A tiny priority queue with Lucene's `lessThan` (the sizes here are a handful). */
class Queue {
  items: It[] = [];
  constructor(private readonly less: (a: It, b: It) => boolean) {}
  top(): It {
    let best = this.items[0]!;
    for (const x of this.items) if (this.less(x, best)) best = x;
    return best;
  }
  pop(): It {
    const t = this.top();
    this.items.splice(this.items.indexOf(t), 1);
    return t;
  }
  add(x: It) {
    this.items.push(x);
  }
  get size() {
    return this.items.length;
  }
}

const EMPTY_START = -1;

class DisjunctionIt extends Base {
  private readonly queue = new Queue((a, b) => a.end() < b.end() || (a.end() === b.end() && a.start() >= b.start()));
  private current: It | 'empty' | 'exhausted' = 'empty';
  constructor(subs: It[]) {
    super();
    for (const s of subs) {
      s.next();
      this.queue.add(s);
    }
  }
  start() {
    return this.current === 'empty' ? EMPTY_START : this.current === 'exhausted' ? NO_MORE : this.current.start();
  }
  end() {
    return this.current === 'empty' ? EMPTY_START : this.current === 'exhausted' ? NO_MORE : this.current.end();
  }
  gaps() {
    return typeof this.current === 'string' ? 0 : this.current.gaps();
  }
  next() {
    if (typeof this.current === 'string') {
      if (this.queue.size > 0) this.current = this.queue.top();
      return this.start();
    }
    const s = this.current.start();
    const e = this.current.end();
    while (this.queue.size > 0) {
      const t = this.queue.top();
      if (!(s >= t.start() && s <= t.end() && e >= t.start() && e <= t.end())) break;
      this.queue.pop();
      if (t.next() !== NO_MORE) this.queue.add(t);
    }
    if (this.queue.size === 0) {
      this.current = 'exhausted';
      return NO_MORE;
    }
    this.current = this.queue.top();
    return this.current.start();
  }
}

class OrderedIt extends Base {
  private s = -1;
  private e = -1;
  private slop = -1;
  /** Lucene ≥ 9.6 (apache/lucene#12214): the sub-iterator the last call stopped at, where the next resumes. */
  private i = 1;
  constructor(private readonly subs: It[], private readonly resume: boolean) {
    super();
    subs[0]!.next();
  }
  start() {
    return this.s;
  }
  end() {
    return this.e;
  }
  gaps() {
    return this.slop;
  }
  next() {
    return this.resume ? this.nextResuming() : this.nextFromOne();
  }
  /** Lucene 9.6+'s OrderedIntervalIterator.nextInterval. */
  private nextResuming(): number {
    const subs = this.subs;
    this.s = this.e = this.slop = NO_MORE;
    let lastStart = 2147483647;
    let minimizing = false;
    let cur = this.i;
    for (;;) {
      let prevEnd = subs[cur - 1]!.end();
      for (;;) {
        if (prevEnd >= lastStart) {
          this.i = cur;
          return this.s;
        }
        if (cur === subs.length) break;
        const c = subs[cur]!;
        if (minimizing && c.start() > prevEnd) break;
        let cs: number;
        do {
          if (c.end() >= lastStart || (cs = c.next()) === NO_MORE) {
            this.i = cur;
            return this.s;
          }
        } while (cs <= prevEnd);
        cur++;
        prevEnd = c.end();
      }
      const first = subs[0]!;
      this.s = first.start();
      if (this.s === NO_MORE) {
        this.i = cur;
        return (this.e = NO_MORE);
      }
      const last = subs[subs.length - 1]!;
      this.e = last.end();
      let slop = this.e - this.s + 1;
      for (const x of subs) slop -= x.width();
      this.slop = slop;
      cur = 1;
      if (first.next() === NO_MORE) {
        this.i = cur;
        return this.s;
      }
      lastStart = last.start();
      minimizing = true;
    }
  }
  /** Lucene 8.6–9.5's OrderedIntervalIterator.nextInterval, which starts again from the second sub-iterator. */
  private nextFromOne(): number {
    const subs = this.subs;
    this.s = this.e = this.slop = NO_MORE;
    let lastStart = 2147483647;
    let minimizing = false;
    let i = 1;
    for (;;) {
      for (;;) {
        if (subs[i - 1]!.end() >= lastStart) return this.s;
        if (i === subs.length || (minimizing && subs[i]!.start() > subs[i - 1]!.end())) break;
        do {
          if (subs[i]!.end() >= lastStart || subs[i]!.next() === NO_MORE) return this.s;
        } while (subs[i]!.start() <= subs[i - 1]!.end());
        i++;
      }
      this.s = subs[0]!.start();
      if (this.s === NO_MORE) return (this.e = NO_MORE);
      this.e = subs[subs.length - 1]!.end();
      let slop = this.e - this.s + 1;
      for (const x of subs) slop -= x.width();
      this.slop = slop;
      lastStart = subs[subs.length - 1]!.start();
      i = 1;
      if (subs[0]!.next() === NO_MORE) return this.s;
      minimizing = true;
    }
  }
}

class UnorderedIt extends Base {
  private readonly queue = new Queue((a, b) => a.start() < b.start() || (a.start() === b.start() && a.end() >= b.end()));
  private s = -1;
  private e = -1;
  private slop = 0;
  private queueEnd = -1;
  constructor(private readonly subs: It[]) {
    super();
    for (const it of subs) {
      if (it.next() === NO_MORE) break;
      this.queue.add(it);
      this.updateRight(it);
    }
  }
  private updateRight(it: It) {
    if (it.end() > this.queueEnd) this.queueEnd = it.end();
  }
  start() {
    return this.s;
  }
  end() {
    return this.e;
  }
  gaps() {
    return this.slop;
  }
  next() {
    while (this.queue.size === this.subs.length && this.queue.top().start() === this.s) {
      const it = this.queue.pop();
      if (it.next() !== NO_MORE) {
        this.queue.add(it);
        this.updateRight(it);
      }
    }
    if (this.queue.size < this.subs.length) return (this.s = this.e = NO_MORE);
    do {
      this.s = this.queue.top().start();
      this.e = this.queueEnd;
      let slop = this.width();
      for (const it of this.subs) slop -= it.width();
      this.slop = slop;
      if (this.queue.top().end() === this.e) return this.s;
      const it = this.queue.pop();
      if (it.next() !== NO_MORE) {
        this.queue.add(it);
        this.updateRight(it);
      }
    } while (this.queue.size === this.subs.length && this.e === this.queueEnd);
    return this.s;
  }
}

class BlockIt extends Base {
  private s = -1;
  private e = -1;
  constructor(private readonly subs: It[]) {
    super();
  }
  start() {
    return this.s;
  }
  end() {
    return this.e;
  }
  gaps() {
    return 0;
  }
  next() {
    const subs = this.subs;
    if (subs[0]!.next() === NO_MORE) return (this.s = this.e = NO_MORE);
    let i = 1;
    while (i < subs.length) {
      while (subs[i]!.start() <= subs[i - 1]!.end()) if (subs[i]!.next() === NO_MORE) return (this.s = this.e = NO_MORE);
      if (subs[i]!.start() === subs[i - 1]!.end() + 1) i++;
      else {
        if (subs[0]!.next() === NO_MORE) return (this.s = this.e = NO_MORE);
        i = 1;
      }
    }
    this.s = subs[0]!.start();
    this.e = subs[subs.length - 1]!.end();
    return this.s;
  }
}

class RepeatIt extends Base {
  private readonly cache: number[];
  private base = 0;
  private started = false;
  private exhausted = false;
  constructor(private readonly inner: It, private readonly copies: number) {
    super();
    this.cache = new Array<number>(copies * 2).fill(-1);
  }
  start() {
    return this.exhausted ? NO_MORE : this.cache[(this.base % this.copies) * 2]!;
  }
  end() {
    return this.exhausted ? NO_MORE : this.cache[((this.base + this.copies - 1) % this.copies) * 2 + 1]!;
  }
  override width() {
    let w = 0;
    for (let i = 0; i < this.copies; i++) {
      const p = (this.base + i) % this.copies;
      w += this.cache[p * 2]! - this.cache[p * 2 + 1]! + 1;
    }
    return w;
  }
  gaps() {
    return this.end() - this.start() + 1 - this.width();
  }
  next() {
    if (this.exhausted) return NO_MORE;
    if (!this.started) {
      for (let i = 0; i < this.copies; i++) if (this.fill(i) === NO_MORE) return NO_MORE;
      this.base = 0;
      this.started = true;
      return this.start();
    }
    const insert = (this.base + this.copies) % this.copies;
    this.base = (this.base + 1) % this.copies;
    return this.fill(insert);
  }
  private fill(slot: number): number {
    if (this.inner.next() === NO_MORE) {
      this.exhausted = true;
      return NO_MORE;
    }
    this.cache[slot * 2] = this.inner.start();
    this.cache[slot * 2 + 1] = this.inner.end();
    return this.start();
  }
}

class FilterIt extends Base {
  constructor(private readonly inner: It, private readonly accept: (it: It) => boolean) {
    super();
  }
  start() {
    return this.inner.start();
  }
  end() {
    return this.inner.end();
  }
  gaps() {
    return this.inner.gaps();
  }
  next() {
    let n: number;
    do n = this.inner.next();
    while (n !== NO_MORE && !this.accept(this.inner));
    return n;
  }
}

class ExtendIt extends Base {
  constructor(private readonly inner: It, private readonly before: number, private readonly after: number) {
    super();
  }
  start() {
    const s = this.inner.start();
    if (s < 0) return -1;
    if (s === NO_MORE) return NO_MORE;
    return Math.max(0, s - this.before);
  }
  end() {
    const e = this.inner.end();
    if (e < 0) return -1;
    if (e === NO_MORE) return NO_MORE;
    const x = e + this.after;
    return x > 2147483646 ? NO_MORE - 1 : x;
  }
  gaps() {
    return this.inner.gaps();
  }
  next() {
    this.inner.next();
    return this.start();
  }
}

class OffsetIt extends Base {
  constructor(private readonly inner: It, private readonly before: boolean) {
    super();
  }
  start() {
    if (this.before) {
      const p = this.inner.start();
      if (p === -1) return -1;
      if (p === NO_MORE) return NO_MORE;
      return Math.max(0, p - 1);
    }
    const e = this.inner.end();
    if (e === -1) return -1;
    if (e === NO_MORE) return NO_MORE;
    return e + 1 === NO_MORE ? NO_MORE - 1 : e + 1;
  }
  end() {
    return this.start();
  }
  gaps() {
    return 0;
  }
  next() {
    this.inner.next();
    return this.start();
  }
}

/** The conjunction filters (FilteringIntervalIterator): `bpos` says whether the filter has an interval left. */
class FilteringIt extends Base {
  private bpos: boolean;
  constructor(private readonly kind: 'containing' | 'containedBy' | 'overlapping', private readonly a: It, private readonly b: It) {
    super();
    this.bpos = b.next() !== NO_MORE;
  }
  start() {
    return this.bpos ? this.a.start() : NO_MORE;
  }
  end() {
    return this.bpos ? this.a.end() : NO_MORE;
  }
  gaps() {
    return this.a.gaps();
  }
  next() {
    const { a, b } = this;
    if (!this.bpos) return NO_MORE;
    while (a.next() !== NO_MORE) {
      if (this.kind === 'containing') {
        while (b.start() < a.start() && b.end() < a.end()) if (b.next() === NO_MORE) return NO_MORE;
        if (a.start() <= b.start() && a.end() >= b.end()) return a.start();
      } else if (this.kind === 'containedBy') {
        while (b.end() < a.end())
          if (b.next() === NO_MORE) {
            this.bpos = false;
            return NO_MORE;
          }
        if (b.start() <= a.start()) return a.start();
      } else {
        while (b.end() < a.start())
          if (b.next() === NO_MORE) {
            this.bpos = false;
            return NO_MORE;
          }
        if (b.start() <= a.end()) return a.start();
      }
    }
    this.bpos = false;
    return NO_MORE;
  }
}

/** The difference sources (RelativeIterator): the minuend's intervals, the subtrahend only where the document has it. */
class RelativeIt extends Base {
  private bpos: boolean;
  constructor(private readonly kind: 'notContaining' | 'notContainedBy' | 'nonOverlapping', private readonly a: It, private readonly b: It | null) {
    super();
    this.bpos = b !== null && b.next() !== NO_MORE;
  }
  start() {
    return this.a.start();
  }
  end() {
    return this.a.end();
  }
  gaps() {
    return this.a.gaps();
  }
  next() {
    const a = this.a;
    const b = this.b!;
    if (!this.bpos) return a.next();
    while (a.next() !== NO_MORE) {
      if (this.kind === 'notContainedBy') {
        while (b.end() < a.end()) if (b.next() === NO_MORE) return a.start();
        if (a.start() < b.start()) return a.start();
        continue;
      }
      if (this.kind === 'notContaining') {
        while (b.start() < a.start() && b.end() < a.end())
          if (b.next() === NO_MORE) {
            this.bpos = false;
            return a.start();
          }
      } else {
        while (b.end() < a.start())
          if (b.next() === NO_MORE) {
            this.bpos = false;
            return a.start();
          }
      }
      if (b.start() > a.end()) return a.start();
    }
    return NO_MORE;
  }
}

/** Opens a source's iterator on a document: null where the document is not among the source's candidates. */
export function openIt(s: ISource, doc: number, src: PositionSource): It | null {
  switch (s.k) {
    case 'term': {
      const p = src.positions(s.field, s.term, doc);
      return p ? new TermIt(p) : null;
    }
    case 'multi': {
      const subs: It[] = [];
      for (const t of src.terms(s.field, s.accepts)) {
        const p = src.positions(s.field, t, doc);
        if (p) subs.push(new TermIt(p));
      }
      return subs.length > 0 ? new DisjunctionIt(subs) : null;
    }
    case 'none':
      return null;
    case 'or': {
      const subs = s.subs.map((x) => openIt(x, doc, src)).filter((x): x is It => x !== null);
      return subs.length > 0 ? new DisjunctionIt(subs) : null;
    }
    case 'ordered':
    case 'unordered':
    case 'block': {
      const subs: It[] = [];
      for (const x of s.subs) {
        const it = openIt(x, doc, src);
        if (!it) return null;
        subs.push(it);
      }
      return s.k === 'ordered' ? new OrderedIt(subs, s.resume !== false) : s.k === 'unordered' ? new UnorderedIt(subs) : new BlockIt(subs);
    }
    case 'repeat': {
      const it = openIt(s.in, doc, src);
      return it && new RepeatIt(it, s.count);
    }
    case 'maxgaps': {
      const it = openIt(s.in, doc, src);
      return it && new FilterIt(it, (x) => x.gaps() <= s.n);
    }
    case 'script': {
      const it = openIt(s.in, doc, src);
      return it && new FilterIt(it, (x) => s.accept(x.start(), x.end(), x.gaps()));
    }
    case 'extend': {
      const it = openIt(s.in, doc, src);
      return it && new ExtendIt(it, s.before, s.after);
    }
    case 'offset': {
      const it = openIt(s.in, doc, src);
      return it && new OffsetIt(it, s.before);
    }
    case 'containing':
    case 'containedBy':
    case 'overlapping': {
      const a = openIt(s.a, doc, src);
      const b = a && openIt(s.b, doc, src);
      return a && b ? new FilteringIt(s.k, a, b) : null;
    }
    default: {
      const a = openIt(s.a, doc, src);
      return a && new RelativeIt(s.k, a, openIt(s.b, doc, src));
    }
  }
}

/** Every interval of a document, in iteration order (tests and the oracle's comparisons). */
export function allIntervals(s: ISource, doc: number, src: PositionSource): [number, number][] {
  const it = openIt(s, doc, src);
  const out: [number, number][] = [];
  if (!it) return out;
  while (it.next() !== NO_MORE) out.push([it.start(), it.end()]);
  return out;
}
