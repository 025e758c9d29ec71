/** Building the wire request of a `do` step. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { ApiRegistry, ApiSpec } from './apiSpecs.ts';
import { serialiseBody } from './body.ts';

/** A resolved `do` call: API name, parameters (stash already applied), optional body and headers. */
export interface ApiCall {
  api: string;
  params: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Result of building a request. `param` errors are the client-side refusals that `catch: param`
 * expects; `unknown-api` means the runner lacks the spec, which is a harness problem, not the target's.
 */
export type BuildResult =
  | { ok: true; request: WireRequest; ignore: number[]; spec: ApiSpec }
  | { ok: false; kind: 'param' | 'unknown-api'; error: string };

export { encodePathSegment } from '../../reference/api/catalogue.ts';
import { encodePathSegment } from '../../reference/api/catalogue.ts';

/** Render a parameter value as text: lists joined with commas, booleans as true/false. */
export function paramText(v: unknown): string {
  if (Array.isArray(v)) return v.map(paramText).join(',');
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Choose the HTTP method (FORMAT.md §7 step 4), deterministically. */
function pickMethod(api: string, methods: readonly string[], parts: Record<string, string>, hasBody: boolean): string {
  if ((api === 'index' || api === 'create') && methods.includes('PUT') && methods.includes('POST')) {
    return parts.id !== undefined ? 'PUT' : 'POST';
  }
  if (hasBody) {
    const write = methods.find((m) => m === 'POST' || m === 'PUT');
    if (write) return write;
  }
  return methods[0] ?? 'GET';
}

/** Turn an API call into a wire request through the API spec, or explain why the client must refuse it. */
export function buildRequest(reg: ApiRegistry, call: ApiCall): BuildResult {
  const spec = reg.specs.get(call.api);
  if (!spec) return { ok: false, kind: 'unknown-api', error: `no API named [${call.api}] in ${reg.sources.join(' or ')}` };
  const parts: Record<string, string> = {};
  const query: Record<string, string> = {};
  let ignore: number[] = [];
  for (const [k, v] of Object.entries(call.params)) {
    if (k === 'ignore') {
      ignore = paramText(v).split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n));
    } else if (spec.parts.has(k)) {
      parts[k] = paramText(v);
    } else if (spec.params.has(k) || reg.common.has(k)) {
      query[k] = paramText(v);
    } else {
      return { ok: false, kind: 'param', error: `param [${k}] not supported by [${call.api}] api` };
    }
  }
  const given = Object.keys(parts);
  const path = spec.paths.find((p) => p.parts.length === given.length && given.every((g) => p.parts.includes(g)));
  if (!path) return { ok: false, kind: 'param', error: `no path of [${call.api}] takes exactly the parts [${given.sort().join(', ')}]` };
  const hasBody = call.body !== undefined && call.body !== null;
  if (hasBody && !spec.body) return { ok: false, kind: 'param', error: `[${call.api}] does not support a body` };
  if (!hasBody && spec.body?.required) return { ok: false, kind: 'param', error: `[${call.api}] requires a body` };
  const filled = path.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodePathSegment(parts[name]!));
  if (query.error_trace === undefined) query.error_trace = 'true';
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(call.headers ?? {})) headers[k.toLowerCase()] = v;
  const req: WireRequest = { method: pickMethod(call.api, path.methods, parts, hasBody), path: filled, query, headers };
  if (hasBody) {
    const { text, contentType } = serialiseBody(call.body);
    req.body = text;
    if (!headers['content-type']) headers['content-type'] = contentType;
  }
  return { ok: true, request: req, ignore, spec };
}
