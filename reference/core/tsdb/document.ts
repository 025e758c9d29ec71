/**
 * A write into a time series index: what it refuses (IndexRouting.ExtractFromSource: routing, updates), and
 * the identity of an indexed document: the routing hash from its routing_path fields, its `@timestamp` within
 * the index's bounds (DataStreamTimestampFieldMapper.validateTimestamp), its dimensions, `_tsid` and `_id`.
 */
import type { Profile } from '../../profiles.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  timestampFieldProblem,
  tsdbDocumentRefused,
  tsdbNoRoutingFields,
  tsdbOperationRefused,
  tsdbRoutingValueNotString,
  type EsError,
} from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { parseDate } from '../mapping/dates.ts';
import { instantString, millisOf, parseInstant } from './instants.ts';
import { isTimeSeries, routingPath, timeBounds } from './settings.ts';
import { isDimension, matchesRoutingPath } from './mapping.ts';
import { routingHash, timeSeriesId, tsidHash, tsidLegacy, type DimensionValue } from './tsid.ts';

/** A time series document's identity. */
export interface TsdbIdentity {
  id: string;
  tsid: Uint8Array;
  routing: number;
  /** The `@timestamp` as Instant.toString prints it (version conflicts name the document by tsid@timestamp). */
  timestamp: string;
}

/** Whether writes to this index follow the time series rules. */
export function isTsdbIndex(profile: Profile, idx: IndexState): boolean {
  return profile.timeSeriesMode !== 'none' && isTimeSeries(idx.settings);
}

/** The refusal of an operation on a time series index (routing given, an update), or undefined. */
export function tsdbOperationProblem(idx: IndexState, kind: string, routing: string | undefined): EsError | undefined {
  if (kind === 'update') return tsdbOperationRefused('update', idx.name);
  if (routing !== undefined) return tsdbOperationRefused('specifying routing', idx.name);
  return undefined;
}

/** The routing_path fields of a source with their string values (ExtractFromSource.Builder.extractObject). */
function routingPairs(patterns: readonly string[], obj: JsonObject, prefix: string, out: Array<[string, string]>, numbers: boolean): string | undefined {
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isObject(v)) {
      const bad = routingPairs(patterns, v, path, out, numbers);
      if (bad) return bad;
      continue;
    }
    // The parser filters the source to the routing paths (and the objects on the way to them).
    if (!matchesRoutingPath(patterns, path)) continue;
    if (v === null) continue;
    if (typeof v === 'string') out.push([path, v]);
    // From 8.11 a number routes as its text (the parser's text(); a JSON number's own spelling, approx. here).
    else if (typeof v === 'number' && numbers) out.push([path, String(v)]);
    else return Array.isArray(v) ? 'START_ARRAY' : typeof v === 'number' ? (Number.isInteger(v) ? 'VALUE_NUMBER' : 'VALUE_NUMBER') : 'VALUE_BOOLEAN';
  }
  return undefined;
}

/** The values a source holds at a dotted path, whether nested objects or dotted keys spell it. */
function valuesAt(obj: JsonObject, path: string): Json[] {
  const out: Json[] = [];
  const parts = path.split('.');
  const visit = (node: Json, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(node)) out.push(...node);
      else out.push(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const n of node) visit(n, i);
      return;
    }
    if (!isObject(node)) return;
    for (let j = i + 1; j <= parts.length; j++) {
      const key = parts.slice(i, j).join('.');
      if (key in node) visit(node[key] as Json, j);
    }
  };
  visit(obj, 0);
  return out.filter((v) => v !== null && v !== undefined);
}

/** The mapped dimension fields (path → definition). */
function dimensionDefs(props: Record<string, FieldDef> | undefined, prefix: string, out: Map<string, FieldDef>): Map<string, FieldDef> {
  for (const [name, def] of Object.entries(props ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isDimension(def)) out.set(path, def);
    if (def.properties) dimensionDefs(def.properties, path, out);
  }
  return out;
}

/** A dimension value as its field mapper hands it to the TimeSeriesIdBuilder. */
function dimensionValue(def: FieldDef, v: Json): DimensionValue | undefined {
  const type = String(def.type);
  if (type === 'keyword' || type === 'ip') return { kind: 'string', value: typeof v === 'string' ? v : JSON.stringify(v) };
  if (type === 'boolean') return { kind: 'boolean', value: v === true || v === 'true' };
  if (['long', 'integer', 'short', 'byte', 'unsigned_long'].includes(type)) {
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) return undefined;
    return { kind: 'long', value: BigInt(Math.trunc(n)) };
  }
  return undefined;
}

/** The timestamp of a source in nanoseconds, as its field reads it (a number is epoch millis), or undefined. */
function timestampOf(def: FieldDef | undefined, v: Json): bigint | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)) * 1_000_000n : undefined;
  if (typeof v !== 'string') return undefined;
  const format = typeof def?.format === 'string' ? def.format : undefined;
  if (format === undefined) return parseInstant(v);
  const r = parseDate(v, format);
  return r.ok ? BigInt(r.millis) * 1_000_000n + BigInt(r.nanos ?? 0) : undefined;
}

/**
 * The identity of a document indexed into a time series index, or the error ES gives it; `where` is the
 * `[line:col] ` of the document's end, where the parser stands when the timestamp is checked.
 */
export function tsdbIdentity(profile: Profile, idx: IndexState, source: JsonObject, where: string): TsdbIdentity | EsError | undefined {
  const pairs: Array<[string, string]> = [];
  const notString = routingPairs(routingPath(idx.settings), source, '', pairs, profile.timeSeriesNumericRouting);
  if (notString) return tsdbRoutingValueNotString(`Routing values must be strings but found [${notString}]`);
  if (pairs.length === 0) return tsdbNoRoutingFields();
  const mapping = idx.mappings.values().next().value;
  const tsDef = mapping?.properties['@timestamp'];
  const raw = valuesAt(source, '@timestamp');
  if (raw.length === 0) return timestampFieldProblem(profile, where, '@timestamp', 'missing');
  if (raw.length > 1) return timestampFieldProblem(profile, where, '@timestamp', 'multiple');
  const nanosType = tsDef?.type === 'date_nanos';
  let ts = timestampOf(tsDef, raw[0]!);
  // An unparsable timestamp fails as any date field does: the document parser reports it, later.
  if (ts === undefined) return undefined;
  if (!nanosType) ts = BigInt(millisOf(ts)) * 1_000_000n;
  const bounds = timeBounds(idx.settings);
  // Compared in millis (a date_nanos value divided down), printed at the field's resolution.
  const ms = nanosType ? Number(ts / 1_000_000n) : millisOf(ts);
  if (ms < millisOf(bounds.start)) return tsdbDocumentRefused(where, `time series index @timestamp value [${instantString(ts)}] must be larger than ${instantString(BigInt(millisOf(bounds.start)) * 1_000_000n)}`);
  if (ms >= millisOf(bounds.end)) return tsdbDocumentRefused(where, `time series index @timestamp value [${instantString(ts)}] must be smaller than ${instantString(BigInt(millisOf(bounds.end)) * 1_000_000n)}`);
  const dims = dimensionsOf(idx, source);
  const tsid = profile.timeSeriesMode === 'hashed' ? tsidHash(dims) : tsidLegacy(dims);
  const routing = routingHash(pairs);
  // The id's timestamp is the field's long: nanoseconds for date_nanos.
  const stamp = nanosType ? ts : BigInt(millisOf(ts));
  return { id: timeSeriesId(routing, tsid, stamp), tsid, routing, timestamp: instantString(ts) };
}

/** The dimension values of a source, by the index's mapping. */
export function dimensionsOf(idx: IndexState, source: JsonObject): Map<string, DimensionValue[]> {
  const mapping = idx.mappings.values().next().value;
  const dims = new Map<string, DimensionValue[]>();
  for (const [path, def] of dimensionDefs(mapping?.properties, '', new Map())) {
    const values = valuesAt(source, path).map((v) => dimensionValue(def, v)).filter((v): v is DimensionValue => v !== undefined);
    if (values.length > 0) dims.set(path, values);
  }
  return dims;
}

/** The hashed `_tsid` of a stored document (8.13+), or undefined when it has no dimension. */
export function documentTsid(idx: IndexState, source: JsonObject): Uint8Array | undefined {
  const dims = dimensionsOf(idx, source);
  return dims.size === 0 ? undefined : tsidHash(dims);
}
