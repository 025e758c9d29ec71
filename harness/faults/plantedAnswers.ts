/**
 * Planted faults that lie in what they answer or do, each a decorator of a correct target: the harness
 * must notice every one of them, in the right area.
 */
import { apiNameOf, callOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, decorate, forged, sendCall } from './wire.ts';
import { isObject as isObj } from '../model/values.ts';

/** Mapping views (get mapping, get index) report date fields as text. */
export function dateAsText(inner: Target): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (req.method.toUpperCase() !== 'GET' || o.kind !== 'ok' || !o.body.includes('"mappings"')) return o;
    return forged(o.status, JSON.parse(o.body.replace(/"type":"date"/g, '"type":"text"')) as unknown);
  });
}

/** `DELETE /_all` and `DELETE /*` delete every index one by one and answer an acknowledgement. */
export function allowDeleteAll(inner: Target): Target {
  return decorate(inner, async (req) => {
    const call = callOf(req);
    if (call?.api !== 'indices.delete' || (call.parts.index !== '_all' && call.parts.index !== '*')) return inner.send(req);
    const cat = await sendCall(inner, { api: 'cat.indices', method: 'GET', params: { format: 'json', h: 'index' }, headers: { accept: 'application/json' } });
    const rows = cat.kind === 'ok' && Array.isArray(cat.json) ? cat.json : [];
    for (const row of rows) {
      const name = isObj(row) ? String(row.index ?? '') : '';
      if (name) await sendCall(inner, { api: 'indices.delete', method: 'DELETE', params: { index: name } });
    }
    return forged(200, { acknowledged: true });
  });
}

/** A settings body without number_of_shards (in any of its forms), and whether it had it. */
function withoutShards(body: unknown): { had: boolean; rest: Record<string, unknown> } {
  if (!isObj(body)) return { had: false, rest: {} };
  let had = false;
  const strip = (o: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (k === 'number_of_shards' || k === 'index.number_of_shards') had = true;
      else if ((k === 'index' || k === 'settings') && isObj(v)) out[k] = strip(v);
      else out[k] = v;
    }
    return out;
  };
  const rest = strip(body);
  return { had, rest };
}

/** `PUT /<index>/_settings` with number_of_shards is acknowledged (the rest of the body is applied). */
export function noShardsGuard(inner: Target): Target {
  return decorate(inner, async (req) => {
    if (apiNameOf(req) !== 'indices.put_settings') return inner.send(req);
    const { had, rest } = withoutShards(bodyJson(req));
    if (!had) return inner.send(req);
    const empty = (o: Record<string, unknown>): boolean => Object.values(o).every((v) => isObj(v) && empty(v));
    if (!empty(rest)) {
      const r = await inner.send({ ...req, body: JSON.stringify(rest) });
      if (r.kind !== 'ok' || r.status >= 300) return r;
    }
    return forged(200, { acknowledged: true });
  });
}

/** `PUT /<index>/_settings` of a dynamic setting is refused, as a server that locks index settings would. */
export function refuseSettingsUpdates(inner: Target): Target {
  return decorate(inner, async (req) => {
    const call = callOf(req);
    if (call?.api !== 'indices.put_settings' || call.parts.index === undefined) return inner.send(req);
    const reason = 'index settings are locked on this server';
    return forged(400, { error: { root_cause: [{ type: 'illegal_argument_exception', reason }], type: 'illegal_argument_exception', reason }, status: 400 });
  });
}

/** The first continuation of every scroll skips a page: the fault fetches it and throws it away. */
export function loseScrollPage(inner: Target): Target {
  const lost = new Set<string>();
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    if (apiNameOf(req) !== 'scroll') return inner.send(req);
    const body = bodyJson(req);
    const id = isObj(body) && typeof body.scroll_id === 'string' ? body.scroll_id : undefined;
    if (id === undefined || lost.has(id)) return inner.send(req);
    const skipped = await inner.send(req);
    const next = skipped.kind === 'ok' && isObj(skipped.json) ? skipped.json._scroll_id : undefined;
    lost.add(id);
    if (skipped.kind !== 'ok' || skipped.status !== 200 || typeof next !== 'string') return skipped;
    lost.add(next);
    return sendCall(inner, { api: 'scroll', method: 'POST', body: { ...(body as Record<string, unknown>), scroll_id: next } });
  }, () => lost.clear());
}

/** `_count` answers one more document than there is. */
export function wrongCount(inner: Target): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (apiNameOf(req) !== 'count' || o.kind !== 'ok' || !isObj(o.json) || typeof o.json.count !== 'number') return o;
    return forged(o.status, { ...o.json, count: o.json.count + 1 });
  });
}
