/**
 * A split, shrunk or cloned index is durable as any index is: it comes back from the journal (the resize
 * replayed through the core) and from a snapshot after a compaction, with its documents and its routing
 * shards (IndexState.routingNumShards), so routing still names the shard each document sits on.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { durable, send, ticking } from './dataTestkit.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'cfx-resize-durable-'));

async function ok(s: RunningServer, method: string, path: string, body?: unknown): Promise<void> {
  const r = await send(s, method, path, body === undefined ? undefined : JSON.stringify(body));
  expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300);
}

/** A two-shard source with routed documents, split to eight and shrunk to one. */
async function resized(s: RunningServer, docs: number): Promise<void> {
  await ok(s, 'PUT', '/src', { settings: { number_of_shards: 2, number_of_replicas: 0 } });
  for (let i = 0; i < docs; i++) await ok(s, 'PUT', `/src/_doc/d${i}?routing=r${i % 5}`, { n: i, pad: 'p'.repeat(60) });
  await ok(s, 'PUT', '/src/_block/write');
  await ok(s, 'POST', '/src/_split/wide', { settings: { number_of_shards: 8 } });
  await ok(s, 'POST', '/src/_shrink/narrow');
}

/** The shard `_search_shards` names for a routing value, and the routed count there. */
async function routed(s: RunningServer, routing: string): Promise<[number, number]> {
  const shard = JSON.parse((await send(s, 'GET', `/wide/_search_shards?routing=${routing}`)).text).shards[0][0].shard as number;
  const count = JSON.parse((await send(s, 'GET', `/wide/_count?routing=${routing}`)).text).count as number;
  return [shard, count];
}

describe('resized indexes under --data', () => {
  it('come back from the journal and from a snapshot, routing shards included', async () => {
    for (const compactBytes of [undefined, 2048]) {
      const dir = fresh();
      const s1 = await startServer({ port: 0, dataDir: dir, seed: 5, now: ticking(), ...(compactBytes ? { compactBytes } : {}) });
      await resized(s1, 40);
      await s1.data!.settled();
      if (compactBytes) expect(s1.data!.bytes.generation, 'no compaction happened: the test proves nothing').toBeGreaterThan(0);
      const before = durable(s1.simulator);
      const where = await routed(s1, 'r3');
      expect(s1.simulator.state.indices.get('wide')!.routingNumShards).toBe(1024);
      await s1.close();
      const s2 = await startServer({ port: 0, dataDir: dir, seed: 5, ...(compactBytes ? { compactBytes } : {}) });
      expect(durable(s2.simulator)).toBe(before);
      expect(s2.simulator.state.indices.get('wide')!.routingNumShards).toBe(1024);
      expect(await routed(s2, 'r3')).toEqual(where);
      await s2.close();
    }
  }, 60_000);
});
