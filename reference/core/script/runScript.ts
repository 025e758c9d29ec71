/**
 * The one entry point to scripts (Painless and the other languages a context takes). THIS IS A STUB on
 * the ingest branch: it only fixes the signature the ingest pipelines call (`script` processor and `if`
 * conditions). The Painless branch replaces this file with the interpreter when both are merged.
 */
import type { Json } from '../json.ts';
import { isObject } from '../json.ts';
import { scriptsUnavailable, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';

/** A script as a request names it: inline `source`, or a stored script's `id`; its language and params. */
export interface ScriptSpec {
  source?: string;
  id?: string;
  lang?: string;
  params?: Record<string, Json>;
}

/** The contexts a script runs in (ES's ScriptContext names). */
export type ScriptContextName = 'update' | 'update_by_query' | 'reindex' | 'ingest' | 'filter' | 'score' | 'field' | 'sort' | 'aggs' | 'runtime' | 'template';

/** A script's value, or the exception it raised (a `script_exception` with its stack, or the context's own). */
export type ScriptOutcome = { ok: true; value: unknown } | { ok: false; error: EsError };

/** Runs a script in a context over its variables (stub: always refuses). */
export function runScript(_spec: ScriptSpec, _context: ScriptContextName, _vars: Record<string, unknown>, _env: { profile: Profile; state?: ClusterState; now: number }): ScriptOutcome {
  return { ok: false, error: scriptsUnavailable() };
}

/** Reads a script object or string as requests send it (stub: the shape only, no compilation). */
export function parseScriptSpec(json: Json): ScriptSpec | EsError {
  if (typeof json === 'string') return { source: json };
  if (!isObject(json)) return scriptsUnavailable();
  const out: ScriptSpec = {};
  if (typeof json.source === 'string') out.source = json.source;
  if (typeof json.id === 'string') out.id = json.id;
  if (typeof json.lang === 'string') out.lang = json.lang;
  if (isObject(json.params)) out.params = json.params as Record<string, Json>;
  return out;
}
