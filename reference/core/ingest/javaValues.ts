/**
 * How ingest values look to Java: the class names ES prints in its messages, `toString` as processors
 * and templates render values, and deep copies (IngestDocument.deepCopy).
 */
import { javaDoubleToString } from '../mapping/javaNumbers.ts';
import { floatForJson } from '../search/engine/float32.ts';
import { parseJavaJson } from '../script/painless/convert.ts';
import { JDouble, JList, JLong, JMap, type JValue } from '../script/painless/values.ts';

/** An ingest value: what JSON parses to, plus what processors make of it. */
export type Value = unknown;

/** A JSON object as a mutable map. */
export type VMap = Record<string, Value>;

/** Whether a value is a map (a JSON object). */
export function isMap(v: Value): v is VMap {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * `_ingest.timestamp`: a ZonedDateTime in UTC. Templates print it with `toString` (java.time drops zero
 * seconds and fractions: `2024-05-01T10:00Z`); JSON prints it as XContent does, with milliseconds.
 */
export class ZonedTimestamp {
  constructor(readonly ms: number) {}
  toString(): string {
    const iso = new Date(this.ms).toISOString();
    const secs = iso.slice(17, 19);
    const millis = iso.slice(20, 23);
    if (millis !== '000') return iso;
    return secs === '00' ? `${iso.slice(0, 16)}Z` : `${iso.slice(0, 19)}Z`;
  }
  toJSON(): string {
    return new Date(this.ms).toISOString();
  }
}

/** Whether a JS number reads as a Java integer type (Jackson reads integral tokens as Integer or Long). */
export function isIntegral(n: number): boolean {
  return Number.isInteger(n) && !Object.is(n, -0);
}

/** The Java class of a value as `getClass().getName()` prints it (XContent maps are HashMaps, lists ArrayLists). */
export function javaClassName(v: Value): string {
  if (typeof v === 'string') return 'java.lang.String';
  if (typeof v === 'boolean') return 'java.lang.Boolean';
  if (typeof v === 'bigint') return 'java.lang.Long';
  if (typeof v === 'number') {
    if (!isIntegral(v)) return 'java.lang.Double';
    return v >= -2147483648 && v <= 2147483647 ? 'java.lang.Integer' : 'java.lang.Long';
  }
  if (Array.isArray(v)) return 'java.util.ArrayList';
  if (isMap(v)) return 'java.util.HashMap';
  if (v instanceof ZonedTimestamp) return 'java.time.ZonedDateTime';
  return 'java.lang.Object';
}

/** `String.valueOf(v)` / `toString()` as Java prints the value (maps `{k=v}`, lists `[a, b]`, doubles `1.5`). */
export function javaString(v: Value): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return isIntegral(v) ? String(v) : javaDoubleToString(v);
  if (Array.isArray(v)) return '[' + v.map(javaString).join(', ') + ']';
  if (isMap(v)) return '{' + Object.entries(v).map(([k, x]) => `${k}=${javaString(x)}`).join(', ') + '}';
  return String(v);
}

/**
 * A java.lang.Float as an ingest value (convert's `float`, grok's `:float`): rounded to float32 and kept as
 * the shortest decimal that reads back to it, since XContent prints a Float as `Float.toString` does
 * (`123.42`, not the double `123.41999816894531`).
 */
export function javaFloat(n: number): number {
  return floatForJson(Math.fround(n));
}

/** A deep copy of maps and lists (values are immutable leaves). */
export function deepCopy<T extends Value>(v: T): T {
  if (Array.isArray(v)) return v.map(deepCopy) as T;
  if (isMap(v)) {
    const out: VMap = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepCopy(x);
    return out as T;
  }
  return v;
}

/** Java's `String.hashCode`. */
function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/**
 * Keys in the order a java.util.HashMap of `sizeHint` entries iterates them (bucket by spread hash, then
 * insertion within a bucket): how ES lists leftover configuration keys in its messages.
 */
export function hashMapOrder(keys: string[], sizeHint = keys.length): string[] {
  let cap = 16;
  while (sizeHint > cap * 0.75) cap *= 2;
  const bucket = (k: string): number => {
    const h = javaHash(k);
    return (h ^ (h >>> 16)) & (cap - 1);
  };
  return keys.map((k, i) => ({ k, b: bucket(k), i })).sort((a, b) => a.b - b.b || a.i - b.i).map((x) => x.k);
}

/** Serialises an ingest value as XContent does: a bigint (a Long past 2^53) as its exact digits. */
export function ingestJsonText(v: Value): string {
  const marks: string[] = [];
  const text = JSON.stringify(v, (_k, x: unknown) => {
    if (typeof x !== 'bigint') return x;
    marks.push(x.toString());
    return BIG_MARK;
  });
  let i = 0;
  return marks.length === 0 ? text : text.replaceAll(JSON.stringify(BIG_MARK), () => marks[i++]!);
}
const BIG_MARK = '\u0000bigint\u0000';

/** Parses a JSON text into ingest values, an integer past 2^53 as an exact bigint (Jackson reads it as a Long). */
export function parseIngestJson(text: string): Value {
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  return fromJava(parseJavaJson(text));
}

function fromJava(v: JValue): Value {
  if (v instanceof JLong) return Number.isSafeInteger(Number(v.v)) ? Number(v.v) : v.v;
  if (v instanceof JDouble) return v.v;
  if (v instanceof JList) return v.items.map(fromJava);
  if (v instanceof JMap) {
    const o: VMap = {};
    for (const e of v.list()) o[e.key as string] = fromJava(e.value);
    return o;
  }
  return v;
}
