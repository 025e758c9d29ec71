/**
 * A mapping's `runtime` section as PUT index / PUT _mapping read it: checked as Elasticsearch checks runtime
 * field definitions (definitions.ts), then kept as GET _mapping prints it: each script in Script.toXContent's
 * shape (`source`, `lang`, `options` when set, `params` when set). A null entry stays, so a merge removes the field.
 */
import { cloneJson, isObject, type Json, type JsonObject } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import { runtimeFieldInvalid, type EsError } from '../../errors/index.ts';
import { parseRuntimeSection } from './definitions.ts';

function scriptJson(s: Json): Json {
  if (typeof s === 'string') return { source: s, lang: 'painless' };
  if (!isObject(s)) return s;
  const out: JsonObject = {};
  const source = s.source ?? s.inline;
  if (source !== undefined) out.source = source as Json;
  out.lang = (s.lang as Json | undefined) ?? 'painless';
  if (isObject(s.options) && Object.keys(s.options).length > 0) out.options = cloneJson(s.options);
  if (isObject(s.params) && Object.keys(s.params).length > 0) out.params = cloneJson(s.params);
  return out;
}

/** Checks a mapping's `runtime` section and returns it as the mapping keeps it, or ES's error. */
export function readRuntimeSection(v: Json, profile: Profile): JsonObject | EsError {
  const checked = parseRuntimeSection(v, profile.runtimeFieldTypes, true);
  if ('reason' in checked && typeof checked.reason === 'string') return runtimeFieldInvalid(checked.reason);
  const out: JsonObject = {};
  if (!isObject(v)) return out;
  for (const [name, def] of Object.entries(v)) {
    if (!isObject(def)) {
      out[name] = null;
      continue;
    }
    const d = cloneJson(def) as JsonObject;
    if (d.script !== undefined) d.script = scriptJson(d.script as Json);
    out[name] = d;
  }
  return out;
}
