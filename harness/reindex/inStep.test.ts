/** inStep: pages paired with the old side read alongside; what is not paired is left to the lookups. */
import { describe, expect, it } from 'vitest';
import type { Hit } from './hits.ts';
import { inStep, type SteppedPage } from './inStep.ts';

const hits = (ids: number[], type?: string): Hit[] => ids.map((i) => ({ _id: String(i), ...(type ? { _type: type } : {}), _version: i }));
const chunks = (hs: Hit[], n: number): Hit[][] => Array.from({ length: Math.ceil(hs.length / n) }, (_, i) => hs.slice(i * n, i * n + n));

/** An async iterator over pages that records how many were read and whether it was closed. */
function source(pages: Hit[][]) {
  const log = { read: 0, closed: false };
  async function* gen(): AsyncGenerator<Hit[]> {
    try {
      for (const p of pages) {
        log.read++;
        yield p;
      }
    } finally {
      log.closed = true;
    }
  }
  return { it: gen(), log };
}

async function all(g: AsyncGenerator<SteppedPage>): Promise<SteppedPage[]> {
  const out: SteppedPage[] = [];
  for await (const p of g) out.push(p);
  return out;
}

describe('inStep', () => {
  it('pairs every hit with its twin when both sides come in the same order, a little apart', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i);
    const shifted = [...ids.slice(5), ...ids.slice(0, 5)]; // the old side five hits ahead, wrapping
    const old = source(chunks(hits(shifted), 10));
    const out = await all(inStep(source(chunks(hits(ids), 10)).it, old.it));
    const paired = out.flatMap((p) => p.page.filter((h) => p.twins.get(h)?._id === h._id));
    expect(paired.length).toBeGreaterThanOrEqual(95);
    for (const p of out) for (const [h, o] of p.twins) expect([o._id, o._type]).toEqual([h._id, h._type]);
    expect(old.log.closed).toBe(true);
  });

  it('pairs everything when the old side comes in larger pages (a page asked for ahead is never dropped)', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => i);
    const old = source(chunks(hits(ids), 70));
    const out = await all(inStep(source(chunks(hits(ids), 10)).it, old.it));
    expect(out.reduce((n, p) => n + p.twins.size, 0)).toBe(300);
    expect(old.log.closed).toBe(true);
  });

  it('gets back in step after a document missing on one side or extra on the other', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i);
    const old = [...ids.filter((i) => i !== 10 && i !== 50), 1000].sort((a, b) => a - b);
    old.splice(30, 0, 2000); // an old document the driving side lacks
    const out = await all(inStep(source(chunks(hits(ids), 10)).it, source(chunks(hits(old), 10)).it));
    const twinned = out.flatMap((p) => [...p.twins.keys()].map((h) => Number(h._id)));
    expect(twinned.sort((a, b) => a - b)).toEqual(ids.filter((i) => i !== 10 && i !== 50));
  });

  it('pairs nothing across types, and drops the old side after the first pages when the orders differ', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => i);
    const typed = await all(inStep(source(chunks(hits(ids, 'a'), 10)).it, source(chunks(hits(ids, 'b'), 10)).it));
    expect(typed.every((p) => p.twins.size === 0)).toBe(true);
    const reversed = source(chunks(hits([...ids].reverse()), 10));
    const out = await all(inStep(source(chunks(hits(ids), 10)).it, reversed.it));
    expect(out.flatMap((p) => p.page).length).toBe(200); // every page still comes, for the lookups
    expect(reversed.log.read).toBeLessThanOrEqual(4); // two pages, one ahead and the one read ahead of that (readAhead), then closed
    expect(reversed.log.closed).toBe(true);
  });

  it('holds old hits a few pages only (memory stays bounded)', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i);
    // Id 95 comes first on the old side, nine pages before its twin: forgotten by then, so it is left to a lookup.
    const early = [95, ...ids.filter((i) => i !== 95)];
    const out = await all(inStep(source(chunks(hits(ids), 10)).it, source(chunks(hits(early), 10)).it));
    const twinned = new Set(out.flatMap((p) => [...p.twins.keys()].map((h) => h._id)));
    expect(twinned.has('95')).toBe(false);
    expect(twinned.size).toBe(99);
  });
});
