/**
 * The plan's probing against what real servers answer, where the simulator answers otherwise: several
 * shards that each count `_seq_no` from 0 (the simulator keeps one sequence per index), `_stats` with
 * global checkpoints (the simulator has no `_stats`), and answers that are HTML pages or 5xx storms.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { reindexCommand } from '../cli/reindexCommand.ts';
import type { CliIO } from '../cli/progress.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import { faultyServer, type FaultyServer } from '../faults/faultyServer.ts';
import { httpTarget } from '../targets/httpTarget.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { EsClient } from './client.ts';
import { probeIncremental } from './plan.ts';
import { planOnly, runReindex } from './reindex.ts';

const J = { 'content-type': 'application/json' };
const FAST = { attempts: 2, baseDelayMs: 1, maxDelayMs: 1 };
const reply = (status: number, json: unknown): Outcome => okOutcome(status, J, JSON.stringify(json), 1);

interface ShardDoc {
  id: string;
  shard: number;
  seq: number;
}

/**
 * The answers a real multi-shard index gives to the probe's requests: `_seq_no` counts per shard, a
 * search without a preference sees every shard, `preference=_shards:N` one (unless `ignorePreference`).
 */
function shardedIndex(docs: ShardDoc[], shards: number, opts: { ignorePreference?: boolean; stats?: number | 'checkpoints' } = {}): Target {
  const send = async (req: WireRequest): Promise<Outcome> => {
    if (req.path === '/i/_settings') return reply(200, { i: { settings: { 'index.number_of_shards': String(shards) } } });
    if (req.path === '/i/_stats/docs') {
      if (opts.stats !== 'checkpoints') return reply(opts.stats ?? 403, { error: { type: 'security_exception', reason: 'action [indices:monitor/stats] is unauthorized' }, status: 403 });
      const copies = (s: number) => [{ routing: { primary: true }, seq_no: { global_checkpoint: Math.max(-1, ...docs.filter((d) => d.shard === s).map((d) => d.seq)) } }];
      return reply(200, { indices: { i: { shards: Object.fromEntries(Array.from({ length: shards }, (_, s) => [String(s), copies(s)])) } } });
    }
    if (req.path !== '/i/_search') return reply(400, { error: { type: 'illegal_argument_exception', reason: `unexpected ${req.method} ${req.path}` }, status: 400 });
    const only = /^_shards:(\d+)$/.exec(req.query?.preference ?? '');
    const on = only && !opts.ignorePreference ? docs.filter((d) => d.shard === Number(only[1])) : docs;
    const body = JSON.parse(String(req.body)) as { size: number; sort?: unknown; query?: { range: { _seq_no: { gte: number; lte: number } } } };
    const range = body.query?.range._seq_no;
    const hits = (range ? on.filter((d) => d.seq >= range.gte && d.seq <= range.lte) : [...on].sort((a, b) => b.seq - a.seq)).slice(0, body.size);
    return reply(200, { _shards: { total: only && !opts.ignorePreference ? 1 : shards }, hits: { total: { value: on.length }, hits: hits.map((d) => ({ _id: d.id, _seq_no: d.seq, _primary_term: 1 })) } });
  };
  return { name: 'sharded', send, close: async () => {} };
}

describe('probing a multi-shard index', () => {
  // Both shards hold a document at _seq_no 7: a range on _seq_no over the whole index finds two.
  const docs: ShardDoc[] = [{ id: 'a', shard: 0, seq: 7 }, { id: 'b', shard: 0, seq: 3 }, { id: 'c', shard: 1, seq: 7 }];

  it('probes one shard at a time, so two shards with the same _seq_no do not look like a server that ignores the range', async () => {
    expect(await probeIncremental(new EsClient(shardedIndex(docs, 2), FAST), 'i', 3)).toEqual({ kind: 'incremental', shards: 2, marks: 'seen' });
  });
  it('skips empty shards to find one to probe', async () => {
    expect(await probeIncremental(new EsClient(shardedIndex([{ id: 'z', shard: 2, seq: 0 }], 3), FAST), 'i', 1)).toEqual({ kind: 'incremental', shards: 3, marks: 'seen' });
  });
  it('marks from global checkpoints when _stats shows them; the highest _seq_no seen when _stats is refused', async () => {
    expect(await probeIncremental(new EsClient(shardedIndex(docs, 2, { stats: 'checkpoints' }), FAST), 'i', 3)).toMatchObject({ marks: 'checkpoint' });
    expect(await probeIncremental(new EsClient(shardedIndex(docs, 2, { stats: 404 }), FAST), 'i', 3)).toMatchObject({ marks: 'seen' });
  });
  it('falls back to full passes, saying why, when the server searches every shard despite the preference', async () => {
    const p = await probeIncremental(new EsClient(shardedIndex(docs, 2, { ignorePreference: true }), FAST), 'i', 3);
    expect(p).toMatchObject({ kind: 'full', reason: expect.stringMatching(/2 shards, each with its own _seq_no.*preference=_shards:0 \(searched 2\)/) });
  });
});

describe('a server with _stats: marks from global checkpoints, end to end', () => {
  it('reads checkpoints before each delta, refreshes, and catches up incrementally', async () => {
    const sim = await referenceTarget({ profile: 'default' });
    // What a one-shard Elasticsearch index reports: its global checkpoint is its highest _seq_no.
    const t: Target = { ...sim, send: async (req) => {
      const m = /^\/([^/]+)\/_stats\/docs$/.exec(req.path);
      if (!m) return sim.send(req);
      const top = await sim.send({ method: 'POST', path: `/${m[1]}/_search`, headers: J, body: JSON.stringify({ size: 1, seq_no_primary_term: true, sort: [{ _seq_no: 'desc' }] }) });
      const seq = (top.kind === 'ok' ? (top.json as { hits: { hits: Array<{ _seq_no: number }> } }).hits.hits[0]?._seq_no : undefined) ?? -1;
      return reply(200, { indices: { [m[1]!]: { shards: { 0: [{ routing: { primary: true }, seq_no: { global_checkpoint: seq } }] } } } });
    } };
    let body = '';
    for (let i = 0; i < 80; i++) body += `{"index":{"_id":"${i}"}}\n{"n":${i}}\n`;
    await t.send({ method: 'POST', path: '/s_v1/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body });
    await t.send({ method: 'PUT', path: '/s_v1/_alias/s' });
    const r = await runReindex(t, { alias: 's', mapping: {}, batch: 20, settleMs: 0, hooks: {
      beforeSwap: async () => void (await t.send({ method: 'PUT', path: '/s/_doc/5', headers: J, body: '{"n":-5}' })),
      inWindow: async () => void (await t.send({ method: 'PUT', path: '/s/_doc/late', headers: J, body: '{"n":-1}' })),
    } });
    expect(r.error).toBeUndefined();
    expect(r.plan!.catchUp).toEqual({ kind: 'incremental', shards: 1, marks: 'checkpoint' });
    expect(r.passes.at(-1)).toMatchObject({ kind: 'incremental', copied: 1 });
    expect(r.fast).toMatchObject({ copied: 1 });
    expect(r.verify).toMatchObject({ identical: 81, lost: 0, different: 0, extra: 0, clobbered: 0 });
    expect(r.history.some((h) => h.request.path === '/s_v1/_refresh')).toBe(true);
  });
});

describe('clear errors from servers that answer HTML, garbage or 5xx', () => {
  let server: FaultyServer | undefined;
  afterEach(async () => server?.close());
  const opts = { alias: 'products', from: 'products_v1', mapping: {} };

  const cases: Array<[Parameters<typeof faultyServer>[0], 'root' | 'rest', RegExp]> = [
    ['html', 'root', /^GET \/ answered 200 text\/html, not JSON: "<html><body>Welcome to nginx!.*does not answer like Elasticsearch or OpenSearch$/],
    ['5xx-storm', 'root', /^GET \/ answered 503 cluster_block_exception: blocked: .* does not answer like Elasticsearch or OpenSearch$/],
    ['html', 'rest', /^GET \/_alias\/products answered 200 text\/html, not JSON: "<html>/],
    ['5xx-storm', 'rest', /^GET \/_alias\/products answered 503 cluster_block_exception: blocked$/],
    ['garbage', 'rest', /^GET \/_alias\/products answered 200 application\/json, not JSON: /],
  ];
  for (const [fault, where, expected] of cases) {
    it(`${fault} (${where === 'root' ? 'GET /' : 'every other request'}): the plan says what came back, in one line`, async () => {
      server = await faultyServer(fault, where);
      const t = httpTarget(server.url, { timeoutMs: 2000 });
      const plan = await planOnly(t, opts, FAST);
      expect(plan).toEqual(expect.stringMatching(expected));
      const r = await runReindex(t, { ...opts, retry: FAST });
      expect(r.error).toMatch(expected);
      expect(r.plan).toBeUndefined();
      await t.close();
    });
  }

  it('the command exits 2 with that line', async () => {
    server = await faultyServer('5xx-storm', 'rest');
    const errs: string[] = [];
    const io: CliIO = { out: () => {}, err: (l) => errs.push(l), isTTY: false };
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'probe-')), 'mapping.json');
    writeFileSync(file, '{}');
    expect(await reindexCommand(['--target', server.url, '--alias', 'products', '--from', 'products_v1', '--mapping', file, '--retries', '1'], io)).toBe(2);
    expect(errs[0]).toBe('conformance reindex: GET /_alias/products answered 503 cluster_block_exception: blocked');
  });
});
