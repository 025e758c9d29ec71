/**
 * Aggregation figures (the aggregations issue): over an index of `docs` documents of their own
 * (`tag`, a keyword with 1,000 distinct values; `price`, a double; `at`, a date spread over 365 days;
 * `id`, a long with one value per document), three aggregations over HTTP with `size: 0`: `terms` on `tag`
 * with an `avg` of `price`, a `date_histogram` of `at` by day with `stats` of `price`, and `cardinality` of
 * `id` (HyperLogLog++ past its threshold). Each is timed once cold (its columns built) and then warm (p50),
 * beside its floor: a plain in-process loop over the same column as typed arrays. A concurrent `GET /`
 * every 10 ms gives the longest wait while the warm ones run. The index is deleted afterwards.
 */
import { apiPath } from '../../reference/api/catalogue.ts';
import { watchRoot } from './searchBench.ts';

type Figures = Record<string, number | string | null>;

const DAY = 86_400_000;
const DAY0 = Date.UTC(2024, 0, 1);
const tagOf = (i: number) => (i * 7919) % 1000;
const priceOf = (i: number) => ((i * 104729) % 100_000) / 100;
const atOf = (i: number, docs: number) => DAY0 + Math.floor((i * 365 * DAY) / docs);

/** One aggregation document (about 75 bytes). */
export function aggDocSource(i: number, docs: number): string {
  return `{"id":${i},"tag":"t${tagOf(i)}","price":${priceOf(i)},"at":${atOf(i, docs)}}`;
}

async function send(origin: string, method: string, path: string, body: string, type = 'application/json'): Promise<{ ms: number; text: string }> {
  const t = performance.now();
  const res = await fetch(origin + path, { method, body, headers: { 'content-type': type } });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`aggs bench: ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - t, text };
}

async function load(origin: string, index: string, docs: number): Promise<void> {
  const bulk = apiPath('bulk', 'POST', { index });
  let next = 0;
  const worker = async () => {
    while (next < docs) {
      const first = next;
      next = Math.min(docs, next + 5000);
      let body = '';
      for (let i = first; i < next; i++) body += `{"index":{"_id":"${i}"}}\n${aggDocSource(i, docs)}\n`;
      const r = await send(origin, 'POST', bulk, body, 'application/x-ndjson');
      if (!r.text.includes('"errors":false')) throw new Error(`aggs bench: bulk errors: ${r.text.slice(0, 300)}`);
    }
  };
  await Promise.all([worker(), worker()]);
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

const median = (f: () => void, rounds = 5): number => {
  const ts: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    f();
    ts.push(performance.now() - t);
  }
  return quantile(ts, 0.5);
};

/** The floors: each aggregation's work as a plain loop over typed-array columns, in this process. */
function floors(docs: number): { terms: number; dateHistogram: number; cardinality: number } {
  const tag = new Int32Array(docs);
  const price = new Float64Array(docs);
  const at = new Float64Array(docs);
  const id = new Float64Array(docs);
  for (let i = 0; i < docs; i++) {
    tag[i] = tagOf(i);
    price[i] = priceOf(i);
    at[i] = atOf(i, docs);
    id[i] = i;
  }
  let sink = 0;
  const terms = median(() => {
    const count = new Int32Array(1000);
    const sum = new Float64Array(1000);
    for (let i = 0; i < docs; i++) {
      const t = tag[i]!;
      count[t]!++;
      sum[t]! += price[i]!;
    }
    sink += count[0]! + sum[0]!;
  });
  const dateHistogram = median(() => {
    const count = new Int32Array(400);
    const sum = new Float64Array(400);
    const lo = new Float64Array(400).fill(Infinity);
    const hi = new Float64Array(400).fill(-Infinity);
    for (let i = 0; i < docs; i++) {
      const b = Math.floor((at[i]! - DAY0) / DAY);
      const p = price[i]!;
      count[b]!++;
      sum[b]! += p;
      if (p < lo[b]!) lo[b] = p;
      if (p > hi[b]!) hi[b] = p;
    }
    sink += count[0]! + sum[0]! + lo[0]! + hi[0]!;
  });
  const cardinality = median(() => {
    const seen = new Set<number>();
    for (let i = 0; i < docs; i++) seen.add(id[i]!);
    sink += seen.size;
  });
  if (sink === -1) throw new Error('unreachable');
  return { terms, dateHistogram, cardinality };
}

/** Loads the aggregation index into the server at `origin`, measures the three aggregations, then deletes it. */
export async function measureAggs(origin: string, docs: number, log: (l: string) => void, rounds = 15): Promise<Figures> {
  const index = 'aggs1m';
  await send(origin, 'PUT', apiPath('indices.create', 'PUT', { index }), JSON.stringify({ mappings: { properties: { id: { type: 'long' }, tag: { type: 'keyword' }, price: { type: 'double' }, at: { type: 'date' } } } }));
  const t0 = performance.now();
  await load(origin, index, docs);
  log(`aggs: loaded ${docs} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const path = apiPath('search', 'POST', { index });
  const root = apiPath('info', 'GET');
  const bodies = {
    terms: { size: 0, aggs: { tags: { terms: { field: 'tag', size: 10 }, aggs: { avg_price: { avg: { field: 'price' } } } } } },
    date_histogram: { size: 0, aggs: { days: { date_histogram: { field: 'at', calendar_interval: 'day' }, aggs: { price: { stats: { field: 'price' } } } } } },
    cardinality: { size: 0, aggs: { ids: { cardinality: { field: 'id' } } } },
  };
  const f: Figures = {};
  const floor = floors(docs);
  const floorOf = { terms: floor.terms, date_histogram: floor.dateHistogram, cardinality: floor.cardinality };
  try {
    for (const [name, body] of Object.entries(bodies) as [keyof typeof bodies, object][]) {
      const text = JSON.stringify(body);
      const cold = await send(origin, 'POST', path, text);
      // A concurrent client asks GET / every 10 ms while the warm runs go.
      const watch = watchRoot(origin, root);
      const warm: number[] = [];
      for (let r = 0; r < rounds; r++) warm.push((await send(origin, 'POST', path, text)).ms);
      const worst = await watch.stop();
      const p50 = quantile(warm, 0.5);
      log(`aggs ${name}: first ${cold.ms.toFixed(0)} ms, then p50 ${p50.toFixed(1)} ms (floor: a loop over the column in-process ${floorOf[name].toFixed(1)} ms); GET / waited at most ${worst.toFixed(0)} ms`);
      const r1 = (x: number) => Number(x.toFixed(1));
      f[`agg_${name}_first_ms`] = r1(cold.ms);
      f[`agg_${name}_p50_ms`] = r1(p50);
      f[`agg_${name}_floor_ms`] = r1(floorOf[name]);
      f[`agg_${name}_stall_get_ms`] = r1(worst);
    }
  } finally {
    await fetch(origin + apiPath('indices.delete', 'DELETE', { index }), { method: 'DELETE' }).then((r) => r.text());
  }
  return f;
}
