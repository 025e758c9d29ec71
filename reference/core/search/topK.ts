/**
 * The first `k` of a stream of items in a given order, kept as they stream by: a sorted search asks for
 * `from + size` hits, and sorting every match of a large index to keep one (`size: 1`, a probe for the
 * newest document) costs a full sort where a bounded heap costs one pass. Ties keep arrival order, as
 * `Array.prototype.sort` (stable) does on the full list, so both give the same hits.
 */
export class TopK<T> {
  /** A max-heap on (order, arrival): the root is the worst item kept. */
  private readonly heap: { item: T; seq: number }[] = [];
  private readonly all: T[] = [];
  private seq = 0;
  /** Items offered but not kept. */
  dropped = 0;

  constructor(
    private readonly k: number,
    private readonly order: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    if (!Number.isFinite(this.k)) {
      this.all.push(item);
      return;
    }
    const e = { item, seq: this.seq++ };
    if (this.heap.length < this.k) {
      this.heap.push(e);
      this.up(this.heap.length - 1);
    } else if (this.heap.length > 0 && this.worse(this.heap[0]!, e)) {
      this.heap[0] = e;
      this.down(0);
      this.dropped++;
    } else this.dropped++;
  }

  /**
   * The worst item kept once the window is full: a later item enters only if it orders strictly before
   * it (ties keep the earlier arrival). Undefined while there is room (or no bound).
   */
  get worst(): T | undefined {
    return Number.isFinite(this.k) && this.heap.length > 0 && this.heap.length >= this.k ? this.heap[0]!.item : undefined;
  }

  /** An item that does not order before `worst`: counted as dropped without being offered. */
  pass(): void {
    this.seq++;
    this.dropped++;
  }

  /** `n` items passed at once (`pass`, n times). */
  passMany(n: number): void {
    this.seq += n;
    this.dropped += n;
  }

  /** How many items are kept at most (Infinity: all). */
  get capacity(): number {
    return this.k;
  }

  /** The kept items, best first. */
  sorted(): T[] {
    if (!Number.isFinite(this.k)) return this.all.sort(this.order);
    return [...this.heap].sort((a, b) => this.order(a.item, b.item) || a.seq - b.seq).map((e) => e.item);
  }

  private worse(a: { item: T; seq: number }, b: { item: T; seq: number }): boolean {
    const c = this.order(a.item, b.item);
    return c > 0 || (c === 0 && a.seq > b.seq);
  }

  private up(i: number): void {
    const h = this.heap;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(h[i]!, h[p]!)) return;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }

  private down(i: number): void {
    const h = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < h.length && this.worse(h[l]!, h[w]!)) w = l;
      if (r < h.length && this.worse(h[r]!, h[w]!)) w = r;
      if (w === i) return;
      [h[i], h[w]] = [h[w]!, h[i]!];
      i = w;
    }
  }
}
