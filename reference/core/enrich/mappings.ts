/**
 * The source mappings a policy reads and the enrich index's mapping it builds (EnrichPolicyRunner:
 * validateMappings, validateAndGetMappingTypeAndFormat, mappingForMatchField, createEnrichMapping). Mappings
 * are handled as ES handles them, as the source map of the index's one type (`properties` at its top).
 */
import {
  enrichFieldMappingInvalid, enrichMatchFieldNotRange, enrichMatchFieldTypesDiffer, enrichMatchFieldUnmapped, enrichSourceMappingUnreadable, type EsError,
} from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { IndexState } from '../state.ts';
import { renderMapping } from '../mapping/render.ts';
import type { EnrichPolicy } from './policy.ts';

/** A field's mapping type and its `format`, as the traversal finds them. */
export interface TypeAndFormat {
  type: string;
  format?: string;
}

/** The index's mapping as its source map, or undefined when it has none (an index created without mappings). */
export function sourceMapping(idx: IndexState): JsonObject | undefined {
  const first = idx.mappings.values().next();
  return first.done ? undefined : renderMapping(first.value);
}

/** A thrown traversal message, for the caller to wrap as ES wraps it. */
class TraversalError {
  constructor(readonly reason: string) {}
}

/** validateAndGetMappingTypeAndFormat(properties, field, required): walks the dotted path through objects. */
function typeAndFormat(mapping: JsonObject, field: string, required: boolean): TypeAndFormat | undefined {
  let current: Json | undefined = mapping;
  let parent = '';
  let onRoot = true;
  for (const part of field.split('.')) {
    const where = onRoot ? 'root' : parent;
    const cur = current as JsonObject;
    if (cur.type !== undefined && cur.type !== 'object') {
      throw new TraversalError(`Could not traverse mapping to field [${field}]. The [${where}] field must be regular object but was [${String(cur.type)}].`);
    }
    const props = cur.properties;
    if (!isObject(props)) {
      if (required) throw new TraversalError(`Could not traverse mapping to field [${field}]. Expected the [${where}] field to have sub fields but none were configured.`);
      return undefined;
    }
    current = props[part] as Json | undefined;
    if (!isObject(current)) {
      if (required) throw new TraversalError(`Could not traverse mapping to field [${field}]. Could not find the [${part}] field under [${where}]`);
      return undefined;
    }
    parent = onRoot ? part : `${parent}.${part}`;
    onRoot = false;
  }
  const def = current as JsonObject;
  return { type: typeof def.type === 'string' ? def.type : 'object', ...(typeof def.format === 'string' ? { format: def.format } : {}) };
}

/** EnrichPolicyRunner.validateMappings for one source index: its mapping reaches the match field, and no enrich field breaks a path. */
export function validateSourceMapping(policyName: string, policy: EnrichPolicy, index: string, mapping: JsonObject): EsError | undefined {
  if (mapping.properties === undefined) return enrichSourceMappingUnreadable(policyName, index, policy.indices);
  try {
    typeAndFormat(mapping, policy.matchField, true);
    for (const f of policy.enrichFields) typeAndFormat(mapping, f, false);
  } catch (e) {
    if (e instanceof TraversalError) return enrichFieldMappingInvalid(policyName, index, e.reason);
    throw e;
  }
  return undefined;
}

/** One field's type and format over every source mapping; undefined when none maps it or (not strictly required) they differ. */
function commonTypeAndFormat(field: string, policy: EnrichPolicy, strict: boolean, mappings: JsonObject[]): TypeAndFormat | undefined | EsError {
  const found: TypeAndFormat[] = [];
  for (const m of mappings) {
    try {
      const tf = typeAndFormat(m, field, strict);
      if (tf) found.push(tf);
    } catch (e) {
      if (!(e instanceof TraversalError)) throw e;
      return undefined;
    }
  }
  const types = [...new Set(found.map((f) => f.type))];
  if (types.length > 1) return strict ? enrichMatchFieldTypesDiffer(field, policy.indices, types) : undefined;
  if (types.length === 0) return undefined;
  const formats = [...new Set(found.map((f) => f.format).filter((f): f is string => f !== undefined))];
  if (formats.length > 1) return undefined;
  return { type: types[0]!, ...(formats.length === 1 ? { format: formats[0] } : {}) };
}

const RANGE_TYPES = new Set(['integer_range', 'float_range', 'long_range', 'double_range', 'ip_range', 'date_range']);

/**
 * Field types whose mapper takes `index: false` (EnrichPolicyRunner.isIndexableField asks each type's parser;
 * these are the ones the simulator maps that accept the parameter): enrich fields are stored, never searched.
 */
const INDEXABLE = new Set([
  'keyword', 'text', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long',
  'date', 'date_nanos', 'boolean', 'ip', 'geo_point', 'geo_shape', ...RANGE_TYPES,
]);

/** mappingForMatchField: keyword for `match`, geo_shape for `geo_match`, the source's range type for `range`. */
function matchFieldMapping(policy: EnrichPolicy, mappings: JsonObject[]): JsonObject | EsError {
  const tf = commonTypeAndFormat(policy.matchField, policy, true, mappings);
  if (tf !== undefined && 'status' in tf) return tf;
  if (tf === undefined) return enrichMatchFieldUnmapped(policy.matchField, policy.type);
  if (policy.type === 'match') return { type: 'keyword', doc_values: false };
  if (policy.type === 'geo_match') return { type: 'geo_shape' };
  if (!RANGE_TYPES.has(tf.type)) return enrichMatchFieldNotRange(policy.matchField, tf.type);
  return { type: tf.type, doc_values: false, ...(tf.format !== undefined ? { format: tf.format } : {}) };
}

/** createEnrichMapping: the match field and the enrich fields only, `dynamic: false`, `_meta` naming the policy. */
export function enrichIndexMapping(policyName: string, policy: EnrichPolicy, mappings: JsonObject[]): JsonObject | EsError {
  let match = matchFieldMapping(policy, mappings);
  if ('status' in match) return match;
  const properties: JsonObject = {};
  for (const f of policy.enrichFields) {
    if (f === policy.matchField) {
      // The match field returned as an enrich field keeps its doc values.
      const { doc_values: _dv, ...rest } = match;
      match = rest;
      continue;
    }
    const tf = commonTypeAndFormat(f, policy, false, mappings);
    if (tf === undefined || 'status' in tf) continue;
    properties[f] = { type: tf.type, ...(tf.format !== undefined ? { format: tf.format } : {}), ...(INDEXABLE.has(tf.type) ? { index: false } : {}) };
  }
  properties[policy.matchField] = match;
  return {
    dynamic: false,
    _source: { enabled: true },
    properties,
    _meta: {
      enrich_readme: 'This index is managed by Elasticsearch and should not be modified in any way.',
      enrich_policy_name: policyName,
      enrich_match_field: policy.matchField,
      enrich_policy_type: policy.type,
    },
  };
}
