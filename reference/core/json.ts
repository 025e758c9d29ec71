/** JSON values as the core sees them, plus a raw-text leaf that is spliced into output unchanged. */

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
 * Serialises a response value, splicing RawJson leaves verbatim and dropping undefined members. The
 * native JSON.stringify does the work (a JS recursion was the cost of big bodies such as bulk answers
 * and scroll pages); each RawJson leaves a placeholder that is replaced by its text afterwards.
 */
export function encodeJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  const outer = slots;
  const mine: string[] = [];
  slots = mine;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
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
function encodeSlow(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += value[i] === undefined ? 'null' : encodeSlow(value[i]);
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
    out += JSON.stringify(key) + ':' + encodeSlow(v);
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
