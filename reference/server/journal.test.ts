/**
 * What `serve --data` records: the changes it acknowledged, and only those. A replay reproduces the
 * state exactly (same clock values and id sequences, so the same uuids, auto ids and task ids); a
 * request refused at the time — a bad document, a 409, a job refused with 429 while scrolls were open,
 * a body over the limit — leaves no byte in the journal and has no effect after a restart, while a
 * refusal that does leave a trace in Elasticsearch (a delete that finds nothing) is kept.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32 } from './crc32.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer } from './server.ts';
import { startSimulator } from '../index.ts';
import type { Simulator } from '../simulator.ts';
import { durable, journalBytes, send, ticking, workload } from './dataTestkit.ts';

describe('journal (serve --data): what changed, not what was asked', () => {
  it('replays into exactly the same durable state: uuids, auto ids, versions, seq_nos, settings, aliases, templates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const first = await startServer({ port: 0, dataDir: dir, now: ticking(), seed: 9 });
    const changes = await workload(first);
    const before = durable(first.simulator);
    await first.close();
    const second = await startServer({ port: 0, dataDir: dir, now: () => Date.UTC(2030, 0, 1), seed: 9 });
    expect(second.replayed).toBe(changes);
    expect(durable(second.simulator)).toBe(before);
    // It keeps going from there: new writes, then another restart.
    await send(second, 'POST', '/a/_doc', '{"x":3}');
    const after = durable(second.simulator);
    await second.close();
    const third = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(durable(third.simulator)).toBe(after);
    await third.close();
  });

  it('a refused request leaves no byte behind and no effect after a restart: 400, 409, 404 index, 429 jobs while scrolls are open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 3 });
    await send(s1, 'PUT', '/_cluster/settings', '{"transient":{"search.max_open_scroll_context":1}}');
    const docs = Array.from({ length: 5 }, (_, i) => `{"index":{"_index":"k","_id":"${i}"}}\n{"n":${i}}\n`).join('');
    expect((await send(s1, 'POST', '/_bulk?refresh=true', docs, 'application/x-ndjson')).status).toBe(200);
    expect((await send(s1, 'POST', '/k/_search?scroll=1m', '{"size":1}')).status).toBe(200); // the one open scroll
    const bytes = journalBytes(dir);
    const refused: Array<[string, string, string | undefined, number]> = [
      ['POST', '/k/_delete_by_query', '{"query":{"match_all":{}}}', 429],
      ['POST', '/k/_update_by_query', '{"query":{"match_all":{}}}', 429],
      ['POST', '/_reindex', '{"source":{"index":"k"},"dest":{"index":"copy"}}', 429],
      ['PUT', '/k/_doc/0/_create', '{"n":9}', 409],
      ['PUT', '/k/_doc/x', '{"n":"not a number"}', 400],
      ['PUT', '/k/_doc/y', '{"n":', 400],
      ['POST', '/missing/_update/1', '{"doc":{"n":1}}', 404],
      ['POST', '/_bulk', '{"index":{"_index":"k","_id":"0"}}\n{"n":"nan"}\n', 200], // every item failed: nothing changed
    ];
    for (const [m, p, b, status] of refused) {
      const r = await send(s1, m, p, b, p.includes('_bulk') ? 'application/x-ndjson' : 'application/json');
      expect(r.status, `${m} ${p}: ${r.text}`).toBe(status);
      expect(journalBytes(dir), `${m} ${p} was journaled`).toBe(bytes);
    }
    // Each refused job took a task number (as ES numbers every task), which no client was given: the
    // numbers after the last recorded change are drawn again after a restart.
    const withoutTasks = (sim: Simulator) => durable(sim).replace(/"task":\d+/, '"task":-');
    const before = withoutTasks(s1.simulator);
    await s1.close();
    // After the restart no scroll is open: a journaled job would now run, and delete or rewrite the documents.
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 3 });
    expect(withoutTasks(s2.simulator)).toBe(before);
    expect(s2.simulator.state.indices.get('k')?.docs.size).toBe(5);
    expect(s2.simulator.state.indices.has('copy')).toBe(false);
    await s2.close();
  });

  it('a delete that finds nothing is kept (it takes a seq_no and leaves a tombstone, as in ES), and task ids and results survive a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 5, now: ticking() });
    await send(s1, 'PUT', '/k/_doc/1', '{"n":1}');
    const miss = await send(s1, 'DELETE', '/k/_doc/nothing');
    expect(miss.status).toBe(404);
    const task = await send(s1, 'POST', '/k/_delete_by_query?wait_for_completion=false&refresh=true', '{"query":{"match_all":{}}}');
    expect(task.status).toBe(200);
    const id = (JSON.parse(task.text) as { task: string }).task;
    const result = await send(s1, 'GET', `/_tasks/${id}`);
    expect(result.status).toBe(200);
    const next = await send(s1, 'PUT', '/k/_doc/nothing', '{"n":2}');
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 5 });
    expect(await send(s2, 'GET', `/_tasks/${id}`)).toEqual(result);
    expect(await send(s2, 'GET', '/k/_doc/nothing')).toEqual({ status: 200, text: expect.stringContaining(`"_seq_no":${(JSON.parse(next.text) as { _seq_no: number })._seq_no}`) as unknown as string });
    // The next job takes the next task number, not one a client already holds.
    const again = await send(s2, 'POST', '/k/_delete_by_query?wait_for_completion=false', '{"query":{"match_all":{}}}');
    expect((JSON.parse(again.text) as { task: string }).task).not.toBe(id);
    await s2.close();
  });

  it('a body over the limit, or refused, is never written; secrets are never written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9, maxBodyBytes: 64 * 1024 });
    const bytes = journalBytes(dir);
    const big = `{"x":"${'a'.repeat(70 * 1024)}"}`;
    expect((await send(s1, 'PUT', '/k/_doc/1', big)).status).toBe(413);
    const refusedBody = `{"x":"${'b'.repeat(40 * 1024)}"`; // under the limit, not JSON
    expect((await send(s1, 'PUT', '/k/_doc/1', refusedBody)).status).toBe(400);
    expect(journalBytes(dir)).toBe(bytes);
    const r = await request(`${s1.url}/k/_doc/1`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: 'Basic c2VjcmV0OnNlY3JldA==' }, body: '{"a":1}' });
    expect(r.statusCode).toBe(201);
    await r.body.dump();
    await s1.close();
    const text = readdirSync(dir).map((n) => readFileSync(join(dir, n), 'latin1')).join('');
    expect(text).toContain('{\\"a\\":1}');
    expect(text).not.toMatch(/c2VjcmV0|authorization|aaaaaaaa|bbbbbbbb/i);
  });

  it('refuses a directory written with another seed or profile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await s1.close();
    await expect(startServer({ port: 0, dataDir: dir, seed: 10 })).rejects.toThrow(/seed 9, not 10/);
    await expect(startServer({ port: 0, dataDir: dir, seed: 9, profile: 'es6' })).rejects.toThrow(/profile "default", not "es6"/);
  });

  it('carries over a journal.log of earlier versions (requests, one checksummed line each), saying what it could not read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const line = (v: unknown) => {
      const json = JSON.stringify(v);
      return `${crc32(Buffer.from(json)).toString(16).padStart(8, '0')} ${json}\n`;
    };
    const req = (m: string, p: string, body?: string) => ({ m, p, q: {}, h: { 'content-type': 'application/json' }, ...(body ? { body: { s: body } } : {}) });
    const torn = line({ t: 4, r: req('PUT', '/k/_doc/3', '{"n":3}') }).slice(0, 30);
    writeFileSync(join(dir, 'journal.log'), [
      line({ v: 1, profile: 'default', seed: 9, maxBodyBytes: 100 * 1024 * 1024, destructiveRequiresName: true }),
      line({ t: Date.UTC(2025, 0, 1), r: req('PUT', '/k') }),
      line({ t: Date.UTC(2025, 0, 2), r: req('PUT', '/k/_doc/1', '{"n":1}') }),
      line({ t: Date.UTC(2025, 0, 3), r: req('POST', '/k/_doc', '{"n":2}') }),
      torn,
    ].join(''));
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s1.report).toEqual([
      `carried over ${join(dir, 'journal.log')} of an earlier version: 3 request(s) replayed into snapshot 1; the old file is kept as journal.log.v1`,
      `${join(dir, 'journal.log')}: ${torn.length} byte(s) from offset ${readFileSync(join(dir, 'journal.log.v1')).length - torn.length} were unreadable (torn or damaged) and are not carried over`,
    ]);
    expect(s1.simulator.state.indices.get('k')?.docs.size).toBe(2);
    expect(s1.simulator.state.indices.get('k')?.creationDate).toBe(Date.UTC(2025, 0, 1));
    const state = durable(s1.simulator);
    await s1.close();
    expect(existsSync(join(dir, 'journal.log'))).toBe(false);
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s2.report).toEqual([]);
    expect(durable(s2.simulator)).toBe(state);
    await s2.close();
  });

  it('the embedded simulator\'s reset() forgets the state in its data folder too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-'));
    const a = await startSimulator({ data: dir, seed: 2 });
    await send({ url: a.url } as never, 'PUT', '/k/_doc/1', '{"n":1}');
    a.reset();
    await send({ url: a.url } as never, 'PUT', '/other/_doc/1', '{"n":2}');
    await a.stop();
    const b = await startSimulator({ data: dir, seed: 2 });
    expect([...b.simulator.state.indices.keys()]).toEqual(['other']);
    expect(b.dataReport).toEqual([]);
    await b.stop();
  });
});

describe('journal (serve --data) with background jobs', () => {
  it('a job\'s steps are recorded among the clients\' writes, so a restart replays them interleaved as they ran', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-journal-jobs-'));
    const first = await startServer({ port: 0, dataDir: dir, now: ticking(), seed: 3 });
    let bulk = '';
    for (let i = 0; i < 3000; i++) bulk += `{"index":{"_index":"src","_id":"${i}"}}\n{"n":${i}}\n`;
    expect((await send(first, 'POST', '/_bulk', bulk, 'application/x-ndjson')).status).toBe(200);
    const started = await send(first, 'POST', '/_reindex?wait_for_completion=false', '{"conflicts":"proceed","source":{"index":"src","size":100},"dest":{"index":"dst","version_type":"external"}}');
    expect(started.status).toBe(200);
    const task = (JSON.parse(started.text) as { task: string }).task;
    // While the job copies: clients write the destination (some before the job reaches the id, some after)
    // and the source (after the job's point-in-time view). Which of them the job's external versions beat
    // depends on where the job stood: a replay that ran the job at another moment would differ.
    for (let i = 0; i < 40; i++) {
      const id = (i * 73) % 3000;
      expect((await send(first, 'PUT', `/dst/_doc/${id}?version=${i % 2 === 0 ? 1 : 9}&version_type=external`, `{"client":${i}}`)).status).toBeLessThan(500);
      expect((await send(first, 'PUT', `/src/_doc/${id}`, `{"n":-${i}}`)).status).toBeLessThan(300);
    }
    const done = await send(first, 'GET', `/_tasks/${task}?wait_for_completion=true`);
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text)).toMatchObject({ completed: true });
    const before = durable(first.simulator);
    const steps = first.data!.bytes;
    await first.close();
    const second = await startServer({ port: 0, dataDir: dir, now: () => Date.UTC(2030, 0, 1), seed: 3 });
    expect(second.report.join('\n')).not.toMatch(/damaged|answers/);
    expect(durable(second.simulator)).toBe(before);
    expect(steps.journal).toBeGreaterThan(0);
    await second.close();
  }, 60_000);
});
