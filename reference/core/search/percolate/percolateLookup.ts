/**
 * The `percolate` query's indexed-document form (`index`, `id`, `routing`, `preference`, `version`), as
 * PercolateQueryBuilder.doRewrite runs it on the coordinating node: a realtime GET of the document, whose
 * source becomes the query's one `document` (keeping `name`, `field` and `boost`). A missing document is a
 * `resource_not_found_exception`, a disabled source an `illegal_argument_exception`, a stale `version` the
 * GET's version conflict.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Env } from '../../handler.ts';
import type { ClusterState } from '../../state.ts';
import { docKey } from '../../state.ts';
import { isEsError, percolateArgumentRequired, percolateIndexedDocumentMissing, percolateSourceDisabled, versionConflict, type EsError } from '../../errors/index.ts';
import { readTarget } from '../../docs/target.ts';
import { sameShard } from '../../docs/write.ts';

const LOOKUP_KEYS = ['index', 'id', 'routing', 'preference', 'version', 'type'];

/** Whether a `percolate` body names a stored document instead of giving one. */
export function isPercolateLookup(body: Json): body is JsonObject {
  return isObject(body) && body.id !== undefined && body.document === undefined && body.documents === undefined;
}

/** The body with the stored document fetched into `document`, or the error the GET gives. */
export function rewritePercolateLookup(state: ClusterState, env: Env, body: JsonObject): JsonObject | EsError {
  if (body.index === undefined || body.index === null) return percolateArgumentRequired('index');
  const index = String(body.index);
  const id = String(body.id);
  const idx = readTarget(state, env.profile, index);
  if (isEsError(idx)) return idx;
  const doc = idx.docs.get(docKey(env.profile, '_doc', id)) ?? [...idx.docs.values()].find((d) => d.id === id);
  const routing = body.routing === undefined || body.routing === null ? undefined : String(body.routing);
  if (!doc || !sameShard(env, idx, doc, routing)) return percolateIndexedDocumentMissing(index, id);
  if (typeof body.version === 'number' && body.version !== doc.version) {
    return versionConflict(env.profile, idx, doc.type, id, `current version [${doc.version}] is different than the one provided [${body.version}]`);
  }
  const sourceOff = [...idx.mappings.values()].some((m) => isObject(m._source) && m._source.enabled === false);
  if (sourceOff) return percolateSourceDisabled(index, id);
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(body)) if (!LOOKUP_KEYS.includes(k)) out[k] = v as Json;
  out.document = doc.parsed;
  return out;
}
