/**
 * Exact 64-bit values of long and unsigned_long fields. Lucene keeps a long field's doc values as Java
 * longs (SortedNumericDocValues), so sort values, terms keys and term queries see every digit of a
 * snowflake id; a JavaScript number rounds past 2^53. Values inside ±(2^53 - 1) stay plain numbers (the
 * common path pays one comparison); beyond it a value is a `bigint`, read again from the document's source
 * text, whose JSON.parse form has lost the digits. A value is a number exactly when it is a safe integer,
 * so one value never has two spellings (Map keys and `===` agree).
 */
import { RawJson, type Json, type JsonObject } from '../json.ts';
import type { Doc } from '../doc.ts';
import { sourceValues, type FieldRef } from './fields.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import { beyondSafe, canonical, exactSourceOf, type LongKey } from './exactSource.ts';

export { beyondSafe, canonical, exactSource, exactSourceOf, type LongKey } from './exactSource.ts';


/** Field types whose doc values are exact 64-bit integers here. */
export const EXACT_TYPES: ReadonlySet<string> = new Set(['long', 'unsigned_long']);

/**
 * The integer part of a decimal text (`12`, `-1.5`, `1.2345e18`), truncated toward zero as
 * BigDecimal.toBigInteger does (Numbers.toLong with coerce), or undefined when it is no decimal.
 */
export function decimalInteger(text: string): bigint | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const digits = m[2]! + (m[3] ?? '');
  const exp = Number(m[4] ?? '0') - (m[3] ?? '').length;
  // An exponent this large means a value no long holds; keep the BigInt small (the range check refuses it).
  if (exp > 40) return BigInt(digits) === 0n ? 0n : (m[1] === '-' ? -1n : 1n) * 10n ** 40n;
  let v = BigInt(digits || '0');
  if (exp >= 0) v *= 10n ** BigInt(exp);
  else v = -exp > digits.length ? 0n : v / 10n ** BigInt(-exp);
  return m[1] === '-' ? -v : v;
}

/** A source value as a long field's doc value (NumberFieldMapper's LONG parse, coerced), or null when it has none. */
export function longKeyOf(v: unknown): LongKey | null {
  // The common case first: a whole number a double holds exactly.
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v === 0 ? 0 : v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    const t = Math.trunc(v);
    return beyondSafe(t) ? BigInt(t) : t === 0 ? 0 : t;
  }
  if (typeof v === 'bigint') return canonical(v);
  if (typeof v === 'string') {
    const b = decimalInteger(v.trim());
    return b === undefined ? null : canonical(b);
  }
  return null;
}

/** Orders two exact values (JavaScript compares a number with a bigint by value). */
export function compareLongKeys(a: LongKey, b: LongKey): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A value for a response: a number, or a bigint's digits spliced into the JSON text as they are. */
export function longJson(k: LongKey): Json {
  return typeof k === 'bigint' ? (new RawJson(k.toString()) as unknown as Json) : k;
}

/** The exact value a response leaf made by longJson stands for, or undefined for any other leaf. */
export function longFromJson(v: unknown): bigint | undefined {
  return v instanceof RawJson && /^-?\d+$/.test(v.text) ? BigInt(v.text) : undefined;
}

/** The text of an exact value (a key_as_string, a multi_terms key part). */
export function longText(k: LongKey): string {
  return String(k);
}

/**
 * A field's exact values in a document, sorted ascending with duplicates (SortedNumericDocValues), given
 * its doubles: the doubles themselves when every one is a safe integer, else read again from the source.
 */
export function exactLongs(doc: Doc | undefined, ref: FieldRef, doubles: readonly number[]): LongKey[] {
  let unsafe = false;
  for (const n of doubles) if (beyondSafe(n)) unsafe = true;
  if (!unsafe || doc === undefined || ref.runtime || ref.metaValue || ref.kind === 'meta') return doubles as number[];
  const out: LongKey[] = [];
  for (const v of sourceValues(exactSourceOf(doc), ref)) {
    const k = longKeyOf(v);
    if (k !== null) out.push(k);
  }
  // A spelling the doubles read otherwise (an array of mixed forms the mapper coerces): keep the doubles.
  if (out.length !== doubles.length) return doubles as number[];
  return out.sort(compareLongKeys);
}

/** Each object of a document's parsed source, mapped to the same object of its exact reading, made once per document. */
const TWINS = new WeakMap<Doc, WeakMap<object, JsonObject>>();

/**
 * The exact reading of one object of a document's parsed source (a nested object an aggregation reads): both
 * readings come from the same text, so they have the same shape and are walked side by side. Undefined when
 * the object is not part of that document's parsed source (a copy).
 */
export function exactTwin(doc: Doc, obj: JsonObject): JsonObject | undefined {
  let twins = TWINS.get(doc);
  if (!twins) {
    twins = new WeakMap();
    const pair = (a: unknown, b: unknown): void => {
      if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return;
      if (Array.isArray(a)) {
        if (Array.isArray(b)) for (let i = 0; i < a.length; i++) pair(a[i], b[i]);
        return;
      }
      twins!.set(a, b as JsonObject);
      for (const k of Object.keys(a)) pair((a as JsonObject)[k], (b as JsonObject)[k]);
    };
    pair(doc.parsed, exactSourceOf(doc));
    TWINS.set(doc, twins);
  }
  return twins.get(obj);
}

/** A field's source leaves with exact integers where the doubles lost digits (for queries and sorts over leaves). */
export function exactLeaves(doc: Doc, ref: FieldRef, leaves: Json[]): Json[] {
  for (const v of leaves) {
    if (typeof v === 'number' && beyondSafe(v)) return ref.runtime || ref.metaValue || ref.kind === 'meta' ? leaves : sourceValues(exactSourceOf(doc), ref);
  }
  return leaves;
}

/** Whether a field's values are exact longs here (long, unsigned_long). */
export function isExactLongField(ref: FieldRef): boolean {
  return ref.kind === 'number' && ref.def !== undefined && EXACT_TYPES.has(String(ref.def.type)) && !ref.runtime;
}

/**
 * A request value as its text spelled it: a number past 2^53 whose token at `path` of the body is an
 * integer becomes those digits (a longJson leaf, which longFromJson reads); anything else is unchanged.
 */
export function exactInput(v: Json, rawBody: string | undefined, path: PathStep[]): Json {
  if (typeof v !== 'number' || !beyondSafe(v) || rawBody === undefined) return v;
  const loc = locate(rawBody, path);
  // The token must be this value's (a path into another text, as a wrapped query's, finds another or none).
  return loc && /^-?\d+$/.test(loc.lexeme) && Number(loc.lexeme) === v ? longJson(canonical(BigInt(loc.lexeme))) : v;
}

/** An object of the request (a composite `after`) with each member read by exactInput. */
export function exactInputs(o: JsonObject, rawBody: string | undefined, path: PathStep[]): JsonObject {
  let out: JsonObject | undefined;
  for (const [k, v] of Object.entries(o)) {
    const x = exactInput(v as Json, rawBody, [...path, k]);
    if (x !== v) (out ??= { ...o })[k] = x;
  }
  return out ?? o;
}

/** A request value as an exact long (a term query's value, a search_after key): the text's digits past 2^53. */
export function exactInputKey(v: Json, rawBody: string | undefined, path: PathStep[]): Json | bigint {
  const x = exactInput(v, rawBody, path);
  const b = longFromJson(x);
  return b === undefined ? x : canonical(b);
}
