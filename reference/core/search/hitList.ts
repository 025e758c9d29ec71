/**
 * The hits a search captured (a scroll's point-in-time view, a by-scroll job's), in order. A search sorted
 * by `_doc` only keeps its documents and their `_doc` positions in flat arrays, one run per index, and
 * makes a hit object only when a page (or a job's batch) reads it: a point-in-time view of a million
 * documents was a million small objects made in one request, which stalled every other client for the
 * time of the allocation and of the collections that copied them. Other searches (sorted by a field,
 * unsorted) keep the hit objects they make anyway.
 */
import type { Doc, ScrollHit } from '../doc.ts';

/** Consecutive hits of one index: documents, and their `_doc` positions (implicit: 0, 1, 2… when absent). */
interface Run {
  index: string;
  start: number;
  docs: readonly Doc[];
  pos?: ArrayLike<number>;
  /** Whatever the arrays belong to, kept alive with them (a slice's split, held weakly by its cache). */
  owner?: object;
}

export class HitList {
  private readonly runs: Run[] = [];
  private made: readonly ScrollHit[] | undefined;
  private size = 0;
  /** The run `at` used last (pages read runs in order). */
  private last = 0;

  /** Hits already made as objects. */
  static of(hits: readonly ScrollHit[]): HitList {
    const l = new HitList();
    l.made = hits;
    l.size = hits.length;
    return l;
  }

  /** Appends the matches of one index in `_doc` order; `pos` absent means the documents are the whole index in order. */
  add(index: string, docs: readonly Doc[], pos?: ArrayLike<number>, owner?: object): void {
    if (this.made) throw new Error('HitList.add on a list of made hits');
    if (docs.length === 0) return;
    this.runs.push({ index, start: this.size, docs, ...(pos ? { pos } : {}), ...(owner ? { owner } : {}) });
    this.size += docs.length;
  }

  get length(): number {
    return this.size;
  }

  /** The hit at `i` (0 ≤ i < length). */
  at(i: number): ScrollHit {
    if (this.made) return this.made[i]!;
    let r = this.runs[this.last];
    if (!r || i < r.start || i >= r.start + r.docs.length) {
      this.last = this.runs.findIndex((x) => i >= x.start && i < x.start + x.docs.length);
      r = this.runs[this.last]!;
    }
    const k = i - r.start;
    return { index: r.index, doc: r.docs[k]!, pos: r.pos ? r.pos[k]! : k };
  }

  /** Hits `from` (inclusive) to `to` (exclusive), as objects: a page. */
  slice(from: number, to: number = this.size): ScrollHit[] {
    if (this.made) return this.made.slice(from, to);
    const out: ScrollHit[] = [];
    for (let i = Math.max(0, from); i < Math.min(to, this.size); i++) out.push(this.at(i));
    return out;
  }

  /** The first hit whose index and document `test` accepts, or undefined (no object is made for the others). */
  find(test: (index: string, doc: Doc) => boolean): ScrollHit | undefined {
    if (this.made) return this.made.find((h) => test(h.index, h.doc));
    for (const r of this.runs) {
      const k = r.docs.findIndex((d) => test(r.index, d));
      if (k >= 0) return this.at(r.start + k);
    }
    return undefined;
  }

  /** Whether any hit comes from `index`. */
  reads(index: string): boolean {
    return this.made ? this.made.some((h) => h.index === index) : this.runs.some((r) => r.index === index);
  }
}
