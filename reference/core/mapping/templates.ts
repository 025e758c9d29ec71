/**
 * Reading `dynamic_templates` from a mapping body, as each version's `DynamicTemplate.parse` and
 * `RootObjectMapper` do: which keys a template takes, which values it rejects (and with what words),
 * and the form GET mapping prints it in. Applying templates to documents is `templateMatch.ts`.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  ignoredMatchMappingTypeWarning,
  illegalTemplateParameter,
  invalidTemplateContent,
  invalidTemplateContentWarning,
  invalidTemplateRegex,
  dynamicTemplatesNotAList,
  dynamicTemplateUnnamed,
  noFieldTypeMatched,
  noTemplateMapper,
  templateMappingAndRuntime,
  templatePatternsNotStrings,
  templateWithoutMapping,
  templateWithoutMatch,
  noMatchingPattern,
  notSupportedBySimulator,
  runtimeTemplateUnsupported,
  type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { javaToString } from './javaString.ts';
import { compileRegexp, isRegexpFailure, REGEXP_FLAGS } from '../search/regexp.ts';
import { FIELD_TYPES, RUNTIME_TYPES, templateMappingType, substituteTemplate, type FieldKind } from './templateMatch.ts';

/** The field type a template creates for each kind when its mapping names none (`{dynamic_type}`). */
export const DEFAULT_DYNAMIC_TYPE: Record<FieldKind, string> = {
  object: 'object', string: 'text', long: 'long', double: 'float', boolean: 'boolean', date: 'date', binary: 'binary',
};
/** The same for runtime templates (ES 8): strings become keyword, numbers keep their width. */
export const DEFAULT_RUNTIME_TYPE: Record<FieldKind, string> = {
  object: 'object', string: 'keyword', long: 'long', double: 'double', boolean: 'boolean', date: 'date', binary: 'binary',
};

export interface TemplateReadContext {
  profile: Profile;
  warnings: string[];
  /** Whether a field type has a mapper (the mapping parser's own list). */
  knownType: (type: string) => boolean;
  /** Parses a field definition, for the content check (ES 7+); `typed`: the template's mapping names its type. */
  checkField: (name: string, def: JsonObject, typed: boolean) => EsError | undefined;
}

const PATTERN_KEYS = ['match', 'path_match', 'unmatch', 'path_unmatch'] as const;

function isFieldKind(s: string): s is FieldKind {
  return (FIELD_TYPES as readonly string[]).includes(s);
}

/** The pattern list of a key: ES 8.9+ takes a string or a list of strings; earlier versions `toString()` the value. */
function patternList(key: string, v: Json, lists: boolean): string[] | EsError {
  if (!lists || !Array.isArray(v)) return [lists && typeof v === 'string' ? v : javaToString(v)];
  const out: string[] = [];
  for (const x of v) {
    if (typeof x !== 'string') return templatePatternsNotStrings(key, javaToString(v));
    out.push(x);
  }
  return out;
}

function oneOrList(list: string[]): Json {
  return list.length === 1 ? list[0] : list;
}

function sortedMapping(m: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(m).sort()) out[k] = m[k];
  return out;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function containsName(v: Json): boolean {
  if (typeof v === 'string') return v.includes('{name}');
  if (Array.isArray(v)) return v.some(containsName);
  if (isObject(v)) return Object.entries(v).some(([k, x]) => k.includes('{name}') || containsName(x as Json));
  return false;
}

interface Parsed {
  name: string;
  patterns: Record<(typeof PATTERN_KEYS)[number], string[] | undefined>;
  matchMappingType?: string[];
  unmatchMappingType?: string[];
  matchPattern?: string;
  mapping?: JsonObject;
  runtime: boolean;
}

/** Reads one `{name: {...}}` entry; null when ES 5 drops it (an unknown `match_mapping_type`). */
function readOne(entry: Json, ctx: TemplateReadContext): Parsed | null | EsError {
  const mode = ctx.profile.dynamicTemplates;
  const listsAndRuntime = mode === 'rejects-bad-content';
  if (!isObject(entry) || Object.keys(entry).length !== 1) return dynamicTemplateUnnamed();
  const name = Object.keys(entry)[0];
  const conf = entry[name] as Json;
  if (!isObject(conf)) return dynamicTemplateUnnamed();
  const p: Parsed = { name, patterns: { match: undefined, path_match: undefined, unmatch: undefined, path_unmatch: undefined }, runtime: false };
  for (const [key, v] of Object.entries(conf)) {
    const value = v as Json;
    if ((PATTERN_KEYS as readonly string[]).includes(key)) {
      const list = patternList(key, value, listsAndRuntime);
      if ((list as EsError).kind === 'es-error') return list as EsError;
      p.patterns[key as (typeof PATTERN_KEYS)[number]] = list as string[];
    } else if (key === 'match_mapping_type' || (listsAndRuntime && key === 'unmatch_mapping_type')) {
      const list = patternList(key, value, listsAndRuntime);
      if ((list as EsError).kind === 'es-error') return list as EsError;
      if (key === 'match_mapping_type') p.matchMappingType = list as string[];
      else p.unmatchMappingType = list as string[];
    } else if (key === 'match_pattern') {
      p.matchPattern = javaToString(value);
    } else if (key === 'mapping' || (listsAndRuntime && key === 'runtime')) {
      if (listsAndRuntime && p.mapping !== undefined) return templateMappingAndRuntime(name);
      if (isObject(value)) p.mapping = value;
      p.runtime = key === 'runtime';
    } else {
      return illegalTemplateParameter(key);
    }
  }
  if (!listsAndRuntime && !p.patterns.match && !p.patterns.path_match && !p.matchMappingType) {
    return templateWithoutMatch(javaToString(conf));
  }
  if (p.mapping === undefined) {
    return templateWithoutMapping(listsAndRuntime, name);
  }
  for (const t of [...(p.matchMappingType ?? []), ...(p.unmatchMappingType ?? [])]) {
    if (t === '*' || isFieldKind(t)) continue;
    if (mode === 'drops-unknown-types') {
      ctx.warnings.push(ignoredMatchMappingTypeWarning(t, FIELD_TYPES));
      return null;
    }
    return noFieldTypeMatched(t, FIELD_TYPES);
  }
  if (p.runtime && p.matchMappingType && !(p.matchMappingType.length === 1 && p.matchMappingType[0] === '*')) {
    const unsupported = p.matchMappingType.filter((t) => t === 'object' || t === 'binary');
    if (unsupported.length > 0) return runtimeTemplateUnsupported(name, unsupported);
  }
  const matchPattern = p.matchPattern ?? (listsAndRuntime ? 'default' : 'simple');
  const patternNames = listsAndRuntime ? ['default', 'simple', 'regex'] : ['simple', 'regex'];
  if (!patternNames.includes(matchPattern)) return noMatchingPattern(matchPattern);
  if (matchPattern === 'regex' && (mode === 'warns-on-bad-content' || listsAndRuntime)) {
    for (const key of ['path_match', 'match', 'path_unmatch', 'unmatch'] as const) {
      for (const pat of p.patterns[key] ?? []) {
        if (!compiles(pat)) return invalidTemplateRegex(pat, name, listsAndRuntime);
        // Matched by an automaton (templateMatch.ts): what would need backtracking is refused, not ignored.
        const re = compileRegexp(pat, REGEXP_FLAGS.NONE, false, 'java');
        if (isRegexpFailure(re) && re.kind === 'unsupported') return notSupportedBySimulator(`${re.feature} (dynamic template [${name}], pattern [${pat}])`);
      }
    }
  }
  return p;
}

/** The template as GET mapping prints it (`DynamicTemplate.toXContent` of the version). */
function printed(p: Parsed, profile: Profile): JsonObject {
  const listsAndRuntime = profile.dynamicTemplates === 'rejects-bad-content';
  const out: JsonObject = {};
  for (const key of PATTERN_KEYS) {
    const list = p.patterns[key];
    if (list && list.length > 0) out[key] = listsAndRuntime ? oneOrList(list) : list[0];
  }
  if (listsAndRuntime) {
    if (p.matchMappingType && p.matchMappingType.length > 0) out.match_mapping_type = oneOrList(p.matchMappingType);
    if (p.unmatchMappingType && p.unmatchMappingType.length > 0) out.unmatch_mapping_type = oneOrList(p.unmatchMappingType);
    if (p.matchPattern !== undefined && p.matchPattern !== 'default') out.match_pattern = p.matchPattern;
  } else {
    const t = p.matchMappingType?.[0];
    if (t !== undefined && t !== '*') out.match_mapping_type = t;
    else if (!p.patterns.match && !p.patterns.path_match) out.match_mapping_type = '*';
    if (p.matchPattern === 'regex') out.match_pattern = 'regex';
  }
  out[p.runtime ? 'runtime' : 'mapping'] = sortedMapping(p.mapping!);
  return out;
}

/** The kinds a template is checked against: its explicit `match_mapping_type`s, else every kind (runtime: those it can hold). */
export function candidateKinds(p: { matchMappingType?: string[]; unmatchMappingType?: string[]; patterns: Parsed['patterns']; runtime: boolean }, listsAndRuntime: boolean): FieldKind[] {
  const mmt = p.matchMappingType ?? [];
  const wildcard = listsAndRuntime
    ? (mmt.length === 0 && Boolean(p.patterns.match?.length || p.patterns.path_match?.length || p.unmatchMappingType?.length)) ||
      (mmt.length === 1 && mmt[0] === '*')
    : mmt.length === 0 || mmt[0] === '*';
  let kinds: FieldKind[] = wildcard ? [...FIELD_TYPES] : (mmt.filter(isFieldKind) as FieldKind[]);
  if (wildcard && p.runtime) kinds = kinds.filter((k) => k !== 'object' && k !== 'binary');
  const un = new Set(p.unmatchMappingType ?? []);
  return kinds.filter((k) => !un.has(k));
}

/** ES 7+'s check that a template's mapping makes a field for at least one kind it matches; the last failure, or undefined. */
function contentError(p: Parsed, ctx: TemplateReadContext): string | undefined {
  if (containsName(p.mapping!)) return undefined;
  const listsAndRuntime = ctx.profile.dynamicTemplates === 'rejects-bad-content';
  const kinds = candidateKinds(p, listsAndRuntime);
  let last: string | undefined;
  for (const kind of kinds) {
    const dynamicType = (p.runtime ? DEFAULT_RUNTIME_TYPE : DEFAULT_DYNAMIC_TYPE)[kind];
    const type = templateMappingType(p.mapping!, dynamicType);
    if (p.runtime ? !RUNTIME_TYPES.has(type) : !ctx.knownType(type)) {
      last = noTemplateMapper(p.runtime, type);
      continue;
    }
    const name = `__dynamic__${p.name}`;
    const def = { ...substituteTemplate(p.mapping!, name, dynamicType), type };
    const bad = p.runtime ? undefined : ctx.checkField(name, def, p.mapping!.type !== undefined);
    if (!bad) return undefined;
    last = bad.cause.reason;
  }
  return last;
}

/** Reads `dynamic_templates`, returning the list as it is stored and printed, or the version's error. */
export function readDynamicTemplates(raw: Json, ctx: TemplateReadContext): Json[] | EsError {
  if (!Array.isArray(raw)) return dynamicTemplatesNotAList();
  const mode = ctx.profile.dynamicTemplates;
  const out: Json[] = [];
  for (const entry of raw) {
    const p = readOne(entry, ctx);
    if (p === null) continue;
    if ((p as EsError).kind === 'es-error') return p as EsError;
    const parsed = p as Parsed;
    const shown = printed(parsed, ctx.profile);
    if (mode === 'rejects-bad-content' || mode === 'warns-on-bad-content') {
      const last = contentError(parsed, ctx);
      if (last !== undefined) {
        const json = JSON.stringify(shown);
        if (mode === 'warns-on-bad-content') ctx.warnings.push(invalidTemplateContentWarning(parsed.name, json, last!));
        else return invalidTemplateContent(parsed.name, json, candidateKinds(parsed, true), last!);
      }
    }
    out.push({ [parsed.name]: shown });
  }
  return out;
}

/** Merges a put-mapping's templates into the current list: ES 5/6 by name (in place, new ones appended), ES 7+ replace. */
export function mergeDynamicTemplates(profile: Profile, current: Json | undefined, incoming: Json[]): Json[] {
  if (profile.dynamicTemplatesMerge === 'replace' || !Array.isArray(current)) return incoming;
  const merged = [...current];
  for (const t of incoming) {
    const name = Object.keys(t as JsonObject)[0];
    let replaced = false;
    for (let i = 0; i < merged.length; i++) {
      if (Object.keys(merged[i] as JsonObject)[0] === name) {
        merged[i] = t;
        replaced = true;
      }
    }
    if (!replaced) merged.push(t);
  }
  return merged;
}

