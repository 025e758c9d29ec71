/**
 * The journal behind `serve --data DIR`: replay reproduces the state exactly (same clock values, same
 * seed, so the same uuids and auto ids), a torn last record is cut off and never half-applied, and a
 * directory written with other options is refused rather than replayed into a different state.
 */
import { appendFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { stateDump } from '../testkit.ts';
import type { Simulator } from '../simulator.ts';

/** The durable part of the state: scroll contexts are in memory only and do not survive a restart (as in ES). */
function durable(sim: Simulator): string {
  const d = JSON.parse(stateDump(sim)) as Record<string, unknown>;
  delete d.scrolls;
  (d.counters as Record<string, unknown>).scroll = 0;
  return JSON.stringify(d);
}

async function send(s: RunningServer, method: string, path: string, body?: string, type = 'application/json') {
  const r = await request(`${s.url}${path}`, { method: method as 'GET', headers: body === undefined ? {} : { 'content-type': type }, body });
  return { status: r.statusCode, text: await r.body.text() };
}

/** A clock that moves, so replays that used the wrong time would show. */
function ticking(): () => number {
  let t = Date.UTC(2026, 0, 1);
  return () => (t += 1000);
}

async function workload(s: RunningServer): Promise<void> {
  await send(s, 'PUT', '/a', '{"mappings":{"properties":{"d":{"type":"date"}}}}');
  await send(s, 'PUT', '/a/_doc/1', '{"d":"2015-01-01","x":1}');
  await send(s, 'POST', '/a/_doc', '{"x":2}'); // auto id: depends on clock and id sequence
  await send(s, 'PUT', '/a/_doc/bad', '{"d":"not a date"}'); // rejected, journaled, replays as rejected
  await send(s, 'POST', '/_bulk', '{"index":{"_index":"b"}}\n{"y":1}\n{"index":{"_index":"b","_id":"k"}}\n{"y":2}\n{"delete":{"_index":"a","_id":"1"}}\n', 'application/x-ndjson');
  await send(s, 'POST', '/_aliases', '{"actions":[{"add":{"index":"a","alias":"al"}},{"add":{"index":"b","alias":"al2"}}]}');
  await send(s, 'PUT', '/a/_settings', '{"index":{"number_of_replicas":2}}');
  await send(s, 'POST', '/b/_update/k', '{"doc":{"z":3}}');
  await send(s, 'POST', '/a/_search?scroll=1m', '{"size":1}'); // not journaled
  await send(s, 'PUT', '/_cluster/settings', '{"persistent":{"action.destructive_requires_name":false}}');
  await send(s, 'DELETE', '/b/_doc/k');
}

describe('journal (serve --data)', () => {
  it('replays into exactly the same durable state: uuids, auto ids, versions, seq_nos, settings, aliases', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const first = await startServer({ port: 0, dataDir: dir, now: ticking(), seed: 9 });
    await workload(first);
    const before = durable(first.simulator);
    await first.close();
    const second = await startServer({ port: 0, dataDir: dir, now: () => Date.UTC(2030, 0, 1), seed: 9 });
    expect(second.replayed).toBe(10);
    expect(durable(second.simulator)).toBe(before);
    // It keeps going from there: new writes, then another restart.
    await send(second, 'POST', '/a/_doc', '{"x":3}');
    const after = durable(second.simulator);
    await second.close();
    const third = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(durable(third.simulator)).toBe(after);
    await third.close();
  });

  it('cuts off a torn last record (a crash mid-write): the request is absent, not half-applied, and later writes are kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await send(s1, 'PUT', '/a/_doc/1', '{"x":1}');
    const before = durable(s1.simulator);
    await s1.close();
    const file = join(dir, 'journal.log');
    const good = statSync(file).size;
    const whole = readFileSync(file, 'utf8').split('\n').at(-2)!;
    appendFileSync(file, whole.slice(0, Math.floor(whole.length / 2))); // half a record, no newline
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(durable(s2.simulator)).toBe(before);
    expect(statSync(file).size).toBe(good);
    await send(s2, 'PUT', '/a/_doc/2', '{"x":2}');
    await s2.close();
    // A record whose bytes were damaged (checksum mismatch) ends the journal too.
    const lines = readFileSync(file, 'utf8').split('\n');
    const s3 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s3.simulator.state.indices.get('a')?.docs.size).toBe(2);
    await s3.close();
    // Still valid JSON after the damage, so only the checksum can tell.
    const damaged = lines.at(-2)!.replace(/"t":(\d)/, (_, d: string) => `"t":${(Number(d) + 1) % 10}`);
    expect(damaged).not.toBe(lines.at(-2));
    writeFileSync(file, [...lines.slice(0, -2), damaged, ''].join('\n'));
    const s4 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s4.simulator.state.indices.get('a')?.docs.size).toBe(1);
    await s4.close();
  });

  it('refuses a directory written with another seed or profile, and answers writes only once they are journaled', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await s1.close();
    await expect(startServer({ port: 0, dataDir: dir, seed: 10 })).rejects.toThrow(/seed 9, not 10/);
    await expect(startServer({ port: 0, dataDir: dir, seed: 9, profile: 'es6' })).rejects.toThrow(/profile "default", not "es6"/);
    // Reads are not journaled; writes are, secrets excluded.
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await send(s2, 'GET', '/_cat/indices');
    const r = await request(`${s2.url}/k/_doc/1`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: 'Basic c2VjcmV0OnNlY3JldA==' }, body: '{"a":1}' });
    expect(r.statusCode).toBe(201);
    await r.body.dump();
    await s2.close();
    const text = readFileSync(join(dir, 'journal.log'), 'utf8');
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).not.toMatch(/c2VjcmV0|authorization/i);
  });
});
