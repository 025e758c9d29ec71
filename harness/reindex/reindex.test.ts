/** Tests of the reindex command: plan helpers, client and bulk, the CLI against the served simulator, progress. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { reindexCommand } from '../cli/reindexCommand.ts';
import type { CliIO } from '../cli/progress.ts';
import { bucketSamples, type Timeline } from '../model/timeline.ts';
import { renderHtml } from '../report/htmlReport.ts';
import { timelineSvg } from '../report/timelineSvg.ts';
import { httpTarget } from '../targets/httpTarget.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { bulkWrite, ndjson } from './bulk.ts';
import { backoffDelay, EsClient } from './client.ts';
import { carriedSettings, checkpointsOf, dateSlices, describePlan, nextIndexName, readMappingFile } from './plan.ts';
import { progressLine } from './progressView.ts';
import { runReindex } from './reindex.ts';
import { summaryLines } from './summary.ts';
import { sameJson } from './verify.ts';

const J = { 'content-type': 'application/json' };
const noSleep = (): Promise<void> => Promise.resolve();

function capture(): CliIO & { lines: string[]; errs: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  return { lines, errs, out: (l) => lines.push(l), err: (l) => errs.push(l), isTTY: false };
}

/** A target answering from a script of statuses, then 200. */
function scripted(statuses: number[], body = '{"acknowledged":true}'): Target & { sent: WireRequest[] } {
  const sent: WireRequest[] = [];
  return {
    name: 'scripted',
    sent,
    async send(req) {
      sent.push(req);
      const s = statuses.shift();
      if (s === 0) return { kind: 'info', reason: 'ECONNRESET', ms: 1 };
      return { kind: 'ok', status: s ?? 200, headers: {}, body, json: JSON.parse(body) as unknown, ms: 1 };
    },
    close: async () => {},
  };
}

describe('plan helpers', () => {
  it('carries settings over minus what identifies the old index', () => {
    expect(carriedSettings({ 'index.uuid': 'u', 'index.creation_date': '1', 'index.provided_name': 'x', 'index.version.created': '8', 'index.number_of_shards': '3', 'index.refresh_interval': '5s' }))
      .toEqual({ 'index.number_of_shards': '3', 'index.refresh_interval': '5s' });
  });
  it('reads a mapping file in both shapes and names the next index', () => {
    expect(readMappingFile({ properties: { a: { type: 'keyword' } } })).toEqual({ mappings: { properties: { a: { type: 'keyword' } } } });
    expect(readMappingFile({ mappings: { properties: {} }, settings: { number_of_shards: 2 } })).toEqual({ mappings: { properties: {} }, settings: { number_of_shards: 2 } });
    expect(readMappingFile({ mappings: {}, aliases: {} })).toMatch(/unexpected keys: aliases/);
    expect(readMappingFile([])).toMatch(/JSON object/);
    expect(nextIndexName('products_v1')).toBe('products_v2');
    expect(nextIndexName('products_v9')).toBe('products_v10');
    expect(nextIndexName('products')).toBe('products_v2');
  });
  it('reads per-shard global checkpoints from _stats (lowest over copies), or nothing when incomplete', () => {
    const copy = (g: number, primary: boolean) => ({ routing: { primary }, seq_no: { max_seq_no: g + 5, local_checkpoint: g + 2, global_checkpoint: g } });
    const stats = { indices: { i: { shards: { 0: [copy(10, true), copy(8, false)], 1: [copy(4, true)] } } } };
    expect(checkpointsOf(stats, 'i', 2)).toEqual([8, 4]);
    expect(checkpointsOf(stats, 'i', 3)).toBeUndefined();
    expect(checkpointsOf({ indices: { i: { shards: { 0: [{ docs: {} }] } } } }, 'i', 1)).toBeUndefined();
  });
  it('splits a date field into open-ended ranges plus the documents without it', () => {
    const s = dateSlices('at', 0, 99, 4);
    expect(s).toHaveLength(5);
    expect(s[0]!.query).toEqual({ range: { at: { format: 'epoch_millis', lt: 25 } } });
    expect(s[3]!.query).toEqual({ range: { at: { format: 'epoch_millis', gte: 75 } } });
    expect(s[4]!.query).toEqual({ bool: { must_not: { exists: { field: 'at' } } } });
    expect(dateSlices('at', 5, 5, 4)).toHaveLength(2);
  });
});

describe('client and bulk', () => {
  it('backs off exponentially with jitter, capped', () => {
    const o = { attempts: 6, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, o, () => 0)).toBe(50);
    expect(backoffDelay(3, o, () => 1)).toBe(400);
    expect(backoffDelay(10, o, () => 1)).toBe(1000);
  });
  it('retries 429, 5xx and transport failures, then gives the last answer', async () => {
    const t = scripted([429, 503, 0]);
    const c = new EsClient(t, { attempts: 6, baseDelayMs: 1, maxDelayMs: 1 }, noSleep);
    expect((await c.send({ api: 'info', method: 'GET' })).status).toBe(200);
    expect(t.sent).toHaveLength(4);
    expect(c.retries).toBe(3);
    const t2 = scripted([500, 500, 500]);
    const c2 = new EsClient(t2, { attempts: 3, baseDelayMs: 1, maxDelayMs: 1 }, noSleep);
    await expect(c2.ok({ api: 'indices.get', method: 'GET', params: { index: 'x' } })).rejects.toThrow(/GET \/x failed with 500/);
    const t3 = scripted([0]);
    expect((await new EsClient(t3, { attempts: 3, baseDelayMs: 1, maxDelayMs: 1 }, noSleep).send({ api: 'indices.update_aliases', method: 'POST' }, { idempotent: false })).status).toBe(0);
    expect(t3.sent).toHaveLength(1);
  });
  it('re-sends only the bulk items rejected with 429 and reports the others', async () => {
    const first = { items: [{ index: { _id: 'a', status: 201 } }, { index: { _id: 'b', status: 429, error: { type: 'es_rejected_execution_exception', reason: 'busy' } } }, { index: { _id: 'c', status: 400, error: { type: 'mapper_parsing_exception', reason: 'bad' } } }, { index: { _id: 'd', status: 409 } }] };
    const second = { items: [{ index: { _id: 'b', status: 201 } }] };
    const bodies: string[] = [];
    const replies = [first, second];
    const t: Target = { name: 'x', close: async () => {}, send: async (req) => { bodies.push(String(req.body)); const j = replies.shift(); return { kind: 'ok', status: 200, headers: {}, body: JSON.stringify(j), json: j, ms: 1 }; } };
    const r = await bulkWrite(new EsClient(t, { attempts: 3, baseDelayMs: 1, maxDelayMs: 1 }), 'i', ['a', 'b', 'c', 'd'].map((id) => ({ op: 'index' as const, id, source: { id } })));
    expect(r).toMatchObject({ ok: 2, conflicts: 1, failed: 1, failures: [{ id: 'c', status: 400, type: 'mapper_parsing_exception' }] });
    expect(bodies[1]).toBe('{"index":{"_id":"b"}}\n{"id":"b"}\n');
  });
  it('writes versions, guards and types into the NDJSON action lines', () => {
    expect(ndjson([{ op: 'index', id: '1', type: 'item', routing: 'r', version: 7, versionType: 'external', source: { a: 1 } }, { op: 'delete', id: '2', ifSeqNo: 4, ifPrimaryTerm: 1 }]))
      .toBe('{"index":{"_id":"1","_type":"item","routing":"r","version":7,"version_type":"external"}}\n{"a":1}\n{"delete":{"_id":"2","if_seq_no":4,"if_primary_term":1}}\n');
  });
  it('compares sources regardless of key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});

describe.each(['native', 'scroll'] as const)('runReindex on the in-process reference (%s copy)', (copy) => {
  async function seeded(docs: number, shards = 1): Promise<Target> {
    const t = await referenceTarget({ profile: 'default' });
    if (shards > 1) await t.send({ method: 'PUT', path: '/items_v1', headers: J, body: JSON.stringify({ settings: { number_of_shards: shards } }) });
    await t.send({ method: 'PUT', path: '/items_v1/_doc/0', headers: J, body: JSON.stringify({ code: '2015-01-01', n: 0 }) });
    let body = '';
    for (let i = 1; i < docs; i++) body += `{"index":{"_id":"${i}"}}\n${JSON.stringify({ code: `2015-01-0${1 + (i % 9)}`, n: i })}\n`;
    await t.send({ method: 'POST', path: '/items_v1/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
    return t;
  }

  it('creates the alias when missing (step 1), copies, swaps and verifies', async () => {
    const t = await seeded(250);
    const r = await runReindex(t, { copy, alias: 'items', from: 'items_v1', mapping: { properties: { code: { type: 'keyword' } } }, batch: 40, slices: 3, settleMs: 0 });
    expect(r.error).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.verify).toMatchObject({ identical: 250, lost: 0, different: 0, extra: 0 });
    const al = await t.send({ method: 'GET', path: '/_alias/items' });
    expect(al.kind === 'ok' && Object.keys(al.json as object)).toEqual(['items_v2']);
    const w = await t.send({ method: 'PUT', path: '/items/_doc/x', headers: J, body: '{"code":"A-17"}' });
    expect(w.kind === 'ok' && w.status).toBe(201);
  });

  it('rolls back when documents do not fit the new mapping: new index deleted, alias untouched', async () => {
    const t = await seeded(50);
    await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const r = await runReindex(t, { copy, alias: 'items', mapping: { properties: { code: { type: 'long' } } }, batch: 20, settleMs: 0 });
    expect(r.ok).toBe(false);
    expect(r.swapped).toBe(false);
    expect(r.rolledBack).toBe(true);
    expect(r.error).toMatch(/could not be written into items_v2.*not swapping/);
    expect(r.copy!.writes.failures[0]).toMatchObject({ status: 400 });
    const gone = await t.send({ method: 'HEAD', path: '/items_v2' });
    expect(gone.kind === 'ok' && gone.status).toBe(404);
    const al = await t.send({ method: 'GET', path: '/_alias/items' });
    expect(al.kind === 'ok' && Object.keys(al.json as object)).toEqual(['items_v1']);
  });

  it('--keep then --resume: the catch-up copies only what the new index lacks', async () => {
    const t = await seeded(120);
    await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    await t.send({ method: 'PUT', path: '/items_v2', headers: J, body: '{"mappings":{"properties":{"code":{"type":"keyword"}}}}' });
    await t.send({ method: 'PUT', path: '/items_v2/_doc/5', headers: J, body: '{"stale":true}' });
    const refused = await runReindex(t, { copy, alias: 'items', mapping: {}, settleMs: 0 });
    expect(refused.error).toMatch(/already exists.*--resume/);
    const r = await runReindex(t, { copy, alias: 'items', mapping: {}, resume: true, settleMs: 0 });
    if (copy === 'native') {
      // A resume has no bulk copy to hand to the cluster: asked for explicitly, the native copy is refused before anything changes.
      expect(r.error).toMatch(/--copy native cannot run with --resume/);
      expect(r.plan).toBeUndefined();
      return;
    }
    expect(r.error).toBeUndefined();
    expect(r.copy).toBeUndefined();
    expect(r.passes[0]).toMatchObject({ copied: 120 });
    expect(r.verify).toMatchObject({ identical: 120, lost: 0, different: 0, extra: 0 });
  });

  it('incremental catch-up: writes, creates and deletes made just before the swap are brought over right after it', async () => {
    const t = await seeded(300);
    await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const phases: string[] = [];
    const r = await runReindex(t, { copy,
      alias: 'items', mapping: { properties: { code: { type: 'keyword' } } }, batch: 50, settleMs: 0,
      hooks: {
        onPhase: (p) => phases.push(p),
        beforeSwap: async () => {
          // After the snapshot: an update, a create, a delete, and a create then delete, through the alias.
          await t.send({ method: 'PUT', path: '/items/_doc/7', headers: J, body: '{"code":"2015-02-02","n":-7}' });
          await t.send({ method: 'PUT', path: '/items/_doc/new1', headers: J, body: '{"code":"2015-02-03","n":1000}' });
          await t.send({ method: 'DELETE', path: '/items/_doc/8' });
          await t.send({ method: 'PUT', path: '/items/_doc/gone', headers: J, body: '{"code":"2015-02-04"}' });
          await t.send({ method: 'DELETE', path: '/items/_doc/gone' });
        },
      },
    });
    expect(r.error).toBeUndefined();
    expect(r.plan!.catchUp).toEqual({ kind: 'incremental', shards: 1, marks: 'seen' });
    expect(phases).toEqual(expect.arrayContaining(['swap', 'fast catch-up', 'settle', 'final catch-up']));
    expect(r.passes.map((p) => p.kind)).toEqual(['incremental', 'incremental']);
    expect(r.passes.at(-1)).toMatchObject({ copied: 2 });
    expect(r.verify).toMatchObject({ lost: 0, different: 0, extra: 0, identical: 300 });
    const seven = await t.send({ method: 'GET', path: '/items_v2/_doc/7' });
    expect(seven.kind === 'ok' && (seven.json as { _source: unknown })._source).toEqual({ code: '2015-02-02', n: -7 });
    const eight = await t.send({ method: 'GET', path: '/items_v2/_doc/8' });
    expect(eight.kind === 'ok' && eight.status).toBe(404);
  });

  it('final catch-up: the count proof holds without writes, and the old index is read in full when it holds a document nothing else accounts for', async () => {
    const quiet = await seeded(120);
    await quiet.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const q = await runReindex(quiet, { copy, alias: 'items', mapping: { properties: { code: { type: 'keyword' } } }, batch: 25, settleMs: 0 });
    expect(q.error).toBeUndefined();
    expect(q.final).toMatchObject({ fullScan: false, oldDocs: 120, candidates: 0 });
    expect(q.verify).toMatchObject({ identical: 120, lost: 0, different: 0, extra: 0, oldDocs: 120 });
    expect(q.verify!.fullScan).toBeUndefined();

    // A write that was on its way to the old index and lands during the settle, and a client deleting,
    // through the alias, a document the old index still has. onPhase is not awaited: the settle gives
    // the hook's writes time to land before the final catch-up.
    const lateWrites = (t: Target) => async (p: string): Promise<void> => {
      if (p !== 'settle') return;
      await t.send({ method: 'PUT', path: '/items_v1/_doc/late', headers: J, body: '{"code":"2015-03-03","n":-1}' });
      await t.send({ method: 'DELETE', path: '/items/_doc/5' });
    };
    const check = async (t: Target): Promise<void> => {
      const late = await t.send({ method: 'GET', path: '/items_v2/_doc/late' });
      expect(late.kind === 'ok' && (late.json as { _source: unknown })._source).toEqual({ code: '2015-03-03', n: -1 });
      const five = await t.send({ method: 'GET', path: '/items_v2/_doc/5' });
      expect(five.kind === 'ok' && five.status).toBe(404); // the snapshot shows it was there at the swap: a client deleted it
    };
    // Incremental: the catch-up after the settle reads the delta again and brings the late write over.
    const t = await seeded(120);
    await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const r = await runReindex(t, { copy, alias: 'items', mapping: { properties: { code: { type: 'keyword' } } }, batch: 25, settleMs: 100, hooks: { onPhase: lateWrites(t) } });
    expect(r.error).toBeUndefined();
    expect(r.fast).toMatchObject({ copied: 1 });
    expect(r.final).toMatchObject({ fullScan: false, oldDocs: 121, copied: 0 });
    expect(r.verify).toMatchObject({ lost: 0, different: 0, extra: 0, deletedAfterSwap: 1, fullScan: true });
    await check(t);
    // Full passes (no incremental reads): nothing but the final catch-up sees the late write, so the
    // snapshot does not account for every old document and the old index is read in full.
    const honouring = await seeded(120, 3);
    const f: Target = { ...honouring, name: 'no-preference', send: (req) => honouring.send({ ...req, query: Object.fromEntries(Object.entries(req.query ?? {}).filter(([k]) => k !== 'preference')) }) };
    await f.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const full = await runReindex(f, { copy, alias: 'items', mapping: { properties: { code: { type: 'keyword' } } }, batch: 25, settleMs: 100, hooks: { onPhase: lateWrites(f) } });
    expect(full.error).toBeUndefined();
    expect(full.plan!.catchUp.kind).toBe('full');
    expect(full.final).toMatchObject({ fullScan: true, oldDocs: 121, copied: 1 });
    expect(full.verify).toMatchObject({ lost: 0, different: 0, extra: 0, deletedAfterSwap: 1, fullScan: true });
    await check(f);
  });

  it('right after the swap: copies a change, creates a new document, and never overwrites a client write', async () => {
    const t = await seeded(200);
    await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const r = await runReindex(t, { copy,
      alias: 'items', mapping: {}, batch: 50, settleMs: 0,
      hooks: {
        onPhase: (p) => {
          // Right after the swap, a client rewrites 4 through the alias: its write must win.
          if (p === 'fast catch-up') void t.send({ method: 'PUT', path: '/items/_doc/4', headers: J, body: '{"code":"2099-01-01","n":44}' });
          if (p !== 'swap') return;
          // Between the last pass and the swap request (writes the last pass cannot see): the swap runs next.
          void t.send({ method: 'PUT', path: '/items_v1/_doc/3', headers: J, body: '{"code":"2015-03-03","n":3}' });
          void t.send({ method: 'PUT', path: '/items_v1/_doc/late', headers: J, body: '{"code":"2015-03-04"}' });
          void t.send({ method: 'PUT', path: '/items_v1/_doc/4', headers: J, body: '{"code":"2015-03-05","n":4}' });
        },
      },
    });
    expect(r.error).toBeUndefined();
    // By `_version` (native), the client's write to 4 can already carry the old document's version: the
    // catch-up then leaves it as it is (not counted as deferred); the client's write wins either way.
    expect(r.fast).toMatchObject({ changed: 3, copied: 2, ...(copy === 'scroll' ? { deferred: 1 } : {}) });
    expect(r.final).toMatchObject({ copied: 0 });
    expect(r.verify).toMatchObject({ lost: 0, different: 0, extra: 0, changedAfterSwap: 1 });
    for (const [id, code] of [['3', '2015-03-03'], ['late', '2015-03-04'], ['4', '2099-01-01']]) {
      const g = await t.send({ method: 'GET', path: `/items/_doc/${id}` });
      expect(g.kind === 'ok' && (g.json as { _source: { code: string } })._source.code).toBe(code);
    }
  });

  it('falls back to full passes when shards cannot be read one at a time, and says so in the plan', async () => {
    // The simulator now honours preference=_shards:N; a server that does not is one that drops the parameter.
    const honouring = await referenceTarget({ profile: 'default' });
    const t: Target = { ...honouring, name: 'no-preference', send: (req) => {
      const { preference: _dropped, ...query } = req.query ?? {};
      return honouring.send({ ...req, query });
    } };
    await t.send({ method: 'PUT', path: '/multi_v1', headers: J, body: '{"settings":{"number_of_shards":3}}' });
    await t.send({ method: 'PUT', path: '/multi_v1/_doc/1', headers: J, body: '{"a":1}' });
    await t.send({ method: 'PUT', path: '/multi_v1/_alias/multi' });
    const r = await runReindex(t, { copy, alias: 'multi', mapping: {}, settleMs: 0 });
    expect(r.error).toBeUndefined();
    expect(r.plan!.catchUp).toMatchObject({ kind: 'full', reason: expect.stringMatching(/3 shards.*preference=_shards:0/) });
    expect(r.passes.map((p) => p.kind)).toEqual(['full']);
    expect(r.fast).toBeUndefined();
    expect(describePlan(r.plan!).join('\n')).toMatch(/catch-up: full comparisons \(multi_v1 has 3 shards/);
    const empty = await referenceTarget({ profile: 'default' });
    await empty.send({ method: 'PUT', path: '/e_v1', headers: J, body: '{}' });
    await empty.send({ method: 'PUT', path: '/e_v1/_alias/e' });
    expect((await runReindex(empty, { copy, alias: 'e', mapping: {}, settleMs: 0 })).plan!.catchUp).toMatchObject({ kind: 'full', reason: expect.stringMatching(/empty/) });
  });

  it('not verified when a primary of the new index changed during the reindex (its tombstones are gone)', async () => {
    // This target shows primary terms and bumps one at the swap (the simulator's never move).
    const run = async (failover: boolean) => {
      const inner = await seeded(60);
      await inner.send({ method: 'PUT', path: '/items_v1/_alias/items' });
      let term = 1;
      const t: Target = { ...inner, send: (req) => req.path.startsWith('/_cluster/state/metadata/')
        ? Promise.resolve({ kind: 'ok', status: 200, headers: {}, body: '', json: { metadata: { indices: { items_v2: { primary_terms: { 0: term } } } } }, ms: 0 })
        : inner.send(req) };
      return runReindex(t, { copy, alias: 'items', mapping: {}, settleMs: 0, hooks: { afterSwap: async () => void (failover && (term = 2)) } });
    };
    const steady = await run(false);
    expect(steady.ok).toBe(true);
    expect(steady.termsChecked).toBe(true);
    const moved = await run(true);
    expect(moved.ok).toBe(false);
    expect(moved.tombstonesLost).toMatch(/primary shard of items_v2 changed during the reindex \(primary terms \{"0":1\} → \{"0":2\}\)/);
    expect(moved.error).toMatch(/cannot be proven kept/);
    // Where the terms cannot be read (a server without the cluster state API), the summary says a failover would go unnoticed.
    const inner = await seeded(10);
    await inner.send({ method: 'PUT', path: '/items_v1/_alias/items' });
    const plain: Target = { ...inner, send: (req) => req.path.startsWith('/_cluster/state')
      ? Promise.resolve({ kind: 'ok', status: 400, headers: {}, body: '{"error":"no handler found"}', json: { error: 'no handler found' }, ms: 0 })
      : inner.send(req) };
    const r = await runReindex(plain, { copy, alias: 'items', mapping: {}, settleMs: 0 });
    expect(r.termsChecked).toBe(false);
    expect(summaryLines(r).join('\n')).toMatch(/primary terms of items_v2: not readable/);
  });

  it('refuses an alias that is an index name, or on several indexes', async () => {
    const t = await seeded(3);
    expect((await runReindex(t, { copy, alias: 'items_v1', mapping: {} })).error).toMatch(/is an index, not an alias/);
    expect((await runReindex(t, { copy, alias: 'nope', mapping: {} })).error).toMatch(/give --from/);
    await t.send({ method: 'PUT', path: '/other', headers: J, body: '{}' });
    await t.send({ method: 'PUT', path: '/items_v1,other/_alias/both' });
    expect((await runReindex(t, { copy, alias: 'both', mapping: {} })).error).toMatch(/points at 2 indexes/);
  });
});

describe('conformance reindex (CLI) against the served simulator', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile: 'default' });
    dir = mkdtempSync(join(tmpdir(), 'reindex-cli-'));
    writeFileSync(join(dir, 'mapping.json'), JSON.stringify({ mappings: { item: { properties: { code: { type: 'string' } } } } }));
    const t = httpTarget(server.url);
    await t.send({ method: 'PUT', path: '/products_v1/item/1', headers: J, body: '{"code":"2015-01-01","name":"first","added":"2020-01-01"}' });
    let body = '';
    for (let i = 2; i <= 300; i++) body += `{"index":{"_id":"${i}","_type":"item"}}\n${JSON.stringify({ code: '2015-01-02', name: `n${i}`, added: `2020-0${1 + (i % 9)}-01` })}\n`;
    await t.send({ method: 'POST', path: '/products_v1/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
    await t.close();
  });
  afterAll(() => server.close());

  it('--dry-run prints the plan and changes nothing', async () => {
    const io = capture();
    expect(await reindexCommand(['--target', server.url, '--alias', 'products', '--from', 'products_v1', '--mapping', join(dir, 'mapping.json'), '--dry-run'], io)).toBe(0);
    expect(io.lines.join('\n')).toMatch(/PUT \/products_v1\/_alias\/products[\s\S]*PUT \/products_v2 [\s\S]*POST \/_aliases \{"actions":\[\{"remove":\{"index":"products_v1","alias":"products"\}\},\{"add":\{"index":"products_v2","alias":"products"\}\}\]\}/);
    expect(server.simulator.state.indices.has('products_v2')).toBe(false);
  });

  it('fixes the wrongly inferred date field on a live alias with one command (date-range workers)', async () => {
    const io = capture();
    const code = await reindexCommand(['--target', server.url, '--alias', 'products', '--from', 'products_v1', '--mapping', join(dir, 'mapping.json'), '--slice-field', 'added', '--slices', '3', '--batch', '50', '--settle', '0'], io);
    expect(io.errs).toEqual([]);
    expect(code).toBe(0);
    const out = io.lines.join('\n');
    expect(out).toMatch(/reindex complete: alias products now on products_v2 \(was products_v1\)/);
    expect(out).toMatch(/verify: 300 identical/);
    expect(out).toMatch(/verify added missing: old 0, through alias 0/);
    const t = httpTarget(server.url);
    const w = await t.send({ method: 'PUT', path: '/products/item/2', headers: J, body: '{"code":"A-17","name":"second"}' });
    expect(w.kind === 'ok' && w.status).toBe(200);
    await t.close();
  });

  it('exits 2 with a reason for bad arguments', async () => {
    for (const argv of [[], ['--target', server.url], ['--target', server.url, '--alias', 'a', '--mapping', '/nonexistent'], ['--target', 'reference', '--alias', 'a', '--mapping', join(dir, 'mapping.json')], ['--target', server.url, '--alias', 'a', '--mapping', join(dir, 'mapping.json'), '--batch', '0']]) {
      const io = capture();
      expect(await reindexCommand(argv, io), argv.join(' ')).toBe(2);
      expect(io.errs[0]).toMatch(/^conformance reindex: /);
    }
  });
});

describe('progress and timeline', () => {
  it('prints a bar with rate and ETA', () => {
    expect(progressLine({ phase: 'copy', done: 50_000, total: 100_000 }, 5000)).toBe('copy           [############------------]  50% 50,000/100,000 · 10,000 docs/s · ETA 5s');
    expect(progressLine({ phase: 'swap', done: 0, total: 0 }, 10)).toBe('swap');
  });
  it('draws latency, errors and the swap as inline SVG, and report.html shows it', () => {
    const { bucketMs, buckets } = bucketSamples([{ t: 0, ms: 2, ok: true }, { t: 500, ms: 9, ok: false }, { t: 999, ms: 4, ok: true }], 1000, 10);
    expect(bucketMs).toBe(100);
    expect(buckets[5]).toEqual({ t: 500, ops: 1, errors: 1, p50: 9, max: 9 });
    const tl: Timeline = { kind: 'timeline', title: 't <1>', durationMs: 1000, bucketMs, buckets, markers: [{ t: 400, label: 'swap' }, { t: 100, label: 'copy' }], totals: { failed: 1 } };
    const svg = timelineSvg(tl);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toMatch(/font-weight="700">swap<\/text>/);
    expect(svg).toMatch(/<rect [^>]*fill="#cf222e"/);
    const html = renderHtml({ command: 'run', target: { name: 'x', kind: 'reference', profile: 'default' }, startedAt: '', durationMs: 1, notes: [], cases: [{ id: 'r', area: 'reindex', file: 'f', line: 1, name: 'n', status: 'passed', message: 'm', ms: 1, steps: [{ kind: 'timeline', file: 'f', line: 1, ok: true, actual: tl }] }] });
    expect(html).toMatch(/<h2>Timelines<\/h2>[\s\S]*<svg[\s\S]*t &lt;1&gt;/);
  });
});
