import { it } from 'vitest';
import { call, testSimulator } from '/work/wt/scriptyield2/reference/testkit.ts';
import { workDone } from '/work/wt/scriptyield2/reference/core/search/resumable/steps.ts';
const loop = 'long s = 0; for (int i = 0; i < 500; i++) { s += i }';
const bodies: Record<string, [string, string, unknown]> = {
  script_query: ['POST', '/w/_search', { size: 1, query: { bool: { filter: { script: { script: { source: `${loop} return doc['n'].value % 2 == 0 && s > 0` } } } } } }],
  script_score: ['POST', '/w/_search', { size: 1, query: { script_score: { query: { match_all: {} }, script: { source: `${loop} return doc['n'].value + s` } } } }],
  function_score: ['POST', '/w/_search', { size: 1, query: { function_score: { query: { match_all: {} }, functions: [{ script_score: { script: { source: `${loop} return doc['n'].value + s` } } }] } } }],
  terms_script: ['POST', '/w/_search', { size: 0, aggs: { t: { terms: { script: { source: `${loop} return doc['n'].value % 10 + s * 0` } } } } }],
  scripted_metric: ['POST', '/w/_search', { size: 0, aggs: { m: { scripted_metric: { init_script: 'state.t = 0L', map_script: `${loop} state.t += doc['n'].value + s`, combine_script: 'return state.t', reduce_script: 'long t = 0; for (x in states) { t += x } return t' } } } }],
  runtime_sort: ['POST', '/w/_search', { size: 1, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value + s)` } } }, sort: [{ r: 'desc' }] }],
  script_sort: ['POST', '/w/_search', { size: 1, sort: [{ _script: { type: 'number', order: 'desc', script: { source: `${loop} return doc['n'].value + s` } } }] }],
  script_fields: ['POST', '/w/_search', { size: 2000, script_fields: { f: { script: { source: `${loop} return doc['n'].value + s` } } } }],
  runtime_query: ['POST', '/w/_search', { size: 1, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value + s)` } } }, query: { range: { r: { gte: 1000 } } } }],
  runtime_terms: ['POST', '/w/_search', { size: 0, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value % 10 + s * 0)` } } }, aggs: { t: { terms: { field: 'r' } } } }],
  runtime_fields: ['POST', '/w/_search', { size: 2000, runtime_mappings: { r: { type: 'long', script: { source: `${loop} emit(doc['n'].value + s)` } } }, fields: ['r'] }],
  bucket_script: ['POST', '/w/_search', { size: 0, aggs: { h: { histogram: { field: 'n', interval: 1 }, aggs: { c: { bucket_script: { buckets_path: { x: '_count' }, script: `${loop} return params.x + s` } } } } } }],
  update_loop: ['POST', '/w/_update/1', { script: { source: 'long s = 0; for (int i = 0; i < 999999; i++) { s += i } ctx._source.m = s' } }],
  ubq: ['POST', '/w/_update_by_query?conflicts=proceed', { script: { source: `${loop} ctx._source.m = s + ctx._source.n` } }],
};
it('slices', () => {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/w', { mappings: { properties: { n: { type: 'long' } } } });
  const lines: unknown[] = [];
  for (let i = 0; i < 2000; i++) lines.push({ index: { _id: String(i) } }, { n: i });
  call(sim, 'POST', '/w/_bulk?refresh=true', lines);
  for (const [name, [method, path, body]] of [...Object.entries(bodies), ...Object.entries(bodies)]) {
    const [p, q] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(q ?? ''));
    if (process.env.SY2ONLY && name !== process.env.SY2ONLY) continue;
    const w0 = workDone(); (globalThis as any).sy2arm = w0 + 500000;
    const t0 = (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    const res = sim.handle({ method, path: p!, query, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { sliced: true });
    let steps = 0, max = workDone() - w0, last = workDone(), done;
    (globalThis as any).lw = workDone(); let t = (process.cpuUsage().user + process.cpuUsage().system) / 1000; const first = t - t0; let maxMs = 0;
    if (res.resume) do { done = res.resume(() => false); steps++; max = Math.max(max, workDone() - last); last = workDone(); const n = (process.cpuUsage().user + process.cpuUsage().system) / 1000; if (n - t > maxMs) { maxMs = n - t; (globalThis as any).at = [steps, workDone() - (globalThis as any).lw]; } (globalThis as any).lw = workDone(); t = n; } while (!done);
    console.log(name, 'status', (done ?? res).status, 'steps', steps, 'total work', workDone() - w0, 'max slice work', max, 'first ms', first.toFixed(1), 'max ms', maxMs.toFixed(1), (globalThis as any).at);
  }
});
