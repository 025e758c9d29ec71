/** Tests of scroll and clear scroll. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError, type EsError } from '../errors/index.ts';
import { encodeJson, type Json, type JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { ProfileName } from '../../profiles.ts';
import type { ApiResult, Env } from '../handler.ts';
import { search } from './search.ts';
import { clearScroll, expireScrolls, scroll } from './scroll.ts';
import { cluster, doc, env, index, request } from '../search/testkit.ts';
import { parseScrollId } from '../search/scrollId.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function st(n = 5, settings: Record<string, string> = {}): ClusterState {
  const docs: [string, JsonObject][] = Array.from({ length: n }, (_, k) => [String(k + 1), { n: k + 1 }]);
  return cluster(index('s', { n: { type: 'long' } }, docs, settings));
}

function body(r: ApiResult | EsError): Body {
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return { status: r.status, ...(JSON.parse(encodeJson(r.body)) as Body) };
}

function start(s: ClusterState, q: Record<string, string>, b: Json, e: Env = env()): Body {
  return body(search(s, request('search', { index: 's' }, { scroll: '1m', ...q }, b), e));
}

function next(s: ClusterState, b: Json, q: Record<string, string> = {}, e: Env = env(), parts: Record<string, string> = {}): Body {
  return body(scroll(s, request('scroll', parts, q, b), e));
}

const ids = (b: Body) => (b.hits.hits as Body[]).map((h) => h._id);

describe('scroll', () => {
  it('pages through a point-in-time capture; total stays the original total', () => {
    const s = st(5);
    const first = start(s, {}, { size: 2, sort: ['_doc'] });
    const id = first._scroll_id as string;
    expect(id.startsWith('FGluY2x1ZGVfY29udGV4dF91dWlk')).toBe(true);
    expect(parseScrollId(id)).toEqual({ type: 'queryAndFetch', ids: [1] });
    expect(ids(first)).toEqual(['1', '2']);
    // Later writes: a new doc, a replaced doc, a deleted doc. The scroll sees none of them.
    const idx = s.indices.get('s')!;
    idx.docs.set('9', doc('9', { n: 9 }, 9));
    idx.docs.set('3', doc('3', { n: 333 }, 10));
    idx.docs.delete('4');
    const p2 = next(s, { scroll_id: id, scroll: '1m' });
    expect(ids(p2)).toEqual(['3', '4']);
    expect(p2.hits.hits[0]._source).toEqual({ n: 3 });
    expect(p2.hits.total).toEqual({ value: 5, relation: 'eq' });
    expect(p2._scroll_id).toBe(id);
    const p3 = next(s, { scroll_id: id, scroll: '1m' });
    expect([ids(p3), p3.hits.total.value]).toEqual([['5'], 5]);
    const p4 = next(s, { scroll_id: id, scroll: '1m' });
    expect([p4.status, ids(p4), p4.hits.total.value]).toEqual([200, [], 5]);
  });
  it('ES 6: numeric total and the id on every page; ES 8 omits the id when the scroll is not renewed', () => {
    const s = st(3);
    const e6 = env('es6');
    const first = start(s, {}, { size: 1 }, e6);
    expect(first._scroll_id.startsWith('DXF1ZXJ5QW5kRmV0Y2gB')).toBe(true);
    const p = next(s, { scroll_id: first._scroll_id }, {}, e6);
    expect([p._scroll_id, p.hits.total, p.hits.hits[0]._type]).toEqual([first._scroll_id, 3, '_doc']);
    const f8 = start(s, {}, { size: 1 });
    const p8 = next(s, { scroll_id: f8._scroll_id });
    expect(p8._scroll_id).toBeUndefined();
    expect(next(s, { scroll_id: f8._scroll_id }, { rest_total_hits_as_int: 'true' }).hits.total).toBe(3);
  });
  it('body wins over the query string (scroll/11_clear); path and query ids work alone', () => {
    const s = st(3);
    const id = start(s, {}, { size: 1 })._scroll_id as string;
    expect(ids(next(s, { scroll_id: id }, { scroll_id: 'invalid_scroll_id' }))).toEqual(['2']);
    expect(ids(next(s, undefined as unknown as Json, { scroll_id: id }))).toEqual(['3']);
    expect(next(s, undefined as unknown as Json, {}, env(), { scroll_id: id }).status).toBe(200);
  });
  it('unknown context: 404 search_phase_execution_exception with search_context_missing_exception', () => {
    const s = st(3);
    const id = start(s, {}, { size: 1 })._scroll_id as string;
    expect(body(clearScroll(s, request('clear_scroll', {}, {}, { scroll_id: id }), env()))).toEqual({ status: 200, succeeded: true, num_freed: 1 });
    const missing = { type: 'search_context_missing_exception', reason: 'No search context found for id [1]' };
    expect(next(s, { scroll_id: id })).toEqual({
      status: 404,
      error: {
        root_cause: [missing],
        type: 'search_phase_execution_exception',
        reason: 'all shards failed',
        phase: 'query',
        grouped: true,
        failed_shards: [{ shard: -1, index: null, reason: missing }],
        caused_by: missing,
      },
    });
  });
  it('bad ids and bad parameters', () => {
    const s = st(1);
    expect(next(s, { scroll_id: 'abc' })).toMatchObject({ status: 400, error: { type: 'illegal_argument_exception', reason: 'Cannot parse scroll id' } });
    expect(next(s, { scroll_id: 'a!c' }).error.reason).toBe('Cannot parse scroll id');
    expect(next(s, {}).error.reason).toBe('Validation Failed: 1: scrollId is missing;');
    expect(next(s, { scroll_id: ['x'] }).error.reason).toBe('Unknown parameter [scroll_id] in request body or parameter is of the wrong type[START_ARRAY] ');
    const id = start(s, {}, { size: 1 })._scroll_id as string;
    expect(next(s, { scroll_id: id, scroll: 60 }).error.reason).toBe('Unknown parameter [scroll] in request body or parameter is of the wrong type[VALUE_NUMBER] ');
    expect(next(s, { scroll_id: id, scroll: '2d' }).status).toBe(400);
  });
  it('expires after its keep-alive; every use renews the lease', () => {
    const s = st(4);
    const t0 = Date.UTC(2021, 0, 1);
    const at = (t: number) => env('es8', t);
    const id = start(s, {}, { size: 1 }, at(t0))._scroll_id as string;
    expireScrolls(s, t0 + 60_000);
    expect(s.scrolls.size).toBe(1);
    expect(ids(next(s, { scroll_id: id, scroll: '30s' }, {}, at(t0 + 50_000)))).toEqual(['2']);
    expireScrolls(s, t0 + 80_000);
    expect(s.scrolls.size).toBe(1);
    expect(ids(next(s, { scroll_id: id }, {}, at(t0 + 80_000)))).toEqual(['3']);
    expireScrolls(s, t0 + 110_001);
    expect(s.scrolls.size).toBe(0);
    expect(next(s, { scroll_id: id }, {}, at(t0 + 110_001)).status).toBe(404);
  });
  it('sliced scroll through the API: slices disjoint and complete', () => {
    const docs: [string, JsonObject][] = Array.from({ length: 300 }, (_, k) => [`doc-${k}`, { n: k }]);
    const s = cluster(index('s', { n: { type: 'long' } }, docs, { 'index.number_of_shards': '3' }));
    const seen: string[] = [];
    for (let id = 0; id < 4; id++) {
      let page = start(s, {}, { size: 50, slice: { id, max: 4 } });
      while (page.hits.hits.length > 0) {
        seen.push(...ids(page));
        page = next(s, { scroll_id: page._scroll_id, scroll: '1m' });
      }
    }
    expect(seen.length).toBe(300);
    expect(new Set(seen).size).toBe(300);
  });
  it('pages never touch the index again and cost O(page)', () => {
    const n = 200_000;
    const docs = new Map<string, Doc>();
    for (let k = 0; k < n; k++) docs.set(String(k), doc(String(k), { n: k }, k));
    const s = cluster(index('s', { n: { type: 'long' } }));
    s.indices.get('s')!.docs = docs;
    const first = start(s, {}, { size: 1000, sort: ['_doc'] });
    // Any read of the index now would throw: pages must come from the capture alone.
    s.indices.get('s')!.docs = new Proxy(new Map(), { get: () => { throw new Error('index read during a page'); } });
    const t = performance.now();
    let seen = first.hits.hits.length;
    for (let p = 0; p < 199; p++) seen += (scroll(s, request('scroll', {}, {}, { scroll_id: first._scroll_id, scroll: '1m' }), env()) as ApiResult & { body: Body }).body.hits.hits.length;
    expect(seen).toBe(n);
    expect((performance.now() - t) / 199).toBeLessThan(50);
  });
});

describe('clear scroll', () => {
  function open(s: ClusterState, k: number): string[] {
    return Array.from({ length: k }, () => start(s, {}, { size: 1 })._scroll_id as string);
  }
  const clear = (s: ClusterState, b: Json, parts: Record<string, string> = {}, q: Record<string, string> = {}) => body(clearScroll(s, request('clear_scroll', parts, q, b), env()));
  it('frees by id string, array, path list or _all; 404 with the same body when nothing was freed', () => {
    const s = st(2);
    const [a, b, c, d] = open(s, 4);
    expect(clear(s, { scroll_id: [a, b] })).toEqual({ status: 200, succeeded: true, num_freed: 2 });
    expect(clear(s, { scroll_id: a })).toEqual({ status: 404, succeeded: true, num_freed: 0 });
    expect(clear(s, undefined as unknown as Json, { scroll_id: c })).toEqual({ status: 200, succeeded: true, num_freed: 1 });
    expect(clear(s, undefined as unknown as Json, { scroll_id: '_all' })).toEqual({ status: 200, succeeded: true, num_freed: 1 });
    expect(s.scrolls.size).toBe(0);
    void d;
    // `_all` counts nodes, not contexts: 200 with one freed even when nothing was open (ES's ClearScrollController).
    expect(clear(s, undefined as unknown as Json, { scroll_id: '_all' })).toEqual({ status: 200, succeeded: true, num_freed: 1 });
    open(s, 3);
    expect(clear(s, { scroll_id: ['_all'] })).toEqual({ status: 200, succeeded: true, num_freed: 1 });
    expect(s.scrolls.size).toBe(0);
  });
  it('`_all` among other ids is an id like any other, and does not parse', () => {
    const s = st(2);
    const [a] = open(s, 1);
    expect(clear(s, { scroll_id: [a, '_all'] })).toMatchObject({ status: 400, error: { reason: 'Cannot parse scroll id' } });
    expect(s.scrolls.size).toBe(1);
  });
  it('validates ids before freeing anything', () => {
    const s = st(2);
    const [a] = open(s, 1);
    expect(clear(s, { scroll_id: [a, 'abc'] })).toMatchObject({ status: 400, error: { reason: 'Cannot parse scroll id' } });
    expect(s.scrolls.size).toBe(1);
    expect(clear(s, {}).error.reason).toBe('Validation Failed: 1: no scroll ids specified;');
  });
  it('frees every shard context of a multi-shard scroll', () => {
    const s = st(2, { 'index.number_of_shards': '3' });
    const [a] = open(s, 1);
    expect(parseScrollId(a)?.ids).toEqual([1, 2, 3]);
    expect(clear(s, { scroll_id: a }).num_freed).toBe(3);
  });
});
