/**
 * Scroll continuation (`GET|POST /_search/scroll`) and clearing (`DELETE /_search/scroll`). A context holds
 * the hits captured when the scroll began, so a page is an O(page) slice whatever later writes do. Contexts
 * are replaced, not mutated, when they advance, so a snapshot of the state is never disturbed.
 */
import { isObject, xContentToken, type Json, type JsonObject } from '../json.ts';
import { actionUnauthorized, cannotParseScrollId, isEsError, noScrollIds, scrollIdMissing, searchContextMissing, wrongParameterType, type EsError } from '../errors/index.ts';
import type { ClusterState, ScrollContext } from '../state.ts';
import { ok, type ApiRequest, type ApiResult, type Handler } from '../handler.ts';
import { keepAlive, pageBody, readRender, renderTotal } from '../search/collect.ts';
import { highlightHits } from '../search/highlight/fetch.ts';
import { hitFieldsOf } from '../search/hitFields.ts';
import { parseScrollId } from '../search/scrollId.ts';
import { splitExpr } from '../resolve.ts';
import { noteScrollPage } from '../search/searchStats.ts';

/** Drops the contexts whose keep-alive ran out before `now` (the step function calls this first). */
export function expireScrolls(state: ClusterState, now: number): void {
  for (const [id, ctx] of state.scrolls) if (ctx.expiresAt < now) state.scrolls.delete(id);
}

/** The privilege `DELETE /_search/scroll/_all` needs (ClusterPrivilegeResolver: `manage`, `all`). */
const CLEAR_ALL = { action: 'cluster:admin/indices/scroll/clear_all', level: 'cluster', granted: 'manage,all' } as const;

/** Nodes of the simulated cluster: one. */
const NODES = 1;

function wrongParam(name: string, v: Json): EsError {
  return wrongParameterType(name, xContentToken(v));
}

/** A raw, non-JSON body is the scroll id itself (ES 5/6 accept `POST /_search/scroll` with the bare id). */
function rawIds(req: ApiRequest): string[] | undefined {
  if (req.body !== undefined || !req.rawBody) return undefined;
  const t = req.rawBody.trim();
  return t === '' || t.startsWith('{') ? undefined : splitExpr(t);
}

/** The context an id names: by the id string, else by its first context number (another encoding of it). */
function findContext(state: ClusterState, id: string, num: number): ScrollContext | undefined {
  const direct = state.scrolls.get(id);
  if (direct) return direct;
  for (const ctx of state.scrolls.values()) if (ctx.num === num) return ctx;
  return undefined;
}

/** The scroll continuation handler. Body parameters win over the query string and path. */
export const scroll: Handler = (state, req, env) => {
  const body: JsonObject = isObject(req.body) ? req.body : {};
  for (const [k, v] of Object.entries(body)) {
    if ((k === 'scroll_id' || k === 'scroll') && typeof v === 'string') continue;
    return wrongParam(k, v as Json);
  }
  const id = (body.scroll_id as string | undefined) ?? rawIds(req)?.[0] ?? req.parts.scroll_id ?? req.query.scroll_id;
  if (id === undefined || id === '') return scrollIdMissing();
  const keep = (body.scroll as string | undefined) ?? req.query.scroll;
  const parsed = parseScrollId(id);
  if (!parsed || parsed.ids.length === 0) return cannotParseScrollId();
  const ctx = findContext(state, id, parsed.ids[0]);
  // Another user's scroll is missing to them (SecuritySearchOperationListener.ensureAuthenticatedUserIsSame
  // answers SearchContextMissingException), so its id tells them nothing.
  if (!ctx || ctx.owner !== env.caller?.principal) return searchContextMissing(parsed.ids[0]);
  const render = readRender(ctx.render);
  let keepAliveMs = ctx.keepAliveMs;
  if (keep !== undefined) {
    const ka = keepAlive(state, keep, env.profile, render.index);
    if (isEsError(ka)) return ka;
    keepAliveMs = ka;
  }
  const end = Math.min(ctx.position + ctx.size, ctx.hits.length);
  const page = ctx.hits.slice(ctx.position, end);
  const hl = highlightHits(state, env, page, render.highlight, render.shards);
  if (hl) return hl;
  // Every use renews the lease by the context's keep-alive (ES's lastAccessTime + keepAlive).
  state.scrolls.set(ctx.id, { ...ctx, position: end, keepAliveMs, expiresAt: env.now + keepAliveMs });
  noteScrollPage(state, env.profile, ctx.id, page);
  const asInt = env.profile.totalHitsAsInt || req.query.rest_total_hits_as_int === 'true' || req.query.rest_total_hits_as_int === '';
  const showId = keep !== undefined || env.profile.scrollIdOnEveryPage;
  return ok(pageBody(page, renderTotal(ctx.total, true, asInt), render, env.profile, showId ? ctx.id : undefined, hitFieldsOf(req.query.filter_path)));
};

/**
 * The clear-scroll handler: 200 `{succeeded, num_freed}`, or 404 with the same body when nothing was freed.
 * `_all` as the only id frees every context node by node, and ES counts one freed per node that answered
 * (ClearScrollController.cleanAllScrolls): on this one node, `num_freed: 1` and 200, whatever was open.
 */
export const clearScroll: Handler = (state, req, env): ApiResult | EsError => {
  let ids: string[] | undefined;
  if (isObject(req.body)) {
    for (const [k, v] of Object.entries(req.body)) {
      if (k !== 'scroll_id') return wrongParam(k, v as Json);
      if (typeof v === 'string') ids = v.split(',').filter((s) => s !== '');
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) ids = v as string[];
      else return wrongParam(k, v as Json);
    }
  }
  ids ??= rawIds(req);
  const fromUrl = req.parts.scroll_id ?? req.query.scroll_id;
  if (ids === undefined && fromUrl !== undefined) ids = fromUrl.split(',').filter((s) => s !== '');
  if (!ids || ids.length === 0) return noScrollIds();
  let freed = 0;
  if (ids.length === 1 && ids[0] === '_all') {
    // Clearing every scroll is a cluster action (SecurityActionMapper: `cluster:admin/indices/scroll/clear_all`),
    // granted by `manage`; the viewer role has only `monitor`. Clearing by id stays an index read action: ES
    // frees a context by id for whoever holds the id, without the owner check a continuation gets.
    if (env.caller?.viewer) return actionUnauthorized(CLEAR_ALL.action, env.caller.user, undefined, CLEAR_ALL.level, CLEAR_ALL.granted);
    state.scrolls.clear();
    freed = NODES;
  } else {
    // Every id must parse before anything is freed, so a bad id leaves the state unchanged.
    const targets: { id: string; num: number }[] = [];
    for (const id of ids) {
      const p = parseScrollId(id);
      if (!p) return cannotParseScrollId();
      targets.push({ id, num: p.ids[0] ?? -1 });
    }
    for (const t of targets) {
      const ctx = findContext(state, t.id, t.num);
      if (!ctx) continue;
      state.scrolls.delete(ctx.id);
      freed += Number(ctx.render.contexts ?? 1);
    }
  }
  return ok({ succeeded: true, num_freed: freed }, freed === 0 ? 404 : 200);
};
