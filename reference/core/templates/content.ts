/**
 * The parts every kind of template carries (settings, mappings, aliases), read and validated as
 * `MetadataIndexTemplateService.validate` and `validateTemplate` do: name and pattern rules and setting
 * errors are collected into one `invalid_index_template_exception`; mappings are parsed as index creation
 * would parse them, but kept as sent.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { aliasIsTemplatePattern, isEsError, malformedTemplateAliases, malformedTemplateMappings, TEMPLATE_NAME_PROBLEMS, templatePatternProblem, templateValidationFailed, type EsError, type PatternProblem } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { normaliseSettings, validateSetting } from '../settings.ts';
import { isTsdbSettingKey } from '../tsdb/settings.ts';
import { validateAliasName } from '../names.ts';
import { readAliasMeta, type AliasMeta } from '../aliasMeta.ts';
import { readCreateMappings, readTyped } from '../mapping/body.ts';
import type { FlatSettings } from './types.ts';

/**
 * Reads a template's settings to flat `index.*` strings, with the messages of the settings that fail. The
 * time series keys (`index.time_series.start_time`…) are index-scoped settings of the versions that have
 * time series indices (IndexScopedSettings.BUILT_IN_INDEX_SETTINGS), so a template may carry them.
 */
export function readTemplateSettings(profile: Profile, raw: Json | undefined): { settings: FlatSettings; problems: string[] } | EsError {
  const flat = normaliseSettings(raw);
  if (isEsError(flat)) return flat;
  const settings: FlatSettings = {};
  const problems: string[] = [];
  for (const [k, v] of Object.entries(flat)) {
    const err = isTsdbSettingKey(profile, k) ? undefined : validateSetting(k, v, false);
    if (err) problems.push(err.cause.reason);
    if (v !== null) settings[k] = v;
  }
  return { settings, problems };
}

/** Reads a template's aliases (`{"name": {filter, routing, …}}`) in body order. */
export function readTemplateAliases(raw: Json | undefined): Map<string, AliasMeta> | EsError {
  const out = new Map<string, AliasMeta>();
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) return malformedTemplateAliases();
  for (const [name, def] of Object.entries(raw)) {
    const meta = readAliasMeta(def as Json);
    if (isEsError(meta)) return meta;
    out.set(name, meta);
  }
  return out;
}

/** What `validate(name, settings, patterns, aliases)` checks, with the wording of the profile's family. */
export interface TemplateCheck {
  name: string;
  patterns: readonly string[];
  settingProblems: readonly string[];
  aliases: ReadonlyMap<string, AliasMeta>;
}

const INVALID_FILENAME_CHARS = ['\\', '/', '*', '?', '"', '<', '>', '|', ' ', ','];

/** The error `MetadataIndexTemplateService.validate` raises, or undefined. */
export function validateTemplate(profile: Profile, check: TemplateCheck): EsError | undefined {
  const { name, patterns } = check;
  const problems: string[] = [];
  const legacyWording = profile.templateValidation === 'template-wording';
  if (name.includes(' ')) problems.push(TEMPLATE_NAME_PROBLEMS.space);
  if (name.includes(',')) problems.push(TEMPLATE_NAME_PROBLEMS.comma);
  if (name.includes('#')) problems.push(TEMPLATE_NAME_PROBLEMS.hash);
  if (!legacyWording && name.includes('*')) problems.push(TEMPLATE_NAME_PROBLEMS.star);
  if (name.startsWith('_')) problems.push(TEMPLATE_NAME_PROBLEMS.underscore);
  if (name.toLowerCase() !== name) problems.push(TEMPLATE_NAME_PROBLEMS.upperCase);
  for (const p of patterns) {
    const problem = (kind: PatternProblem) => problems.push(templatePatternProblem(profile, p, kind));
    if (p.includes(' ')) problem('space');
    if (p.includes(',')) problem('comma');
    if (p.includes('#')) problem('hash');
    if (!legacyWording && p.includes(':')) problem('colon');
    if (p.startsWith('_')) problem('underscore');
    if (INVALID_FILENAME_CHARS.some((c) => c !== '*' && p.includes(c))) problem('characters');
  }
  problems.push(...check.settingProblems);
  if (problems.length > 0) return templateValidationFailed(name, problems);
  for (const alias of check.aliases.keys()) {
    // Only what can be checked before the alias meets an index: its name.
    const bad = validateAliasName(alias, profile);
    if (bad) return bad;
    if (patterns.includes(alias)) return aliasIsTemplatePattern(alias, patterns);
  }
  return undefined;
}

/**
 * A template's mappings by type, as sent: typed (`{"<type>": {…}}`) or typeless (kept under `_doc`) as the
 * profile and `include_type_name` read them, after checking that index creation would accept them.
 */
export function readTemplateMappings(profile: Profile, raw: Json | undefined, includeTypeName: string | undefined): Map<string, JsonObject> | EsError {
  const out = new Map<string, JsonObject>();
  if (raw === undefined || raw === null) return out;
  if (isObject(raw) && readTyped(profile, includeTypeName, raw)) {
    for (const [type, body] of Object.entries(raw)) {
      if (!isObject(body)) return malformedTemplateMappings(type);
    }
  }
  const parsed = readCreateMappings(profile, raw, includeTypeName, { profile, warnings: [] });
  if (isEsError(parsed)) return parsed;
  if (!isObject(raw)) return out;
  if (readTyped(profile, includeTypeName, raw)) {
    for (const [type, body] of Object.entries(raw)) out.set(type, body as JsonObject);
  } else if (Object.keys(raw).length > 0) out.set('_doc', raw);
  return out;
}
