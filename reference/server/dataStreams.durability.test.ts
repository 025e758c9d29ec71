/**
 * Data streams are durable as indexes and templates are: a stream made by a write, rolled over, changed by
 * `_modify` and deleted comes back after a restart from the journal alone, and from a snapshot after a
 * compaction, with the same durable state (streams included, reference/testkit.ts stateDump).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { durable, send, ticking } from './dataTestkit.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'cfx-ds-durable-'));

async function ok(s: RunningServer, method: string, path: string, body?: unknown): Promise<void> {
  const r = await send(s, method, path, body === undefined ? undefined : JSON.stringify(body));
  expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300);
}

/** A template, a stream made by its first write, a rollover, a second stream made by PUT, one deleted. */
async function streams(s: RunningServer): Promise<void> {
  await ok(s, 'PUT', '/_index_template/events', { index_patterns: ['events-*'], data_stream: {}, priority: 500 });
  await ok(s, 'POST', '/events-a/_doc', { '@timestamp': '2026-01-01T00:00:00Z', n: 1 });
  await ok(s, 'POST', '/events-a/_rollover');
  await ok(s, 'PUT', '/events-a/_create/x', { '@timestamp': '2026-01-02T00:00:00Z', n: 2 });
  await ok(s, 'PUT', '/_data_stream/events-b');
  await ok(s, 'PUT', '/_data_stream/events-c');
  await ok(s, 'DELETE', '/_data_stream/events-c');
  await ok(s, 'POST', '/_aliases', { actions: [{ add: { index: 'events-a', alias: 'events', is_write_index: true } }, { add: { index: 'events-b', alias: 'events' } }] });
}

describe('data streams under --data', () => {
  it('come back from the journal after a restart, generations, backing indices and documents alike', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 3, now: ticking() });
    await streams(s1);
    const before = durable(s1.simulator);
    expect([...s1.simulator.state.dataStreams.keys()]).toEqual(['events-a', 'events-b']);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 3 });
    expect(durable(s2.simulator)).toBe(before);
    const got = await send(s2, 'GET', '/_data_stream/events-a');
    expect(JSON.parse(got.text).data_streams[0].generation).toBe(2);
    await s2.close();
  }, 30_000);

  it('come back from a snapshot after a compaction', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 3, now: ticking(), compactBytes: 2048 });
    await streams(s1);
    for (let i = 0; i < 40; i++) await ok(s1, 'PUT', `/events-b/_create/d${i}`, { '@timestamp': '2026-01-03T00:00:00Z', pad: 'p'.repeat(60) });
    await s1.data!.settled();
    expect(s1.data!.bytes.generation, 'no compaction happened: the test proves nothing').toBeGreaterThan(0);
    const before = durable(s1.simulator);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 3, compactBytes: 2048 });
    expect(durable(s2.simulator)).toBe(before);
    expect([...s2.simulator.state.dataStreams.keys()]).toEqual(['events-a', 'events-b']);
    await s2.close();
  }, 30_000);
});
