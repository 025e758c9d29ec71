/**
 * Reads Elasticsearch's script object (Script.parse): a string is an inline painless script; an object
 * has `source` (`inline` before 8.0, deprecated from 5.6), or `id` (`stored` in 5.x), `lang`, `params`
 * and `options`, with Script.Builder's checks.
 */
import { isObject, xContentToken, type Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { parseJavaJson } from './painless/convert.ts';
import { JMap } from './painless/values.ts';
import {
  scriptBadValue,
  scriptSourceOrId,
  scriptUnknownField,
  storedScriptLang,
  storedScriptOptions,
  type EsError,
} from '../errors/index.ts';

/** A script as a request names it. */
export interface ScriptSpec {
  source?: string;
  id?: string;
  lang?: string;
  params?: Record<string, Json>;
  options?: Record<string, string>;
  /**
   * The params as Painless values read from the request's text, so that `1.0` stays a Double (JSON.parse
   * makes it 1, an Integer to a script: `params.count / params.total` would divide as ints).
   */
  javaParams?: unknown;
}

/** Sets a spec's params from the raw text of the body that holds it, at `path` (e.g. `script.params`). */
export function withRawParams<T extends ScriptSpec>(spec: T, raw: string | undefined, path: string[]): T {
  if (raw === undefined || spec.params === undefined || !/\d[.eE]/.test(raw)) return spec;
  let v = parseJavaJson(raw) as unknown;
  for (const k of path) {
    if (!(v instanceof JMap)) return spec;
    v = v.get(k) ?? null;
  }
  return v instanceof JMap ? { ...spec, javaParams: v } : spec;
}

/** Reads a script object; `profile` decides whether `inline` is still a name for `source`. */
export function parseScriptSpec(json: Json, profile?: Profile): ScriptSpec | EsError {
  if (typeof json === 'string') return { source: json, lang: 'painless' };
  if (!isObject(json)) return scriptBadValue(xContentToken(json));
  const spec: ScriptSpec = {};
  const inlineName = profile?.scriptInlineField ?? 'source-or-inline';
  for (const [k, v] of Object.entries(json)) {
    if (v === undefined) continue;
    switch (k) {
      case 'source':
        if (inlineName === 'inline') return scriptUnknownField(k);
        spec.source = typeof v === 'string' ? v : JSON.stringify(v);
        break;
      case 'inline':
        if (inlineName === 'source') return scriptUnknownField(k);
        spec.source = typeof v === 'string' ? v : JSON.stringify(v);
        break;
      case 'id':
      case 'stored':
        if (k === 'stored' && inlineName === 'source') return scriptUnknownField(k);
        spec.id = String(v);
        break;
      case 'lang':
        if (v !== null) spec.lang = String(v);
        break;
      case 'params':
        if (v !== null) {
          if (!isObject(v)) return scriptBadValue(xContentToken(v as Json));
          spec.params = v as Record<string, Json>;
        }
        break;
      case 'options':
        if (v !== null) {
          if (!isObject(v)) return scriptBadValue(xContentToken(v as Json));
          spec.options = Object.fromEntries(Object.entries(v).map(([ok, ov]) => [ok, String(ov)]));
        }
        break;
      default:
        return scriptUnknownField(k);
    }
  }
  if ((spec.source === undefined) === (spec.id === undefined)) return scriptSourceOrId();
  if (spec.id !== undefined) {
    if (spec.lang !== undefined) return storedScriptLang();
    if (spec.options !== undefined && Object.keys(spec.options).length > 0) return storedScriptOptions();
  } else spec.lang ??= 'painless';
  return spec;
}

/** The deprecation warning ES 6/7 give for `inline` (ParseField's deprecated name). */
export function inlineDeprecation(json: Json): string | undefined {
  return isObject(json) && json.inline !== undefined ? 'Deprecated field [inline] used, expected [source] instead' : undefined;
}
