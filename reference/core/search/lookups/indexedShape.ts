/**
 * A geo_shape (or shape) query's `indexed_shape` (`{"index", "id", "path", "routing"}`), as
 * AbstractGeometryQueryBuilder.doRewrite runs it on the coordinating node: a GET of the document (index
 * `shapes` and path `shape` by default), the value at `path` in its source (each dotted step a key of an
 * object), and the query rewritten with that value as its `shape`. A missing document is an
 * IllegalArgumentException, a document without the path an IllegalStateException; a missing index is the
 * GET's `index_not_found_exception`.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Env } from '../../handler.ts';
import type { ClusterState } from '../../state.ts';
import { docKey } from '../../state.ts';
import { indexedShapeMissingPath, indexedShapeNotFound, isEsError, type EsError } from '../../errors/index.ts';
import { readTarget } from '../../docs/target.ts';
import { sameShard } from '../../docs/write.ts';

const OPTIONS = new Set(['boost', '_name', 'ignore_unmapped']);

/** Whether a geo_shape/shape query body names its shape by `indexed_shape`. */
export function isIndexedShapeQuery(v: Json): v is JsonObject {
  if (!isObject(v)) return false;
  const fields = Object.keys(v).filter((f) => !OPTIONS.has(f));
  return fields.length === 1 && isObject(v[fields[0]!]) && isObject((v[fields[0]!] as JsonObject).indexed_shape);
}

/** The query with the fetched shape in place of its `indexed_shape`, or the fetch's error. */
export function rewriteIndexedShape(state: ClusterState, env: Env, v: JsonObject): JsonObject | EsError {
  const field = Object.keys(v).find((f) => !OPTIONS.has(f))!;
  const { indexed_shape: spec, ...rest } = v[field] as JsonObject;
  const s = spec as JsonObject;
  const text = (x: unknown, dflt: string) => (x === undefined || x === null ? dflt : String(x));
  const id = text(s.id, '');
  const path = text(s.path, 'shape');
  const routing = s.routing === undefined || s.routing === null ? undefined : String(s.routing);
  const idx = readTarget(state, env.profile, text(s.index, 'shapes'));
  if (isEsError(idx)) return idx;
  const doc = idx.docs.get(docKey(env.profile, '_doc', id)) ?? [...idx.docs.values()].find((d) => d.id === id);
  if (doc === undefined || !sameShard(env, idx, doc, routing)) return indexedShapeNotFound(id);
  let at: Json | undefined = doc.parsed as Json;
  for (const step of path.split('.')) at = isObject(at ?? null) ? ((at as JsonObject)[step] as Json | undefined) : undefined;
  if (at === undefined || at === null) return indexedShapeMissingPath(id, path);
  return { ...v, [field]: { ...rest, shape: at } };
}
