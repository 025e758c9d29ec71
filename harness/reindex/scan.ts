/**
 * Reading in bounded memory: a scroll is read one page at a time (the caller holds one page), and
 * lookups fetch a page's ids from another index with an `ids` query (no `_mget`, which not every
 * service has).
 */
import type { EsClient } from './client.ts';
import { ReindexRequestError } from './client.ts';
import { hitsOf, scrollIdOf, totalOf, type Hit } from './hits.ts';
import type { SliceSpec } from './plan.ts';

/** What a read asks for besides ids. */
export interface ReadShape {
  source: boolean;
  /** Ask for `_seq_no`/`_primary_term` (servers that know them). */
  seqNo: boolean;
  /** Ask for `_version` (unless false): a lookup that only compares sources does without. */
  version?: boolean;
}

/**
 * The page size of the read-only comparisons after the copy (the snapshots, the final catch-up's and the
 * verification's scrolls and lookups): five times the batch, at most 10,000 (ES's largest page,
 * `index.max_result_window`). On a million documents each page costs the server a request besides its hits:
 * pages of 5,000 instead of 1,000 cut about a fifth of those phases. A batch below the default (1,000) was
 * asked for on purpose (a slow target, tests of page boundaries) and is kept.
 */
export function readPage(batch: number): number {
  return batch < 1000 ? batch : Math.min(10_000, batch * 5);
}

/**
 * `filter_path` of every page the reindex reads: the scroll id, the total and of each hit only what a
 * comparison or a copy uses. Without it a hit also carries `_index`, `_score` and `sort`, about half the
 * bytes of an id-and-version hit, which the server renders and the client parses a million times per pass.
 * `_type` stays: on 5.x an id may live in two types. A response filtered this way has no `hits` key when a
 * page is empty (hitsOf reads that as no hits); errors are never filtered (ES builds them unfiltered).
 */
export const HIT_FILTER = ['_scroll_id', 'hits.total', ...['_id', '_type', '_version', '_seq_no', '_primary_term', '_routing', '_source'].map((f) => `hits.hits.${f}`)].join(',');

/** The search body of a slice's scroll. */
export function scrollBody(spec: SliceSpec, size: number, shape: ReadShape): Record<string, unknown> {
  const body: Record<string, unknown> = { size, sort: ['_doc'], _source: shape.source, version: shape.version !== false };
  if (shape.seqNo) body.seq_no_primary_term = true;
  if (spec.query !== undefined) body.query = spec.query;
  if (spec.slice) body.slice = spec.slice;
  return body;
}

/** An open scroll: a point-in-time view read page by page. */
export class Scroll {
  private id: string | undefined;
  private first: Hit[] | undefined;
  total = 0;
  done = false;

  private constructor(private readonly client: EsClient, private readonly keepAlive: string) {}

  /** Open a scroll over `index` (the view is fixed now); the first page is kept for `next()`. */
  static async open(client: EsClient, index: string, spec: SliceSpec, size: number, shape: ReadShape, keepAlive = '5m', params: Record<string, string> = {}): Promise<Scroll> {
    const s = new Scroll(client, keepAlive);
    const r = await client.ok({ api: 'search', method: 'POST', params: { index } }, { query: { ...params, scroll: keepAlive, filter_path: HIT_FILTER }, body: scrollBody(spec, size, shape) });
    s.id = scrollIdOf(r.json);
    s.first = hitsOf(r.json);
    s.total = totalOf(r.json);
    return s;
  }

  /** The next page, or an empty array when the scroll is exhausted. */
  async next(): Promise<Hit[]> {
    if (this.first) {
      const page = this.first;
      this.first = undefined;
      if (page.length === 0) await this.close();
      return page;
    }
    if (this.done || !this.id) return [];
    // Never sent twice: a scroll whose answer was lost has moved on, and asking again would skip a page.
    const scroll = { api: 'scroll', method: 'POST' } as const;
    const r = await this.client.send(scroll, { query: { filter_path: HIT_FILTER }, body: { scroll: this.keepAlive, scroll_id: this.id }, idempotent: false });
    if (r.status !== 200) throw ReindexRequestError.of(scroll, r.status, r.outcome.kind === 'ok' ? r.outcome.body.slice(0, 300) : r.outcome.reason);
    this.id = scrollIdOf(r.json) ?? this.id;
    const page = hitsOf(r.json);
    if (page.length === 0) await this.close();
    return page;
  }

  /** Release the server-side context (best effort). */
  async close(): Promise<void> {
    if (this.done) return;
    this.done = true;
    if (this.id) await this.client.send({ api: 'clear_scroll', method: 'DELETE' }, { body: { scroll_id: [this.id] }, idempotent: false });
  }
}

/** Every page of a slice of `index`, one at a time. */
export async function* pages(client: EsClient, index: string, spec: SliceSpec, size: number, shape: ReadShape, params: Record<string, string> = {}): AsyncGenerator<Hit[]> {
  const s = await Scroll.open(client, index, spec, size, shape, '5m', params);
  try {
    for (let page = await s.next(); page.length > 0; page = await s.next()) yield page;
  } finally {
    await s.close();
  }
}

/**
 * Scrolls over the slices `specs` of `index`, opened together (one point-in-time view when nothing writes
 * meanwhile). If one cannot be opened, those that were are closed and its error is thrown.
 */
export async function openViews(client: EsClient, index: string, specs: readonly SliceSpec[], size: number, shape: ReadShape): Promise<Scroll[]> {
  const opened = await Promise.allSettled(specs.map((spec) => Scroll.open(client, index, spec, size, shape)));
  const refused = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (!refused) return opened.map((o) => (o as PromiseFulfilledResult<Scroll>).value);
  for (const o of opened) if (o.status === 'fulfilled') await o.value.close().catch(() => undefined);
  throw refused.reason;
}

/** The documents among `ids` that `index` (or alias) holds, by id. */
export async function lookup(client: EsClient, index: string, ids: readonly string[], shape: ReadShape, params: Record<string, string> = {}): Promise<Map<string, Hit>> {
  const out = new Map<string, Hit>();
  if (ids.length === 0) return out;
  const body: Record<string, unknown> = { size: ids.length, query: { ids: { values: ids } }, _source: shape.source, version: shape.version !== false };
  if (shape.seqNo) body.seq_no_primary_term = true;
  const r = await client.ok({ api: 'search', method: 'POST', params: { index } }, { body, query: { ...params, filter_path: HIT_FILTER } });
  for (const h of hitsOf(r.json)) out.set(h._id, h);
  return out;
}

/** Documents in one slice (a scroll of size 1 read for its total), for per-slice counts. */
export async function sliceCount(client: EsClient, index: string, spec: SliceSpec): Promise<number> {
  const s = await Scroll.open(client, index, spec, 1, { source: false, seqNo: false }, '1m');
  const n = s.total;
  await s.close();
  return n;
}

/** Run one async job per item with at most `n` at a time; the first failure is rethrown after all settle. */
export async function parallel<T>(items: readonly T[], n: number, job: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (next < items.length && failure === undefined) {
      const i = next++;
      try {
        await job(items[i]!, i);
      } catch (e) {
        failure ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
  if (failure !== undefined) throw failure;
}

/**
 * Overlaps the round trips of one stream of pages: `work` runs on up to `depth` pages at once while the
 * next page is already being read, so at most `depth + 1` pages are held. Pages are still read one after
 * the other (a scroll is sequential). The first failure stops the reading and is rethrown once the work
 * under way has settled.
 */
export async function pipeline<T>(source: AsyncIterable<T>, depth: number, work: (item: T) => Promise<void>): Promise<void> {
  const it = source[Symbol.asyncIterator]();
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let next: Promise<IteratorResult<T>> | undefined = it.next();
  next.catch(() => undefined); // handled: awaited (and rethrown) in the loop
  let exhausted = false;
  try {
    for (;;) {
      const r: IteratorResult<T> = await next!;
      next = undefined;
      if (r.done) {
        exhausted = true;
        break;
      }
      const p: Promise<void> = work(r.value).then(
        () => void running.delete(p),
        (e: unknown) => {
          failure ??= { error: e };
          running.delete(p);
        },
      );
      running.add(p);
      if (failure) break;
      next = it.next(); // read ahead while the work runs
      // Marked as handled now: it may fail while we wait for the work (it is awaited, and rethrown, below).
      next.catch(() => undefined);
      while (running.size >= depth && !failure) await Promise.race(running);
      if (failure) break;
    }
  } catch (e) {
    failure ??= { error: e };
  } finally {
    await Promise.all(running);
    if (!exhausted) {
      if (next) await next.catch(() => undefined);
      await it.return?.();
    }
  }
  if (failure) throw failure.error;
}

/** Every page of a scroll that is already open (a snapshot), one at a time. */
export async function* scrollPages(s: Scroll): AsyncGenerator<Hit[]> {
  for (let page = await s.next(); page.length > 0; page = await s.next()) yield page;
}

/** Documents in `index` now (`_count`). */
export async function countDocs(client: EsClient, index: string): Promise<number> {
  const r = await client.ok({ api: 'count', method: 'GET', params: { index } });
  const n = (r.json as { count?: unknown } | undefined)?.count;
  return typeof n === 'number' ? n : -1;
}

/**
 * `it` read one item ahead: the next item is asked for as soon as the one before it has come, while the
 * consumer still works on it. Items are still asked for one after the other (a scroll is sequential).
 */
export function readAhead<T>(it: AsyncIterator<T>): AsyncIterableIterator<T> {
  let ahead: Promise<IteratorResult<T>> | undefined;
  const pull = (): Promise<IteratorResult<T>> => {
    const p = it.next();
    p.catch(() => undefined); // handled: handed to the consumer
    return p;
  };
  return {
    next() {
      const current = ahead ?? pull();
      ahead = current.then((r) => (r.done ? r : pull()));
      ahead.catch(() => undefined);
      return current;
    },
    async return() {
      await ahead?.catch(() => undefined);
      ahead = undefined;
      return (await it.return?.()) ?? { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
