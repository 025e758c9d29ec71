/** Test fixtures for the search modules: indices, documents, requests and environments built directly. */
import { RawJson, type Json, type JsonObject } from '../json.ts';
import { emptyState, type ClusterState, type IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { TypeMapping } from '../mapping/types.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { getProfile, type ProfileName } from '../../profiles.ts';

/** A document whose RawJson source is the given object's JSON text. */
export function doc(id: string, source: JsonObject, order: number, extra: Partial<Doc> = {}): Doc {
  return { id, type: '_doc', source: new RawJson(JSON.stringify(source)), parsed: source, version: 1, seqNo: order, primaryTerm: 1, order, ...extra };
}

/** An open index with one `_doc` mapping and the given documents (ordered as given). */
export function index(name: string, properties: TypeMapping['properties'], sources: [string, JsonObject][] = [], settings: Record<string, string> = {}): IndexState {
  const docs = new Map<string, Doc>();
  sources.forEach(([id, src], i) => docs.set(id, doc(id, src, i)));
  return {
    name,
    uuid: `uuid-${name}`,
    creationDate: 0,
    settings: { 'index.number_of_shards': '1', 'index.number_of_replicas': '1', ...settings },
    mappings: new Map([['_doc', { properties }]]),
    aliases: new Map(),
    docs,
    seqNo: sources.length - 1,
    docCounter: sources.length,
    closed: false,
  };
}

/** A cluster holding the given indices (creation order as given). */
export function cluster(...indices: IndexState[]): ClusterState {
  const s = emptyState();
  for (const i of indices) s.indices.set(i.name, i);
  return s;
}

/** A request value. */
export function request(api: string, parts: Record<string, string>, query: Record<string, string> = {}, body?: Json): ApiRequest {
  return { api, method: 'POST', path: '/', parts, query, body, rawBody: body === undefined ? undefined : JSON.stringify(body), headers: {} };
}

/** An environment at a fixed time. */
export function env(profile: ProfileName = 'es8', now = Date.UTC(2020, 0, 15, 12)): Env {
  let n = 0;
  return { profile: getProfile(profile), now, newDocId: () => `auto${n++}`.padEnd(20, 'x'), newUuid: () => `uuid${n++}`.padEnd(22, 'x') };
}
