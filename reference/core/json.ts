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
}

/** Whether a value is a plain JSON object (not an array, not null). */
export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);
}

/** Serialises a response value, splicing RawJson leaves verbatim and dropping undefined members. */
export function encodeJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += value[i] === undefined ? 'null' : encodeJson(value[i]);
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
    out += JSON.stringify(key) + ':' + encodeJson(v);
  }
  return out + '}';
}

/** Deep copy of plain JSON data (mappings, settings); RawJson leaves are shared, they are immutable. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as unknown as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v);
  return out as T;
}
