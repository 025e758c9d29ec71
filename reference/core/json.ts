/** JSON values as the core sees them, plus a raw-text leaf that is spliced into output unchanged. */
import { javaDoubleToString, javaFloatToString } from './mapping/javaNumbers.ts';

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json | RawJson | undefined;
}

/**
 * A JSON text kept as it arrived (a stored `_source`). Responses carry it as-is, so a source is never
 * parsed and re-serialised on the read path, and its bytes (key order, number spelling) stay the client's.
 */
export class RawJson {
  constructor(readonly text: string) {}

  /** Inside encodeJson: a placeholder that is then replaced by the text. Elsewhere: the value it holds. */
  toJSON(): unknown {
    if (slots) {
      slots.push(this.text);
      return MARK;
    }
    return JSON.parse(this.text);
  }
}

/** While encodeJson runs, the texts of the RawJson leaves met, in order. */
let slots: string[] | undefined;
/** The placeholder a RawJson leaves in JSON.stringify's output (a whole JSON string equal to MARK). */
const MARK = '\u0000rawjson\u0000';
const QUOTED_MARK = JSON.stringify(MARK);

/**
 * Deepest JSON nesting the simulator reads (Jackson's `StreamReadConstraints` default in ES 8). Every text
 * the server parses is checked against it first, so no walk over parsed input can run out of stack.
 */
export const MAX_JSON_DEPTH = 1000;

/**
 * Where the JSON string opened by the `"` at `open` closes: the index of its closing quote (a backslash
 * skips the character after it), or the text's length when it never closes. The one string skip of the
 * one-pass scanners over raw JSON text (exceedsDepth, mapping/locate.ts's hasFractionOrExponent).
 */
export function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i;
  }
  return text.length;
}

/** Whether a JSON text nests objects and arrays deeper than `max` (one pass; strings are skipped). */
export function exceedsDepth(text: string, max: number = MAX_JSON_DEPTH): boolean {
  if (text.length < max * 2) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) i = stringEnd(text, i);
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Whether a value is a plain JSON object (not an array, not null). */
export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);
}

/** The XContent token a value starts with, as ES names it in parse errors (`VALUE_STRING`, `START_OBJECT`). */
export function xContentToken(v: Json): string {
  if (Array.isArray(v)) return 'START_ARRAY';
  if (isObject(v)) return 'START_OBJECT';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  if (v === null) return 'VALUE_NULL';
  return 'VALUE_STRING';
}

/**
 * The Java type a response number has where ES's XContent writes a float or a double: Jackson prints it
 * as Float.toString / Double.toString (`1.0`, `1.0E7`, `5.0E-4`), where a JS number would print `1`,
 * `10000000`, `0.0005`. A client that reads `1.0` as a float (Python, Ruby, Perl) and `1` as an integer
 * sees the difference, and so does a snapshot of the text.
 */
export type JavaNumberKind = 'float' | 'double';

/**
 * The members of response objects (or the elements of arrays) that hold Java floats or doubles, by holder:
 * one kind for every numeric member, or a kind per key. Marks live beside the data, so the core keeps
 * plain numbers (pipelines, sorts and tests read them as numbers) and only the encoder reads the marks.
 */
const JAVA_KINDS = new WeakMap<object, JavaNumberKind | Map<string, JavaNumberKind>>();

/** Response roots whose encoding reads the marks (the replacer costs: only bodies that may hold marks pay it). */
const TYPED_ROOTS = new WeakSet<object>();

/** Marks `keys` of `holder` (every numeric member or element when none are given) as Java floats or doubles. */
export function markJava(holder: object, kind: JavaNumberKind, keys?: readonly string[]): void {
  if (keys === undefined) {
    JAVA_KINDS.set(holder, kind);
    return;
  }
  let m = JAVA_KINDS.get(holder);
  if (typeof m === 'string') return;
  if (!m) JAVA_KINDS.set(holder, (m = new Map()));
  for (const k of keys) m.set(k, kind);
}

/** Marks one element of an array (by index) as a Java float or double. */
export function markJavaAt(holder: readonly unknown[], index: number, kind: JavaNumberKind): void {
  markJava(holder, kind, [String(index)]);
}

/** Makes the encoder read the Java number marks under `root` (a search response and what nests one). */
export function typedNumbers<T extends object>(root: T): T {
  TYPED_ROOTS.add(root);
  return root;
}

/** Whether a response root's encoding reads the marks. */
export function hasTypedNumbers(root: unknown): boolean {
  return typeof root === 'object' && root !== null && TYPED_ROOTS.has(root);
}

/** Carries the marks (and the typed-root flag) of `from` to `to`, a copy of it with some members left out. */
export function copyJavaMarks(from: object, to: object): void {
  const m = JAVA_KINDS.get(from);
  if (m !== undefined) JAVA_KINDS.set(to, m);
  if (TYPED_ROOTS.has(from)) TYPED_ROOTS.add(to);
}

/** The text Jackson writes for a number of a Java kind; NaN and the infinities quoted (QUOTE_NON_NUMERIC_NUMBERS). */
function javaText(v: number, kind: JavaNumberKind): string {
  const t = kind === 'float' ? javaFloatToString(v) : javaDoubleToString(v);
  return Number.isFinite(v) ? t : `"${t}"`;
}

/** JSON.stringify's replacer while a typed root encodes: a marked number leaves a placeholder for its Java text. */
function javaReplacer(this: unknown, key: string, v: unknown): unknown {
  if (typeof v !== 'number') return v;
  const m = JAVA_KINDS.get(this as object);
  if (m === undefined) return v;
  const kind = typeof m === 'string' ? m : m.get(key);
  if (kind === undefined) return v;
  slots!.push(javaText(v, kind));
  return MARK;
}

/** A replacer that leaves a placeholder for a bigint's digits (and, under a typed root, for marked numbers). */
function bigintReplacer(typed: boolean): (this: unknown, key: string, v: unknown) => unknown {
  return function (this: unknown, key: string, v: unknown): unknown {
    if (typeof v === 'bigint') {
      slots!.push(v.toString());
      return MARK;
    }
    return typed ? javaReplacer.call(this, key, v) : v;
  };
}

/**
 * Serialises a response value, splicing RawJson leaves verbatim and dropping undefined members. The
 * native JSON.stringify does the work (a JS recursion was the cost of big bodies such as bulk answers
 * and scroll pages); each RawJson leaves a placeholder that is replaced by its text afterwards, and so
 * does each number marked as a Java float or double under a typed root (`typedNumbers`).
 */
export function encodeJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  const outer = slots;
  const mine: string[] = [];
  slots = mine;
  let text: string | undefined;
  try {
    text = hasTypedNumbers(value) ? JSON.stringify(value, javaReplacer) : JSON.stringify(value);
  } catch (e) {
    // A long past 2^53 held exactly (a bigint, search/exactSource.ts) that reached a response unconverted:
    // JSON.stringify refuses it, so this rare body takes a replacer that writes its digits.
    if (!(e instanceof TypeError) || !e.message.includes('BigInt')) throw e;
    mine.length = 0;
    text = JSON.stringify(value, bigintReplacer(hasTypedNumbers(value)));
  } finally {
    slots = outer;
  }
  if (text === undefined) return 'null';
  if (mine.length === 0) return text;
  const parts = text.split(QUOTED_MARK);
  // A string in the data equal to the placeholder would be counted too: then take the slow, exact road.
  if (parts.length !== mine.length + 1) return encodeSlow(value);
  let out = parts[0]!;
  for (let i = 0; i < mine.length; i++) out += mine[i]! + parts[i + 1]!;
  return out;
}

/** The same serialisation as a plain recursion (never confused by data that looks like a placeholder). */
function encodeSlow(value: unknown, typed = hasTypedNumbers(value)): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  const m = typed ? JAVA_KINDS.get(value) : undefined;
  const member = (key: string, v: unknown): string => {
    const kind = typeof v === 'number' && m !== undefined ? (typeof m === 'string' ? m : m.get(key)) : undefined;
    return kind !== undefined ? javaText(v as number, kind) : encodeSlow(v, typed);
  };
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += value[i] === undefined ? 'null' : member(String(i), value[i]);
    }
    return out + ']';
  }
  let out = '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (!first) out += ',';
    first = false;
    out += JSON.stringify(key) + ':' + member(key, v);
  }
  return out + '}';
}

/**
 * Whether two JSON values are the same, key order included (as their texts compare: a noop update, a
 * default that the content already holds).
 */
export function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Deep copy of plain JSON data (mappings, settings); RawJson leaves are shared, they are immutable. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as unknown as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v);
  return out as T;
}

/**
 * A compact JSON text indented as `JSON.stringify(v, null, 2)` indents it, with every number written as the
 * text had it (`1.0` stays `1.0`: a parse and re-serialisation would print `1`).
 */
export function indentJson(text: string): string {
  let out = '';
  let depth = 0;
  const nl = (): string => '\n' + '  '.repeat(depth);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end + 1);
      i = end;
    } else if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      if (text[i + 1] === close) {
        out += c + close;
        i++;
      } else {
        depth++;
        out += c + nl();
      }
    } else if (c === '}' || c === ']') {
      depth--;
      out += nl() + c;
    } else if (c === ',') out += ',' + nl();
    else if (c === ':') out += ': ';
    else if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') out += c;
  }
  return out;
}
