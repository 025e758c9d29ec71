/**
 * The values an aggregation reads (ES's ValuesSourceConfig): a field, with `missing` standing in for
 * documents without a value, `format` for printing, refusing a text field without fielddata. Parsed once
 * from the body, resolved per index.
 */
import type { Doc } from '../../doc.ts';
import { noDocValuesFailure } from '../noDocValues.ts';
import type { Json, JsonObject } from '../../json.ts';
import { aggBadParam, aggInvalid, aggMissingNotANumber, aggShardFailure, aggUnknownParam, fielddataDisabled, ID_FIELDDATA_DISALLOWED, noFielddata, isEsError, type EsError } from '../../errors/index.ts';
import { idFielddataEnabled } from '../idFielddata.ts';
import { parseDateMath } from '../dateMath.ts';
import { valueTypeMismatch } from './valueTypeHint.ts';
import { parseZone, UTC, type Zone } from '../../dateMath/zone.ts';
import { toBool, keywordOf } from '../fields.ts';
import { BOOLEAN, dateFormat, decimalFormat, RAW, type ValueFormat } from './format.ts';
import { positionOf } from './parse.ts';
import type { ParseCtx, Row, ShardCtx } from './types.ts';
import type { ValuesKind } from './docValues.ts';
import type { LongKey } from '../longValues.ts';
import { parseScriptSpec, scriptLoops, type ScriptSpec } from '../../script/runScript.ts';
import { belowBucket, parseValuesScript, scriptSource } from './scriptValues.ts';
import { prepared, primeSteps } from '../resumable/prepared.ts';
import { ignoredSource } from './ignoredSource.ts';
import { histogramReader, type HistogramPairs } from './histogramValues.ts';

/** The values-source part of an aggregation's body. */
export interface SourceSpec {
  field?: string;
  missing?: Json;
  format?: string;
  zone?: Zone;
  valueType?: string;
  /** A `script` (scriptValues.ts runs it). */
  script?: ScriptSpec;
}

/** A resolved source on one index: how to read each row, and how its values print. */
export interface Source {
  kind: ValuesKind;
  format: ValueFormat;
  numbers(row: Row): number[];
  strings(row: Row): string[];
  /** The field's date format, for parsing bounds and keys of a date field. */
  dateFormat: string;
  /** A long field's values exact past 2^53 (longValues.ts), where keys print them (terms, composite). */
  longs?(row: Row): LongKey[];
  /** A pre-aggregated `histogram` field's values with their counts (histogramValues.ts). */
  histogram?(row: Row): HistogramPairs;
}

/** `value_type` names (ValueType) and what an unmapped field with `missing` reads as under each. */
const VALUE_TYPES: Record<string, ValuesKind> = {
  string: 'bytes', keyword: 'bytes', ip: 'ip', boolean: 'boolean', date: 'date',
  long: 'long', integer: 'long', short: 'long', byte: 'long', numeric: 'double', double: 'double', float: 'double', number: 'double',
};

/** What ValuesSourceAggregationBuilder.declareFields declares: the candidates of an unknown key's suggestion. */
const DECLARED_SOURCE_KEYS = ['field', 'missing', 'script', 'format', 'value_type'];
const SOURCE_KEYS = new Set(['field', 'missing', 'format', 'script', 'value_type', 'valueType', 'time_zone']);

/** Splits a body into its values-source keys and the rest, refusing scripts; `allowed` are the type's own keys. */
export function parseSource(type: string, body: Json, pctx: ParseCtx, allowed: readonly string[], requireField = true): { source: SourceSpec; rest: JsonObject } | EsError {
  const o = (body ?? {}) as JsonObject;
  const source: SourceSpec = {};
  const rest: JsonObject = {};
  for (const [k, v] of Object.entries(o)) {
    if (SOURCE_KEYS.has(k)) {
      if (k === 'script') {
        const sc = parseValuesScript(v as Json, pctx.profile);
        if (isEsError(sc)) return sc;
        source.script = sc;
      } else if (k === 'field') source.field = String(v);
      else if (k === 'missing') source.missing = v as Json;
      else if (k === 'format') source.format = String(v);
      else if (k === 'time_zone') {
        const z = parseZone(String(v));
        if ('kind' in z && (z.kind === 'fixed' || z.kind === 'region')) source.zone = z as Zone;
        // ZoneId.of throws inside ObjectParser, which wraps it: `failed to parse field [time_zone]`, the zone error as cause.
        else return aggBadParam(pctx.profile, type, k, positionOf(pctx.rawBody, [...pctx.path, k]), z.reason, z.type);
      } else source.valueType = String(v);
    } else if (allowed.includes(k)) rest[k] = v;
    else return aggUnknownParam(pctx.profile, type, k, positionOf(pctx.rawBody, [...pctx.path, k]), [...DECLARED_SOURCE_KEYS, ...allowed]);
  }
  // ObjectParser's required field set (ES ≥ 7.8): a field, a script, or both.
  if (requireField && source.field === undefined && source.script === undefined) return aggInvalid('Required one of fields [field, script], but none were specified. ');
  return { source, rest };
}

/** Resolves the source on a shard's index; `defaultKind` is what an unmapped field with `missing` reads as. */
/** Whether a runtime field's script (as mapped) loops: its values below a bucket may take long. */
function runtimeLoops(script: unknown, shard: ShardCtx): boolean {
  const spec = parseScriptSpec(script as never, shard.ctx.profile);
  return !isEsError(spec) && scriptLoops(spec, { profile: shard.ctx.profile, state: shard.ctx.state, now: shard.ctx.now });
}

export function resolveSource(spec: SourceSpec, shard: ShardCtx, defaultKind: 'bytes' | 'double'): Source | EsError {
  if (spec.field === '_ignored' && spec.script === undefined && shard.ctx.profile.ignoredMetaField) return ignoredSource(shard);
  const field = spec.field === undefined ? undefined : shard.values.field(spec.field);
  if (field && field.kind === 'text' && field.ref.def?.fielddata !== true) return noFielddata(shard.ctx.profile, field.name, shard.index.name, field.ref.def?.type);
  // `_id` loads field data only while `indices.id_field_data.enabled` (false from ES 8.0): IdFieldType.fielddataBuilder.
  if (spec.field === '_id' && !idFielddataEnabled(shard.ctx.state, shard.ctx.profile)) return aggShardFailure(ID_FIELDDATA_DISALLOWED, shard.index.name, shard.shard);
  const noDocValues = field && field.kind !== 'unmapped' ? noDocValuesFailure(field.ref, shard.index.name) : undefined;
  if (noDocValues) return noDocValues;
  // MappedFieldType.fielddataBuilder's default, which a lookup runtime field keeps.
  if (field?.ref.runtime && field.ref.def?.type === 'lookup') return aggShardFailure(`Fielddata is not supported on field [${field.name}] of type [lookup]`, shard.index.name, shard.shard);
  // A runtime field's values are cached per document as its script computes them: computed ahead over the
  // shard's matches, in slices when a driver runs the collection (resumable/prepared.ts).
  const ref = field?.ref;
  const matched = shard.matched;
  if (ref?.runtime && ref.def?.script !== undefined) {
    const values = ref.runtime;
    const key = `runtime ${JSON.stringify([ref.name, shard.index.uuid, shard.shard])}`;
    if (matched && matched.length > 0) prepared(matched, key, () => primeSteps(matched, (d) => ('nested' in d ? undefined : values(d as Doc))));
    // Below a bucket, a script that loops primes the bucket's rows (scriptValues.ts belowBucket).
    else belowBucket(shard, key, (d) => ('nested' in d ? undefined : values(d as Doc)), () => runtimeLoops(ref.def!.script, shard));
  }
  if (spec.script) return scriptSource({ script: spec.script, field: field && field.kind !== 'unmapped' ? field : undefined, kind: VALUE_TYPES[spec.valueType ?? ''] ?? defaultKind, format: spec.format, missing: spec.missing }, shard);
  if (field && field.kind !== 'unmapped' && shard.ctx.profile.valueTypeMismatchFailsShard) {
    const bad = valueTypeMismatch(spec.valueType, field.kind, String(field.ref.def?.type ?? field.kind), shard.index.name, shard.shard);
    if (bad) return bad;
  }
  let kind: ValuesKind = field ? field.kind : 'unmapped';
  const zone = spec.zone ?? UTC;
  let fmt: ValueFormat = field ? field.format : RAW;
  const df = field?.dateFormat ?? 'strict_date_optional_time||epoch_millis';
  if (kind === 'date') fmt = dateFormat(spec.format ?? df, zone);
  else if (spec.format !== undefined && (kind === 'long' || kind === 'double' || kind === 'unmapped')) fmt = decimalFormat(spec.format);
  // An object (or a field no mapping names) has no doc values: ValuesSourceConfig finds no field type and
  // reads it as unmapped, whatever the documents' source holds there (value_count of an object is 0).
  const mapped = field && field.kind !== 'unmapped';
  const numbers = mapped ? field.numbers : () => [];
  const strings = mapped ? field.strings : () => [];
  const longs = field?.longs;
  const histogram = field?.ref.def?.type === 'histogram' ? histogramReader(spec.field, shard) : undefined;
  if (histogram) return { kind, format: fmt, numbers: () => [], strings, dateFormat: df, histogram };
  if (spec.missing === undefined || spec.missing === null) return { kind, format: fmt, numbers, strings, dateFormat: df, ...(longs ? { longs } : {}) };
  if (kind === 'unmapped') {
    kind = VALUE_TYPES[spec.valueType ?? ''] ?? defaultKind;
    if (kind === 'date') fmt = dateFormat(spec.format ?? df, zone);
    else if (kind === 'boolean') fmt = BOOLEAN;
  }
  const m = spec.missing;
  if (kind === 'bytes' || kind === 'ip' || kind === 'text') {
    const miss = [keywordOf(m)];
    return { kind, format: fmt, numbers, strings: (row) => (field && strings(row).length > 0 ? strings(row) : miss), dateFormat: df };
  }
  let n: number;
  if (kind === 'date') {
    const r = typeof m === 'number' ? { ok: true as const, millis: m } : parseDateMath(String(m), df, shard.ctx.now, false);
    n = r.ok ? r.millis : NaN;
  } else if (kind === 'boolean') n = toBool(m) ? 1 : 0;
  else {
    n = typeof m === 'number' ? m : Number(m);
    // CoreValuesSourceType.NUMERIC.replaceMissing parses a non-number with the format (RAW: Double.parseDouble).
    if (Number.isNaN(n) && typeof m === 'string' && m.trim() !== 'NaN') return aggMissingNotANumber(m, shard.index.name, shard.shard);
  }
  const miss = [n];
  const exact = longs ? { longs: (row: Row): LongKey[] => (field && numbers(row).length > 0 ? longs(row) : miss) } : {};
  return { kind, format: fmt, numbers: (row) => (field && numbers(row).length > 0 ? numbers(row) : miss), strings, dateFormat: df, ...exact };
}

/** Whether a source holds numbers (numeric metrics refuse the others). */
export function isNumeric(kind: ValuesKind): boolean {
  return kind === 'long' || kind === 'double' || kind === 'date' || kind === 'boolean';
}

/** Reports an error unless `v` is an EsError-free value. */
export function ok<T>(v: T | EsError): v is T {
  return !isEsError(v);
}
