/**
 * The typed and typeless shapes of mapping bodies. Which shape a body has depends on the profile and on
 * `include_type_name`: ES5/ES6 read `{"<type>":{"properties":…}}`, ES7+ read `{"properties":…}`, and the
 * spec's default service takes either, telling them apart by their keys.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { createMappingFailed, invalidTypeName, mappingsNotAnObject, typeNestedWithoutIncludeTypeName, type EsError } from '../errors/index.ts';
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
  // ES 7.x and OpenSearch 1.x read typeless unless asked (include_type_name defaults to false); only the
  // spec's service tells the shapes apart by their keys.
  if (profile.mappingOutput === 'typeless') return false;
  return !looksTypeless(body);
}

/** Validates a mapping type name as ES6 MapperService does. */
export function validateTypeName(type: string): EsError | undefined {
  if (type.length === 0) return invalidTypeName(type, 'empty');
  if (type.length > 255) return invalidTypeName(type, 'too-long');
  if (type.startsWith('_') && type !== '_doc' && type !== '_default_') return invalidTypeName(type, 'underscore');
  if (type.includes('#')) return invalidTypeName(type, 'hash');
  if (type.includes(',')) return invalidTypeName(type, 'comma');
  if (type.startsWith('.')) return invalidTypeName(type, 'dot');
  return undefined;
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
  if (!isObject(raw)) return mappingsNotAnObject();
  if (!readTyped(profile, includeTypeName, raw)) {
    if (Object.keys(raw).length === 0) return out;
    const keys = Object.keys(raw);
    if (profile.includeTypeName && keys.length === 1 && keys[0] === '_doc' && isObject(raw._doc)) {
      return typeNestedWithoutIncludeTypeName();
    }
    const m = parseTypeMapping(raw, ctx);
    if ((m as EsError).kind === 'es-error') return createMappingFailed(profile, '_doc', m as EsError);
    out.set('_doc', m as TypeMapping);
    return out;
  }
  for (const [type, body] of Object.entries(raw)) {
    const bad = validateTypeName(type);
    if (bad) return bad;
    const m = parseTypeMapping(body as Json, ctx);
    if ((m as EsError).kind === 'es-error') return createMappingFailed(profile, type, m as EsError);
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
