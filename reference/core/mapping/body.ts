/**
 * The typed and typeless shapes of mapping bodies. Which shape a body has depends on the profile and on
 * `include_type_name`: ES5/ES6 read `{"<type>":{"properties":…}}`, ES7+ read `{"properties":…}`, and the
 * spec's default service takes either, telling them apart by their keys.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { illegalArgument, mapperParsing, type EsError } from '../errors.ts';
import type { Profile } from '../../profiles.ts';
import { parseTypeMapping, type ParseContext } from './parse.ts';
import { isObjectField, type TypeMapping } from './types.ts';
import { renderMapping } from './render.ts';
import type { IndexState } from '../state.ts';

const ROOT_KEYS = new Set(['properties', 'dynamic', 'date_detection', 'numeric_detection', 'dynamic_date_formats', 'dynamic_templates', '_source', '_routing', '_meta', '_field_names', '_all', 'enabled', 'runtime']);

/** Whether a mapping body is typeless by its keys (used where the dialect is not fixed). */
export function looksTypeless(body: JsonObject): boolean {
  const keys = Object.keys(body);
  if (keys.length === 0) return true;
  return keys.some((k) => ROOT_KEYS.has(k));
}

/** Whether to read a body as typed, from `include_type_name` and the profile. */
export function readTyped(profile: Profile, includeTypeName: string | undefined, body: JsonObject): boolean {
  if (includeTypeName !== undefined) return includeTypeName === '' || includeTypeName === 'true';
  if (!profile.typedApis) return false;
  if (!profile.typelessApis || profile.mappingOutput === 'typed') return true;
  return !looksTypeless(body);
}

/** Validates a mapping type name as ES6 MapperService does. */
export function validateTypeName(type: string): EsError | undefined {
  if (type.length === 0) return illegalArgument('mapping type name is empty');
  if (type.length > 255) return illegalArgument(`mapping type name [${type}] is too long; limit is length 255 but was [${type.length}]`);
  if (type.startsWith('_') && type !== '_doc' && type !== '_default_') {
    return mapperParsing(`mapping type name [${type}] can't start with '_' unless it is called [_doc]`);
  }
  if (type.includes('#')) return mapperParsing(`mapping type name [${type}] should not include '#' in it`);
  if (type.includes(',')) return mapperParsing(`mapping type name [${type}] should not include ',' in it`);
  if (type.startsWith('.')) return mapperParsing(`mapping type name [${type}] must not start with a '.'`);
  return undefined;
}

/** The prefix ES puts on mapping errors raised while creating an index. */
function createPrefix(profile: Profile, type: string): string {
  return profile.createMappingErrorNamesType ? `Failed to parse mapping [${type}]: ` : 'Failed to parse mapping: ';
}

/** Causes raised by mapping parsers that MapperService wraps (ES wraps any exception; these are the ones we raise). */
const WRAPPED = new Set(['mapper_parsing_exception', 'illegal_argument_exception']);

/** Wraps a mapping error as create index reports it (prefixed, caused by the original). */
export function wrapCreateError(profile: Profile, type: string, err: EsError): EsError {
  return wrapParseError(createPrefix(profile, type), err);
}

/**
 * Wraps a mapping parse error as `MapperParsingException("<prefix><message>", cause)`. An
 * IllegalArgumentException is no Elasticsearch exception, so the wrapper is then the root cause.
 */
export function wrapParseError(prefix: string, err: EsError): EsError {
  if (!WRAPPED.has(err.cause.type)) return err;
  const es = err.cause.type === 'mapper_parsing_exception' ? undefined : false;
  return mapperParsing(prefix + err.cause.reason, { ...err.cause, es });
}

/** Reads the `mappings` of a create-index body into type → mapping. */
export function readCreateMappings(
  profile: Profile,
  raw: Json | undefined,
  includeTypeName: string | undefined,
  ctx: ParseContext,
): Map<string, TypeMapping> | EsError {
  const out = new Map<string, TypeMapping>();
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) return mapperParsing('Failed to parse mapping: mappings must be an object');
  if (!readTyped(profile, includeTypeName, raw)) {
    if (Object.keys(raw).length === 0) return out;
    const keys = Object.keys(raw);
    if (profile.includeTypeName && keys.length === 1 && keys[0] === '_doc' && isObject(raw._doc)) {
      return illegalArgument('The mapping definition cannot be nested under a type [_doc] unless include_type_name is set to true.');
    }
    const m = parseTypeMapping(raw, ctx);
    if ((m as EsError).kind === 'es-error') return wrapCreateError(profile, '_doc', m as EsError);
    out.set('_doc', m as TypeMapping);
    return out;
  }
  for (const [type, body] of Object.entries(raw)) {
    const bad = validateTypeName(type);
    if (bad) return bad;
    const m = parseTypeMapping(body as Json, ctx);
    if ((m as EsError).kind === 'es-error') return wrapCreateError(profile, type, m as EsError);
    out.set(type, m as TypeMapping);
  }
  return out;
}

/** Whether an index holds a named (non-`_doc`) type, which makes the default profile print it typed. */
export function hasNamedType(idx: IndexState): boolean {
  for (const t of idx.mappings.keys()) if (t !== '_doc') return true;
  return false;
}

/** Whether mappings of this index print typed. */
export function printTyped(profile: Profile, idx: IndexState, includeTypeName: string | undefined): boolean {
  if (includeTypeName !== undefined) return includeTypeName === '' || includeTypeName === 'true';
  if (profile.mappingOutput === 'typed') return true;
  if (profile.mappingOutput === 'typeless') return false;
  return hasNamedType(idx);
}

/** The `mappings` object of an index as GET index / GET mapping print it. */
export function renderIndexMappings(profile: Profile, idx: IndexState, includeTypeName: string | undefined, typeFilter?: (t: string) => boolean): JsonObject {
  if (printTyped(profile, idx, includeTypeName)) {
    const out: JsonObject = {};
    for (const [type, m] of idx.mappings) if (!typeFilter || typeFilter(type)) out[type] = renderMapping(m);
    return out;
  }
  const first = idx.mappings.values().next();
  return first.done ? {} : renderMapping(first.value);
}

/** Counts mapped fields as `index.mapping.total_fields.limit` counts them (objects and multi-fields included). */
export function countFields(m: TypeMapping | { properties?: Record<string, unknown> }): number {
  let n = 0;
  const walk = (props: Record<string, TypeMapping> | undefined) => {
    for (const def of Object.values(props ?? {})) {
      n++;
      if (isObjectField(def)) walk(def.properties as Record<string, TypeMapping>);
      else n += Object.keys(def.fields ?? {}).length;
    }
  };
  walk(m.properties as Record<string, TypeMapping>);
  return n;
}

/**
 * The first object field (in mapping order, shallowest first) whose depth passes a limit: ES's depth of
 * an object at path `a.b` is its dots plus two (MapperService/MappingLookup.checkObjectDepthLimit).
 */
export function objectPastDepth(m: { properties?: Record<string, unknown> }, limit: number): string | undefined {
  let level: [string, TypeMapping][] = Object.entries((m.properties ?? {}) as Record<string, TypeMapping>);
  for (let depth = 2; level.length > 0; depth++) {
    const objects = level.filter(([, def]) => isObjectField(def));
    if (depth > limit && objects.length > 0) return objects[0]![0];
    level = objects.flatMap(([path, def]) => Object.entries((def.properties ?? {}) as Record<string, TypeMapping>).map(([k, v]) => [`${path}.${k}`, v] as [string, TypeMapping]));
  }
  return undefined;
}

/** The deepest object nesting of a mapping (root fields are depth 1). */
export function mappingDepth(m: { properties?: Record<string, unknown> }, d = 1): number {
  let max = 0;
  for (const def of Object.values((m.properties ?? {}) as Record<string, TypeMapping>)) {
    if (isObjectField(def)) max = Math.max(max, d + 1, mappingDepth(def, d + 1));
  }
  return max === 0 ? d : max;
}
