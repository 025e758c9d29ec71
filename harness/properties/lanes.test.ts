/** Tests of the property lanes: who may run beside whom, and the merge of lanes' results. */
import { describe, expect, it } from 'vitest';
import { PROPERTIES } from './all.ts';
import type { PropertyContext } from './context.ts';
import { OWN_LANE, propertyLanes, runLanes, serialReason } from './lanes.ts';

const ids = (lanes: ReturnType<typeof propertyLanes>): string[][] => lanes.map((l) => l.map((d) => d.id));

describe('property lanes', () => {
  it('puts the reindex properties beside the rest, each lane in report order, every property once', () => {
    const lanes = ids(propertyLanes(PROPERTIES, true));
    expect(lanes[0]).toEqual(['reindex', 'native-reindex']);
    expect(lanes[1]).toEqual(PROPERTIES.map((d) => d.id).filter((id) => !OWN_LANE.includes(id)));
    expect(lanes.flat().sort()).toEqual(PROPERTIES.map((d) => d.id).sort());
  });
  it('runs one lane when lanes are not safe, or when a lane would be empty', () => {
    expect(ids(propertyLanes(PROPERTIES, false))).toEqual([PROPERTIES.map((d) => d.id)]);
    expect(ids(propertyLanes(PROPERTIES.filter((d) => d.id === 'search-hits'), true))).toEqual([['search-hits']]);
  });
  it('says why a context must run serially: in-process, destructive, or a replay', () => {
    const ctx = { inProcess: false, allowDestructive: false } as PropertyContext;
    expect(serialReason(ctx, false)).toBeUndefined();
    expect(serialReason({ ...ctx, inProcess: true }, false)).toMatch(/in-process/);
    expect(serialReason({ ...ctx, allowDestructive: true }, false)).toMatch(/allow-destructive/);
    expect(serialReason(ctx, true)).toMatch(/replay/);
  });
  it('yields each result as its lane ends it, the lanes at once, each lane in order', async () => {
    const started: string[] = [];
    const out: string[] = [];
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for await (const r of runLanes([['a1', 'a2'], ['b1']], async (x, lane, i) => {
      started.push(`${x}@${lane}.${i}`);
      await wait(x === 'a1' ? 60 : 5);
      return x;
    })) out.push(r);
    // b1 starts before a1 ends and comes back first; a2 only after a1.
    expect(started.slice(0, 2).sort()).toEqual(['a1@0.0', 'b1@1.0']);
    expect(out).toEqual(['b1', 'a1', 'a2']);
  });
  it('rethrows a lane that breaks, after what was ready', async () => {
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const r of runLanes([[1], [2]], async (x) => {
          if (x === 2) throw new Error('lane broke');
          return x;
        })) got.push(r);
      })(),
    ).rejects.toThrow('lane broke');
  });
});
