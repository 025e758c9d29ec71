/** readAhead: one item asked for ahead of the consumer, never two requests of one stream at once. */
import { describe, expect, it } from 'vitest';
import { readAhead } from './scan.ts';

/** An iterator of 0…n-1 that answers after a tick and records how many of its calls overlap. */
function slowSource(n: number) {
  const log = { asked: 0, inFlight: 0, maxInFlight: 0, returned: false };
  let i = 0;
  const it: AsyncIterator<number> = {
    async next() {
      log.asked++;
      log.inFlight++;
      log.maxInFlight = Math.max(log.maxInFlight, log.inFlight);
      await new Promise((r) => setTimeout(r, 1));
      log.inFlight--;
      return i < n ? { done: false, value: i++ } : { done: true, value: undefined };
    },
    async return() {
      log.returned = true;
      return { done: true, value: undefined };
    },
  };
  return { it, log };
}

describe('readAhead', () => {
  it('hands out every item in order, asks for the next one while the consumer works, one request at a time', async () => {
    const src = slowSource(5);
    const seen: number[] = [];
    for await (const x of readAhead(src.it)) {
      await new Promise((r) => setTimeout(r, 5)); // the consumer's work: the next item is on its way meanwhile
      expect(src.log.asked).toBe(Math.min(x + 2, 6)); // this item and the one after it
      seen.push(x);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(src.log.maxInFlight).toBe(1);
  });

  it('closes the source when the consumer stops early', async () => {
    const src = slowSource(10);
    for await (const x of readAhead(src.it)) if (x === 2) break;
    expect(src.log.returned).toBe(true);
    expect(src.log.inFlight).toBe(0);
  });
});
