/**
 * How a field's source values become its doc values (as Lucene keeps them): shared by the per-document path
 * (docValues.ts), the columns built from sources (columns.ts) and the columns the engine records at write
 * time (engine/docColumns.ts), so that every path reads the same values.
 */
import type { Json } from '../../json.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { keywordOf, toBool, toMillis, toNumber, analyze, type FieldRef } from '../fields.ts';
import { compareBytes, compareIp, ipCanonical, type ValuesKind } from './valueOrder.ts';

const LONGS = new Set(['long', 'integer', 'short', 'byte', 'unsigned_long', 'token_count']);
const DOUBLES = new Set(['double', 'float', 'half_float', 'scaled_float']);


/** What a field is to aggregations (ES's ValuesSourceType), from its definition. */
export function kindOfDef(def: FieldDef | undefined, ref: FieldRef): ValuesKind {
  if (ref.metaValue) return 'long';
  if (ref.kind === 'meta') return 'bytes';
  if (!def) return 'unmapped';
  const t = def.type as string | undefined;
  if (t === undefined || t === 'object' || t === 'nested') return 'unmapped';
  if (LONGS.has(t)) return 'long';
  if (DOUBLES.has(t)) return 'double';
  if (t === 'date' || t === 'date_nanos') return 'date';
  if (t === 'boolean') return 'boolean';
  if (t === 'ip') return 'ip';
  if (ref.kind === 'text') return 'text';
  return 'bytes';
}

/** The numeric value a number field keeps for a source value (NaN when none): its doc value, as sorts read it too. */
export function numberAs(def: FieldDef, v: Json): number {
  const n = toNumber(typeof v === 'boolean' ? NaN : v);
  if (Number.isNaN(n)) return NaN;
  const t = def.type as string;
  if (LONGS.has(t)) return Math.trunc(n);
  if (t === 'float') return Math.fround(n);
  // HALF_FLOAT.parse reads a float, then reduces it to half precision.
  if (t === 'half_float') return halfFloat(Math.fround(n));
  if (t === 'scaled_float') {
    const f = Number(def.scaling_factor ?? 1);
    return Math.round(n * f) / f;
  }
  return n;
}

/** Rounds to IEEE half precision (11 significant bits), as HalfFloatPoint stores it. */
export function halfFloat(n: number): number {
  if (!Number.isFinite(n) || n === 0) return n;
  const abs = Math.abs(n);
  if (abs >= 65520) return n < 0 ? -Infinity : Infinity;
  const exp = Math.max(Math.floor(Math.log2(abs)), -14);
  const step = 2 ** (exp - 10);
  let q = abs / step;
  const fl = Math.floor(q);
  const diff = q - fl;
  q = diff > 0.5 || (diff === 0.5 && fl % 2 === 1) ? fl + 1 : fl;
  return Math.sign(n) * q * step;
}

/** Turns a field's source leaves into its sorted numeric doc values (NaN dropped), as Lucene keeps them. */
export function numbersOf(kind: ValuesKind, ref: FieldRef): (raw: Json[]) => number[] {
  const one = numberOf(kind, ref);
  return (raw) => {
    // One value, the usual document: no sort (every write records its doc values through here).
    if (raw.length === 1) {
      const n = one(raw[0]!);
      return Number.isNaN(n) ? [] : [n];
    }
    const out: number[] = [];
    for (const v of raw) {
      const n = one(v);
      if (!Number.isNaN(n)) out.push(n);
    }
    out.sort((a, b) => a - b);
    return out;
  };
}

/** One source leaf's numeric doc value (NaN: none), as numbersOf gives each. */
export function numberOf(kind: ValuesKind, ref: FieldRef): (v: Json) => number {
  const def = ref.def;
  return (v) => {
    // token_count's doc value is the number of tokens of its text (TokenCountFieldMapper), not the text.
    if (def?.type === 'token_count' && typeof v === 'string') return analyze(v).length;
    if (kind === 'long' || kind === 'double') return ref.metaValue ? Number(v) : numberAs(def!, v);
    if (kind === 'date') return toMillis(v, ref.format);
    if (kind === 'boolean') {
      const b = toBool(v);
      return b === undefined ? NaN : b ? 1 : 0;
    }
    return NaN;
  };
}

/** A document's one source leaf as its byte doc value (undefined: none), as stringsOf gives it; undefined for text (analysed into several). */
export function stringOf(kind: ValuesKind, def: FieldDef | undefined, normalize?: (s: string) => string): ((v: Json) => string | undefined) | undefined {
  if (kind === 'text') return undefined;
  const ignoreAbove = def && def.ignore_above !== undefined ? Number(def.ignore_above) : Infinity;
  // An ip's doc value is its InetAddressPoint encoding, printed by DocValueFormat.IP: `::ffff:1.2.3.4` and
  // `1.2.3.4` are one value, IPv6 prints compressed, a malformed value (ignore_malformed) has none.
  if (kind === 'ip') return (v) => ipCanonical(keywordOf(v));
  return (v) => {
    const s = typeof v === 'boolean' && kind === 'bytes' ? String(v) : keywordOf(v);
    return s.length <= ignoreAbove ? (normalize && kind === 'bytes' ? normalize(s) : s) : undefined;
  };
}

/**
 * Turns a field's source leaves into its sorted, unique byte doc values (ips in address order); `normalize`:
 * a keyword field's normalizer, whose output its doc values keep (ignore_above counts the value before it).
 */
export function stringsOf(kind: ValuesKind, def: FieldDef | undefined, normalize?: (s: string) => string): (raw: Json[]) => string[] {
  const ignoreAbove = def && def.ignore_above !== undefined ? Number(def.ignore_above) : Infinity;
  const single = stringOf(kind, def, normalize);
  return (raw) => {
    // One value that is not text, the usual document: no set and no sort (every write records its doc values through here).
    if (raw.length === 1 && single) {
      const s = single(raw[0]!);
      return s === undefined ? [] : [s];
    }
    const set = new Set<string>();
    for (const v of raw) {
      if (kind === 'text') for (const t of analyze(keywordOf(v))) set.add(t);
      else if (kind === 'ip') {
        const s = single!(v);
        if (s !== undefined) set.add(s);
      } else {
        const s = typeof v === 'boolean' && kind === 'bytes' ? String(v) : keywordOf(v);
        if (s.length <= ignoreAbove) set.add(normalize && kind === 'bytes' ? normalize(s) : s);
      }
    }
    return [...set].sort(kind === 'ip' ? compareIp : compareBytes);
  };
}

