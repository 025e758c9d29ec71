/**
 * Term and range queries on long and unsigned_long fields, compared exactly (NumberFieldMapper's LONG
 * termQuery and rangeQuery work on Java longs): a term for 1234567890123456788 does not match a document
 * holding 1234567890123456789, which doubles cannot tell apart. The document's leaves come exact from
 * fields.ts (a bigint past 2^53); the query's value from the request text (longValues.ts exactInput).
 */
import type { Json } from '../json.ts';
import { beyondSafe, canonical, decimalInteger, longFromJson, longKeyOf, type LongKey } from './longValues.ts';

/** A query's bound or term as a number to compare longs with: exact for integers, a double for decimals; undefined when not a number. */
export function longQueryValue(q: Json): LongKey | undefined {
  const exact = longFromJson(q);
  if (exact !== undefined) return canonical(exact);
  if (typeof q === 'number') return Number.isNaN(q) ? undefined : q;
  if (typeof q === 'boolean') return undefined;
  if (typeof q === 'string') {
    const t = q.trim();
    if (/^[+-]?\d+$/.test(t)) return canonical(BigInt(t));
    const n = t === '' ? NaN : Number(t);
    if (!Number.isNaN(n)) return n;
    const b = decimalInteger(t);
    return b === undefined ? undefined : canonical(b);
  }
  return undefined;
}

/**
 * A range bound on a long field: as longQueryValue, except that a decimal text past 2^53 keeps its integer
 * part exactly instead of rounding to a double. LONG.rangeQuery and UnsignedLongFieldType's
 * parseLowerRangeTerm/parseUpperRangeTerm read such a text as a BigDecimal and move to the nearest long
 * inside the range (x-pack unsigned_long/10_basic.yml: `lte: "18446744073709551614.5"` stops at ...614).
 * Against whole values, `k >= x` and `k > x` both mean `k > floor(x)`, and `k <= x`, `k < x` both `k < ceil(x)`.
 */
export function longRangeBound(q: Json, upper: boolean, inclusive: boolean): LongKey | undefined {
  const v = longQueryValue(q);
  if (typeof q !== 'string' || typeof v !== 'number' || !beyondSafe(v)) return v;
  const floor = decimalFloor(q.trim());
  if (floor === undefined) return v;
  if (floor.exact) return canonical(floor.value);
  const lowerOrUpper = upper ? (inclusive ? floor.value : floor.value + 1n) : inclusive ? floor.value + 1n : floor.value;
  return canonical(lowerOrUpper);
}

/** The floor of a decimal text and whether the text was whole, or undefined when it is no plain decimal. */
function decimalFloor(text: string): { value: bigint; exact: boolean } | undefined {
  const m = /^([+-]?)(\d+)\.(\d+)$/.exec(text);
  if (!m) return undefined;
  const whole = BigInt(m[2]!);
  const exact = /^0*$/.test(m[3]!);
  if (m[1] !== '-') return { value: whole, exact };
  return { value: exact ? -whole : -whole - 1n, exact };
}

/**
 * The leaf of a term on a long field: equal to the value's long, and none for a value with a decimal part
 * (LONG.termQuery: `hasDecimalPart(value)` gives a MatchNoDocsQuery).
 */
export function longTermLeaf(target: LongKey): (v: Json) => boolean {
  if (typeof target === 'number' && !Number.isInteger(target)) return () => false;
  // A value past 2^53 whose digits the request text did not give back (a query compiled away from its body):
  // compared as doubles, as before exact longs.
  if (typeof target === 'number' && beyondSafe(target)) return (v) => Number(longKeyOf(v)) === target;
  return (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v === target : longKeyOf(v) === target);
}

/** The leaf of a range on a long field; bounds compare by value (a bigint against a number is exact in JavaScript). */
export function longRangeLeaf(lo: LongKey, incL: boolean, hi: LongKey, incU: boolean): (v: Json) => boolean {
  // A bound past 2^53 the request text did not give back compares as a double (see longTermLeaf).
  const lossy = (typeof lo === 'number' && beyondSafe(lo) && Number.isFinite(lo)) || (typeof hi === 'number' && beyondSafe(hi) && Number.isFinite(hi));
  if (!lossy) {
    return (v) => {
      const k = typeof v === 'number' && Number.isSafeInteger(v) ? v : longKeyOf(v);
      return k !== null && (incL ? lo <= k : lo < k) && (incU ? k <= hi : k < hi);
    };
  }
  return (v) => {
    const x = longKeyOf(v);
    if (x === null) return false;
    const k = lossy ? Number(x) : x;
    return (incL ? lo <= k : lo < k) && (incU ? k <= hi : k < hi);
  };
}
