/**
 * Planted: a point in time that is not a point in time. A proxy (or an engine) that cannot route a search to
 * the view a point in time froze answers it from a view opened at request time: it opens a fresh point in
 * time on the same indices, searches that, closes it, and hands back the caller's id. Every answer has the
 * right shape; only writes made after the caller opened the point in time show through (Elasticsearch:
 * "the state of the data as it existed when initiated", point-in-time API docs). Both dialects: ES's
 * `POST /<index>/_pit` (`id`) and OpenSearch's `POST /<index>/_search/point_in_time` (`pit_id`).
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import { isObject } from '../model/values.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, decorate, forged } from './wire.ts';

const ES_OPEN = /^\/([^/]+)\/_pit$/;
const OS_OPEN = /^\/([^/]+)\/_search\/point_in_time$/;

/** The opened point in time's id and the request that opened it (to open a fresh one the same way). */
interface Opened {
  open: WireRequest;
  os: boolean;
}

/** A search with a `pit` on a point in time this proxy saw opened is answered from a fresh one. */
export function reopenPit(inner: Target): Target {
  const opened = new Map<string, Opened>();
  return decorate(
    inner,
    async (req: WireRequest): Promise<Outcome> => {
      if (req.method === 'POST' && (ES_OPEN.test(req.path) || OS_OPEN.test(req.path))) {
        const o = await inner.send(req);
        const os = OS_OPEN.test(req.path);
        const id = o.kind === 'ok' && isObject(o.json) ? (os ? o.json.pit_id : o.json.id) : undefined;
        if (typeof id === 'string') opened.set(id, { open: req, os });
        return o;
      }
      const body = req.method !== 'DELETE' && /\/_search$/.test(req.path) ? bodyJson(req) : undefined;
      const pit = isObject(body) && isObject(body.pit) && typeof body.pit.id === 'string' ? body.pit.id : undefined;
      const was = pit !== undefined ? opened.get(pit) : undefined;
      if (!was || !isObject(body)) return inner.send(req);
      const fresh = await inner.send(was.open);
      const freshId = fresh.kind === 'ok' && isObject(fresh.json) ? (was.os ? fresh.json.pit_id : fresh.json.id) : undefined;
      if (typeof freshId !== 'string') return inner.send(req);
      const o = await inner.send({ ...req, body: JSON.stringify({ ...body, pit: { ...(body.pit as object), id: freshId } }) });
      await inner.send(
        was.os
          ? { method: 'DELETE', path: '/_search/point_in_time', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pit_id: [freshId] }) }
          : { method: 'DELETE', path: '/_pit', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: freshId }) },
      );
      if (o.kind !== 'ok' || !isObject(o.json)) return o;
      return forged(o.status, { ...o.json, pit_id: pit });
    },
    () => opened.clear(),
  );
}
