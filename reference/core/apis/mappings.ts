/** GET and PUT mapping. A field's type never changes: put mapping only adds. */
import { partitionedJoinProblem } from '../docs/partitionedIndex.ts';
import { sourceMappingProblem, sourceMappingWarnings } from '../mapping/syntheticSource/validate.ts';
import { blockedFor } from '../blocks.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, mappingSourceMissing, mappingTypeMissing, putMappingFailed, typesInPutMapping, typesMissing, typesPartlyMissing, type EsError } from '../errors/index.ts';
import { renderIndexMappings, readTyped, validateTypeName } from '../mapping/body.ts';
import { parseTypeMapping } from '../mapping/parse.ts';
import { mergeMapping } from '../mapping/merge.ts';
import { checkMappingUpdate, resolveType } from '../mapping/update.ts';
import { tsdbMappingUpdateProblem } from '../tsdb/runtime.ts';
import { checkMappingAnalyzers } from '../analysis/mappingRefs.ts';
import { emptyMapping, type TypeMapping } from '../mapping/types.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import { flag, ok, type Handler } from '../handler.ts';

/** GET /{index}/_mapping[/{type}] */
export const getMapping: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  const types = splitExpr(req.parts.type);
  const typeFilter = types.length === 0 || types.includes('_all') ? undefined : (t: string) => types.some((p) => simpleMatch(p, t));
  const out: JsonObject = {};
  const seen = new Set<string>();
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const mappings = renderIndexMappings(env.profile, idx, req.query.include_type_name ?? (types.length > 0 ? 'true' : undefined), typeFilter);
    for (const t of idx.mappings.keys()) if (!typeFilter || typeFilter(t)) seen.add(t);
    if (typeFilter && Object.keys(mappings).length === 0) continue;
    out[n] = { mappings };
  }
  if (typeFilter) {
    // ES5/ES6 RestGetMappingAction: nothing found is a TypeMissingException; a partial miss is a 404
    // carrying the mappings that were found, with a bare error string.
    if (seen.size === 0) return typesMissing(types);
    const missing = types.filter((p) => ![...seen].some((t) => simpleMatch(p, t))).sort();
    if (missing.length > 0) return typesPartlyMissing(missing, out);
  }
  return ok(out);
};

/** PUT /{index}/_mapping[/{type}] */
export const putMapping: Handler = (state, req, env) => {
  const profile = env.profile;
  if (req.body === undefined || !isObject(req.body)) return mappingSourceMissing();
  const names = resolveIndices(state, profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  let body: JsonObject = req.body;
  let type = req.parts.type;
  // ES 7.x and OpenSearch 1.x (RestPutMappingAction): include_type_name defaults to false there, and a type
  // in the path without it set to true is refused, the typed route notwithstanding (a 7.x client's
  // `PUT /i/_doc/_mapping` gets this 400).
  if (profile.includeTypeName && profile.mappingOutput === 'typeless' && req.parts.type !== undefined && !['', 'true'].includes(req.query.include_type_name ?? 'false')) {
    return typesInPutMapping();
  }
  // ES 5 and 6 read the type from the path only (6.x: include_type_name defaults to true).
  const legacyTyped = profile.mappingOutput === 'typed' && req.query.include_type_name !== 'false';
  if (type === undefined && legacyTyped) return mappingTypeMissing();
  if (type === undefined && readTyped(profile, req.query.include_type_name, body) && profile.typedApis && !(profile.typelessApis && 'properties' in body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && isObject(body[keys[0]])) {
      type = keys[0];
      body = body[type] as JsonObject;
    } else if (!profile.typelessApis) {
      return mappingTypeMissing();
    }
  } else if (type === undefined && profile.includeTypeName && req.query.include_type_name !== undefined) {
    const keys = Object.keys(body);
    if (keys.length === 1 && isObject(body[keys[0]]) && !['properties', 'dynamic', '_source', '_routing', '_meta', 'dynamic_templates'].includes(keys[0])) {
      return typesInPutMapping();
    }
  } else if (type !== undefined && isObject(body[type]) && Object.keys(body).length === 1) {
    // `PUT /i/_mapping/t {"t":{"properties":…}}` is also accepted by ES5/ES6.
    body = body[type] as JsonObject;
  }
  if (type !== undefined) {
    const bad = validateTypeName(type);
    if (bad) return bad;
  }
  // The master action's block check comes before the mapping service parses the mapping.
  const blocked = blockedFor(profile, names.map((n) => state.indices.get(n)!), 'metadata_write');
  if (blocked) return blocked;
  const warnings: string[] = [];
  const incoming = parseTypeMapping(body as Json, { profile, warnings });
  // ES 8's MapperService wraps every parse failure; ES 5-7 and OpenSearch answer the parser's own exception.
  if (isEsError(incoming)) return putMappingFailed(profile, incoming);
  warnings.push(...sourceMappingWarnings(profile, incoming));
  // Check every index first: the request applies to all of them or to none.
  const updates: Array<{ index: string; type: string; mapping: TypeMapping }> = [];
  for (const n of names) {
    const idx = state.indices.get(n)!;
    // Only a typeless request resolves `_doc` to the index's type; an explicit `_doc` is a type name.
    const t = type !== undefined ? type : resolveType(idx, '_doc');
    const merged = mergeMapping(profile, idx.mappings.get(t) ?? emptyMapping(), incoming);
    if (isEsError(merged)) return merged;
    const join = partitionedJoinProblem(profile, idx, incoming);
    if (join) return putMappingFailed(profile, join);
    const err: EsError | undefined = checkMappingUpdate(profile, idx, t, merged) ?? tsdbMappingUpdateProblem(profile, idx, merged, incoming);
    if (err) return err;
    const sourceProblem = sourceMappingProblem(profile, idx.settings, merged);
    if (sourceProblem) return putMappingFailed(profile, sourceProblem);
    const refs = checkMappingAnalyzers(profile, idx, incoming);
    if (refs) return putMappingFailed(profile, refs);
    updates.push({ index: n, type: t, mapping: merged });
  }
  for (const u of updates) state.indices.get(u.index)!.mappings.set(u.type, u.mapping);
  return { status: 200, body: { acknowledged: true }, warnings };
};

export { flag };
