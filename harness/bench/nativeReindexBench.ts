/**
 * `reindex_native_copy_s` and the latency of other clients during it: the server's own `_reindex`
 * (`wait_for_completion=false&slices=auto`, `dest.version_type: external`, `conflicts: proceed`, as the
 * native copy engine sends it) of the big index, timed from the request to the end of the task (a
 * `GET /_tasks/<id>?wait_for_completion=true` answered when it ends), while two probe clients send
 * `GET /` and single-document GETs and record each answer's latency. The copy is then counted.
 */
import { Pool } from 'undici';
import { apiPath } from '../../reference/api/catalogue.ts';
import { docPathPrefix } from './workload.ts';
import { nativeCopyBody } from '../reindex/plan.ts';

type Log = (line: string) => void;

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

/** Pause between two requests of one probe: a steady client, not a flood that would crowd the copy out. */
const PROBE_GAP_MS = 2;

async function text(pool: Pool, method: 'GET' | 'POST', path: string, body?: string): Promise<{ status: number; body: string }> {
  const r = await pool.request({ method, path, ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}) });
  return { status: r.statusCode, body: await r.body.text() };
}

/** One probe: the same request again and again until `done`, each latency recorded. */
async function probe(pool: Pool, path: () => string, done: () => boolean, out: number[], errors: string[]): Promise<void> {
  while (!done()) {
    const t = performance.now();
    const r = await text(pool, 'GET', path());
    out.push(performance.now() - t);
    if (r.status !== 200) errors.push(`${path()}: ${r.status}`);
    await new Promise((res) => setTimeout(res, PROBE_GAP_MS));
  }
}

/** Copies `source` (holding `docs` documents) with the server's `_reindex` and measures the other clients. */
export async function measureNativeReindex(origin: string, source: string, docs: number, log: Log): Promise<Record<string, number | string | null>> {
  const dest = `${source}_native`;
  const control = new Pool(origin, { connections: 2 });
  const probes = new Pool(origin, { connections: 2 });
  try {
    // Paths named once, outside the probes' loops: a probe only appends an id.
    const rootPath = apiPath('info', 'GET');
    const docPath = docPathPrefix('get', source);
    // Warm the probes' paths first (JIT, connections), outside the measurement.
    for (let i = 0; i < 200; i++) {
      await text(probes, 'GET', rootPath);
      await text(probes, 'GET', docPath + i);
    }
    const body = JSON.stringify(nativeCopyBody(source, dest, 1000));
    const t0 = performance.now();
    const started = await text(control, 'POST', `${apiPath('reindex', 'POST')}?wait_for_completion=false&slices=auto`, body);
    const answeredMs = performance.now() - t0;
    if (started.status !== 200) throw new Error(`_reindex: ${started.status} ${started.body.slice(0, 300)}`);
    const task = (JSON.parse(started.body) as { task: string }).task;
    let finished = false;
    const root: number[] = [];
    const get: number[] = [];
    const errors: string[] = [];
    let n = 0;
    const probing = Promise.all([
      probe(probes, () => rootPath, () => finished, root, errors),
      probe(probes, () => docPath + (n = (n * 7919 + 13) % docs), () => finished, get, errors),
    ]);
    const end = await text(control, 'GET', `${apiPath('tasks.get', 'GET', { task_id: task })}?wait_for_completion=true`);
    const copyS = (performance.now() - t0) / 1000;
    finished = true;
    await probing;
    const result = JSON.parse(end.body) as { completed?: boolean; response?: { created?: number; updated?: number; failures?: unknown[]; slices?: unknown[] } };
    const written = (result.response?.created ?? 0) + (result.response?.updated ?? 0);
    await text(control, 'POST', apiPath('indices.refresh', 'POST', { index: dest }));
    const count = (JSON.parse((await text(control, 'GET', apiPath('count', 'GET', { index: dest }))).body) as { count?: number }).count;
    log(`native copy: task ${task} answered in ${answeredMs.toFixed(1)} ms, ${written} docs written in ${copyS.toFixed(2)} s (${result.response?.slices?.length ?? 1} slice(s)), ${count} counted`);
    log(`native copy: GET / p50 ${quantile(root, 0.5).toFixed(2)} p99 ${quantile(root, 0.99).toFixed(2)} max ${quantile(root, 1).toFixed(2)} ms over ${root.length}; GET doc p50 ${quantile(get, 0.5).toFixed(2)} p99 ${quantile(get, 0.99).toFixed(2)} max ${quantile(get, 1).toFixed(2)} ms over ${get.length}`);
    if (errors.length > 0) log(`native copy: ${errors.length} probe errors, first: ${errors[0]}`);
    const ok = result.completed === true && count === docs && (result.response?.failures?.length ?? 0) === 0 && errors.length === 0;
    if (!ok) log(`native copy: NOT VERIFIED: ${end.body.slice(0, 500)}`);
    return {
      reindex_native_copy_s: ok ? round(copyS, 2) : null,
      reindex_native_start_ms: round(answeredMs, 1),
      native_root_p99_ms: round(quantile(root, 0.99)),
      native_get_p99_ms: round(quantile(get, 0.99)),
      native_root_p50_ms: round(quantile(root, 0.5)),
      native_get_p50_ms: round(quantile(get, 0.5)),
      native_probe_requests: root.length + get.length,
    };
  } finally {
    await Promise.all([control.close(), probes.close()]);
  }
}
