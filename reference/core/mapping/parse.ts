/**
 * Reads a mapping definition from a request body (create index, put mapping) into a TypeMapping,
 * rejecting what ES rejects: unknown field types, unsupported parameters, `string` where the profile
 * has no such type.
 */
import { maxShingleSizeGiven } from './searchAsYouType.ts';
import { cloneJson, isObject, type Json, type JsonObject } from '../json.ts';
import {
  aliasPathMissing,
  autoFlatteningFailed,
  blankFieldName,
  couldNotConvertToBoolean,
  emptyFieldName,
  fieldNotAnObject,
  formatNotAString,
  lenientBooleanWarning,
  maxShingleSizeOutOfRange,
  ignoreAboveNegative,
  multiFieldsNotAnObject,
  noHandlerForType,
  noTypeSpecified,
  propertiesNotAnObject,
  stringFieldWarning,
  stringIndexValue,
  typeMappingNotAnObject,
  unsupportedParameters,
  type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef, TypeMapping } from './types.ts';
import { javaToString } from './javaString.ts';
import { readDynamicTemplates } from './templates.ts';
import { readRuntimeSection } from '../search/runtime/mappingRuntime.ts';
import { denseVectorProblem } from './denseVectorParams.ts';
import { leafParamProblem } from './leafParams.ts';
import { withDenseVectorDefaults } from './denseVectorDefaults.ts';
import { nullValueProblem, rankFeatureNullValueProblem } from './nullValue.ts';
import { AGGREGATE_METRIC, checkAggregateMetric } from './aggregateMetric.ts';

/** Field types the simulator knows, beyond `object`/`nested`. */
export const LEAF_TYPES = new Set([
  'text', 'keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float',
  'unsigned_long', 'date', 'date_nanos', 'boolean', 'binary', 'ip', 'geo_point', 'geo_shape', 'completion',
  'token_count', 'match_only_text', 'wildcard', 'constant_keyword', 'flattened', 'search_as_you_type',
  'integer_range', 'long_range', 'float_range', 'double_range', 'date_range', 'ip_range', 'alias',
  'version', 'murmur3', 'percolator', 'join', 'rank_feature', 'rank_features', 'dense_vector', 'sparse_vector',
  'histogram', 'aggregate_metric_double', 'point', 'shape',
]);

/** The types whose `ignore_above` must not be negative. */
const IGNORE_ABOVE_TYPES = new Set(['keyword', 'flattened', 'wildcard']);

/** Root-level mapping parameters (besides `properties`). */
const ROOT_PARAMS = new Set([
  'dynamic', 'date_detection', 'numeric_detection', 'dynamic_date_formats', 'dynamic_templates', '_source',
  '_routing', '_meta', '_field_names', '_all', 'enabled', 'runtime', '_data_stream_timestamp', 'subobjects',
]);

const OBJECT_PARAMS = new Set(['type', 'properties', 'dynamic', 'enabled', 'include_in_parent', 'include_in_root', 'subobjects']);

/** Where a parse error is reported from: create index prefixes `Failed to parse mapping [...]`. */
export interface ParseContext {
  profile: Profile;
  /** Warnings collected (ES5 string upgrade). */
  warnings: string[];
  /** The definition is a dynamic template's, applied to a document (ES 7.x drops its unknown parameters). */
  fromTemplate?: boolean;
  /**
   * A dynamic template's mapping that names no type, checked when the mapping is stored: the Builder reads
   * `type` from the template's own node, so its refusals say `of type [null]` (RootObjectMapper.validateDynamicTemplate).
   */
  untypedTemplate?: boolean;
}

type Result<T> = T | EsError;

function isErr<T>(v: Result<T>): v is EsError {
  return typeof v === 'object' && v !== null && (v as EsError).kind === 'es-error';
}

function unsupported(what: string, rest: JsonObject): EsError {
  return unsupportedParameters(what, Object.entries(rest).map(([k, v]) => `${k} : ${javaToString(v as Json)}`));
}

/**
 * The `dynamic` parameter of the root or an object, stored as ES prints it (`"true"`, `"strict"`, ...): the
 * profile's named values, else a boolean (ES 5 reads any other text leniently, with a warning).
 */
export function readDynamic(v: Json, ctx: ParseContext): Result<string> {
  const s = javaToString(v);
  const lower = s.toLowerCase();
  for (const named of ctx.profile.dynamicValues) if (lower === named) return named;
  if (s === 'true' || s === 'false') return s;
  if (ctx.profile.lenientMappingBooleans) {
    ctx.warnings.push(lenientBooleanWarning('dynamic', 'dynamic', s));
    return s === '0' || s === 'off' || s === 'no' ? 'false' : 'true';
  }
  return couldNotConvertToBoolean('dynamic.dynamic', s);
}

function knownType(ctx: ParseContext, type: string): boolean {
  if (type === 'unsigned_long' && ctx.profile.unsignedLongType === 'none') return false;
  return LEAF_TYPES.has(type) || type === 'object' || type === 'nested' || (type === 'string' && ctx.profile.stringType !== 'reject') || (type === 'knn_vector' && ctx.profile.knnVectorType);
}

/**
 * One field's definition; `name` is its full path, `written` its key as the request wrote it (a `properties`
 * key may be dotted; ObjectMapper.parseProperties reports leftovers under it: checkNoRemainingFields(fieldName, …)),
 * `multiField` whether it sits under `fields` (whose leftovers ES < 7.10 reports under `[fields]`).
 */
function parseField(name: string, raw: Json, ctx: ParseContext, written = name.split('.').pop()!, multiField = false): Result<FieldDef> {
  if (!isObject(raw)) {
    return fieldNotAnObject(name);
  }
  const def = raw as JsonObject;
  const type = def.type;
  if (type !== undefined && typeof type !== 'string') {
    return noTypeSpecified(name);
  }
  if (type === undefined || type === 'object' || type === 'nested') {
    const out: FieldDef = {};
    if (type === 'nested') out.type = 'nested';
    const rest: JsonObject = {};
    for (const [k, v] of Object.entries(def)) {
      if (k === 'type' || k === 'properties') continue;
      if (k === 'dynamic') {
        const d = readDynamic(v as Json, ctx);
        if (isErr(d)) return d;
        out.dynamic = d;
      } else if (OBJECT_PARAMS.has(k)) out[k] = cloneJson(v) as Json;
      // An object keeps its whole value as sent under synthetic source too (ObjectMapper, 8.15+ with
      // `_ignored_source`), as a leaf does.
      else if (k === 'synthetic_source_keep' && ctx.profile.ignoredSource) out[k] = cloneJson(v) as Json;
      else rest[k] = v;
    }
    if (Object.keys(rest).length > 0) {
      if (type === undefined && !('properties' in def)) return noTypeSpecified(name);
      return unsupported(`Mapping definition for [${written}]`, rest);
    }
    const props = parseProperties(def.properties as Json, ctx, name, subobjectsOff(def.subobjects as Json));
    if (isErr(props)) return props;
    out.properties = props;
    return out;
  }
  let effectiveType = type;
  const out: FieldDef = {};
  if (type === 'string') {
    if (ctx.profile.stringType === 'reject') return noHandlerForType('string', name);
    if (ctx.profile.stringType === 'upgrade') {
      const index = def.index;
      if (index !== undefined && index !== 'analyzed' && index !== 'not_analyzed' && index !== 'no' && index !== true && index !== false) {
        return stringIndexValue(String(index), name);
      }
      effectiveType = index === 'not_analyzed' || index === 'no' ? 'keyword' : 'text';
      ctx.warnings.push(stringFieldWarning(name));
    }
  } else if ((!LEAF_TYPES.has(type) && !(type === 'knn_vector' && ctx.profile.knnVectorType)) || (type === 'alias' && !ctx.profile.fieldAliasType) || (type === 'unsigned_long' && ctx.profile.unsignedLongType === 'none') || ctx.profile.absentFieldTypes.includes(type)) {
    return noHandlerForType(type, name);
  }
  out.type = effectiveType;
  if (type === 'dense_vector') {
    const bad = denseVectorProblem(name.split('.').pop()!, def, ctx.profile);
    if (bad) return bad;
  }
  const params = leafParamProblem({ leaf: written.split('.').pop()!, leftoverOwner: multiField ? 'fields' : written }, def, ctx.profile, ctx.fromTemplate === true, ctx.untypedTemplate === true);
  if (params.error) return params.error;
  // FieldAliasMapper.TypeParser takes `path` only (a string; anything else left over is unsupported).
  if (type === 'alias') {
    if (def.path === undefined || def.path === null) return aliasPathMissing(name.split('.').pop()!);
    const rest: JsonObject = { ...def };
    delete rest.type;
    delete rest.path;
    if (Object.keys(rest).length > 0) return unsupported(`Mapping definition for [${name}]`, rest);
    return { type: 'alias', path: String(def.path) };
  }
  for (const [k, v] of Object.entries(def)) {
    if (k === 'type' || params.dropped.includes(k)) continue;
    if (k === 'properties') return unsupported(`Mapping definition for [${name}]`, { properties: v as Json });
    if (k === 'index' && type === 'string' && ctx.profile.stringType === 'upgrade') continue;
    if (k === 'fields') {
      if (!isObject(v)) return multiFieldsNotAnObject(name, typeof v);
      const subs: Record<string, FieldDef> = {};
      for (const [sub, sv] of Object.entries(v as JsonObject)) {
        const f = parseField(`${name}.${sub}`, sv as Json, { ...ctx, untypedTemplate: false }, sub, true);
        if (isErr(f)) return f;
        subs[sub] = f;
      }
      out.fields = subs;
      continue;
    }
    if (k === 'format' && typeof v !== 'string') return formatNotAString();
    out[k] = cloneJson(v) as Json;
  }
  const badNull = nullValueProblem(name, out, ctx.profile, ctx.warnings) ?? rankFeatureNullValueProblem(out);
  if (badNull) return badNull;
  // KeywordFieldMapper, FlattenedFieldMapper and WildcardFieldMapper validate ignore_above (ES 8.16 and later).
  const ia = out.ignore_above;
  if (ctx.profile.negativeIgnoreAboveRefused && IGNORE_ABOVE_TYPES.has(effectiveType) && (typeof ia === 'number' || typeof ia === 'string') && Number(ia) < 0) {
    return ignoreAboveNegative(String(Math.trunc(Number(ia))));
  }
  if (effectiveType === 'dense_vector') return withDenseVectorDefaults(out, ctx.profile);
  if (effectiveType === AGGREGATE_METRIC) {
    const bad = checkAggregateMetric(name, out, ctx.profile, ctx.warnings);
    if (bad) return bad;
  }
  if (effectiveType === 'search_as_you_type') {
    const size = maxShingleSizeGiven(out);
    if (size !== undefined && (size < 2 || size > 4)) return maxShingleSizeOutOfRange(size);
  }
  return out;
}

/** Whether an object's `subobjects` turns sub-objects off (`false`, or the string `"false"`). */
function subobjectsOff(v: Json | undefined): boolean {
  return v === false || v === 'false';
}

/**
 * An object mapping met under `subobjects: false`, as dotted leaves of that parent (ObjectMapper's
 * auto-flattening, 8.14+): `{time: {properties: {min: …}}}` becomes `time.min`; an object that must stay one
 * (`enabled: false`, `subobjects: true`) is refused.
 */
function flattenInto(out: Record<string, FieldDef>, name: string, full: string, def: FieldDef, ctx: ParseContext): EsError | undefined {
  // A nested field is kept as it is (not refused, not flattened: what 8.19 does with it is not modelled).
  if (!ctx.profile.subobjectsAutoFlatten || (def.type !== undefined && def.type !== 'object')) {
    out[name] = def;
    return undefined;
  }
  if (def.enabled === false || def.enabled === 'false') return autoFlatteningFailed(full, 'the value of [enabled] is [false]');
  if (def.subobjects === true || def.subobjects === 'true') return autoFlatteningFailed(full, 'the value of [subobjects] is [true]');
  for (const [k, sub] of Object.entries(def.properties ?? {})) {
    const bad = flattenInto(out, `${name}.${k}`, `${full}.${k}`, sub, ctx);
    if (bad) return bad;
  }
  return undefined;
}

/**
 * Parses a `properties` object; `prefix` is the dotted path of the parent (for messages). Under `subobjects:
 * false` (`flat`) a dotted name stays one leaf name and objects are flattened into dotted leaves.
 */
export function parseProperties(raw: Json | undefined, ctx: ParseContext, prefix = '', flat = false): Result<Record<string, FieldDef>> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) return propertiesNotAnObject(prefix);
  const out: Record<string, FieldDef> = {};
  for (const [name, def] of Object.entries(raw)) {
    if (name.length === 0) return emptyFieldName();
    const full = prefix ? `${prefix}.${name}` : name;
    // A dotted name in a mapping stands for nested objects, as in documents.
    const parts = name.split('.');
    if (parts.some((p) => p.length === 0)) {
      return blankFieldName(full);
    }
    const f = parseField(full, def as Json, ctx, name);
    if (isErr(f)) return f;
    if (flat) {
      const bad = flattenInto(out, name, full, f, ctx);
      if (bad) return bad;
    } else if (parts.length === 1) {
      out[name] = f;
    } else {
      let cur = out;
      for (let i = 0; i < parts.length - 1; i++) {
        const existing = cur[parts[i]];
        const obj: FieldDef = existing && existing.properties ? existing : { properties: {} };
        cur[parts[i]] = obj;
        cur = obj.properties as Record<string, FieldDef>;
      }
      cur[parts[parts.length - 1]] = f;
    }
  }
  return out;
}

/** Parses a field definition a dynamic template yields (the template's mapping, its type resolved). */
export function parseTemplateField(name: string, def: JsonObject, ctx: ParseContext): Result<FieldDef> {
  return parseField(name, def, { ...ctx, fromTemplate: true });
}

/** Parses one type's mapping body (`{"properties":…, "dynamic":…, ...}`). */
export function parseTypeMapping(raw: Json, ctx: ParseContext): Result<TypeMapping> {
  if (!isObject(raw)) return typeMappingNotAnObject();
  const out: TypeMapping = { properties: {} };
  const rest: JsonObject = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'properties') continue;
    if (ROOT_PARAMS.has(k) || (k === 'derived' && ctx.profile.derivedFields)) {
      if (k === 'dynamic') {
        const d = readDynamic(v as Json, ctx);
        if (isErr(d)) return d;
        out.dynamic = d;
      } else if (k === 'dynamic_templates') {
        const t = readDynamicTemplates(v as Json, {
          profile: ctx.profile,
          warnings: ctx.warnings,
          knownType: (type) => knownType(ctx, type),
          checkField: (name, def, typed) => {
            const f = parseField(name, def, { profile: ctx.profile, warnings: [], untypedTemplate: !typed });
            return isErr(f) ? f : undefined;
          },
        });
        if (isErr(t)) return t;
        out.dynamic_templates = t;
      } else if (k === 'runtime' && !ctx.profile.runtimeFields) {
        rest[k] = v;
      } else if (k === 'runtime') {
        const r = readRuntimeSection(v as Json, ctx.profile);
        if (isErr(r)) return r;
        out[k] = r;
      } else out[k] = cloneJson(v) as Json;
    } else rest[k] = v;
  }
  if (Object.keys(rest).length > 0) return unsupported('Root mapping definition', rest);
  const props = parseProperties(raw.properties as Json, ctx, '', subobjectsOff(raw.subobjects as Json));
  if (isErr(props)) return props;
  out.properties = props;
  return out;
}
