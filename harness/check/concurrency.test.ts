/**
 * Many clients at once against the served simulator: writing (single and bulk, through an alias and
 * directly), swapping the alias, searching, counting and scrolling. Every exchange is recorded with
 * its invocation and completion times; the linearizability checker must then find one
 * real-time-consistent order that reproduces every response and the final state on a fresh
 * Simulator. The seed is printed; FC_SEED replays the same workload.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Simulator } from '../../reference/simulator.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import { stateDump } from '../../reference/testkit.ts';
import { httpTarget } from '../targets/httpTarget.ts';
import { timedRecordingTarget } from '../targets/timedRecordingTarget.ts';
import type { Target } from '../targets/target.ts';
import { checkLinearizable, type Op } from './linearizable.ts';
import { simulatorModel } from './simulatorModel.ts';
import { rng } from '../model/rng.ts';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const CLIENTS = 8;
const OPS_PER_CLIENT = 40;
const OPTS = { now: () => Date.UTC(2026, 0, 1), seed: 11 };

let srv: RunningServer;
beforeAll(async () => {
  srv = await startServer({ port: 0, ...OPTS });
});
afterAll(async () => {
  await srv?.close();
});


const json = (method: string, path: string, body?: unknown, query?: Record<string, string>): WireRequest => ({
  method, path, ...(query ? { query } : {}), headers: body === undefined ? {} : { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** One client's session: a random mix of writes, swaps, reads and scrolls. */
async function client(t: Target, c: number, rand: () => number): Promise<void> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  let scrollId: string | undefined;
  for (let i = 0; i < OPS_PER_CLIENT; i++) {
    const id = `${c}-${Math.floor(rand() * 6)}`;
    const kind = scrollId && rand() < 0.5 ? 'scroll-next' : pick(['write', 'write', 'direct', 'bulk', 'swap', 'swap', 'search', 'count', 'get', 'delete', 'scroll']);
    let req: WireRequest;
    switch (kind) {
      case 'write': req = json('PUT', `/live/_doc/${id}`, { w: `c${c}`, n: i }); break;
      case 'direct': req = json('PUT', `/${pick(['idx_a', 'idx_b'])}/_doc/${id}`, { w: `c${c}`, n: i }); break;
      case 'bulk': {
        const ix = pick(['idx_a', 'idx_b']);
        req = { method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' },
          body: [0, 1, 2].map((k) => `{"index":{"_index":"${ix}","_id":"${c}-b${k}"}}\n${JSON.stringify({ w: `c${c}`, n: i * 10 + k })}\n`).join('') + `{"delete":{"_index":"${ix}","_id":"${id}"}}\n` };
        break;
      }
      case 'swap': {
        const [from, to] = rand() < 0.5 ? ['idx_a', 'idx_b'] : ['idx_b', 'idx_a'];
        req = json('POST', '/_aliases', { actions: [{ remove: { index: from, alias: 'live' } }, { add: { index: to, alias: 'live' } }] });
        break;
      }
      case 'search': req = json('POST', '/live/_search', { size: 50, sort: [{ n: 'asc' }, '_doc'] }); break;
      case 'count': req = json('GET', '/live/_count'); break;
      case 'get': req = json('GET', `/live/_doc/${id}`); break;
      case 'delete': req = json('DELETE', `/${pick(['idx_a', 'idx_b', 'live'])}/_doc/${id}`); break;
      case 'scroll': req = json('POST', '/live/_search', { size: 2, sort: ['_doc'] }, { scroll: '1m' }); break;
      default: req = json('POST', '/_search/scroll', { scroll: '1m', scroll_id: scrollId });
    }
    const o = await t.send(req);
    if (kind === 'scroll' || kind === 'scroll-next') {
      const sid = o.kind === 'ok' ? (o.json as { _scroll_id?: string; hits?: { hits?: unknown[] } } | undefined) : undefined;
      scrollId = sid?._scroll_id && (sid.hits?.hits?.length ?? 0) > 0 ? sid._scroll_id : undefined;
    }
  }
}

/** Run the workload against `url`, then check the history against a fresh Simulator's replay. */
async function runAndCheck(url: string, finalState: () => string) {
  const history: Op[] = [];
  const admin = timedRecordingTarget(httpTarget(url), history, -1);
  for (const r of [
    json('PUT', '/idx_a', { mappings: { properties: { w: { type: 'keyword' }, n: { type: 'long' } } } }),
    json('PUT', '/idx_b', { mappings: { properties: { w: { type: 'keyword' }, n: { type: 'long' } } } }),
    json('POST', '/_aliases', { actions: [{ add: { index: 'idx_a', alias: 'live' } }] }),
  ]) expect((await admin.send(r)).kind).toBe('ok');
  const targets = Array.from({ length: CLIENTS }, (_, c) => timedRecordingTarget(httpTarget(url, { connections: 1, timeoutMs: 10_000 }), history, c));
  const started = performance.now();
  await Promise.all(targets.map((t, c) => client(t, c, rng(SEED + c))));
  const ms = performance.now() - started;
  await Promise.all([admin, ...targets].map((t) => t.close()));
  const overlapping = history.filter((a) => history.some((b) => b !== a && b.at < a.done && a.at < b.done)).length;
  const t0 = performance.now();
  const verdict = checkLinearizable(history, simulatorModel(OPTS), { finalState: finalState() });
  console.log(`${history.length} ops in ${ms.toFixed(0)} ms, ${overlapping} overlapping another; checked in ${(performance.now() - t0).toFixed(0)} ms with ${verdict.evidence.details.applied} model applications: ${verdict.valid === true ? 'linearizable' : verdict.evidence.message}`);
  return { history, overlapping, verdict };
}

/** One run of the workload against a server whose alias swap applies its actions one at a time, with a pause. */
async function faultyAliasSwapVerdict(): Promise<boolean | 'unknown'> {
  const sim = new Simulator(OPTS);
  // Alias actions applied one at a time with a pause between: other clients see the alias half-moved.
  const server = createServer();
  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString();
      const wire = { method: req.method ?? 'GET', path: u.pathname, query: Object.fromEntries(u.searchParams), headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body };
      const actions = u.pathname === '/_aliases' && req.method === 'POST' ? (JSON.parse(body) as { actions: Array<{ remove?: { index: string } }> }).actions : [];
      // Only a swap that will succeed is split, so every answer is the one an atomic swap gives:
      // the fault shows only in what concurrent clients see in between.
      const from = actions[0]?.remove?.index;
      let out;
      if (actions.length > 1 && from !== undefined && sim.state.indices.get(from)?.aliases.has('live')) {
        for (const a of actions) {
          out = sim.handle({ ...wire, body: JSON.stringify({ actions: [a] }) });
          await new Promise((r) => setTimeout(r, 3));
        }
        out = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"acknowledged":true}' };
      } else out = sim.handle(wire);
      res.writeHead(out!.status, out!.headers).end(out!.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { verdict } = await runAndCheck(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => stateDump(sim));
    return verdict.valid;
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

describe('concurrency: the served simulator is linearizable under many clients', () => {
  it(`${CLIENTS} clients × ${OPS_PER_CLIENT} ops: writes, alias swaps, scrolls (seed ${SEED})`, async () => {
    console.log(`concurrency workload: seed ${SEED} (replay with FC_SEED=${SEED})`);
    const { history, overlapping, verdict } = await runAndCheck(srv.url, () => stateDump(srv.simulator));
    expect(overlapping).toBeGreaterThan(history.length / 2); // the clients really did run at once
    expect(verdict.valid, verdict.valid === true ? '' : verdict.evidence.message).toBe(true);
    // The workload exercised what it claims to: swaps that succeeded and that failed, scroll pages.
    const answered = (p: (o: Op) => boolean, ok: (status: number, body: string) => boolean) => history.some((o) => p(o) && o.outcome.kind === 'ok' && ok(o.outcome.status, o.outcome.body));
    const swap = (o: Op) => o.request.path === '/_aliases' && o.client >= 0;
    expect(answered(swap, (s, b) => s === 200 && !b.includes('"errors":true'))).toBe(true);
    // A swap whose remove names the wrong index: refused (404) or, in 8.x, reported per action.
    expect(answered(swap, (s, b) => s === 404 || b.includes('"errors":true'))).toBe(true);
    expect(answered((o) => o.request.path === '/_search/scroll', (s) => s === 200)).toBe(true);
  });

  it('the same workload catches a server whose alias swap is not atomic (actions applied one by one, with a pause)', async () => {
    // Each attempt is a fresh workload against a fresh faulty server. The checker may give up on a history
    // whose timing makes its search explode (`unknown`, an ERROR, seen once in CI under load): such an attempt
    // proves nothing either way and is run again with new timing. A `true` verdict fails at once (the fault
    // went unseen); three `unknown` verdicts in a row fail too.
    const verdicts: (boolean | 'unknown')[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const v = await faultyAliasSwapVerdict();
      verdicts.push(v);
      if (v !== 'unknown') break;
    }
    expect(verdicts.at(-1), `verdicts: ${verdicts.join(', ')}`).toBe(false);
    // The swap itself answers {"acknowledged":true} either way: the verdict comes from what the other clients saw.
    // (Which operation the explanation names depends on timing, so it is not asserted.)
  });
});
