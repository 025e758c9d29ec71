/**
 * The order InternalSignificantTerms' reduce leaves equal scores in. It merges the shards' buckets in a
 * java.util.HashMap keyed by getKeyAsString(), then feeds its iteration order to a
 * BucketSignificancePriorityQueue (a Lucene-style binary min-heap on the score, lessThan: score <) of
 * min(size, keys) slots and pops it into the answer from the last slot up. Both are modelled here:
 * HashMap iteration is by bin (String.hashCode spread by h ^ h >>> 16, masked by the table's capacity: 16,
 * doubled whenever the entries exceed 3/4 of it) and by insertion within a bin; the heap is
 * org.apache.lucene.util.PriorityQueue's upHeap/downHeap/insertWithOverflow/pop, which ES's
 * ObjectArrayPriorityQueue copies. Not modelled: a bin of 8 colliding keys treeifying or resizing early.
 */

/** Java's String.hashCode over UTF-16 code units (32-bit overflow). */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** The capacity of a HashMap created empty that received `n` distinct keys (resize at size > 0.75 · capacity). */
export function hashMapCapacity(n: number): number {
  let cap = 16;
  while (n > cap * 0.75) cap *= 2;
  return cap;
}

/** The positions of `keys` (distinct, in insertion order) in a HashMap's iteration order. */
export function hashMapOrder(keys: readonly string[]): number[] {
  const mask = hashMapCapacity(keys.length) - 1;
  const bins = keys.map((k) => {
    const h = javaStringHash(k);
    return (h ^ (h >>> 16)) & mask;
  });
  return keys.map((_, i) => i).sort((a, b) => bins[a]! - bins[b]! || a - b);
}

/** Lucene's PriorityQueue with lessThan(a, b) = score(a) < score(b), bounded to `maxSize`. */
export class SignificancePriorityQueue<T> {
  private readonly heap: (T | undefined)[];
  private size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly score: (t: T) => number,
  ) {
    this.heap = new Array(maxSize + 1).fill(undefined);
  }

  private less(a: T, b: T): boolean {
    return this.score(a) < this.score(b);
  }

  /** insertWithOverflow: adds while there is room, else replaces the least when the new element is greater; the element left out, if any. */
  insertWithOverflow(el: T): T | undefined {
    if (this.size < this.maxSize) {
      this.heap[++this.size] = el;
      this.upHeap(this.size);
      return undefined;
    }
    if (this.size > 0 && this.less(this.heap[1]!, el)) {
      const ret = this.heap[1]!;
      this.heap[1] = el;
      this.downHeap(1);
      return ret;
    }
    return el;
  }

  /** Removes and returns the least element. */
  pop(): T | undefined {
    if (this.size === 0) return undefined;
    const result = this.heap[1];
    this.heap[1] = this.heap[this.size];
    this.heap[this.size] = undefined;
    this.size--;
    this.downHeap(1);
    return result;
  }

  /** The elements as the reduce lists them: popped into the array from its last slot to its first. */
  drainDescending(): T[] {
    const out = new Array<T>(this.size);
    for (let i = this.size - 1; i >= 0; i--) out[i] = this.pop()!;
    return out;
  }

  private upHeap(origPos: number): void {
    let i = origPos;
    const node = this.heap[i]!;
    let j = i >>> 1;
    while (j > 0 && this.less(node, this.heap[j]!)) {
      this.heap[i] = this.heap[j];
      i = j;
      j = j >>> 1;
    }
    this.heap[i] = node;
  }

  private downHeap(start: number): void {
    let i = start;
    const node = this.heap[i];
    if (node === undefined) return;
    let j = i << 1;
    let k = j + 1;
    if (k <= this.size && this.less(this.heap[k]!, this.heap[j]!)) j = k;
    while (j <= this.size && this.less(this.heap[j]!, node)) {
      this.heap[i] = this.heap[j];
      i = j;
      j = i << 1;
      k = j + 1;
      if (k <= this.size && this.less(this.heap[k]!, this.heap[j]!)) j = k;
    }
    this.heap[i] = node;
  }
}
