/**
 * Crash safety of `serve --data DIR`: the server runs as a child process, writers load it with single
 * writes, auto-id writes, overwrites, deletes and bulk batches, and it is killed with SIGKILL at a
 * random moment, again and again. After every restart each acknowledged operation must be there
 * (its latest acknowledged value, or the value of the one operation that writer had in flight), no
 * bulk batch may be half there, and every task id a client was given still answers. The journal is
 * compacted often (--compact-bytes 8192: every few dozen writes), so kills also land in compactions. A start
 * may report a torn tail it cut (a write the kill interrupted), never damage. Bounded: a fixed number
 * of rounds, well under a minute.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 8);
const WRITERS = 4;

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Start `conformance serve` on a free port over `dir`; resolves with its URL once it listens. */
function serve(dir: string): Promise<{ child: ChildProcess; url: string; startLines: string[] }> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'harness/cli.ts'), 'serve', '--port', '0', '--data', dir, '--seed', '4', '--compact-bytes', '8192'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let err = '';
    const timer = setTimeout(() => rej(new Error(`server did not start: ${out} ${err}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ child, url: m[1]!, startLines: out.split('\n').filter((l) => l.startsWith('data in ')) });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code, sig) => {
      clearTimeout(timer);
      rej(new Error(`server exited (${code ?? sig}) before listening: ${err.slice(0, 500)}`));
    });
  });
}

type Value = Record<string, unknown> | 'absent';
/** What a writer knows about one document: its last acknowledged value, and a value maybe in flight. */
interface Known { acked: Value; pending?: Value }

describe('crash safety (serve --data, kill -9 under load)', () => {
  it(`every acknowledged write survives ${ROUNDS} SIGKILLs; nothing is half-applied (seed ${SEED})`, async () => {
    console.log(`crash test: seed ${SEED}, ${ROUNDS} rounds (replay with FC_SEED=${SEED})`);
    const rand = rng(SEED);
    const dir = mkdtempSync(join(tmpdir(), 'cfx-crash-'));
    const docs = new Map<string, Known>();
    const batches: Array<{ ids: string[]; acked: boolean; value: (i: number) => Record<string, unknown> }> = [];
    const autoIds = new Map<string, Record<string, unknown>>();
    const tasks: string[] = [];
    let tornReports = 0;
    let acknowledged = 0;
    let killedInFlight = 0;
    const started = performance.now();

    for (let round = 0; round <= ROUNDS; round++) {
      const { child, url, startLines } = await serve(dir);
      for (const line of startLines) {
        expect(line, 'a start reported damage after a kill').not.toMatch(/damaged|repair/);
        if (/cut a torn tail of \d+ byte/.test(line)) tornReports++;
      }
      const agent = new Agent({ connections: WRITERS + 2 });
      const call = async (method: string, path: string, body?: string, type = 'application/json') => {
        const r = await request(`${url}${path}`, { method: method as 'GET', dispatcher: agent, headers: body === undefined ? {} : { 'content-type': type }, body, headersTimeout: 10_000, bodyTimeout: 10_000 });
        const text = await r.body.text();
        return { status: r.statusCode, json: text ? (JSON.parse(text) as Record<string, any>) : undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
      };

      // 1. Verify everything known so far against the restarted server.
      if (round > 0) {
        const actual = new Map<string, Record<string, unknown>>();
        let page = await call('POST', '/crash/_search?scroll=1m', JSON.stringify({ size: 5000, sort: ['_doc'] }));
        expect(page.status).toBe(200);
        while (page.json!.hits.hits.length > 0) {
          for (const h of page.json!.hits.hits as Array<{ _id: string; _source: Record<string, unknown> }>) actual.set(h._id, h._source);
          page = await call('POST', '/_search/scroll', JSON.stringify({ scroll: '1m', scroll_id: page.json!._scroll_id }));
        }
        for (const [id, k] of docs) {
          const got: Value = actual.get(id) ?? 'absent';
          const allowed = [k.acked, ...(k.pending !== undefined ? [k.pending] : [])].map((v) => JSON.stringify(v));
          expect(allowed, `round ${round}: document ${id}`).toContain(JSON.stringify(got));
          // Whatever it is now is what the writer builds on.
          docs.set(id, { acked: got });
        }
        for (const b of batches) {
          const present = b.ids.filter((id) => actual.has(id));
          if (b.acked) expect(present, `round ${round}: acknowledged bulk ${b.ids[0]}…`).toEqual(b.ids);
          else expect([0, b.ids.length], `round ${round}: bulk ${b.ids[0]}… half applied`).toContain(present.length);
          b.ids.forEach((id, i) => present.length && expect(actual.get(id)).toEqual(b.value(i)));
          b.acked = present.length > 0;
        }
        for (const [id, src] of autoIds) expect(actual.get(id), `round ${round}: auto-id document ${id}`).toEqual(src);
        for (const id of tasks) expect((await call('GET', `/_tasks/${id}`)).status, `round ${round}: task ${id}`).toBe(200);
      }
      if (round === ROUNDS) {
        child.kill('SIGKILL');
        await agent.destroy();
        break;
      }
      await call('PUT', '/crash', JSON.stringify({ mappings: { properties: { w: { type: 'long' }, v: { type: 'long' } } } }));
      await call('PUT', '/jobs');

      // 2. Load it, and kill it at a random moment.
      let stop = false;
      const writer = async (w: number) => {
        let n = 0;
        while (!stop) {
          n++;
          const r = rand();
          const value = { w, v: round * 100_000 + n };
          try {
            if (r < 0.45) {
              const id = `w${w}-${Math.floor(rand() * 25)}`;
              const k = docs.get(id) ?? { acked: 'absent' };
              docs.set(id, { acked: k.acked, pending: value });
              const res = await call('PUT', `/crash/_doc/${id}`, JSON.stringify(value));
              docs.set(id, { acked: res.status < 300 ? value : k.acked }); // answered: settled either way
              acknowledged++;
            } else if (r < 0.6) {
              const id = `w${w}-${Math.floor(rand() * 25)}`;
              const k = docs.get(id) ?? { acked: 'absent' };
              docs.set(id, { acked: k.acked, pending: 'absent' });
              const res = await call('DELETE', `/crash/_doc/${id}`);
              docs.set(id, { acked: res.status === 200 || res.status === 404 ? 'absent' : k.acked });
              acknowledged++;
            } else if (r < 0.62) {
              // A job run as a task (on an index of its own, matching nothing): the client keeps its id.
              const res = await call('POST', '/jobs/_delete_by_query?wait_for_completion=false', '{"query":{"term":{"none":"x"}}}');
              if (res.status === 200) tasks.push(res.json!.task as string);
              acknowledged++;
            } else if (r < 0.8) {
              const res = await call('POST', '/crash/_doc', JSON.stringify(value));
              if (res.status === 201) autoIds.set(res.json!._id as string, value);
              acknowledged++;
            } else {
              const ids = [0, 1, 2].map((j) => `b${round}-${w}-${n}-${j}`);
              const mk = (i: number) => ({ w, v: value.v * 10 + i });
              const batch = { ids, acked: false, value: mk };
              batches.push(batch);
              const body = ids.map((id, i) => `{"index":{"_index":"crash","_id":"${id}"}}\n${JSON.stringify(mk(i))}\n`).join('');
              const res = await call('POST', '/_bulk', body, 'application/x-ndjson');
              if (res.status === 200 && res.json!.errors === false) batch.acked = true;
              acknowledged++;
            }
          } catch {
            killedInFlight++;
            return; // the server is gone; this writer's pending operation stays unknown
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 100 + rand() * 500));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      stop = true;
      await Promise.all(writers);
      await agent.destroy();
      // The pending state of writers that finished normally was settled above; the others stay pending.
    }
    const secs = (performance.now() - started) / 1000;
    const generation = Math.max(0, ...readdirSync(dir).map((n) => Number(/^snapshot-(\d+)\.snap$/.exec(n)?.[1] ?? 0)));
    console.log(`crash test: ${ROUNDS} kills in ${secs.toFixed(1)} s, ${acknowledged} acknowledged operations, ${killedInFlight} in flight at a kill, ${docs.size} docs, ${batches.length} bulks, ${autoIds.size} auto ids, ${tasks.length} task ids checked; ${tornReports} torn tail(s) cut and reported; ${generation} compaction(s)`);
    expect(generation, 'no compaction ran under the kills').toBeGreaterThan(0);
    expect(acknowledged).toBeGreaterThan(ROUNDS * 20);
    expect(killedInFlight).toBeGreaterThan(0);
  }, 180_000); // nine starts of `serve` through tsx: about 36 s alone on 2 cores, longer beside the rest of npm test
});
