/** Index lifecycle: create, view, exists, delete, refresh, open and close. */
import { blockedFor } from '../blocks.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  aliasesNotAnObject,
  aliasNameClash,
  expressionMatchesAlias,
  indexAlreadyExists,
  softDeletesRequired,
  indexNameIsAlias,
  isEsError,
  moreThanOneType,
  multipleWriteIndices,
  requestBodyRequired,
  unknownCreateIndexKey,
  type EsError,
} from '../errors/index.ts';
import { softDeletesDisabled } from '../deprecations.ts';
import { resolveDateMathName } from '../dateMath/indexNames.ts';
import type { ClusterState, IndexState, AliasMeta } from '../state.ts';
import { versionCreatedId } from '../../profiles.ts';
import { validateIndexName, validateAliasName } from '../names.ts';
import { normaliseSettings, validateSetting, nestSettings } from '../settings.ts';
import { renderIndexMappings } from '../mapping/body.ts';
import { matchTemplates } from '../templates/match.ts';
import { createMappings } from '../templates/createMappings.ts';
import { templateAliases, templateSettings } from '../templates/resolveTemplates.ts';
import { checkMappingUpdate } from '../mapping/update.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { aliasExists } from '../state.ts';
import { readAliasMeta, renderAliases } from './aliasMeta.ts';
import { flag, ok, type ApiRequest, type Env, type Handler, type ApiResult } from './types.ts';
import { humanSettings } from './settings.ts';
import { destructiveCheck } from './destructive.ts';

/**
 * Builds a new index value (not yet in the state) from a create body and the templates its name matches,
 * or the error ES gives. `providedName` is the name as sent (date math unresolved), kept in the settings;
 * `writeType` the type of the write that creates it, if one does (a template's `_default_` mapping covers it).
 */
export function buildIndex(
  state: ClusterState,
  env: Env,
  name: string,
  body: Json | undefined,
  includeTypeName: string | undefined,
  warnings: string[],
  providedName = name,
  writeType?: string,
): IndexState | EsError {
  const profile = env.profile;
  const bad = validateIndexName(name, profile);
  if (bad) return bad;
  const existing = state.indices.get(name);
  if (existing) {
    return indexAlreadyExists(profile, name, existing.uuid);
  }
  if (aliasExists(state, name)) {
    return indexNameIsAlias(name);
  }
  const b = body === undefined || body === null ? {} : body;
  if (!isObject(b)) return requestBodyRequired();
  for (const key of Object.keys(b)) {
    if (!['settings', 'mappings', 'aliases'].includes(key)) {
      // ES6 treats a bare body as settings; later versions reject unknown keys.
      return unknownCreateIndexKey(key);
    }
  }
  const settings = normaliseSettings(b.settings as Json);
  if (isEsError(settings)) return settings;
  for (const [k, v] of Object.entries(settings)) {
    const err = validateSetting(k, v, true);
    if (err) return err;
  }
  const matched = matchTemplates(state, profile, name, settings['index.hidden'] === 'true');
  // Checked on the settings a template and the request give together, before any mapping is parsed.
  const softDeletes = settings['index.soft_deletes.enabled'] ?? (matched ? templateSettings(state, matched)['index.soft_deletes.enabled'] : undefined);
  if (softDeletes !== undefined && String(softDeletes) === 'false') {
    if (profile.softDeletesDisabled === 'refuse') return softDeletesRequired();
    if (profile.softDeletesDisabled === 'warn') warnings.push(softDeletesDisabled(name));
  }
  const mappings = createMappings(state, profile, matched, b.mappings as Json, includeTypeName, warnings, writeType);
  if (isEsError(mappings)) return mappings;
  if (mappings.size > 1 && profile.typesPerIndex === 'one') {
    return moreThanOneType(name, [...mappings.keys()]);
  }
  const aliases = new Map<string, AliasMeta>();
  if (b.aliases !== undefined) {
    if (!isObject(b.aliases)) return aliasesNotAnObject();
    for (const [given, meta] of Object.entries(b.aliases)) {
      // MetadataCreateIndexService.resolveAndValidateAliases resolves a date-math alias name (ES ≥ 7.13).
      const alias = profile.aliasDateMath ? resolveDateMathName(given, env.now, profile) : given;
      if (isEsError(alias)) return alias;
      const aerr = validateAliasName(alias, profile);
      if (aerr) return aerr;
      if (alias === name || state.indices.has(alias)) return aliasNameClash(profile, alias, state.indices.get(alias)?.uuid ?? '_na_');
      const m = readAliasMeta(meta as Json);
      if (isEsError(m)) return m;
      aliases.set(alias, m);
    }
  }
  if (matched) {
    for (const [template, meta] of templateAliases(state, matched)) {
      // `{index}` in a template's alias name stands for the new index's name.
      const alias = template.replaceAll('{index}', name);
      if (aliases.has(alias)) continue;
      const aerr = validateAliasName(alias, profile);
      if (aerr) return aerr;
      if (alias === name || state.indices.has(alias)) return aliasNameClash(profile, alias, state.indices.get(alias)?.uuid ?? '_na_');
      aliases.set(alias, { ...meta });
    }
  }
  const twoWriters = secondWriteIndex(state, name, aliases);
  if (twoWriters) return twoWriters;
  const uuid = env.newUuid();
  const flat: Record<string, string | string[]> = {
    'index.creation_date': String(env.now),
    'index.number_of_shards': String(profile.defaultShards),
    'index.number_of_replicas': '1',
    'index.uuid': uuid,
    'index.version.created': versionCreatedId(profile),
    'index.provided_name': providedName,
  };
  if (matched) Object.assign(flat, templateSettings(state, matched));
  for (const [k, v] of Object.entries(settings)) if (v !== null) flat[k] = v;
  const idx: IndexState = {
    name,
    uuid,
    creationDate: env.now,
    settings: flat,
    mappings: new Map(),
    aliases,
    docs: new Map(),
    seqNo: -1,
    docCounter: 0,
    closed: false,
  };
  for (const [type, m] of mappings) {
    const err = checkMappingUpdate(profile, idx, type, m);
    if (err) return err;
    idx.mappings.set(type, m);
  }
  return idx;
}

/** The error when a new index would be a second write index of one of its aliases. */
function secondWriteIndex(state: ClusterState, name: string, aliases: Map<string, AliasMeta>): EsError | undefined {
  for (const [alias, meta] of aliases) {
    if (meta.is_write_index !== true) continue;
    const writers = [...state.indices.values()].filter((i) => i.aliases.get(alias)?.is_write_index === true).map((i) => i.name);
    if (writers.length > 0) return multipleWriteIndices(alias, [...writers, name]);
  }
  return undefined;
}

/** PUT /{index} */
export const createIndex: Handler = (state, req, env) => {
  const warnings: string[] = [];
  const idx = buildIndex(state, env, req.parts.index, req.body, req.query.include_type_name, warnings, req.providedIndex);
  if (isEsError(idx)) return idx;
  state.indices.set(idx.name, idx);
  return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: idx.name }, warnings };
};

function features(req: ApiRequest): string[] {
  const f = req.query.features ?? req.parts.feature;
  if (!f) return ['aliases', 'mappings', 'settings'];
  return f.split(',').map((s) => s.replace(/^_/, ''));
}

/** The settings object of an index as GET prints it. */
export function renderSettings(idx: IndexState, flatOut: boolean, human = false): JsonObject {
  const s = humanSettings(idx, human);
  return flatOut ? { ...s } : nestSettings(s);
}

/** GET /{index} */
export const getIndex: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open,closed' }));
  if (isEsError(names)) return names;
  const want = features(req);
  const out: JsonObject = {};
  for (const n of names) {
    const idx = state.indices.get(n)!;
    const entry: JsonObject = {};
    if (want.includes('aliases')) entry.aliases = renderAliases(idx);
    if (want.includes('mappings')) entry.mappings = renderIndexMappings(env.profile, idx, req.query.include_type_name);
    if (want.includes('settings')) entry.settings = renderSettings(idx, flag(req, 'flat_settings'), flag(req, 'human'));
    out[n] = entry;
  }
  return ok(out);
};

/** HEAD /{index} */
export const indexExists: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { allowNoIndices: false }));
  return { status: isEsError(names) || names.length === 0 ? 404 : 200 };
};

/** DELETE /{index} */
export const deleteIndex: Handler = (state, req, env) => {
  const expr = req.parts.index;
  const guard = destructiveCheck(state, expr);
  if (guard) return guard;
  const opts = resolveOptionsFrom(req.query, { expandWildcards: 'open,closed' });
  for (const part of expr.split(',')) {
    if (!opts.ignoreUnavailable && !part.includes('*') && !state.indices.has(part) && aliasExists(state, part)) {
      return expressionMatchesAlias(part);
    }
  }
  const names = resolveIndices(state, env.profile, expr, { ...opts, allowAliases: false });
  if (isEsError(names)) return names;
  const blocked = blockedFor(env.profile, names.map((n) => state.indices.get(n)!), 'delete');
  if (blocked) return blocked;
  for (const n of names) removeIndex(state, n);
  return ok({ acknowledged: true });
};

/** Removes an index and frees the scroll contexts that read it. */
export function removeIndex(state: ClusterState, name: string): void {
  state.indices.delete(name);
  for (const [id, ctx] of state.scrolls) if (ctx.hits.some((h) => h.index === name)) state.scrolls.delete(id);
}

/** POST /{index}/_refresh: writes are visible at once here, so a refresh only reports shards. */
export const refresh: Handler = (state, req, env) => {
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query));
  if (isEsError(names)) return names;
  let shards = 0;
  for (const n of names) shards += Number(state.indices.get(n)!.settings['index.number_of_shards']);
  return ok({ _shards: { total: shards * 2, successful: shards, failed: 0 } });
};

function setClosed(closed: boolean): Handler {
  return (state, req, env): ApiResult | EsError => {
    const guard = closed ? destructiveCheck(state, req.parts.index) : undefined;
    if (guard) return guard;
    const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: closed ? 'open' : 'closed' }));
    if (isEsError(names)) return names;
    const blocked = blockedFor(env.profile, names.map((n) => state.indices.get(n)!), 'metadata_write');
    if (blocked) return blocked;
    for (const n of names) state.indices.get(n)!.closed = closed;
    if (closed) {
      const indices: JsonObject = {};
      for (const n of names) indices[n] = { closed: true };
      return ok({ acknowledged: true, shards_acknowledged: true, indices });
    }
    return ok({ acknowledged: true, shards_acknowledged: true });
  };
}

/** POST /{index}/_close */
export const closeIndex = setClosed(true);
/** POST /{index}/_open */
export const openIndex = setClosed(false);

