/**
 * A client's write after the swap that carries the very version the reindex would copy, then deleted
 * before the verification: the catch-ups take it for the copy (same `_version`), so only the `_seq_no`
 * floor at the snapshot (seqFloor.ts) shows it was a client's. Found as an intermittent "1 lost" of the
 * reindex under load (adverse.test.ts) on seeds where a window write and a client's re-create met.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../reference/simulator.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import type { Target } from '../targets/target.ts';
import { runReindex } from './reindex.ts';

const J = { 'content-type': 'application/json' };

/** An old index `t_v1` behind alias `t`, 30 documents, on `shards` shards; the simulator for synchronous writes. */
function setUp(shards: number): { sim: Simulator; t: Target } {
  const sim = new Simulator({ profile: 'default', seed: 7 });
  const t = inProcessTarget(sim);
  sim.handle({ method: 'PUT', path: '/t_v1', headers: J, body: JSON.stringify({ settings: { number_of_shards: shards }, aliases: { t: {} } }) });
  let body = '';
  for (let i = 0; i < 30; i++) body += `{"index":{"_id":"${i}"}}\n{"n":${i}}\n`;
  sim.handle({ method: 'POST', path: '/t_v1/_bulk', query: { refresh: 'true' }, headers: { 'content-type': 'application/x-ndjson' }, body });
  return { sim, t };
}

/**
 * The run: in the window before the swap a client creates `x` in the old index (version 1); right after
 * the swap another client creates `x` through the alias, in the new index, where it starts at version 1
 * too; as the verification starts, a client deletes it.
 */
function run(sim: Simulator, t: Target) {
  return runReindex(t, { alias: 't', mapping: {}, copy: 'native', batch: 10, settleMs: 0, hooks: {
    inWindow: async () => void (await t.send({ method: 'PUT', path: '/t/_doc/x', headers: J, body: '{"n":-1}' })),
    afterSwap: async () => void (await t.send({ method: 'PUT', path: '/t/_doc/x', headers: J, body: '{"n":-2}' })),
    onPhase: (p) => {
      if (p !== 'verify') return;
      sim.handle({ method: 'DELETE', path: '/t/_doc/x', query: { refresh: 'true' } });
    },
  } });
}

describe('a client write after the swap at the copy\'s version', () => {
  it.each([1, 3])('is accounted for as a client\'s, not lost (%i shard(s))', async (shards) => {
    const { sim, t } = setUp(shards);
    const r = await run(sim, t);
    expect(r.error).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.verify).toMatchObject({ lost: 0, different: 0, extra: 0, clobbered: 0, deletedAfterSwap: 1, identical: 30 });
  });

  it('planted: a floor above the client\'s write (no evidence) makes the verification call it lost', async () => {
    const { sim, t } = setUp(1);
    // The new index's highest `_seq_no`, as the snapshot phase reads it, answered far too high.
    const planted: Target = { ...t, send: async (req) => {
      const out = await t.send(req);
      const body = typeof req.body === 'string' ? req.body : '';
      if (req.path === '/t_v2/_search' && /"sort":\[\{"_seq_no"/.test(body) && out.kind === 'ok') {
        const json = { hits: { hits: [{ _id: 'z', _seq_no: 1_000_000 }] }, _shards: { total: 1 } };
        return { ...out, body: JSON.stringify(json), json };
      }
      return out;
    } };
    const r = await run(sim, planted);
    expect(r.ok).toBe(false);
    expect(r.verify).toMatchObject({ lost: 1, samples: { lost: ['x'] } });
  });
});
