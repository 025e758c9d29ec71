/**
 * The documents of an index (`IndexState.docs`): a `Map<string, Doc>` in every way its readers see (insertion
 * order, a key set again keeps its place, iterators that see later writes and skip deleted entries, as the
 * spec's Map iterators do), kept in a table of our own. Why: a bulk load looks up every new id before it
 * writes it, and a miss in V8's Map of a million string keys walks a bucket's chain of keys scattered over
 * the heap (0.4–0.8 µs with the `set` after it, 10–13% of a bulk load's profile). Here a miss reads two
 * typed arrays at one place (open addressing with linear probing, the key's hash kept beside its slot) and
 * touches no key unless the hashes match.
 *
 * Entries live in two arrays in insertion order (keys, values); a delete leaves a hole, and the arrays are
 * compacted when holes are half of them. An iterator made before a compaction keeps its place after it:
 * the compacted store names its successor and the positions it dropped (V8's OrderedHashTable does the same).
 * It extends Map so that `instanceof Map` and the type hold; the inherited Map's own storage stays empty.
 */
import type { Doc } from './doc.ts';

/** One generation of the entry arrays; `next` and `removed` are set when a compaction or clear replaced it. */
interface Store {
  keys: (string | undefined)[];
  vals: (Doc | undefined)[];
  next: Store | undefined;
  /** The positions (ascending) holes held when compacted; undefined with `next`: cleared, every position gone. */
  removed: Int32Array | undefined;
}

const MIN_SLOTS = 16;
/** Holes are compacted away once they are this many and half of the entry arrays. */
const MIN_HOLES = 64;

/** murmur3's 32-bit finaliser: every input bit moves every output bit. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * A 32-bit hash of a string: FNV-1a, then the finaliser so that ids differing in one digit spread. A key of
 * one to nine digits (the ids of most loads: 0, 1, 2, ...) keeps its value's low three bits as the hash's
 * and has the rest mixed: consecutive ids fill neighbouring slots, eight to a cache line, so a load of new
 * ids misses the cache once per eight lookups instead of once per lookup (a million keys' slots are 16 MB,
 * and that miss was 5% of a bulk load). Ids far apart still spread, and ids alike in their low bits
 * (multiples of 8, of 1,024, ...) take one slot of each group of eight, which linear probing keeps short.
 */
function hashOf(k: string): number {
  const n = k.length;
  if (n > 0 && n <= 9) {
    let v = 0;
    let i = 0;
    for (; i < n; i++) {
      const c = k.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      v = v * 10 + c;
    }
    if (i === n) return (fmix(v >>> 3) << 3) | (v & 7);
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ k.charCodeAt(i), 0x01000193);
  return fmix(h);
}

/** The position in the current store of position `pos` of an older one. */
function carried(from: Store, pos: number): { store: Store; pos: number } {
  let s = from;
  while (s.next !== undefined) {
    const removed = s.removed;
    if (removed === undefined) pos = 0;
    else {
      // Positions dropped before `pos`: a binary search of the ascending list.
      let lo = 0;
      let hi = removed.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (removed[mid]! < pos) lo = mid + 1;
        else hi = mid;
      }
      pos -= lo;
    }
    s = s.next;
  }
  return { store: s, pos };
}

const DONE: Store = { keys: [], vals: [], next: undefined, removed: undefined };

/** 0: keys, 1: values, 2: entries. */
type Kind = 0 | 1 | 2;

class DocTableIterator<T> implements IterableIterator<T> {
  private store: Store;
  private pos: number;
  private readonly kind: Kind;

  constructor(store: Store, kind: Kind) {
    this.store = store;
    this.pos = 0;
    this.kind = kind;
  }

  next(): IteratorResult<T> {
    if (this.store.next !== undefined) ({ store: this.store, pos: this.pos } = carried(this.store, this.pos));
    const { keys, vals } = this.store;
    while (this.pos < keys.length) {
      const i = this.pos++;
      const k = keys[i];
      if (k === undefined) continue;
      const value = this.kind === 0 ? k : this.kind === 1 ? vals[i] : [k, vals[i]];
      return { value: value as T, done: false };
    }
    // An exhausted iterator stays so (the spec's Map iterator forgets its map).
    this.store = DONE;
    return { value: undefined, done: true };
  }

  [Symbol.iterator](): IterableIterator<T> {
    return this;
  }
}

export class DocTable extends Map<string, Doc> {
  private store: Store;
  /**
   * Per slot two numbers side by side (one cache line for both): the entry's position + 1 (0: empty) at
   * `2p`, its key's hash at `2p + 1`.
   */
  private slots: Int32Array;
  /** Slots − 1. */
  private mask: number;
  private count: number;
  private holes: number;

  constructor(entries?: Iterable<readonly [string, Doc]>) {
    super();
    this.store = { keys: [], vals: [], next: undefined, removed: undefined };
    this.slots = new Int32Array(2 * MIN_SLOTS);
    this.mask = MIN_SLOTS - 1;
    this.count = 0;
    this.holes = 0;
    if (entries) for (const [k, v] of entries) this.set(k, v);
  }

  override get size(): number {
    return this.count;
  }

  /** The slot holding `key` (hash `h`), or -1. */
  private slotOf(key: string, h: number): number {
    const slots = this.slots;
    const mask = this.mask;
    const keys = this.store.keys;
    for (let p = h & mask; ; p = (p + 1) & mask) {
      const e = slots[2 * p]!;
      if (e === 0) return -1;
      if (slots[2 * p + 1] === h && keys[e - 1] === key) return p;
    }
  }

  override get(key: string): Doc | undefined {
    if (typeof key !== 'string') return undefined;
    const p = this.slotOf(key, hashOf(key));
    return p < 0 ? undefined : this.store.vals[this.slots[2 * p]! - 1];
  }

  override has(key: string): boolean {
    return typeof key === 'string' && this.slotOf(key, hashOf(key)) >= 0;
  }

  override set(key: string, value: Doc): this {
    if (typeof key !== 'string') throw new TypeError('a document key is a string');
    const h = hashOf(key);
    const slots = this.slots;
    const mask = this.mask;
    const { keys, vals } = this.store;
    let p = h & mask;
    for (; ; p = (p + 1) & mask) {
      const e = slots[2 * p]!;
      if (e === 0) break;
      if (slots[2 * p + 1] === h && keys[e - 1] === key) {
        vals[e - 1] = value;
        return this;
      }
    }
    keys.push(key);
    vals.push(value);
    slots[2 * p] = keys.length;
    slots[2 * p + 1] = h;
    // At most half the slots used: a miss probes about two and a half.
    if (++this.count > mask >>> 1) this.grow();
    return this;
  }

  override delete(key: string): boolean {
    if (typeof key !== 'string') return false;
    let i = this.slotOf(key, hashOf(key));
    if (i < 0) return false;
    const slots = this.slots;
    const mask = this.mask;
    const e = slots[2 * i]! - 1;
    this.store.keys[e] = undefined;
    this.store.vals[e] = undefined;
    this.count--;
    this.holes++;
    // Backward-shift deletion: a later slot of the run moves into the gap unless its home lies after the gap.
    for (let j = (i + 1) & mask; slots[2 * j] !== 0; j = (j + 1) & mask) {
      const home = slots[2 * j + 1]! & mask;
      const stays = i <= j ? i < home && home <= j : i < home || home <= j;
      if (stays) continue;
      slots[2 * i] = slots[2 * j]!;
      slots[2 * i + 1] = slots[2 * j + 1]!;
      i = j;
    }
    slots[2 * i] = 0;
    slots[2 * i + 1] = 0;
    if (this.holes >= MIN_HOLES && this.holes * 2 >= this.store.keys.length) this.compact();
    return true;
  }

  override clear(): void {
    const old = this.store;
    this.store = { keys: [], vals: [], next: undefined, removed: undefined };
    old.next = this.store;
    old.removed = undefined;
    this.slots = new Int32Array(2 * MIN_SLOTS);
    this.mask = MIN_SLOTS - 1;
    this.count = 0;
    this.holes = 0;
  }

  /** Twice the slots, every key placed again by its kept hash. */
  private grow(): void {
    const old = this.slots;
    const n = (this.mask + 1) * 2;
    const slots = new Int32Array(2 * n);
    const mask = n - 1;
    for (let q = 0; q < old.length; q += 2) {
      const e = old[q]!;
      if (e === 0) continue;
      const h = old[q + 1]!;
      let p = h & mask;
      while (slots[2 * p] !== 0) p = (p + 1) & mask;
      slots[2 * p] = e;
      slots[2 * p + 1] = h;
    }
    this.slots = slots;
    this.mask = mask;
  }

  /** A new store without the holes; the slots keep their places and are renumbered. */
  private compact(): void {
    const old = this.store;
    const removed = new Int32Array(this.holes);
    const renumber = new Int32Array(old.keys.length);
    const keys: (string | undefined)[] = [];
    const vals: (Doc | undefined)[] = [];
    let r = 0;
    for (let i = 0; i < old.keys.length; i++) {
      const k = old.keys[i];
      if (k === undefined) {
        removed[r++] = i;
        continue;
      }
      renumber[i] = keys.length;
      keys.push(k);
      vals.push(old.vals[i]);
    }
    const slots = this.slots;
    for (let q = 0; q < slots.length; q += 2) if (slots[q] !== 0) slots[q] = renumber[slots[q]! - 1]! + 1;
    this.store = { keys, vals, next: undefined, removed: undefined };
    old.next = this.store;
    old.removed = removed;
    this.holes = 0;
  }

  /**
   * Its keys and values in iteration order, as two arrays: what spreading keys() and values() gives, at the cost
   * of two array copies (a compaction's freeze copies a million entries in ~10 ms this way, ~130 ms through the
   * iterators, while the server waits).
   */
  copyEntries(): { keys: string[]; values: Doc[] } {
    const { keys, vals } = this.store;
    if (this.holes === 0) return { keys: keys.slice() as string[], values: vals.slice() as Doc[] };
    const k: string[] = [];
    const v: Doc[] = [];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === undefined) continue;
      k.push(key);
      v.push(vals[i]!);
    }
    return { keys: k, values: v };
  }

  override keys(): IterableIterator<string> {
    return new DocTableIterator<string>(this.store, 0);
  }

  override values(): IterableIterator<Doc> {
    return new DocTableIterator<Doc>(this.store, 1);
  }

  override entries(): IterableIterator<[string, Doc]> {
    return new DocTableIterator<[string, Doc]>(this.store, 2);
  }

  override [Symbol.iterator](): IterableIterator<[string, Doc]> {
    return this.entries();
  }

  override forEach(callback: (value: Doc, key: string, map: Map<string, Doc>) => void, thisArg?: unknown): void {
    const it = new DocTableIterator<[string, Doc]>(this.store, 2);
    for (let r = it.next(); !r.done; r = it.next()) callback.call(thisArg, r.value[1], r.value[0], this);
  }
}
