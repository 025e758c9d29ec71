/**
 * Deterministic identifiers: auto document ids in ES's shape (20 chars of URL-safe base64 over 15
 * time-based bytes) and index uuids (22 chars). A seed and the injected clock fix the sequence.
 */
import { base64url } from './base64url.ts';

export class IdSource {
  private counter = 0;
  private state = 1;
  constructor(seed: number) {
    this.reset(seed);
  }

  /** Restarts the sequence from a seed. */
  reset(seed: number): void {
    this.counter = 0;
    this.state = (seed >>> 0) || 1;
  }

  /** Where the sequence stands (to be restored with `load`): a journal records it so a replay draws the same ids. */
  save(): [number, number] {
    return [this.counter, this.state];
  }

  /** Puts the sequence back where `save` found it. */
  load(saved: readonly [number, number]): void {
    this.counter = saved[0];
    this.state = saved[1] >>> 0 || 1;
  }

  private next(): number {
    // xorshift32: small, fast, and reproducible from the seed.
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }

  /** A 20-char auto id: time and a sequence number first, so ids sort roughly by creation. */
  docId(now: number): string {
    const seq = this.counter++;
    const r = this.next();
    const t = Math.floor(now);
    const bytes = [
      (seq >>> 16) & 255, (t / 2 ** 40) & 255, (t / 2 ** 32) & 255, (t >>> 24) & 255, (t >>> 16) & 255,
      (t >>> 8) & 255, t & 255, (seq >>> 8) & 255, seq & 255, (r >>> 24) & 255, (r >>> 16) & 255,
      (r >>> 8) & 255, r & 255, (seq >>> 24) & 255, (r >>> 4) & 255,
    ];
    return base64url(bytes);
  }

  /** A 22-char index uuid. */
  uuid(): string {
    const bytes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = this.next();
      bytes.push((r >>> 24) & 255, (r >>> 16) & 255, (r >>> 8) & 255, r & 255);
    }
    return base64url(bytes);
  }
}
