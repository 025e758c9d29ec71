/**
 * Errors about indexes and aliases: names, existence, creation bodies, closed indexes, alias actions
 * and alias metadata (`MetadataCreateIndexService`, `AliasValidator`, `IndexNameExpressionResolver`,
 * `MetadataIndexAliasesService`).
 */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, parseException, parsingException, plainCause, rawError, validationFailed, type EsError } from './base.ts';
import { timeValueUnitMessage } from './scroll.ts';

/** 400 invalid_index_name_exception: `Invalid index name [name], <rule>`. */
export function invalidIndexName(name: string, rule: string): EsError {
  return esError(400, 'invalid_index_name_exception', `Invalid index name [${name}], ${rule}`, indexMeta(name));
}

/** An expression that starts with `_` where an index is named (an unknown API under `/_x`, say). */
export function indexNameStartsWithUnderscore(name: string): EsError {
  return invalidIndexName(name, "must not start with '_'.");
}

/** A new index named like an existing alias. */
export function indexNameIsAlias(name: string): EsError {
  return invalidIndexName(name, 'already exists as alias');
}

/** 400 invalid_alias_name_exception: `Invalid alias name [name]: <rule>`. */
export function invalidAliasName(name: string, rule: string): EsError {
  return esError(400, 'invalid_alias_name_exception', `Invalid alias name [${name}]: ${rule}`);
}

/** An alias named like an index: ES 5/6 and OpenSearch name the index in the metadata, ES ≥ 7.9 mention data streams. */
export function aliasNameClash(profile: Profile, alias: string, uuid: string): EsError {
  return profile.aliasClash === 'index-exists'
    ? esError(400, 'invalid_alias_name_exception', `Invalid alias name [${alias}], an index exists with the same name as the alias`, indexMeta(alias, uuid))
    : invalidAliasName(alias, 'an index or data stream exists with the same name as the alias');
}

/** An empty alias name. */
export function aliasNameRequired(): EsError {
  return illegalArgument('alias name is required');
}

/** 404 index_not_found_exception for a missing index or alias expression. */
export function indexNotFound(profile: Profile, expr: string, resourceType = 'index_or_alias'): EsError {
  return esError(404, 'index_not_found_exception', profile.notFoundReasonWithName ? `no such index [${expr}]` : 'no such index', {
    'resource.type': resourceType,
    'resource.id': expr,
    ...indexMeta(expr),
  });
}

/**
 * AutoCreateIndex.shouldAutoCreate refusing a missing index: IndexNotFoundException(message, index), "no such
 * index [x] and <why>", with the index but no resource fields (it names no expression it resolved).
 */
export function autoCreateRefused(profile: Profile, index: string, why: string): EsError {
  return esError(404, 'index_not_found_exception', profile.notFoundReasonWithName ? `no such index [${index}] and ${why}` : 'no such index', indexMeta(index));
}

/** A new index with `index.soft_deletes.enabled: false` where the version refuses it (ES ≥ 8, OpenSearch ≥ 2). */
export function softDeletesRequired(): EsError {
  return illegalArgument('Creating indices with soft-deletes disabled is no longer supported. Please do not specify a value for setting [index.soft_deletes.enabled].');
}

/** Creating an index that exists (ES 5 `index_already_exists_exception`, later `resource_already_exists_exception`). */
export function indexAlreadyExists(profile: Profile, name: string, uuid: string): EsError {
  return esError(400, profile.indexExistsType, `index [${name}/${uuid}] already exists`, indexMeta(name, uuid));
}

/** 400 index_closed_exception: an operation on a closed index. */
export function indexClosed(idx: { name: string; uuid: string }): EsError {
  return esError(400, 'index_closed_exception', 'closed', indexMeta(idx.name, idx.uuid));
}

/** A create-index body key other than settings, mappings and aliases. */
export function unknownCreateIndexKey(key: string): EsError {
  return parseException(`unknown key [${key}] for create index`);
}

/** A create-index `aliases` that is not an object. */
export function aliasesNotAnObject(): EsError {
  return parseException('aliases must be an object');
}

/** 500 illegal_state_exception: an alias would get a second write index. */
export function multipleWriteIndices(alias: string, indices: string[]): EsError {
  return esError(500, 'illegal_state_exception', `alias [${alias}] has more than one write index [${indices.join(',')}]`);
}

/** An alias named where an operation needs concrete indexes (delete index, `remove_index`). */
export function expressionMatchesAlias(expr: string): EsError {
  return illegalArgument(`The provided expression [${expr}] matches an alias, specify the corresponding concrete indices instead.`);
}

/** `action.destructive_requires_name`: `_all` or a wildcard where names are required. */
export function wildcardsNotAllowed(): EsError {
  return illegalArgument('Wildcard expressions or all indices are not allowed');
}

/** 404 aliases_not_found_exception: aliases to remove that no index has. */
export function aliasesNotFound(names: string[]): EsError {
  return esError(404, 'aliases_not_found_exception', `aliases [${names.join(', ')}] missing`, { 'resource.type': 'aliases', 'resource.id': names.join(',') });
}

/** The `error` of an `_aliases` action result for a removal that found nothing (ES ≥ 8.14's per-action answer). */
export function aliasesNotFoundResult(names: string[]): JsonObject {
  const err = aliasesNotFound(names).cause;
  return { type: err.type, reason: err.reason, ...err.meta };
}

/**
 * `GET /_alias/{name}` where some names match nothing: 404 with ES's bare error string beside what was
 * found (`RestGetAliasesAction`), not the envelope.
 */
export function aliasesPartlyMissing(missing: string[], found: JsonObject): EsError {
  const msg = missing.length === 1 ? `alias [${missing[0]}] missing` : `aliases [${missing.join(',')}] missing`;
  return rawError(404, 'aliases_not_found_exception', { error: msg, status: 404, ...found });
}

/** `PUT /_alias` without indexes. */
export function aliasIndicesEmpty(): EsError {
  return illegalArgument("[indices] can't be empty");
}

/** `PUT /_alias` with an empty alias name. */
export function aliasEmpty(): EsError {
  return illegalArgument("[alias] can't be empty string");
}

/** `POST /_aliases` without actions. */
export function noAliasActions(): EsError {
  return validationFailed(['Must specify at least one alias action']);
}

/** An `actions` element that is not one action per object. */
export function aliasActionsOnePerObject(): EsError {
  return parsingException('[aliases] failed to parse field [actions]', { line: 1, col: 1 }, { type: 'illegal_argument_exception', reason: 'Expected one action per object' });
}

/** An alias action other than add, remove and remove_index. */
export function unknownAliasAction(kind: string): EsError {
  return parsingException('[aliases] failed to parse field [actions]', { line: 1, col: 1 }, { type: 'illegal_argument_exception', reason: `Unknown action [${kind}]` });
}

/** An alias action whose value is not an object. */
export function aliasActionNotAnObject(kind: string): EsError {
  return parsingException(`[${kind}] failed to parse`, { line: 1, col: 1 });
}

/** What an alias action lacks (`AliasActions.validate`), reported together. */
export function aliasActionIncomplete(noIndices: boolean, noAliases: boolean): EsError {
  const problems: string[] = [];
  if (noIndices) problems.push('One of [index] or [indices] is required');
  if (noAliases) problems.push('One of [alias] or [aliases] is required');
  return validationFailed(problems);
}

/** `must_exist` on an action other than remove. */
export function mustExistUnsupported(kind: string): EsError {
  return illegalArgument(`[must_exist] is unsupported for [${kind.toUpperCase()}]`);
}

/** An alias definition that is not an object. */
export function aliasDefinitionNotAnObject(): EsError {
  return parseException('alias definition must be an object');
}

/** An alias `filter` that is not an object. */
export function aliasFilterNotAnObject(): EsError {
  return parseException('failed to parse filter for alias');
}

/** An alias definition key ES does not know. */
export function unknownAliasField(key: string): EsError {
  return parseException(`unknown field [${key}]`);
}

/** An `index_routing` with several values. */
export function aliasIndexRoutingMultiple(value: string): EsError {
  return illegalArgument(`alias [${value}] has several index routing values associated with it`);
}

// ---- settings -----------------------------------------------------------------------------------

/** 400 settings_exception: a settings body that is not an object. */
export function settingsNotAnObject(body: unknown): EsError {
  return esError(400, 'settings_exception', `Failed to load settings from [${JSON.stringify(body)}]`);
}

/** An index setting ES does not know (or one the user may not set). */
export function unknownSetting(key: string): EsError {
  return illegalArgument(`unknown setting [${key}] please check that any required plugins are installed, or check the breaking changes documentation for removed settings`);
}

/** An integer setting whose value is no integer. */
export function settingNotANumber(key: string, value: string): EsError {
  return illegalArgument(`Failed to parse value [${value}] for setting [${key}]`, undefined, plainCause('number_format_exception', `For input string: "${value}"`));
}

/** An integer setting below its minimum. */
export function settingBelowMinimum(key: string, value: string, min: number | string): EsError {
  return illegalArgument(`Failed to parse value [${value}] for setting [${key}] must be >= ${min}`);
}

/** An integer setting above its maximum. */
export function settingAboveMaximum(key: string, value: string, max: number | string): EsError {
  return illegalArgument(`Failed to parse value [${value}] for setting [${key}] must be <= ${max}`);
}

/** A time setting without a unit ES knows. */
export function settingNotATimeValue(key: string, value: string): EsError {
  return illegalArgument(timeValueUnitMessage(key, value));
}

/** `PUT /{index}/_settings` with nothing to set (ES raises the validation text as an illegal argument). */
export function noIndexSettingsToUpdate(): EsError {
  return illegalArgument('Validation Failed: 1: no settings to update;');
}

/** Static settings changed on open indexes. */
export function staticSettingsOnOpenIndices(keys: string[], open: { name: string; uuid: string }[]): EsError {
  return illegalArgument(`Can't update non dynamic settings [[${keys.join(', ')}]] for open indices [${open.map((i) => `[${i.name}/${i.uuid}]`).join(', ')}]`);
}

/** A final setting (shard counts) changed on a closed index. */
/** What IndexSortConfig refuses of an index's sort settings when the index is created (the reason of an IllegalArgumentException). */
export const INDEX_SORT_PROBLEMS = {
  sizeMismatch: (fields: string[], key: string, values: string[]) => `index.sort.field:[${fields.join(', ')}] index.sort.${key}:[${values.join(', ')}], size mismatch`,
  unknownField: (field: string) => `unknown index sort field:[${field}]`,
  invalidField: (field: string) => `invalid index sort field:[${field}]`,
  noDocValues: (field: string) => `docvalues not found for index sort field:[${field}]`,
};

/** An index's sort settings refused at its creation (IndexSortConfig), one of INDEX_SORT_PROBLEMS. */
export function indexSortRefused(reason: string): EsError {
  return illegalArgument(reason);
}

export function finalSetting(key: string): EsError {
  return illegalArgument(`final index setting [${key}], not updateable`);
}

/** One ClusterBlock as its exception prints it: `<STATUS NAME>/<id>/<description>`. */
export interface BlockText {
  status: number;
  id: number;
  description: string;
}

const STATUS_NAMES: Record<number, string> = { 403: 'FORBIDDEN', 429: 'TOO_MANY_REQUESTS' };

/**
 * cluster_block_exception (ClusterBlockException) for blocks on indices: ES ≥ 7 and OpenSearch name each
 * index with its blocks, ES 5/6 list the blocks once. The status is the highest of the non-retryable
 * blocks, 429 when every block is retryable (TOO_MANY_REQUESTS).
 */
export function indexBlocked(profile: Profile, hits: Array<{ index: string; blocks: BlockText[] }>): EsError {
  const text = (bs: BlockText[]) => bs.map((b) => `${STATUS_NAMES[b.status]}/${b.id}/${b.description}`).join(', ');
  const all = hits.flatMap((h) => h.blocks);
  const fixed = all.filter((b) => b.status !== 429).map((b) => b.status);
  const status = fixed.length === 0 ? 429 : Math.max(...fixed);
  const reason = profile.blockReasonNamesIndex
    ? hits.map((h) => `index [${h.index}] blocked by: [${text(h.blocks)}];`).join('')
    : `blocked by: [${text(all.filter((b, i) => all.findIndex((o) => o.id === b.id) === i))}];`;
  return esError(status, 'cluster_block_exception', reason);
}

/** `PUT /{index}/_block/{block}` with a block that is not an APIBlock name. */
export function noSuchBlock(name: string): EsError {
  return illegalArgument(`No block found with name ${name}`);
}

// ---- rollover (`TransportRolloverAction` of ES 5/6, `MetadataRolloverService` of ES ≥ 7.9 and OpenSearch) ----

/** 400: the rollover target names neither an alias nor an index. */
export function rolloverTargetMissing(profile: Profile, target: string): EsError {
  return illegalArgument(profile.rolloverWording === 'source-alias' ? 'source alias does not exist' : `rollover target [${target}] does not exist`);
}

/** 400: the rollover target is an index, not an alias. */
export function rolloverTargetIsIndex(profile: Profile): EsError {
  return illegalArgument(
    profile.rolloverWording === 'source-alias' ? 'source alias is a concrete index' : 'rollover target is a [concrete index] but one of [alias,data_stream] was expected',
  );
}

/** 400: the alias has no write index to roll (ES 5: it maps to several indices). */
export function rolloverNoWriteIndex(profile: Profile, alias: string): EsError {
  if (!profile.writeIndex) return illegalArgument('source alias maps to multiple indices');
  if (profile.rolloverWording === 'source-alias') return illegalArgument(`source alias [${alias}] does not point to a write index`);
  return illegalArgument(`rollover target [${alias}] does not point to a write index`);
}

/** 400: no new name was given and the old one does not end in `-<number>`. */
export function rolloverNameUnmatched(name: string): EsError {
  return illegalArgument(`index name [${name}] does not match pattern '^.*-\\d+$'`);
}

/** 400: `min_*` conditions without a `max_*` one (ES ≥ 8.4). */
export function rolloverMinWithoutMax(): EsError {
  return validationFailed(['at least one max_* rollover condition must be set when using min_* conditions']);
}

/** 400 parse_exception: a byte size that does not parse (`ByteSizeValue.parseBytesSizeValue`). */
export function byteSizeUnparsable(setting: string, value: string): EsError {
  return parseException(`failed to parse setting [${setting}] with value [${value}] as a size in bytes: unit is missing or unrecognized`);
}

/** A create index whose `wait_for_active_shards` asks for more copies than the index has (MetadataCreateIndexService.validateActiveShardCount). */
export function activeShardCountTooHigh(wanted: string, copies: number): EsError {
  return illegalArgument(`invalid wait_for_active_shards[${wanted}]: cannot be greater than number of shard copies [${copies}]`);
}
