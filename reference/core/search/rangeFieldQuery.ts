/**
 * A `range` (or `term`) query on a range field (RangeFieldMapper.RangeFieldType.rangeQuery, RangeType.createRangeQuery):
 * the query's bounds become one closed range (an exclusive bound moved to the next value: ±1 for integers and
 * dates, the next double for decimals; a date bound parsed with date math, `gt` and `lte` rounding up), then
 * each document's range is compared with it by `relation`: `intersects` (the default), `within` (the document's
 * range inside the query's) or `contains` (the document's range holding the query's).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { parseDateMath } from './dateMath.ts';
import { keywordOf, toNumber } from './fields.ts';
import { dateRangeBounds } from './aggs/rangeHistogram.ts';
import { ipRangeFieldLeaf } from './ipRangeField.ts';

type Relation = 'intersects' | 'within' | 'contains';
const RELATIONS: readonly string[] = ['intersects', 'within', 'contains'];
const INTEGER_RANGES = new Set(['integer_range', 'long_range']);
const DECIMAL_RANGES = new Set(['float_range', 'double_range']);

/** Whether a field definition is a range field (its terms are ranges, not a keyword's dictionary terms). */
export function isRangeField(def: { type?: unknown } | undefined): boolean {
  const t = def?.type;
  return t === 'date_range' || t === 'ip_range' || INTEGER_RANGES.has(t as string) || DECIMAL_RANGES.has(t as string);
}

/** Math.nextUp / Math.nextDown of a double. */
function nextAfter(x: number, up: boolean): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const bits = buf.getBigInt64(0);
  buf.setBigInt64(0, (x > 0) === up ? bits + 1n : bits - 1n);
  return buf.getFloat64(0);
}

/** A document's range of a numeric range type, ends included (RangeType.parseFrom/parseTo). */
function numericDocRange(v: JsonObject, integer: boolean): [number, number] | undefined {
  const num = (x: Json | undefined) => (x === undefined || x === null ? undefined : toNumber(x));
  const gte = num((v.gte ?? v.from) as Json | undefined);
  const gt = num(v.gt as Json | undefined);
  const lte = num((v.lte ?? v.to) as Json | undefined);
  const lt = num(v.lt as Json | undefined);
  const from = gte ?? (gt === undefined ? -Infinity : integer ? gt + 1 : nextAfter(gt, true));
  const to = lte ?? (lt === undefined ? Infinity : integer ? lt - 1 : nextAfter(lt, false));
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : [from, to];
}

/**
 * The leaf of a range query on a range field, or undefined when the field is no range type or the relation
 * is not one of the three. A term query on a range field is this with both bounds the term, included
 * (RangeFieldType.termQuery: the ranges that hold the value).
 */
export function rangeFieldLeaf(
  def: { type?: string; format?: unknown } | undefined,
  spec: JsonObject,
  bounds: { lower: Json; upper: Json; incL: boolean; incU: boolean },
  defaultFormat: string,
  now: number,
): ((v: Json) => boolean) | undefined {
  const type = def?.type ?? '';
  const isDate = type === 'date_range';
  if (!isDate && type !== 'ip_range' && !INTEGER_RANGES.has(type) && !DECIMAL_RANGES.has(type)) return undefined;
  const relation = (spec.relation === undefined ? 'intersects' : String(spec.relation).toLowerCase()) as Relation;
  if (!RELATIONS.includes(relation)) return undefined;
  const { lower, upper, incL, incU } = bounds;
  if (type === 'ip_range') return ipRangeFieldLeaf(relation, lower, upper, incL, incU) ?? (() => false);
  const integer = isDate || INTEGER_RANGES.has(type);
  const format = typeof spec.format === 'string' ? spec.format : typeof def?.format === 'string' ? def.format : defaultFormat;
  const parse = (b: Json, roundUp: boolean): number => {
    if (!isDate) return toNumber(b);
    const r = parseDateMath(keywordOf(b), format, now, roundUp);
    return r.ok ? r.millis : NaN;
  };
  let lo = lower === null ? -Infinity : parse(lower, !incL);
  let hi = upper === null ? Infinity : parse(upper, incU);
  if (Number.isNaN(lo) || Number.isNaN(hi)) return () => false;
  if (!incL && lower !== null) lo = integer ? lo + 1 : nextAfter(lo, true);
  if (!incU && upper !== null) hi = integer ? hi - 1 : nextAfter(hi, false);
  const docFormat = typeof def?.format === 'string' ? def.format : defaultFormat;
  return (v) => {
    if (!isObject(v)) return false;
    const r = isDate ? dateRangeBounds(v as JsonObject, docFormat, now) : numericDocRange(v as JsonObject, integer);
    if (!r) return false;
    const [from, to] = r;
    if (relation === 'within') return from >= lo && to <= hi;
    if (relation === 'contains') return from <= lo && to >= hi;
    return from <= hi && to >= lo;
  };
}
