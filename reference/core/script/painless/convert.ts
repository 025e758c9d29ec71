/**
 * The boundary between JSON and Painless values. In: a JSON integer is an Integer when it fits, else a
 * Long, a fraction a Double (as Jackson reads a source into a map); a JSON text may be read directly so
 * that `1.0` stays a Double. Out: Java's XContent printing (`1.0` for a double, a char as a string), and
 * the self-reference check ES makes before writing a map (`Iterable object is self-referencing itself`).
 */
import { RawJson, type Json, type JsonObject } from '../../json.ts';
import { doubleToString, floatToString } from './javaNumbers.ts';
import { javaThrow } from './javaError.ts';
import { javaToString } from './javaString.ts';
import { JArray, JChar, JDouble, JEntry, JFloat, JList, JLong, JMap, JSet, JSmall, type JObject, type JValue } from './values.ts';

/** A JSON value as Painless sees it (maps are LinkedHashMaps, keeping the JSON's key order). */
export function fromJson(v: unknown): JValue {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      return fromJsonNumber(v);
    case 'bigint':
      return new JLong(BigInt.asIntN(64, v));
  }
  if (v instanceof RawJson) return parseJavaJson(v.text);
  if (Array.isArray(v)) return new JList(v.map(fromJson));
  if (isJValueObject(v)) return v as JValue;
  const m = new JMap(false);
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (x !== undefined) m.set(k, fromJson(x));
  return m;
}

function isJValueObject(v: object): boolean {
  return v instanceof JMap || v instanceof JList || v instanceof JSet || v instanceof JLong || v instanceof JDouble || v instanceof JFloat || v instanceof JChar;
}

function fromJsonNumber(n: number): JValue {
  if (Number.isInteger(n)) {
    if (n >= -2147483648 && n <= 2147483647) return n;
    if (Number.isSafeInteger(n)) return new JLong(BigInt(n));
  }
  return new JDouble(n);
}

/** Reads a JSON text into Painless values, numbers typed by their spelling (`1` Integer, `1.0` Double). */
export function parseJavaJson(text: string): JValue {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const value = (): JValue => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const m = new JMap(false);
      ws();
      if (text[i] === '}') {
        i++;
        return m;
      }
      for (;;) {
        ws();
        const k = str();
        ws();
        i++; // ':'
        m.set(k, value());
        ws();
        if (text[i++] === '}') return m;
      }
    }
    if (c === '[') {
      i++;
      const l = new JList();
      ws();
      if (text[i] === ']') {
        i++;
        return l;
      }
      for (;;) {
        l.items.push(value());
        ws();
        if (text[i++] === ']') return l;
      }
    }
    if (c === '"') return str();
    if (text.startsWith('true', i)) {
      i += 4;
      return true;
    }
    if (text.startsWith('false', i)) {
      i += 5;
      return false;
    }
    if (text.startsWith('null', i)) {
      i += 4;
      return null;
    }
    const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))!;
    i += m[0].length;
    if (m[1] === undefined && m[2] === undefined) {
      const b = BigInt(m[0]);
      if (b >= -2147483648n && b <= 2147483647n) return Number(b);
      if (b >= -(2n ** 63n) && b < 2n ** 63n) return new JLong(b);
      return new JDouble(Number(m[0]));
    }
    return new JDouble(Number(m[0]));
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  return value();
}

/** Throws ES's self-reference error if a value contains itself (XContentBuilder's ensureNoSelfReferences). */
export function ensureNoSelfReferences(v: JValue, seen: Set<object> = new Set()): void {
  if (v === null || typeof v !== 'object') return;
  if (!(v instanceof JMap || v instanceof JList || v instanceof JSet || v instanceof JArray)) return;
  if (seen.has(v)) javaThrow('illegal_argument_exception', 'Iterable object is self-referencing itself');
  seen.add(v);
  const kids = v instanceof JMap ? v.values() : v instanceof JSet ? v.items() : v.items;
  for (const k of kids) ensureNoSelfReferences(k, seen);
  seen.delete(v);
}

/**
 * A value as a plain JSON value (numbers lose their Java type: use toJavaJsonText where `1.0` matters).
 * With `exactLongs`, a long past 2^53 stays a bigint (an ingest document keeps Java's 64-bit Long).
 */
export function toJson(v: JValue, exactLongs = false): Json {
  const rec = (x: JValue): Json => toJson(x, exactLongs);
  if (v === null || typeof v !== 'object') return v as Json;
  if (v instanceof JLong) return exactLongs && !Number.isSafeInteger(Number(v.v)) ? (v.v as unknown as Json) : Number(v.v);
  if (v instanceof JDouble || v instanceof JFloat) return Number.isFinite(v.v) ? v.v : javaToString(v);
  if (v instanceof JChar) return String.fromCharCode(v.v);
  if (v instanceof JSmall) return v.v;
  if (v instanceof JList || v instanceof JArray) return v.items.map(rec);
  if (v instanceof JSet) return v.items().map(rec);
  if (v instanceof JMap) {
    const o: JsonObject = {};
    for (const e of v.list()) o[javaToString(e.key)] = rec(e.value);
    return o;
  }
  if (v instanceof JEntry) return { [javaToString(v.key)]: rec(v.map.get(v.key) ?? null) };
  const x = xContentOf(v);
  return x !== undefined ? x : javaToString(v);
}

/** An object's own XContent form (a date's strict_date_optional_time_nanos text, a GeoPoint's lat/lon). */
function xContentOf(v: JValue): Json | undefined {
  const o = v as JObject;
  return typeof o.toXContent === 'function' ? o.toXContent() : undefined;
}

/** A value as the JSON text XContent writes for it (doubles as `1.0`, `1.0E10`; longs exactly). */
export function toJavaJsonText(v: JValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
    case 'boolean':
      return String(v);
  }
  if (v instanceof JLong) return v.v.toString();
  if (v instanceof JDouble) return Number.isFinite(v.v) ? doubleToString(v.v) : JSON.stringify(doubleToString(v.v));
  if (v instanceof JFloat) return Number.isFinite(v.v) ? floatToString(v.v) : JSON.stringify(floatToString(v.v));
  if (v instanceof JChar) return JSON.stringify(String.fromCharCode(v.v));
  if (v instanceof JSmall) return String(v.v);
  if (v instanceof JList || v instanceof JArray) return '[' + v.items.map(toJavaJsonText).join(',') + ']';
  if (v instanceof JSet) return '[' + v.items().map(toJavaJsonText).join(',') + ']';
  if (v instanceof JMap) return '{' + v.list().map((e) => JSON.stringify(javaToString(e.key)) + ':' + toJavaJsonText(e.value)).join(',') + '}';
  const x = xContentOf(v);
  return JSON.stringify(x !== undefined ? x : javaToString(v));
}
