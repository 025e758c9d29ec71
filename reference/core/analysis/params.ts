/**
 * The settings of one analysis component (`index.analysis.filter.my_stop.*` without the prefix, or an
 * inline definition in `_analyze`), read as ES's `Settings` reads them: a value is a string, a list is
 * an array or a comma-separated string (`Settings.getAsList`).
 */
import type { Json } from '../json.ts';

export type Params = Record<string, string | string[]>;

/** A string value (a list's first element, as `Settings.get` answers for an array). */
export function str(p: Params, key: string): string | undefined {
  const v = p[key];
  return Array.isArray(v) ? v[0] : v;
}

/** A list value: an array, or a comma-separated string split and trimmed. */
export function list(p: Params, key: string): string[] | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v;
  return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** An integer value, or the default; NaN where the value is no integer (the caller reports it). */
export function int(p: Params, key: string, dflt: number): number {
  const v = str(p, key);
  if (v === undefined) return dflt;
  return /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
}

/** A boolean value, or the default; undefined where it is neither `true` nor `false`. */
export function bool(p: Params, key: string, dflt: boolean): boolean | undefined {
  const v = str(p, key);
  if (v === undefined) return dflt;
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

/** The component settings under a prefix of flat index settings (`index.analysis.filter.x.`). */
export function paramsUnder(settings: Record<string, string | string[]>, prefix: string): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(settings)) {
    if (!k.startsWith(prefix)) continue;
    const key = k.slice(prefix.length);
    // `filter.0`, `filter.1`: ES's own array form of a list.
    const m = /^(.*)\.(\d+)$/.exec(key);
    if (m && typeof v === 'string') {
      const prev = out[m[1]];
      out[m[1]] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), v];
    } else out[key] = v;
  }
  return out;
}

/** The names defined under a prefix (`index.analysis.analyzer.` → the analyzers' names). */
export function namesUnder(settings: Record<string, string | string[]>, prefix: string): string[] {
  const names = new Set<string>();
  for (const k of Object.keys(settings)) if (k.startsWith(prefix)) names.add(k.slice(prefix.length).split('.')[0]);
  return [...names];
}

/** An inline definition (a JSON object) flattened to component settings, as `Settings.loadFromMap` does. */
export function paramsOfJson(def: Record<string, Json>): Params {
  const out: Params = {};
  const walk = (prefix: string, v: Json): void => {
    if (Array.isArray(v)) out[prefix] = v.map((x) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x)));
    else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) walk(prefix ? `${prefix}.${k}` : k, x as Json);
    else if (v !== null) out[prefix] = String(v);
  };
  walk('', def);
  return out;
}
