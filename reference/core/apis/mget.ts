/** `_mget`: several GETs in one request; a failing item carries its error, the request still succeeds. */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { errorEnvelope, isEsError, mgetItemsIncomplete, noDocumentsToGet } from '../errors/index.ts';
import { getDoc } from './documents.ts';
import { typeLabel } from '../docs/render.ts';
import { ok, type ApiRequest, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';

interface Item {
  index?: string;
  type?: string;
  id?: string;
  routing?: string;
  source?: Json;
}

function items(req: ApiRequest): Item[] | undefined {
  const body = req.body;
  if (!isObject(body)) return undefined;
  if (Array.isArray(body.docs)) {
    return (body.docs as Json[]).map((d) => {
      const o = isObject(d) ? d : {};
      return {
        index: o._index !== undefined ? String(o._index) : req.parts.index,
        type: o._type !== undefined ? String(o._type) : req.parts.type,
        id: o._id !== undefined ? String(o._id) : undefined,
        routing: o.routing !== undefined ? String(o.routing) : o._routing !== undefined ? String(o._routing) : undefined,
        source: o._source as Json | undefined,
      };
    });
  }
  if (Array.isArray(body.ids)) return (body.ids as Json[]).map((id) => ({ index: req.parts.index, type: req.parts.type, id: String(id) }));
  return undefined;
}

/**
 * A 7.x miss on an index that has no mapping yet, asked without a type: ShardGetService takes the type from
 * the index's mapper, finds none, and GetResult prints `"_type": null` (7.17 mget/10_basic.yml).
 */
function untypedMiss(state: ClusterState, profile: Profile, it: Item, body: JsonObject): JsonObject {
  if (profile.typeInResponses !== 'doc' || it.type !== undefined || body.found !== false) return body;
  const idx = state.indices.get(String(body._index));
  if (!idx || idx.mappings.size > 0) return body;
  return { ...body, _type: null };
}

/** GET|POST /_mget, /{index}/_mget */
export const mget: Handler = (state, req, env) => {
  const list = items(req);
  if (!list || list.length === 0) return noDocumentsToGet();
  const incomplete = mgetItemsIncomplete(list);
  if (incomplete) return incomplete;
  const docs: JsonObject[] = list.map((it) => {
    const query: Record<string, string> = { ...req.query };
    if (it.routing !== undefined) query.routing = it.routing;
    if (it.source !== undefined) query._source = Array.isArray(it.source) ? it.source.join(',') : String(it.source);
    const sub: ApiRequest = { ...req, api: 'get', parts: { index: it.index!, id: it.id!, ...(it.type !== undefined ? { type: it.type } : {}) }, query, body: undefined };
    const r = getDoc(state, sub, env);
    if (isEsError(r)) {
      const head: JsonObject = { _index: it.index! };
      const t = typeLabel(env.profile, it.type ?? '_doc');
      if (t !== undefined) head._type = t;
      head._id = it.id!;
      const { error } = errorEnvelope(r) as { error: JsonObject };
      return { ...head, error };
    }
    return untypedMiss(state, env.profile, it, r.body as JsonObject);
  });
  return ok({ docs });
};
