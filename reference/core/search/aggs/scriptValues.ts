/**
 * A `script` as an aggregation's values source (ValuesSource.*.Script and *.WithScript): the AggregationScript
 * runs per document (`doc`, `params`, `_score`), or with a `field` once per field value (`_value`: a Double for
 * numeric fields, a String for keyword ones). Without `value_type` a script reads as the aggregation's default
 * type (numbers for numeric metrics, strings for terms and cardinality); with it, as that type. Results:
 * null is no value; a collection gives several (sorted, as ScriptDoubleValues and ScriptBytesValues sort them;
 * field + script values stay in the field's order, as WithScript leaves them). A runtime error is the shard's
 * failure, thrown as a ScoreFailure and turned back into its error by the aggregation run.
 */
import type { Json } from '../../json.ts';
import { aggExecutionFailure, aggShardFailure, isEsError, scriptShardFailure, type EsError } from '../../errors/index.ts';
import { compileExpression, isExpression } from '../scripts/expressionScript.ts';
import { ensureNoSelfReferences } from '../../script/painless/convert.ts';
import { JavaException } from '../../script/painless/javaError.ts';
import { checkScript, parseScriptSpec, runJava, scriptLoops, type ScriptSpec } from '../../script/runScript.ts';
import { isNumeric, toNumber } from '../../script/painless/javaNumbers.ts';
import { javaToString } from '../../script/painless/javaString.ts';
import { JDateTime } from '../../script/painless/javaTime.ts';
import { JArray, JDouble, JList, JSet, type JValue } from '../../script/painless/values.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import { DocLookup } from '../scripts/docLookup.ts';
import type { Doc } from '../../doc.ts';
import { RAW, dateFormat, decimalFormat, type ValueFormat } from './format.ts';
import type { ValuesKind, FieldValues } from './docValues.ts';
import type { Row, ShardCtx } from './types.ts';
import { eachDocSteps, prepared, readAhead, type PerDoc } from '../resumable/prepared.ts';
import { BUCKETS_AHEAD, bucketRows, bucketRowsKey } from './framework.ts';

/** The fewest rows of a bucket whose looping value script runs ahead (belowBucket). */
const BUCKET_MIN_ROWS = 2;

/**
 * Below a bucket (no `matched`): a script that loops runs ahead over the bucket's rows in slices, keyed by its
 * documents, for the first BUCKETS_AHEAD buckets of the shard (its doc values own the work, as scripted_metric's);
 * undefined where it runs as the collection meets each row (a small bucket, past those buckets, a nested row).
 */
export function belowBucket<V>(shard: ShardCtx, key: string, perDoc: (row: Row) => V, loops: () => boolean): PerDoc<Row, V> | undefined {
  const rows = bucketRows();
  // A bucket of a few rows runs as it meets them: a piece ahead costs the shard's collection once more.
  if (!rows || rows.length < BUCKET_MIN_ROWS) return undefined;
  const docs = bucketRowsKey(rows);
  if (docs === undefined || !loops()) return undefined;
  return prepared(shard.values, `${key} ${docs}`, () => eachDocSteps(rows, perDoc), BUCKETS_AHEAD);
}

/** Reads the `script` of a values source (its parse error, or the spec). */
export function parseValuesScript(v: Json, profile: Parameters<typeof parseScriptSpec>[1]): ScriptSpec | EsError {
  return parseScriptSpec(v, profile);
}

/** What a script source needs to know of the request and the field. */
export interface ScriptSourceInput {
  script: ScriptSpec;
  /** The field it reads beside, when `field` is given too. */
  field?: FieldValues;
  /** The kind `value_type` names, or the aggregation's default. */
  kind: ValuesKind;
  format?: string;
  /** `missing`: stands in when the script gives no value (MissingValues wraps script values too). */
  missing?: Json;
}

function elements(v: JValue): JValue[] {
  if (v instanceof JList || v instanceof JArray) return v.items;
  if (v instanceof JSet) return v.items();
  return [v];
}

/** A script value as a double (ScriptDoubleValues: Number, ZonedDateTime millis, boolean 1/0). */
function asDouble(v: JValue, shard: ShardCtx): number {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof JDateTime) return v.ms;
  if (v !== null && isNumeric(v)) return toNumber(v);
  throw new ScoreFailure(aggExecutionFailure(shard.ctx.profile, `Unsupported script value [${javaToString(v)}], expected a number, date, or boolean`, shard.index.name));
}

/** ScriptBytesValues.set: the value's toString, after CollectionUtils.ensureNoSelfReferences(value, "ScriptBytesValues value"). */
function bytesValue(x: JValue, shard: ShardCtx): string {
  try {
    ensureNoSelfReferences(x);
  } catch (e) {
    if (e instanceof JavaException) throw new ScoreFailure(aggShardFailure('Iterable object is self-referencing itself (ScriptBytesValues value)', shard.index.name, shard.shard));
    throw e;
  }
  return javaToString(x);
}

/** Resolves a script source on a shard: compiled once, run per row. */
export function scriptSource(input: ScriptSourceInput, shard: ShardCtx): { kind: ValuesKind; format: ValueFormat; numbers(row: Row): number[]; strings(row: Row): string[]; dateFormat: string } | EsError {
  const env = { profile: shard.ctx.profile, state: shard.ctx.state, now: shard.ctx.now };
  const field = input.field;
  // lang: expression (ExpressionScriptEngine's AggregationScript): a double per document, `_value` for a value script.
  const expr = isExpression(input.script) ? compileExpression(input.script, shard.index, shard.values, true, { value: field !== undefined }) : undefined;
  if (isEsError(expr)) return scriptShardFailure(expr, shard.index.name, shard.shard);
  const bad = expr ? undefined : checkScript(input.script, 'aggs', env);
  if (bad) return bad.cause.type === 'script_exception' ? scriptShardFailure(bad, shard.index.name, shard.shard) : bad;
  // A script on a field reads as the field's kind (numbers become doubles, WithScript.isFloatingPoint).
  const fieldNumeric = field && (field.kind === 'long' || field.kind === 'double' || field.kind === 'date' || field.kind === 'boolean');
  const kind: ValuesKind = field ? (fieldNumeric ? 'double' : 'bytes') : input.kind;
  const df = 'strict_date_optional_time||epoch_millis';
  const format = kind === 'date' ? dateFormat(input.format ?? df) : input.format !== undefined && (kind === 'long' || kind === 'double') ? decimalFormat(input.format) : RAW;
  const run = (row: Row, value: JValue | undefined): JValue => {
    const doc = ('nested' in row ? row.root : row) as Doc;
    if (expr) return new JDouble(expr(doc, shard.scoreOf(doc), value === undefined ? undefined : typeof value === 'string' ? Number(value) : toNumber(value as never)));
    const globals = new Map<string, JValue>([['doc', new DocLookup(shard.values, row as Doc, shard.ctx.profile)], ['_score', new JDouble(shard.scoreOf(doc))]]);
    if (value !== undefined) globals.set('_value', value);
    const r = runJava(input.script, 'aggs', globals, env);
    if (!r.ok) throw new ScoreFailure(scriptShardFailure(r.error, shard.index.name, shard.shard));
    return r.value;
  };
  const numeric = kind !== 'bytes' && kind !== 'ip' && kind !== 'text';
  const numbers0 = (row: Row): number[] => {
    if (!numeric) return [];
    if (field) return field.numbers(row).map((v) => asDouble(run(row, new JDouble(v)), shard));
    const v = run(row, undefined);
    if (v === null) return [];
    const out = elements(v).filter((x) => x !== null).map((x) => asDouble(x, shard));
    const whole = kind === 'long' || kind === 'date' ? out.map((x) => Math.trunc(x)) : out;
    return whole.sort((a, b) => a - b);
  };
  const strings0 = (row: Row): string[] => {
    if (numeric) return [];
    const vals = field ? field.strings(row).map((s) => run(row, s)) : [run(row, undefined)];
    const out: string[] = [];
    for (const v of vals) if (v !== null) for (const x of elements(v)) if (x !== null) out.push(bytesValue(x, shard));
    return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  };
  // A script that runs per document runs ahead over the shard's matches, in slices when a driver runs the
  // aggregation in steps (resumable/prepared.ts): the same values, the same first failure.
  const matched = shard.matched;
  const perDoc: (row: Row) => number[] | string[] = numeric ? numbers0 : strings0;
  const key = `aggScript ${JSON.stringify([input.script, kind, input.format ?? null, field?.name ?? null, shard.index.uuid, shard.shard])}`;
  const pre = matched && matched.length > 0 ? prepared(matched, key, () => eachDocSteps(matched, perDoc)) : expr ? undefined : belowBucket(shard, key, perDoc, () => scriptLoops(input.script, env));
  const ahead = pre ? (row: Row): number[] | string[] => readAhead(pre, row, perDoc).slice() : perDoc;
  const numbers = numeric ? (ahead as (row: Row) => number[]) : numbers0;
  const strings = numeric ? strings0 : (ahead as (row: Row) => string[]);
  const m = input.missing;
  if (m === undefined || m === null) return { kind, format, numbers, strings, dateFormat: df };
  const missNumber = typeof m === 'number' ? m : typeof m === 'boolean' ? (m ? 1 : 0) : Number(m);
  const missString = typeof m === 'string' ? m : JSON.stringify(m);
  return {
    kind,
    format,
    numbers: (row) => {
      const v = numbers(row);
      return v.length > 0 || !numeric ? v : [missNumber];
    },
    strings: (row) => {
      const v = strings(row);
      return v.length > 0 || numeric ? v : [missString];
    },
    dateFormat: df,
  };
}

