/**
 * Search figures (the text-search issue): over an index of `docs` documents whose `name` is a short text
 * field ("document <i>"), the first ranked search (it builds the shard's postings and norms), then the
 * p50 and p99 of a `match` query's top 10 over HTTP (a selective term, and a term every document has), and
 * the longest wait of a concurrent `GET /` while the first search runs; and the p50 of a page of ten hits (ten
 * selective terms) with `highlight` on `name` (the unified highlighter re-analyses the 10 hits' values: issue 30 asks ≤ 30 ms).
 */
import { apiPath } from '../../reference/api/catalogue.ts';

type Figures = Record<string, number | string | null>;

async function post(origin: string, path: string, body: unknown): Promise<number> {
  const t = performance.now();
  const res = await fetch(origin + path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`search: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - t;
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/**
 * A concurrent client asking `GET /` every 10 ms while some work runs; `stop()` ends it and gives the longest
 * wait it saw (how long the work stalled the server for others).
 */
export function watchRoot(origin: string, root: string): { stop(): Promise<number> } {
  let stopped = false;
  let worst = 0;
  const watcher = (async () => {
    while (!stopped) {
      const t = performance.now();
      await (await fetch(origin + root)).text();
      worst = Math.max(worst, performance.now() - t);
      await new Promise((res) => setTimeout(res, 10));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await watcher;
      return worst;
    },
  };
}

/** Measures ranked search on an index already loaded with `docs` bench documents. */
export async function measureSearch(origin: string, index: string, docs: number, log: (l: string) => void, rounds = 200): Promise<Figures> {
  const path = apiPath('search', 'POST', { index });
  const root = apiPath('info', 'GET');
  // A concurrent client asks GET / every 10 ms while the first search builds the index.
  const watch = watchRoot(origin, root);
  const first = await post(origin, path, { query: { match: { name: '17' } } });
  const worst = await watch.stop();
  log(`first ranked search ${first.toFixed(0)} ms (builds postings and norms of ${docs} documents); GET / waited at most ${worst.toFixed(0)} ms`);
  const selective: number[] = [];
  const common: number[] = [];
  const highlighted: number[] = [];
  // Ten selective terms: a page of ten hits, each highlighted (the cost of the fetch phase, not of ranking a million).
  const tenTerms = (i: number) => ({ match: { name: Array.from({ length: 10 }, (_, k) => String((i * 7919 + k * 104729) % docs)).join(' ') } });
  const hlBody = (i: number) => ({ query: tenTerms(i), highlight: { fields: { name: {} } } });
  // The same page unhighlighted, so the highlighting's own share shows.
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    selective.push(await post(origin, path, { query: { match: { name: String((i * 7919) % docs) } } }));
    if (i % 4 === 0) common.push(await post(origin, path, { query: { match: { name: 'document' } } }));
    if (i % 4 === 2) highlighted.push(await post(origin, path, hlBody(i)));
    if (i % 4 === 3) bare.push(await post(origin, path, { query: tenTerms(i - 1) }));
  }
  const long = await measureLongSearches(origin, index, log);
  const paging = await measurePaging(origin, index, log);
  log(`match top 10: selective p50 ${quantile(selective, 0.5).toFixed(1)} ms p99 ${quantile(selective, 0.99).toFixed(1)} ms; every document matching p50 ${quantile(common, 0.5).toFixed(1)} ms, ten hits p50 ${quantile(bare, 0.5).toFixed(1)} ms, highlighted ${quantile(highlighted, 0.5).toFixed(1)} ms`);
  const r = (x: number) => Number(x.toFixed(1));
  return {
    search_first_ms: r(first),
    search_first_stall_get_ms: r(worst),
    search_match_p50_ms: r(quantile(selective, 0.5)),
    search_match_p99_ms: r(quantile(selective, 0.99)),
    search_match_all_docs_p50_ms: r(quantile(common, 0.5)),
    search_ten_hits_p50_ms: r(quantile(bare, 0.5)),
    search_highlight_p50_ms: r(quantile(highlighted, 0.5)),
    ...long,
    ...paging,
  };
}

/** POSTs a JSON body and gives the parsed answer (a non-200 is an error). */
async function postJson(origin: string, path: string, body: unknown): Promise<{ ms: number; body: any }> {
  const t = performance.now();
  const res = await fetch(origin + path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`search: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - t, body: JSON.parse(text) };
}

/**
 * Issue 30's paging figure: a `search_after` page costs the same at page 1 and at page 1,000 (within 1.3x, as
 * the scroll figure). Over the whole index sorted by `id`, with a point in time (its implicit `_shard_doc`
 * tiebreaker) and without one, the p50 of page 1 and of page 1,000: the cursor of page 1,000 is the sort values
 * of hit 9,990 (read once with `from`, inside `index.max_result_window`), so every page-1,000 request is the
 * request a client walking the pages would send.
 */
export async function measurePaging(origin: string, index: string, log: (l: string) => void, rounds = 15): Promise<Figures> {
  const path = apiPath('search', 'POST', { index });
  const sort = [{ id: 'asc' }];
  const f: Figures = {};
  const pit = await postJson(origin, apiPath('open_point_in_time', 'POST', { index }) + '?keep_alive=5m', {});
  const pitId = pit.body.id as string;
  const shapes: Record<string, { path: string; extra: Record<string, unknown> }> = {
    plain: { path, extra: {} },
    pit: { path: apiPath('search', 'POST', {}), extra: { pit: { id: pitId, keep_alive: '5m' } } },
  };
  for (const [name, { path: p, extra }] of Object.entries(shapes)) {
    const cursor = (await postJson(origin, p, { ...extra, size: 1, from: 9989, sort })).body.hits.hits[0].sort;
    const first: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < rounds; i++) {
      first.push((await postJson(origin, p, { ...extra, size: 10, sort })).ms);
      const page = await postJson(origin, p, { ...extra, size: 10, sort, search_after: cursor });
      if (page.body.hits.hits.length !== 10) throw new Error(`search_after page 1,000 (${name}): ${page.body.hits.hits.length} hits`);
      deep.push(page.ms);
    }
    const p1 = quantile(first, 0.5);
    const p1000 = quantile(deep, 0.5);
    log(`search_after ${name}: page 1 p50 ${p1.toFixed(1)} ms, page 1,000 p50 ${p1000.toFixed(1)} ms (ratio ${(p1000 / p1).toFixed(2)})`);
    f[`search_after_${name}_page1_p50_ms`] = Number(p1.toFixed(1));
    f[`search_after_${name}_page1000_p50_ms`] = Number(p1000.toFixed(1));
    f[`search_after_${name}_growth`] = Number((p1000 / p1).toFixed(2));
  }
  await fetch(origin + apiPath('close_point_in_time', 'DELETE'), { method: 'DELETE', body: JSON.stringify({ id: pitId }), headers: { 'content-type': 'application/json' } }).then((r) => r.text());
  return f;
}

/**
 * Searches that read every document of the index (issues 27/28: long searches yield): a sorted scan of an
 * unselective filter, a wildcard on a keyword sorted by a number (the scan), an unselective scored
 * conjunction (the engine), and a terms aggregation. For each, its time and the longest wait of a
 * concurrent `GET /` sent every 10 ms while it runs (one round: the machine is shared).
 */
export async function measureLongSearches(origin: string, index: string, log: (l: string) => void): Promise<Figures> {
  const path = apiPath('search', 'POST', { index });
  const root = apiPath('info', 'GET');
  const cases: Record<string, unknown> = {
    sorted_scan: { query: { range: { group: { gte: 1 } } }, sort: [{ created: 'asc' }, { id: 'desc' }] },
    wildcard_sorted: { query: { wildcard: { 'name.keyword': '*7*9*' } }, sort: [{ id: 'desc' }] },
    scored_filter: { query: { bool: { must: { match: { name: 'document' } }, filter: { term: { ok: true } } } } },
    terms_agg: { size: 0, aggs: { g: { terms: { field: 'group' } } } },
  };
  const f: Figures = {};
  for (const [name, body] of Object.entries(cases)) {
    const watch = watchRoot(origin, root);
    const ms = await post(origin, path, body);
    const worst = await watch.stop();
    log(`long search ${name}: ${ms.toFixed(0)} ms; GET / waited at most ${worst.toFixed(0)} ms`);
    f[`search_long_${name}_ms`] = Number(ms.toFixed(1));
    f[`search_long_${name}_stall_get_ms`] = Number(worst.toFixed(1));
  }
  return f;
}
