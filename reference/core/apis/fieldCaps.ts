/**
 * `GET|POST /[{index}/]_field_caps?fields=…` (FieldCapabilitiesResponse): for each mapped field whose name
 * matches a pattern, its type per index with whether it is searchable and aggregatable as the field type
 * says (FieldCapabilitiesFetcher), the parent objects of matched fields, and where types differ the indices
 * of each, and the metadata fields (`_id`, `_index`, …) of the profile's version (fieldCapsMetadata.ts).
 */
import { saytSubField, saytSubFieldNames } from '../mapping/searchAsYouType.ts';
import { runtimeLeafTypes, withRuntimeMappings } from '../search/runtime/definitions.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { fieldCapsFilterUnknown, fieldsInBodyAndParam, indexClosed, isEsError, noFieldsSpecified, type EsError } from '../errors/index.ts';
import { resolveIndices, resolveOptionsFrom, simpleMatch, splitExpr } from '../resolve.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { ok, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import { timeSeriesCap, timeSeriesCapsOut } from '../tsdb/fieldCapsTsdb.ts';
import { indexCanMatch } from '../search/canMatch/preFilter.ts';
import { metadataFieldCaps } from './fieldCapsMetadata.ts';

interface Cap {
  type: string;
  searchable: boolean;
  aggregatable: boolean;
  meta?: Record<string, string>;
  /** A multi-field (under a field's `fields`): what the `-multifield` filter drops. */
  multi?: boolean;
  /** Under a nested object: what the `-nested` filter drops. */
  nested?: boolean;
  /** `time_series_dimension: true` and `time_series_metric` (tsdb/fieldCapsTsdb.ts). */
  dimension?: boolean;
  metric?: string;
  /** A metadata field (`metadata_field: true`; what `+metadata` keeps and `-metadata` drops). */
  metadata?: boolean;
}

/** Types aggregatable through doc values (on unless `doc_values: false`). */
const DOC_VALUE_TYPES = new Set([
  'keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long',
  'date', 'date_nanos', 'boolean', 'ip', 'geo_point', 'version', 'wildcard', 'flattened', 'constant_keyword', 'token_count',
  'aggregate_metric_double',
]);

/**
 * Types ES 8.1+ can search through doc values alone, which field caps report searchable (#82409 changed
 * isSearchable). Queries read the profile's `docValuesOnlySearch` (search/notIndexed.ts), which also covers
 * OpenSearch's doc-values queries (2.12+); whether OpenSearch's field caps then report those fields searchable
 * is not established, so field caps keep their own, ES-only rule.
 */
const DOC_VALUE_SEARCH_TYPES = new Set(['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long', 'date', 'date_nanos', 'keyword', 'ip', 'boolean']);

/**
 * Field caps name a field by its type's family (MappedFieldType.familyTypeName): match_only_text is of the
 * text family (MatchOnlyTextFieldType; mapper-extras match_only_text/10_basic.yml "Field caps").
 */
const FAMILY_TYPES: Readonly<Record<string, string>> = { match_only_text: 'text' };

/** What FieldCapabilitiesFetcher reports for a leaf field (MappedFieldType.isSearchable / isAggregatable). */
function capOf(def: FieldDef, profile: Profile): Cap {
  const type = def.type ?? 'object';
  const indexed = def.index !== false && String(def.index) !== 'false' && String(def.index) !== 'no';
  const docValues = def.doc_values !== false && String(def.doc_values) !== 'false';
  const aggregatable = type === 'text' ? def.fielddata === true || String(def.fielddata) === 'true' : DOC_VALUE_TYPES.has(type) && docValues;
  const searchable = type !== 'binary' && (indexed || (profile.docValuesSearchable && docValues && DOC_VALUE_SEARCH_TYPES.has(type)));
  const meta = isObject(def.meta) ? (def.meta as Record<string, string>) : undefined;
  return { type: FAMILY_TYPES[type] ?? type, searchable, aggregatable, ...(meta ? { meta } : {}), ...timeSeriesCap(def, profile) };
}

/** Every field of one index: leaves (with multi-fields and runtime fields), aliases resolved, and object paths. */
function indexFields(idx: IndexState, profile: Profile): { leaves: Map<string, Cap>; objects: Map<string, string> } {
  const leaves = new Map<string, Cap>();
  const objects = new Map<string, string>();
  const aliases: Array<[string, string]> = [];
  const walk = (props: Record<string, FieldDef>, prefix: string, inNested: boolean): void => {
    for (const [name, def] of Object.entries(props)) {
      const path = prefix + name;
      if (def.type === 'alias') {
        if (typeof def.path === 'string') aliases.push([path, def.path]);
      } else if (def.type === undefined || def.type === 'object' || def.type === 'nested') {
        if (!objects.has(path)) objects.set(path, def.type === 'nested' ? 'nested' : 'object');
        walk(def.properties ?? {}, `${path}.`, inNested || def.type === 'nested');
      } else {
        const nested = inNested ? { nested: true } : {};
        if (!leaves.has(path)) leaves.set(path, { ...capOf(def, profile), ...nested });
        for (const [sub, subDef] of Object.entries(def.fields ?? {})) if (!leaves.has(`${path}.${sub}`)) leaves.set(`${path}.${sub}`, { ...capOf(subDef, profile), multi: true, ...nested });
        // search_as_you_type's shingle and prefix sub-fields are field types of their own (MappingLookup holds
        // them, under the root's name, so `-multifield` drops them); the prefix field's type is `prefix`.
        if (def.type === 'search_as_you_type') for (const sub of saytSubFieldNames(def)) if (!leaves.has(`${path}.${sub}`)) leaves.set(`${path}.${sub}`, { ...capOf(saytSubField(def, sub)!, profile), multi: true, ...nested });
      }
    }
  };
  for (const m of idx.mappings.values()) {
    walk(m.properties, '', false);
    // Runtime fields (ES 8) are searchable and aggregatable by construction.
    if (isObject(m.runtime)) {
      for (const [name, type] of runtimeLeafTypes(m.runtime)) {
        leaves.set(name, { type, searchable: true, aggregatable: true });
        // A composite's sub-fields (`m.t`) sit under an object of the composite's name; a parent path that is a
        // field itself (`message` of a runtime `message.keyword`) is no object (FieldCapabilitiesFetcher adds a
        // parent only where getFieldType(parent) is null; x-pack runtime_fields/80_multiple_indices.yml).
        for (let dot = name.indexOf('.'); dot > 0; dot = name.indexOf('.', dot + 1)) if (!objects.has(name.slice(0, dot))) objects.set(name.slice(0, dot), 'object');
      }
    }
  }
  // ES 8.5+ FieldCapabilitiesFetcher reports a metric only on a time_series index (a dimension on any:
  // the official tsdb/05_dimension_and_metric_in_non_tsdb_index.yml).
  if (profile.timeSeriesCapsOnTsdbOnly && String(idx.settings['index.mode'] ?? '').toLowerCase() !== 'time_series') {
    for (const cap of leaves.values()) delete cap.metric;
  }
  // A path with a field type of its own is never listed as its children's object.
  for (const path of leaves.keys()) if (objects.get(path) === 'object') objects.delete(path);
  for (const [path, target] of aliases) {
    const t = leaves.get(target);
    if (t) leaves.set(path, t);
  }
  return { leaves, objects };
}

/** The `filters` and `types` of a request (FieldCapabilitiesFetcher.buildFilter), ES 8.2+. */
interface CapsFilter {
  types: Set<string> | undefined;
  noMultiFields: boolean;
  noNested: boolean;
  noParents: boolean;
  metadataOnly: boolean;
  noMetadata: boolean;
}

/** Reads `filters` and `types`; an unknown filter is refused as ES refuses it. */
function readFilter(query: Record<string, string>): CapsFilter | EsError {
  const out: CapsFilter = { types: undefined, noMultiFields: false, noNested: false, noParents: false, metadataOnly: false, noMetadata: false };
  if (query.types !== undefined && query.types !== '') out.types = new Set(splitExpr(query.types));
  for (const f of query.filters === undefined ? [] : splitExpr(query.filters)) {
    if (f === '-parent') out.noParents = true;
    else if (f === 'parent') continue;
    else if (f === '-multifield') out.noMultiFields = true;
    else if (f === '-nested') out.noNested = true;
    else if (f === '+metadata') out.metadataOnly = true;
    else if (f === '-metadata') out.noMetadata = true;
    else return fieldCapsFilterUnknown(f);
  }
  return out;
}

/** The matched fields of one index, with the parent objects of each. */
function matchedFields(idx: IndexState, patterns: string[], profile: Profile, filter?: CapsFilter): Map<string, Cap> {
  const { leaves, objects } = indexFields(idx, profile);
  // The metadata mappers' field types sit in the same lookup as the mapped ones (a mapping cannot redefine them).
  for (const [name, cap] of metadataFieldCaps(idx, profile)) if (!leaves.has(name)) leaves.set(name, cap);
  const out = new Map<string, Cap>();
  for (const [path, cap] of leaves) {
    if (!patterns.some((p) => simpleMatch(p, path))) continue;
    if (filter && ((filter.metadataOnly && !cap.metadata) || (filter.noMetadata && cap.metadata) || (filter.types && !filter.types.has(cap.type)) || (filter.noMultiFields && cap.multi) || (filter.noNested && cap.nested))) continue;
    out.set(path, cap);
    if (filter?.noParents) continue;
    for (let dot = path.lastIndexOf('.'); dot > 0; dot = path.lastIndexOf('.', dot - 1)) {
      const parent = path.slice(0, dot);
      const kind = objects.get(parent);
      if (kind && !out.has(parent)) out.set(parent, { type: kind, searchable: false, aggregatable: false });
    }
  }
  return out;
}

/** GET|POST /[{index}/]_field_caps */
export const fieldCaps: Handler = (state, req, env) => {
  const shape = env.profile.fieldCapsShape;
  // The body's `fields` is a string array, and like every ObjectParser array it takes a single value too.
  const bodyFields = isObject(req.body) ? req.body.fields : undefined;
  const fromBody = Array.isArray(bodyFields) ? bodyFields.map(String) : typeof bodyFields === 'string' ? [bodyFields] : [];
  if (req.query.fields !== undefined && fromBody.length > 0) return fieldsInBodyAndParam();
  const patterns = req.query.fields !== undefined ? splitExpr(req.query.fields) : fromBody;
  if (patterns.length === 0) return noFieldsSpecified();
  const names = resolveIndices(state, env.profile, req.parts.index, resolveOptionsFrom(req.query, { expandWildcards: 'open' }));
  if (isEsError(names)) return names;
  // The body's `runtime_mappings` (7.12) join each index's runtime section for this request.
  const extra = env.profile.runtimeFields && isObject(req.body) ? req.body.runtime_mappings : undefined;
  const indices = names.map((n) => state.indices.get(n)!).map((i) => (extra === undefined ? i : { ...i, mappings: new Map([...i.mappings].map(([t, m]) => [t, withRuntimeMappings(m, extra as Json)])) }));
  const closed = indices.find((i) => i.closed);
  if (closed) return indexClosed(closed);
  const filter = readFilter(req.query);
  if (isEsError(filter)) return filter;
  // index_filter (7.9): an index none of whose shards can match the filter is left out altogether.
  const indexFilter = isObject(req.body) && env.profile.fieldCapsIndexFilter ? (req.body.index_filter as Json | undefined) : undefined;
  const sorted = [...indices].filter((i) => indexCanMatch(i, indexFilter, env.profile, env.now)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // field → type → the indices and capabilities that have it.
  const byField = new Map<string, Map<string, Array<{ index: string; cap: Cap }>>>();
  for (const idx of sorted) {
    for (const [path, cap] of matchedFields(idx, patterns, env.profile, filter)) {
      const types = byField.get(path) ?? new Map();
      byField.set(path, types);
      types.set(cap.type, [...(types.get(cap.type) ?? []), { index: idx.name, cap }]);
    }
  }
  // include_unmapped (ES 7.2, OpenSearch): the indices lacking a field appear under the type `unmapped`.
  if (shape !== 'classic' && req.query.include_unmapped === 'true') {
    for (const types of byField.values()) {
      const have = new Set([...types.values()].flat().map((s) => s.index));
      const lacking = sorted.filter((i) => !have.has(i.name)).map((i) => ({ index: i.name, cap: { type: 'unmapped', searchable: false, aggregatable: false } }));
      if (lacking.length > 0) types.set('unmapped', lacking);
    }
  }
  const fields: JsonObject = {};
  for (const path of [...byField.keys()].sort()) {
    const types = byField.get(path)!;
    const entry: JsonObject = {};
    for (const [type, seen] of types) {
      const searchable = seen.every((s) => s.cap.searchable);
      const aggregatable = seen.every((s) => s.cap.aggregatable);
      const cap: JsonObject = { type };
      if (shape === 'metadata-flag') cap.metadata_field = seen.some((s) => s.cap.metadata === true);
      cap.searchable = searchable;
      cap.aggregatable = aggregatable;
      const ts = timeSeriesCapsOut(seen);
      if (ts.time_series_dimension !== undefined) cap.time_series_dimension = ts.time_series_dimension;
      if (ts.time_series_metric !== undefined) cap.time_series_metric = ts.time_series_metric;
      if (types.size > 1) cap.indices = seen.map((s) => s.index);
      if (!searchable && seen.some((s) => s.cap.searchable)) cap.non_searchable_indices = seen.filter((s) => !s.cap.searchable).map((s) => s.index);
      if (!aggregatable && seen.some((s) => s.cap.aggregatable)) cap.non_aggregatable_indices = seen.filter((s) => !s.cap.aggregatable).map((s) => s.index);
      if (ts.non_dimension_indices !== undefined) cap.non_dimension_indices = ts.non_dimension_indices;
      if (ts.metric_conflicts_indices !== undefined) cap.metric_conflicts_indices = ts.metric_conflicts_indices;
      if (shape !== 'classic' && shape !== 'indices') {
        const meta: Record<string, Set<string>> = {};
        for (const s of seen) for (const [k, v] of Object.entries(s.cap.meta ?? {})) (meta[k] ??= new Set()).add(String(v));
        if (Object.keys(meta).length > 0) cap.meta = Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, [...v].sort()]));
      }
      entry[type] = cap;
    }
    fields[path] = entry;
  }
  return ok(shape === 'classic' ? { fields } : { indices: sorted.map((i) => i.name), fields });
};
