/**
 * Enrich policies are cluster metadata (EnrichMetadata): a policy stored and executed under `--data` comes back
 * after a restart, from the journal alone and from a snapshot after a compaction, with its enrich index, so a
 * pipeline naming it still looks documents up.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { durable, send, ticking } from './dataTestkit.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'cfx-enrich-durable-'));

async function ok(s: RunningServer, method: string, path: string, body?: unknown): Promise<string> {
  const r = await send(s, method, path, body === undefined ? undefined : JSON.stringify(body));
  expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(300);
  return r.text;
}

async function policy(s: RunningServer): Promise<void> {
  await ok(s, 'PUT', '/stores', { mappings: { properties: { code: { type: 'keyword' }, city: { type: 'keyword' } } } });
  await ok(s, 'PUT', '/stores/_doc/1', { code: 'S1', city: 'Lyon' });
  await ok(s, 'PUT', '/_enrich/policy/stores', { match: { indices: 'stores', match_field: 'code', enrich_fields: ['city'] } });
  await ok(s, 'PUT', '/_enrich/policy/stores/_execute');
  await ok(s, 'PUT', '/_ingest/pipeline/sales', { processors: [{ enrich: { policy_name: 'stores', field: 'store', target_field: 'where' } }] });
}

async function expectBack(s: RunningServer): Promise<void> {
  expect(JSON.parse(await ok(s, 'GET', '/_enrich/policy')).policies[0].config.match).toEqual({ name: 'stores', indices: ['stores'], match_field: 'code', enrich_fields: ['city'] });
  await ok(s, 'PUT', '/sales/_doc/1?pipeline=sales', { store: 'S1' });
  expect(JSON.parse(await ok(s, 'GET', '/sales/_doc/1'))._source).toEqual({ store: 'S1', where: { code: 'S1', city: 'Lyon' } });
}

describe('enrich policies under --data', () => {
  it('come back from the journal after a restart', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 3, now: ticking() });
    await policy(s1);
    const before = durable(s1.simulator);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 3 });
    expect(durable(s2.simulator)).toBe(before);
    await expectBack(s2);
    await s2.close();
  }, 30_000);

  it('come back from a snapshot after a compaction', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 3, now: ticking(), compactBytes: 2048 });
    await policy(s1);
    for (let i = 0; i < 40; i++) await ok(s1, 'PUT', `/pad/_doc/d${i}`, { pad: 'p'.repeat(60) });
    await s1.data!.settled();
    expect(s1.data!.bytes.generation, 'no compaction happened: the test proves nothing').toBeGreaterThan(0);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 3, compactBytes: 2048 });
    await expectBack(s2);
    await s2.close();
  }, 30_000);
});
