/**
 * significant_text's `filter_duplicate_text`: ES's DeDuplicatingTokenFilter over a DuplicateByteSequenceSpotter
 * (org.elasticsearch.lucene.analysis.miscellaneous). Each token hashes to one byte (MurmurHash3.hash128 of its
 * UTF-8 bytes, seed 0, low byte of h1); the spotter counts every 6-byte sequence it has seen (up to 255) across
 * the documents it is fed, and a token within a window of 6 whose latest byte completed an already-seen
 * sequence is dropped. One spotter serves one parent bucket on one shard (SignificantTextCollectorSource:
 * dupSequenceSpotters by owningBucketOrd), restarted at each document (startNewSequence).
 */
import { murmur3x64, utf8 } from './hash.ts';

const TREE_DEPTH = 6;
const MAX_HIT_COUNT = 255;

/** DuplicateByteSequenceSpotter: the hit counts of 6-byte sequences, and the circular buffer of the latest bytes. */
export class DuplicateByteSequenceSpotter {
  // The trie's leaves keyed by the 6 bytes as one 48-bit number (exact in a double); values are hit counts.
  private readonly hits = new Map<number, number>();
  private readonly buffer = new Uint8Array(TREE_DEPTH);
  private filled = false;
  private next = 0;

  /** Forgets the latest bytes (not the counts): no sequence spans two documents. */
  startNewSequence(): void {
    this.filled = false;
    this.next = 0;
  }

  /** Adds a byte; the times the sequence of it and the 5 before it was seen before (0 until 6 bytes are in). */
  addByte(b: number): number {
    this.buffer[this.next] = b & 0xff;
    this.next++;
    if (this.next >= TREE_DEPTH) {
      this.next = 0;
      this.filled = true;
    }
    if (!this.filled) return 0;
    let key = 0;
    for (let i = 0, p = this.next; i < TREE_DEPTH; i++, p = (p + 1) % TREE_DEPTH) key = key * 256 + this.buffer[p]!;
    // LightweightTreeNode.add: a new leaf counts 1 (answer 1); a seen one answers its count + 1, counting to 255.
    const prior = this.hits.get(key) ?? 0;
    this.hits.set(key, Math.min(prior + 1, MAX_HIT_COUNT));
    return prior;
  }
}

/** The byte a token feeds the spotter: the low byte of MurmurHash3.hash128(term bytes, seed 0).h1. */
export function tokenByte(term: string): number {
  return Number(murmur3x64(utf8(term), 0n).h1 & 0xffn);
}

/**
 * DeDuplicatingTokenFilter over one token stream (one source value): the tokens kept, in order. Ported with its
 * window of 6 buffered states, including that a sighting marks all 6 slots, filled or not.
 */
export function dedupTokens(terms: readonly string[], spotter: DuplicateByteSequenceSpotter): string[] {
  const states: (string | undefined)[] = new Array(TREE_DEPTH).fill(undefined);
  const maxSightings = new Array<number>(TREE_DEPTH).fill(0);
  const out: string[] = [];
  const record = (c: number) => {
    // recordLengthInfoState: the state keeps the largest sighting marked on its slot; accept() keeps it at 0.
    if (maxSightings[c]! === 0) out.push(states[c]!);
    maxSightings[c] = 0;
  };
  let cursor = 0;
  let wrapped = false;
  for (const t of terms) {
    const n = spotter.addByte(tokenByte(t));
    states[cursor] = t;
    if (n >= 1) for (let i = 0; i < TREE_DEPTH; i++) maxSightings[i] = Math.max(maxSightings[i]!, n);
    cursor++;
    if (cursor >= TREE_DEPTH) {
      cursor = 0;
      wrapped = true;
    }
    if (wrapped && states[cursor] !== undefined) record(cursor);
  }
  for (let p = wrapped ? (cursor + 1) % TREE_DEPTH : 0; p !== cursor; p = (p + 1) % TREE_DEPTH) record(p);
  return out;
}
