/**
 * Applying `dynamic_templates` to a new field, as `RootObjectMapper.findTemplate` and `DynamicTemplate.match`
 * do: templates are tried in order and the first match wins; a template matches on the field's name
 * (`match`/`unmatch`), its dotted path (`path_match`/`path_unmatch`) and the kind of its JSON value
 * (`match_mapping_type`: `string`, `date` for strings detected as dates, `long`, `double`, `boolean`,
 * `object`); `{name}` and `{dynamic_type}` are substituted into the mapping it yields.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { simpleMatch } from '../resolve.ts';
import { compileRegexp, isRegexpFailure, regexpMatches, REGEXP_FLAGS, type Regexp } from '../search/regexp.ts';
import type { Profile } from '../../profiles.ts';

/** `DynamicTemplate.XContentFieldType`, in its declared order (the order error messages list). */
export const FIELD_TYPES = ['object', 'string', 'long', 'double', 'boolean', 'date', 'binary'] as const;
export type FieldKind = (typeof FIELD_TYPES)[number];

/** Runtime field types (ES 8). */
export const RUNTIME_TYPES = new Set(['keyword', 'long', 'double', 'date', 'boolean', 'ip', 'geo_point', 'composite', 'lookup']);

/** One template, ready to match. */
export interface CompiledTemplate {
  name: string;
  match: string[];
  unmatch: string[];
  pathMatch: string[];
  pathUnmatch: string[];
  /** The kinds it matches. */
  kinds: Set<FieldKind>;
  regex: boolean;
  mapping: JsonObject;
  runtime: boolean;
}

const ALL: readonly FieldKind[] = FIELD_TYPES;

function list(v: Json | undefined): string[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v.map(String) : [String(v)];
}

/** The kinds of a stored template (the printed form: ES 8 lists, or one type / `*`). */
function kindsOf(t: JsonObject, listsAndRuntime: boolean, runtime: boolean): Set<FieldKind> {
  const mmt = list(t.match_mapping_type as Json);
  const un = new Set(list(t.unmatch_mapping_type as Json));
  let kinds: readonly FieldKind[];
  if (listsAndRuntime) {
    const wildcard = (mmt.length === 0 && (list(t.match as Json).length > 0 || list(t.path_match as Json).length > 0 || un.size > 0)) ||
      (mmt.length === 1 && mmt[0] === '*');
    kinds = wildcard ? ALL : (mmt as FieldKind[]);
  } else {
    kinds = mmt.length === 0 || mmt[0] === '*' ? ALL : (mmt as FieldKind[]);
  }
  // Runtime fields hold neither objects nor binary values.
  if (runtime) kinds = kinds.filter((k) => k !== 'object' && k !== 'binary');
  return new Set(kinds.filter((k) => !un.has(k)));
}

/** Compiles the stored `dynamic_templates` of a mapping (they are few; this runs only when a new field appears). */
export function compileTemplates(stored: Json | undefined, profile: Profile): CompiledTemplate[] {
  if (!Array.isArray(stored) || stored.length === 0) return [];
  const listsAndRuntime = profile.dynamicTemplates === 'rejects-bad-content';
  const out: CompiledTemplate[] = [];
  for (const entry of stored) {
    if (!isObject(entry)) continue;
    const name = Object.keys(entry)[0];
    const t = entry[name] as JsonObject;
    const runtime = isObject(t.runtime);
    out.push({
      name,
      match: list(t.match as Json),
      unmatch: list(t.unmatch as Json),
      pathMatch: list(t.path_match as Json),
      pathUnmatch: list(t.path_unmatch as Json),
      kinds: kindsOf(t, listsAndRuntime, runtime),
      regex: t.match_pattern === 'regex',
      mapping: (runtime ? t.runtime : t.mapping) as JsonObject,
      runtime,
    });
  }
  return out;
}

const REGEXES = new Map<string, Regexp | null>();

/**
 * Java's `String.matches`: the whole value, by an automaton (search/regexp.ts), so a pattern such as
 * `(a|aa)*b` costs field name × pattern steps, not a backtracking blow-up. A pattern that does not compile,
 * or needs more than an automaton (refused when the template is put, where the profile validates), matches nothing.
 */
function regexMatch(pattern: string, value: string): boolean {
  let re = REGEXES.get(pattern);
  if (re === undefined) {
    const r = compileRegexp(pattern, REGEXP_FLAGS.NONE, false, 'java');
    re = isRegexpFailure(r) ? null : r;
    if (REGEXES.size > 1000) REGEXES.clear();
    REGEXES.set(pattern, re);
  }
  return re !== null && regexpMatches(re, value);
}

function matches(t: CompiledTemplate, pattern: string, value: string): boolean {
  return t.regex ? regexMatch(pattern, value) : simpleMatch(pattern, value);
}

/** The first template matching a new field, or undefined. */
export function findTemplate(templates: CompiledTemplate[], path: string, name: string, kind: FieldKind): CompiledTemplate | undefined {
  for (const t of templates) {
    if (t.pathMatch.length > 0 && !t.pathMatch.some((p) => matches(t, p, path))) continue;
    if (t.match.length > 0 && !t.match.some((p) => matches(t, p, name))) continue;
    if (t.pathUnmatch.some((p) => matches(t, p, path))) continue;
    if (t.unmatch.some((p) => matches(t, p, name))) continue;
    if (!t.kinds.has(kind)) continue;
    return t;
  }
  return undefined;
}

/** `DynamicTemplate.mappingType`: the mapping's `type` with `{dynamic_type}` substituted, else the dynamic type. */
export function templateMappingType(mapping: JsonObject, dynamicType: string): string {
  const raw = mapping.type;
  const type = raw === undefined ? dynamicType : String(raw).replaceAll('{dynamic_type}', dynamicType).replaceAll('{dynamicType}', dynamicType);
  // Before text/keyword, `index: not_analyzed` made a string field a keyword; ES still honours it here.
  if (type !== raw && type === 'text' && (mapping.index === 'not_analyzed' || mapping.index === 'no')) return 'keyword';
  return type;
}

function substitute(s: string, name: string, dynamicType: string): string {
  if (!s.includes('{')) return s;
  return s.replaceAll('{name}', name).replaceAll('{dynamic_type}', dynamicType).replaceAll('{dynamicType}', dynamicType);
}

/** `DynamicTemplate.mappingForName`: `{name}` and `{dynamic_type}` replaced in every key and string value. */
export function substituteTemplate(mapping: JsonObject, name: string, dynamicType: string): JsonObject {
  const walk = (v: Json): Json => {
    if (typeof v === 'string') return substitute(v, name, dynamicType);
    if (Array.isArray(v)) return v.map(walk);
    if (isObject(v)) {
      const out: JsonObject = {};
      for (const [k, x] of Object.entries(v)) out[substitute(k, name, dynamicType)] = walk(x as Json);
      return out;
    }
    return v;
  };
  return walk(mapping) as JsonObject;
}
