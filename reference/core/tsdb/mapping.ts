/**
 * The mapping of a time series index (IndexMode.TIME_SERIES): `@timestamp` mapped as a date unless given
 * (DEFAULT_TIME_SERIES_TIMESTAMP_MAPPING), no nested fields, no required `_routing`, dimensions outside
 * nested objects, and every field `index.routing_path` matches a keyword dimension
 * (MappedFieldType.validateMatchedRoutingPath). Also, in every index, the runtime fields that would shadow
 * a dimension or a metric.
 */
import type { Profile } from '../../profiles.ts';
import { isObject, type Json } from '../json.ts';
import {
  createMappingFailed,
  timestampFieldType,
  tsdbNestedDimension,
  tsdbNestedFields,
  tsdbRoutingForbidden,
  tsdbRoutingPathField,
  tsdbShadowedField,
  type EsError,
} from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef, TypeMapping } from '../mapping/types.ts';
import { wildcardMatches } from '../glob.ts';
import { isTimeSeries, routingPath } from './settings.ts';

/** A mapped field met walking a mapping: its dotted path, definition, and whether a nested object holds it. */
interface Walked {
  path: string;
  def: FieldDef;
  inNested: boolean;
}

function walk(props: Record<string, FieldDef> | undefined, prefix: string, inNested: boolean, out: Walked[]): Walked[] {
  for (const [name, def] of Object.entries(props ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.push({ path, def, inNested });
    if (def.properties) walk(def.properties, path, inNested || def.type === 'nested', out);
  }
  return out;
}

/** Whether a field definition says `time_series_dimension: true`. */
export function isDimension(def: FieldDef): boolean {
  return def.time_series_dimension === true || def.time_series_dimension === 'true';
}

/** The dimension fields of a mapping (path → type), in path order. */
export function dimensionFields(mapping: TypeMapping): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of walk(mapping.properties, '', false, [])) if (isDimension(w.def) && w.def.type) out.set(w.path, String(w.def.type));
  return out;
}

/** Whether a path matches one of the routing_path patterns (Regex.simpleMatch). */
export function matchesRoutingPath(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => (p.includes('*') ? wildcardMatches(p, path) : p === path));
}

/** The error a time series index's mapping gives, or undefined; adds the `@timestamp` date where it is missing. */
export function prepareTsdbMappings(profile: Profile, idx: IndexState): EsError | undefined {
  if (profile.timeSeriesMode === 'none') return undefined;
  for (const m of idx.mappings.values()) {
    const shadow = shadowingRuntimeField(m, m.runtime as Json | undefined);
    if (shadow) return shadow;
  }
  if (!isTimeSeries(idx.settings)) return undefined;
  if (idx.mappings.size === 0) idx.mappings.set('_doc', { properties: {} });
  for (const [type, m] of idx.mappings) {
    const err = checkTsdbMapping(profile, idx, type, m);
    if (err) return err;
    if (!m.properties['@timestamp']) idx.mappings.set(type, { ...m, properties: { '@timestamp': { type: 'date' }, ...m.properties } });
  }
  return undefined;
}

/** The error one type's mapping gives in a time series index (on creation and on every update), or undefined. */
export function checkTsdbMapping(profile: Profile, idx: IndexState, type: string, m: TypeMapping): EsError | undefined {
  const patterns = routingPath(idx.settings);
  const fields = walk(m.properties, '', false, []);
  // Thrown by the field builders while the mapping parses, so wrapped as a mapping parse failure.
  const nestedDim = fields.find((f) => f.inNested && isDimension(f.def));
  if (nestedDim) return createMappingFailed(profile, type, tsdbNestedDimension(nestedDim.path));
  if (fields.some((f) => f.def.type === 'nested')) return tsdbNestedFields();
  if (isObject(m._routing as Json) && (m._routing as { required?: Json }).required === true) return tsdbRoutingForbidden();
  const flattened = profile.timeSeriesMode === 'hashed';
  for (const f of fields) {
    const t = f.def.type ?? 'object';
    if (t === 'object') {
      if (patterns.includes(f.path)) return tsdbRoutingPathField(f.path, 'was [object]', flattened);
      continue;
    }
    if (t === 'flattened' || !matchesRoutingPath(patterns, f.path)) continue;
    if (t !== 'keyword') return tsdbRoutingPathField(f.path, `was [${t}]`, flattened);
    if (!isDimension(f.def)) return tsdbRoutingPathField(f.path, 'was not a dimension', flattened);
    if (f.def.script !== undefined) return tsdbRoutingPathField(f.path, 'has a [script] parameter', flattened);
  }
  for (const [name, def] of Object.entries(isObject(m.runtime as Json) ? (m.runtime as Record<string, Json>) : {})) {
    if (matchesRoutingPath(patterns, name)) return tsdbRoutingPathField(name, `was a runtime [${isObject(def) ? String(def.type ?? 'keyword') : 'keyword'}]`, flattened);
  }
  const ts = m.properties['@timestamp'];
  if (ts && ts.type !== 'date' && ts.type !== 'date_nanos') return timestampFieldType('@timestamp', String(ts.type ?? 'object'));
  return undefined;
}

/** The error when runtime fields (a mapping's or a search's) would shadow a dimension or a metric, or undefined. */
export function shadowingRuntimeField(mapping: TypeMapping | undefined, runtime: Json | undefined): EsError | undefined {
  if (!mapping || !isObject(runtime)) return undefined;
  const names = new Set(Object.keys(runtime));
  if (names.size === 0) return undefined;
  for (const f of walk(mapping.properties, '', false, [])) {
    if (!names.has(f.path)) continue;
    if (isDimension(f.def)) return tsdbShadowedField(f.path, 'time_series_dimension');
    if (f.def.time_series_metric !== undefined && f.def.time_series_metric !== null) return tsdbShadowedField(f.path, 'time_series_metric');
  }
  return undefined;
}
