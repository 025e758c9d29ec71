/**
 * The reindex under live readers and writers, through a slow, jittery transport (harness/faults/
 * slowTarget.ts: latency per request, answers delayed by their size, rare stalls, so concurrent requests
 * are applied and acknowledged in any order), many times with different seeds. Writers hit a small pool
 * of ids again and again (writes, overwrites, deletes, re-creates) besides spread writes, and the run
 * waits for client writes in the window between the last catch-up pass and the swap and again right after
 * the swap, with a scripted probe of the race that once resurrected deletes (see underLoad.ts).
 *
 * Every run: 0 failed client requests, 0 lost acknowledged writes, 0 resurrected deletes, nothing stale
 * for a read or delete started after the final catch-up, and the reindex's own verification passes. A planted fault that puts the race back (faults/unguardedCreates.ts)
 * makes the verification fail. Both copy engines run (native: `_reindex`; scroll: the client copy). Seeds: REINDEX_SEED (first, default 1) and REINDEX_SEEDS (how many,
 * default 24); a failure names its seed, and the same seed replays the same choices.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../reference/simulator.ts';
import { slowTarget } from '../faults/slowTarget.ts';
import { unguardedCreates } from '../faults/unguardedCreates.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import type { Target } from '../targets/target.ts';
import { reindexUnderLoad, type UnderLoadResult } from './underLoad.ts';

const FIRST = Number(process.env.REINDEX_SEED ?? 1);
const COUNT = Number(process.env.REINDEX_SEEDS ?? 24);
/** Runs at once (each has its own simulator; they share only the event loop). */
const PARALLEL = 6;

function slowSimulator(seed: number, plant?: (t: Target) => Target): Target {
  const t = slowTarget(inProcessTarget(new Simulator({ profile: 'default', seed })), { seed });
  return plant ? plant(t) : t;
}

/**
 * Odd seeds reindex a three-shard index (marks per shard, read with preference=_shards:N; no one-shard
 * shortcut after the swap). Seeds alternate the copy engine in pairs, so every engine meets both shapes:
 * 1 native/3 shards, 2 scroll/1, 3 scroll/3, 4 native/1, …
 */
function engineOf(seed: number): 'native' | 'scroll' {
  return Math.floor(seed / 2) % 2 === 0 ? 'native' : 'scroll';
}

function run(t: Target, seed: number, copy = engineOf(seed)): Promise<UnderLoadResult> {
  return reindexUnderLoad(t, { docs: 2000, plain: false, copy, batch: 500, slices: 2, hotIds: 8, windowWrites: 15, writesBeforeSwap: 30, settleMs: 50, afterMs: 200, seed, shards: seed % 2 === 1 ? 3 : 1 });
}

function line(seed: number, r: UnderLoadResult): string {
  const v = r.reindex.verify;
  return `seed ${seed} (${r.reindex.plan?.engine.kind ?? '?'} copy, ${r.reindex.plan?.catchUp.kind === 'incremental' ? `${r.reindex.plan.catchUp.shards} shard(s)` : r.reindex.plan?.catchUp.kind}): reindex ${r.reindex.ok ? 'ok' : `NOT ok (${r.reindex.error})`}; ${r.load.ops} client ops, ${r.load.failed} failed, ${r.staleAfter.final} stale after the final catch-up, ${r.check.checked} ids checked, ${r.check.lost} lost, ${r.check.resurrected} resurrected${r.check.samples.length ? ` (${r.check.samples.slice(0, 3).join('; ')})` : ''}; fast ${JSON.stringify(r.reindex.fast)}; verify ${v ? `${v.identical} identical, ${v.changedAfterSwap}/${v.createdAfterSwap}/${v.deletedAfterSwap} by clients, ${v.lost} lost, ${v.different} older, ${v.extra} extra, ${v.clobbered} clobbered` : '-'}`;
}

describe(`reindex under load through a slow, jittery transport (seeds ${FIRST}..${FIRST + COUNT - 1})`, () => {
  it('every seed: no failed client request, no lost write, no resurrected delete, and verification passes', async () => {
    const seeds = Array.from({ length: COUNT }, (_, i) => FIRST + i);
    const problems: string[] = [];
    for (let i = 0; i < seeds.length; i += PARALLEL) {
      await Promise.all(seeds.slice(i, i + PARALLEL).map(async (seed) => {
        const r = await run(slowSimulator(seed), seed);
        console.log(line(seed, r));
        const shards = seed % 2 === 1 ? 3 : 1;
        const bad = r.reindex.plan?.engine.kind !== engineOf(seed) || !r.reindex.ok || r.reindex.plan?.catchUp.kind !== 'incremental' || r.reindex.plan.catchUp.shards !== shards || r.load.failed > 0 || r.check.lost > 0 || r.check.resurrected > 0 || r.staleAfter.final > 0 || r.check.checked < 10 || !r.reindex.fast || r.reindex.fast.changed === 0;
        if (bad) problems.push(line(seed, r));
      }));
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it.each(['native', 'scroll'] as const)('a planted resurrection (the catch-up creating over a client\'s delete) fails the verification (%s copy)', async (copy) => {
    const seed = FIRST;
    const r = await run(slowSimulator(seed, unguardedCreates), seed, copy);
    console.log(`planted: ${line(seed, r)}`);
    // The clients see it: the probe's acknowledged delete is undone.
    expect(r.check.samples.join('\n')).toMatch(/probe-window: acknowledged delete, alias has rev/);
    expect(r.check.resurrected).toBeGreaterThan(0);
    // And so does the reindex's own verification, which alone decides the command's exit code.
    expect(r.reindex.ok).toBe(false);
    expect(r.reindex.verify!.clobbered).toBeGreaterThan(0);
    expect(r.reindex.verify!.samples.clobbered).toContain('probe-window');
    expect(r.reindex.error).toMatch(/written by the catch-up over a client's change after the swap/);
  }, 60_000);
});
