/**
 * Compaction while serving: it writes the snapshot between requests, so requests are answered while it
 * is under way (held at each of its steps here through the store's `pause` hook, not by timing), and
 * a crash at any of its steps, with what was not fsynced lost (CrashFs), loses nothing acknowledged.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { CrashFs } from './crashFs.ts';
import { durable, send, ticking } from './dataTestkit.ts';
import type { CompactionStep } from './dataStore.ts';
import { SnapshotReader, SnapshotSource } from './snapshot.ts';
import { frame, scanFrames } from './frames.ts';
import { Simulator } from '../simulator.ts';
import { emptyState } from '../core/state.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'cfx-compact-'));

async function ok(s: RunningServer, method: string, path: string, body?: string, type?: string): Promise<string> {
  const r = await send(s, method, path, body, type);
  expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300);
  return r.text;
}

/** A bulk of documents k/d{from}… (one record), so the index spans several snapshot records. */
const bulk = (from: number, n: number) => Array.from({ length: n }, (_, i) => `{"index":{"_index":"k","_id":"d${from + i}"}}\n{"n":${from + i}}\n`).join('');

/**
 * A server whose compactions stop at `holdAt` until `release()`; each slice writes one record. Writes
 * 2,500 documents (three documents records), then one more change at a time until a compaction begins.
 */
async function heldCompaction(dir: string, holdAt: CompactionStep | undefined, fs?: CrashFs) {
  const s = await startServer({ port: 0, dataDir: dir, seed: 9, now: ticking(), compactBytes: 60_000, ...(fs ? { dataFs: fs } : {}) });
  const store = s.data!;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let reached: () => void;
  const atHold = new Promise<void>((r) => (reached = r));
  const steps: CompactionStep[] = [];
  store.sliceMs = 0;
  store.pause = (step) => {
    steps.push(step);
    if (step === holdAt) {
      reached();
      return held;
    }
    return new Promise((r) => setImmediate(r));
  };
  await ok(s, 'PUT', '/k');
  await ok(s, 'POST', '/_bulk', bulk(0, 2500), 'application/x-ndjson');
  let i = 0;
  while (!store.compacting) await ok(s, 'PUT', `/k/_doc/x${i++}`, '{"pad":"' + 'p'.repeat(1000) + '"}');
  return { s, store, release, atHold, steps };
}

describe('compaction while serving', () => {
  it('a snapshot source gives the state of the moment it was made, whatever changes after its freeze', () => {
    const sim = new Simulator({ seed: 3, now: ticking() });
    sim.handle({ method: 'PUT', path: '/k', headers: {} });
    sim.handle({ method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body: Buffer.from(bulk(0, 2500)) });
    const before = durable(sim);
    const source = new SnapshotSource(sim.state, 1000);
    // The cluster's record, the index's, and the first 1,000 documents: the rest is read after the changes.
    const records = [source.next()!, source.next()!, source.next()!];
    source.freeze();
    // Overwrite a document not yet read, delete others, add new ones: the records must not show any of it.
    sim.handle({ method: 'PUT', path: '/k/_doc/d2000', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"n":-1}') });
    sim.handle({ method: 'DELETE', path: '/k/_doc/d10', headers: {} });
    sim.handle({ method: 'DELETE', path: '/k/_doc/d2400', headers: {} });
    sim.handle({ method: 'PUT', path: '/k/_doc/new', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"n":0}') });
    for (let r = source.next(); r; r = source.next()) records.push(r);
    expect(records.length, 'cluster, index, three documents records').toBe(5);
    const reader = new SnapshotReader(emptyState());
    for (const r of records) reader.add(scanFrames(frame(r)).records[0]!.payload);
    const back = new Simulator({ seed: 3 });
    back.restore(reader.state, sim.idState);
    const dump = (x: string) => JSON.parse(x) as { indices: unknown; templates: unknown };
    expect(dump(durable(back)).indices).toEqual(dump(before).indices);
  });

  it('requests are answered, writes included, while a compaction is held between its steps; the restart has them all', async () => {
    const dir = fresh();
    const { s, store, release, atHold, steps } = await heldCompaction(dir, 'wrote');
    await atHold;
    expect(store.compacting).toBe(true);
    // Held after its first slice: the snapshot is partly written, and the server answers meanwhile.
    expect((await send(s, 'GET', '/')).status).toBe(200);
    await ok(s, 'PUT', '/k/_doc/d2499', '{"n":-2,"note":"changed during the compaction"}'); // a document the snapshot has not read yet
    await ok(s, 'DELETE', '/k/_doc/d1500');
    await ok(s, 'POST', '/k/_doc', '{"auto":1}');
    expect(JSON.parse(await ok(s, 'GET', '/k/_doc/d2499'))._version).toBe(2);
    expect(store.compacting, 'the compaction ended before the requests: the test proves nothing').toBe(true);
    const gen = store.bytes.generation;
    release();
    await store.settled();
    expect(store.compacting).toBe(false);
    expect(store.bytes.generation).toBe(gen + 1);
    expect(steps).toEqual(expect.arrayContaining(['begun', 'wrote', 'synced', 'renamed']));
    const state = durable(s.simulator);
    await s.close();
    expect(readdirSync(dir).sort()).toEqual([`journal-${gen + 1}.log`, `snapshot-${gen + 1}.snap`]);
    // The snapshot is the state when it began; journal G+1 replays the writes made during it on top, each
    // answering as it was acknowledged (a snapshot that had taken them would make the replay answer otherwise).
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s2.report.join('\n')).not.toMatch(/damaged|repair/);
    expect(s2.replayed).toBe(3);
    expect(durable(s2.simulator)).toBe(state);
    await s2.close();
  });

  it('damage in the older of two journals stops the start naming it and the journal after it; --repair-data drops both from there and says so', async () => {
    const dir = fresh();
    const { s, store, atHold } = await heldCompaction(dir, 'begun');
    await atHold;
    const gen = store.bytes.generation;
    await ok(s, 'PUT', '/k/_doc/d1', '{"n":-4}'); // into journal gen+1
    s.server.closeAllConnections();
    s.server.close();
    store.close();
    expect(readdirSync(dir).filter((n) => n.startsWith('journal-')).sort()).toEqual([`journal-${gen}.log`, `journal-${gen + 1}.log`]);
    const older = join(dir, `journal-${gen}.log`);
    const bytes = readFileSync(older);
    bytes[bytes.length - 5]! ^= 1; // inside its last record
    writeFileSync(older, bytes);
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(new RegExp(`journal-${gen}\\.log: record at offset \\d+ is damaged .*and journal\\(s\\) ${gen + 1} after it cannot be trusted`));
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9, repairData: true });
    const report = s2.report.join('\n');
    expect(report).toMatch(new RegExp(`repair: .*journal-${gen}\\.log: kept \\d+ record\\(s\\)`));
    expect(report).toMatch(new RegExp(`repair: dropped .*journal-${gen + 1}\\.log \\(\\d+ byte\\(s\\)\\): it follows a damaged journal`));
    // Journal 0 held the index's creation, then the bulk that began the compaction (the damaged record): the index is kept, empty.
    expect(gen).toBe(0);
    expect(JSON.parse((await send(s2, 'GET', '/k/_count')).text).count).toBe(0);
    await s2.close();
  });

  for (const step of ['begun', 'wrote', 'synced', 'renamed'] as const) {
    it(`a crash (power cut) while the compaction is held after step "${step}" loses nothing acknowledged`, async () => {
      const dir = fresh();
      const fs = new CrashFs();
      const { s, store, atHold } = await heldCompaction(dir, step, fs);
      await atHold;
      // Changes acknowledged during the compaction go to the next journal.
      await ok(s, 'PUT', '/k/_doc/d0', '{"n":-3}');
      await ok(s, 'POST', '/k/_doc', '{"auto":2}');
      const state = durable(s.simulator);
      // The crash: what was not fsynced is gone; the process's files are closed as its death would close them.
      fs.crash();
      s.server.closeAllConnections();
      s.server.close();
      store.close();
      const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
      expect(s2.report.join('\n')).not.toMatch(/damaged|repair/);
      expect(durable(s2.simulator)).toBe(state);
      await s2.close();
      expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    });
  }
});
