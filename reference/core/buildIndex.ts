/** A new index built from a create body and the templates its name matches: `PUT /{index}`, rollover and auto-create share it. */
import { DocTable } from './docTable.ts';
import { sourceMappingProblem, sourceMappingWarnings } from './mapping/syntheticSource/validate.ts';
import { sourceSettingKnown } from './mapping/syntheticSource/mode.ts';
import { isObject, type Json } from './json.ts';
import {
  createMappingFailed,
  aliasesNotAnObject,
  aliasNameClash,
  dataStreamNameClash,
  dataStreamsOnly,
  indexAlreadyExists,
  softDeletesRequired,
  indexNameIsAlias,
  isEsError,
  moreThanOneType,
  multipleWriteIndices,
  requestBodyRequired,
  unknownCreateIndexKey,
  type EsError,
  unknownSetting,
} from './errors/index.ts';
import { softDeletesDisabled } from './deprecations.ts';
import { resolveDateMathName } from './dateMath/indexNames.ts';
import { aliasExists, type ClusterState, type IndexState } from './state.ts';
import { versionCreatedId } from '../profiles.ts';
import { validateIndexName, validateAliasName } from './names.ts';
import { normaliseSettings, validateSetting } from './settings.ts';
import { INDEX_IGNORE_ABOVE } from './mapping/ignoreAbove.ts';
import { isTsdbSettingKey, validateIndexMode } from './tsdb/settings.ts';
import { indexSortError } from './indexSort.ts';
import { prepareTsdbMappings } from './tsdb/mapping.ts';
import { matchTemplates } from './templates/match.ts';
import { createMappings } from './templates/createMappings.ts';
import { templateAliases, templateSettings } from './templates/resolveTemplates.ts';
import { checkMappingUpdate } from './mapping/update.ts';
import { readAliasMeta, type AliasMeta } from './aliasMeta.ts';
import { aliasFilterLookupRefusal } from './search/lookups/aliasFilterLookup.ts';
import type { Env } from './handler.ts';
import type { Profile } from '../profiles.ts';
import { validateAnalysisSettings } from './analysis/index.ts';
import { checkMappingAnalyzers } from './analysis/mappingRefs.ts';
import { startShards } from './synonyms/shardStart.ts';
import { partitionedJoinProblem, partitionSizeProblem } from './docs/partitionedIndex.ts';

const TIER_PREFERENCE = 'index.routing.allocation.include._tier_preference';

/**
 * The tier preference X-Pack adds to a new index (DataTier.DefaultHotAllocationSettingProvider): none when the
 * template or request settings name one (even as null, which removes it) or set any index-level allocation
 * filter (`index.routing.allocation.include|exclude|require.*`); else `data_hot` for a data stream's backing
 * index, `data_content` for any other.
 */
function defaultTierPreference(profile: Profile, merged: Readonly<Record<string, unknown>>, request: Readonly<Record<string, unknown>>, backing: boolean): string | undefined {
  if (!profile.defaultTierPreference) return undefined;
  const keys = [...Object.keys(merged), ...Object.keys(request)];
  if (keys.some((k) => /^index\.routing\.allocation\.(include|exclude|require)\./.test(k))) return undefined;
  return backing ? 'data_hot' : 'data_content';
}

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
  templateName = name,
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
  if (state.dataStreams.has(name)) return dataStreamNameClash(name);
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
    const err = createSettingError(profile, k, v);
    if (err) return err;
  }
  // A backing index takes the templates of its data stream's name (`templateName`).
  const matched = matchTemplates(state, profile, templateName, settings['index.hidden'] === 'true' && templateName === name);
  // A name a data stream template matches makes streams only (MetadataCreateIndexService, ES ≥ 7.9).
  if (matched?.kind === 'v2' && matched.template.dataStream && templateName === name) return dataStreamsOnly(name, matched.template.name);
  // Checked on the settings a template and the request give together, before any mapping is parsed.
  const softDeletes = settings['index.soft_deletes.enabled'] ?? (matched ? templateSettings(state, matched)['index.soft_deletes.enabled'] : undefined);
  if (softDeletes !== undefined && String(softDeletes) === 'false') {
    if (profile.softDeletesDisabled === 'refuse') return softDeletesRequired();
    if (profile.softDeletesDisabled === 'warn') warnings.push(softDeletesDisabled(name, profile.distribution === 'opensearch' ? 'OpenSearch' : 'Elasticsearch'));
  }
  // The index's analysis is built (and fails) before its mappings are parsed (MetadataCreateIndexService).
  const analysisSettings: Record<string, string | string[]> = matched ? { ...templateSettings(state, matched) } : {};
  for (const [k, v] of Object.entries(settings)) if (v !== null) analysisSettings[k] = v;
  // The index mode checks the settings it goes with (IndexMode.validateWithOtherSettings), before any mapping.
  const modeError = validateIndexMode(profile, analysisSettings);
  if (modeError) return modeError;
  const analysisError = validateAnalysisSettings(analysisSettings, profile, state.config);
  if (analysisError) return analysisError;
  const mappings = createMappings(state, profile, matched, b.mappings as Json, includeTypeName, warnings, writeType);
  if (isEsError(mappings)) return mappings;
  if (mappings.size > 1 && profile.typesPerIndex === 'one') {
    return moreThanOneType(name, [...mappings.keys()]);
  }
  const aliases = requestAliases(state, env, name, b.aliases as Json | undefined);
  if (isEsError(aliases)) return aliases;
  if (matched) {
    for (const [template, meta] of templateAliases(state, matched)) {
      // `{index}` in a template's alias name stands for the new index's name.
      const alias = template.replaceAll('{index}', name);
      if (aliases.has(alias)) continue;
      const aerr = validateAliasName(alias, profile);
      if (aerr) return aerr;
      if (alias === name || state.indices.has(alias)) return aliasNameClash(profile, alias, state.indices.get(alias)?.uuid ?? '_na_');
      const lookup = aliasFilterLookupRefusal(alias, meta.filter);
      if (lookup) return lookup;
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
  const tier = defaultTierPreference(profile, flat, settings, templateName !== name);
  if (tier) flat[TIER_PREFERENCE] = tier;
  const idx: IndexState = {
    name,
    uuid,
    creationDate: env.now,
    settings: flat,
    mappings: new Map(),
    aliases,
    docs: new DocTable(),
    seqNo: -1,
    docCounter: 0,
    closed: false,
  };
  // Its `synonyms_set` filters load their sets' rules as its shards start (SynonymTokenFilterFactory).
  startShards(state, idx, profile);
  // IndexMetadata.Builder.build checks the partition before any mapping is merged.
  const partitionError = partitionSizeProblem(profile, idx);
  if (partitionError) return partitionError;
  for (const [type, m] of mappings) {
    const join = partitionedJoinProblem(profile, idx, m);
    if (join) return createMappingFailed(profile, type, join);
    const err = checkMappingUpdate(profile, idx, type, m);
    if (err) return err;
    const refs = checkMappingAnalyzers(profile, idx, m);
    if (refs) return createMappingFailed(profile, type, refs);
    idx.mappings.set(type, m);
  }
  // The `_source` mode the settings and mapping give, checked as SourceFieldMapper.Builder.build does.
  for (const [type, m] of idx.mappings.size > 0 ? idx.mappings : new Map([['_doc', undefined]])) {
    const sourceProblem = sourceMappingProblem(profile, flat, m);
    if (sourceProblem) return createMappingFailed(profile, type, sourceProblem);
    warnings.push(...sourceMappingWarnings(profile, m));
  }
  // A time series index maps `@timestamp` as a date and checks its dimensions (IndexMode.TIME_SERIES).
  const tsdb = prepareTsdbMappings(profile, idx);
  if (tsdb) return tsdb;
  const sortError = indexSortError(idx);
  if (sortError) return sortError;
  return idx;
}

/** The error a setting of a new index's request meets (IndexScopedSettings.validate as the version knows them). */
export function createSettingError(profile: Profile, key: string, value: string | string[] | null): EsError | undefined {
  if (isTsdbSettingKey(profile, key)) return undefined;
  if ((key === INDEX_IGNORE_ABOVE && !profile.indexIgnoreAbove) || !sourceSettingKnown(profile, key)) return unknownSetting(key);
  if (key === 'index.routing_partition_size' && profile.routingPartitionSize === 'absent') return unknownSetting(key);
  return validateSetting(key, value, true);
}

/**
 * The aliases a request names for a new index (`aliases` of a create, rollover or resize body), checked as
 * MetadataCreateIndexService.resolveAndValidateAliases checks them, or the error it gives.
 */
export function requestAliases(state: ClusterState, env: Env, name: string, body: Json | undefined): Map<string, AliasMeta> | EsError {
  const profile = env.profile;
  const aliases = new Map<string, AliasMeta>();
  if (body === undefined) return aliases;
  if (!isObject(body)) return aliasesNotAnObject();
  for (const [given, meta] of Object.entries(body)) {
    // MetadataCreateIndexService.resolveAndValidateAliases resolves a date-math alias name (ES ≥ 7.13).
    const alias = profile.aliasDateMath ? resolveDateMathName(given, env.now, profile) : given;
    if (isEsError(alias)) return alias;
    const aerr = validateAliasName(alias, profile);
    if (aerr) return aerr;
    if (alias === name || state.indices.has(alias)) return aliasNameClash(profile, alias, state.indices.get(alias)?.uuid ?? '_na_');
    const m = readAliasMeta(meta as Json);
    if (isEsError(m)) return m;
    const lookup = aliasFilterLookupRefusal(alias, m.filter);
    if (lookup) return lookup;
    aliases.set(alias, m);
  }
  return aliases;
}

/** The error when a new index would be a second write index of one of its aliases. */
export function secondWriteIndex(state: ClusterState, name: string, aliases: Map<string, AliasMeta>): EsError | undefined {
  for (const [alias, meta] of aliases) {
    if (meta.is_write_index !== true) continue;
    const writers = [...state.indices.values()].filter((i) => i.aliases.get(alias)?.is_write_index === true).map((i) => i.name);
    if (writers.length > 0) return multipleWriteIndices(alias, [...writers, name]);
  }
  return undefined;
}
