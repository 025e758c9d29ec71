/**
 * End to end on the served simulator: 100,000 documents, readers and writers through the alias while
 * the reindex runs. Default mode: no failed client request, no lost or resurrected document. `--plain`:
 * the spec's procedure loses writes (deterministically: the swap waits until writes were acknowledged
 * on the old index after the copy's scroll views were fixed, and those the plain copy never sees).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import { httpTarget } from '../targets/httpTarget.ts';
import type { Target } from '../targets/target.ts';
import { reindexUnderLoad } from './underLoad.ts';

const DOCS = 100_000;
let server: RunningServer | undefined;
let target: Target | undefined;

afterEach(async () => {
  await target?.close();
  await server?.close();
});

async function open(): Promise<Target> {
  server = await startServer({ port: 0, profile: 'default' });
  target = httpTarget(server.url, { timeoutMs: 60_000, connections: 16 });
  return target;
}

describe('reindex under load (100,000 documents, served simulator)', () => {
  it('default mode: zero failed client requests, zero lost acknowledged writes, zero resurrected deletes', async () => {
    const t = await open();
    const started = performance.now();
    const r = await reindexUnderLoad(t, { docs: DOCS, plain: false, batch: 5000, writesBeforeSwap: 50 });
    const ms = performance.now() - started;
    console.log(`default: ${Math.round(ms)} ms in all; seed ${Math.round(r.loadDocsPerSec)} docs/s; reindex ${Math.round(r.reindex.durationMs)} ms (${Math.round(r.reindexDocsPerSec)} docs/s); load ${JSON.stringify(r.load)}; check ${JSON.stringify(r.check)}; final ${JSON.stringify({ ...r.reindex.final, writes: undefined })}`);
    console.log(`default: plan ${JSON.stringify(r.reindex.plan?.catchUp)}; window ${JSON.stringify(r.windowMs)}; stale after ${JSON.stringify(r.staleAfter)}; fast ${JSON.stringify(r.reindex.fast)}`);
    console.log(`default: phases ${r.reindex.phases.map((p) => `${p.phase} ${Math.round(p.endMs - p.startMs)}`).join(', ')}; passes ${r.reindex.passes.map((p) => `${p.kind} ${p.read}/${p.copied}/${p.deleted} ${Math.round(p.ms)}ms`).join(', ')}`);
    expect(r.reindex.error).toBeUndefined();
    expect(r.reindex.ok).toBe(true);
    expect(r.load.writesSinceMark).toBeGreaterThanOrEqual(50);
    expect(r.load.failed).toBe(0);
    expect(r.check.checked).toBeGreaterThan(100);
    expect(r.check.lost).toBe(0);
    expect(r.check.resurrected).toBe(0);
    expect(r.reindex.verify).toMatchObject({ lost: 0, different: 0, extra: 0 });
    expect(r.reindex.verify!.identical).toBeGreaterThan(DOCS * 0.99);
    expect(r.timeline.markers.map((m) => m.label)).toContain('swap');
    // The stale window, bounded without timing: the simulator supports `_seq_no` ranges, so the catch-up
    // is incremental; once the catch-up right after the swap is done, no read sees an older revision of
    // an acknowledged write and no delete misses one; once the final catch-up is done, nothing is stale.
    expect(r.reindex.plan?.catchUp).toEqual({ kind: 'incremental', shards: 1, marks: 'seen' });
    expect(r.reindex.fast?.error).toBeUndefined();
    expect(r.staleAfter.fast).toMatchObject({ older: 0, delete: 0 });
    expect(r.staleAfter.final).toBe(0);
  }, 120_000);

  it('--plain (the spec as written) loses acknowledged writes made while it copies', async () => {
    const t = await open();
    const r = await reindexUnderLoad(t, { docs: DOCS, plain: true, batch: 5000, writesBeforeSwap: 50 });
    console.log(`plain: load ${JSON.stringify(r.load)}; check ${JSON.stringify(r.check)}; verify ${JSON.stringify({ ...r.reindex.verify, slices: undefined, samples: undefined })}`);
    expect(r.reindex.swapped).toBe(true);
    expect(r.load.failed).toBe(0);
    expect(r.load.writesSinceMark).toBeGreaterThanOrEqual(50);
    expect(r.check.lost + r.check.resurrected).toBeGreaterThan(0);
    // The procedure's own verification sees it too.
    expect(r.reindex.ok).toBe(false);
    expect(r.reindex.verify!.lost + r.reindex.verify!.different + r.reindex.verify!.extra).toBeGreaterThan(0);
  }, 120_000);
});

describe('reindex under load in every version family (the case conformance run includes)', () => {
  // ES 5 wants `_type` in every bulk line; OpenSearch 2 is typeless whatever its version number says.
  for (const profile of ['es5', 'es6', 'es8', 'opensearch2'] as const) {
    it(`${profile}: the default mode loses nothing and the case passes`, async () => {
      const { referenceTarget } = await import('../targets/referenceTarget.ts');
      const { reindexUnderLoadCase } = await import('./underLoad.ts');
      for (const variant of ['default', 'default-scroll'] as const) {
        const c = await reindexUnderLoadCase(await referenceTarget({ profile }), variant, 300);
        expect(c.status, `${variant}: ${c.message}`).toBe('passed');
      }
    });
  }
});
