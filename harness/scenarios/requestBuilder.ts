/** Building the wire request of a `do` step (or a property's call) through a registry of API specs. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { fillPath } from '../../reference/api/catalogue.ts';
import { paramText, type ApiCall } from '../api/apiCall.ts';
import type { ApiRegistry, ApiSpec } from './apiSpecs.ts';
import { serialiseBody } from './body.ts';

/**
 * Result of building a request. `param` errors are the client-side refusals that `catch: param`
 * expects; `unknown-api` means the runner lacks the spec, which is a harness problem, not the target's.
 */
export type BuildResult =
  | { ok: true; request: WireRequest; ignore: number[]; spec: ApiSpec; dropped?: string[] }
  | { ok: false; kind: 'param' | 'unknown-api'; error: string };

/** Choose the HTTP method (FORMAT.md §7 step 4), deterministically, unless the call names one. */
function pickMethod(call: ApiCall, methods: readonly string[], parts: Record<string, string>, hasBody: boolean): string {
  const { api } = call;
  if (call.method) return call.method;
  if ((api === 'index' || api === 'create') && methods.includes('PUT') && methods.includes('POST')) {
    return parts.id !== undefined ? 'PUT' : 'POST';
  }
  if (hasBody) {
    const write = methods.find((m) => m === 'POST' || m === 'PUT');
    if (write) return write;
  }
  return methods[0] ?? 'GET';
}

/** How a client treats what the API spec does not list. */
export interface BuildOptions {
  /**
   * Build the call as a client's generated code does, instead of refusing what the API spec does not have as
   * ES's Java runner does (Elastic's clients suite is run by the clients' own runners):
   * - a parameter the spec does not list is dropped, as an API whose spec lists none drops every argument
   *   (elasticsearch-ruby's generated `params = {}`): clients 8.19 ilm/10_basic.yml passes `policy` to
   *   ilm.get_status, which ES would refuse; 9.4 nodes/10_basic.yml passes `format` to nodes.hot_threads.
   *   Sending it instead (elasticsearch-js's default branch) would turn a parameter that a newer spec makes a
   *   path part (9.4's streams `name`, given 9.1's specs) into a 400 blamed on the target;
   * - a path part not given is left empty, as Ruby's string interpolation of a missing argument leaves it
   *   (clients 8.19 tasks.yml: tasks.get {} is GET /_tasks/).
   */
  clientsRunner?: boolean;
}

/** Turn an API call into a wire request through the API spec, or explain why the client must refuse it. */
export function buildRequest(reg: ApiRegistry, call: ApiCall, opts: BuildOptions = {}): BuildResult {
  const spec = reg.specs.get(call.api);
  if (!spec) return { ok: false, kind: 'unknown-api', error: `no API named [${call.api}] in ${reg.sources.join(' or ')}` };
  const parts: Record<string, string> = {};
  const query: Record<string, string> = {};
  let ignore: number[] = [];
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(call.params ?? {})) {
    if (k === 'ignore') {
      ignore = paramText(v).split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n));
    } else if (spec.parts.has(k)) {
      parts[k] = paramText(v);
    } else if (spec.params.has(k) || reg.common.has(k)) {
      query[k] = paramText(v);
    } else if (opts.clientsRunner) {
      // Dropped, as the generated client drops what it cannot place (BuildOptions.clientsRunner).
      dropped.push(k);
    } else {
      return { ok: false, kind: 'param', error: `param [${k}] not supported by [${call.api}] api` };
    }
  }
  const given = Object.keys(parts);
  const takes = (p: ApiSpec['paths'][number]): boolean => p.parts.length === given.length && given.every((g) => p.parts.includes(g));
  let path = spec.paths.find((p) => takes(p) && (!call.method || p.methods.includes(call.method))) ?? spec.paths.find(takes);
  // A client builds a path whose parts were not given with those segments empty (Ruby's generated
  // `"_tasks/#{Utils.listify(_task_id)}"`: clients 8.19 tasks.yml calls tasks.get with no task id).
  if (!path && opts.clientsRunner) {
    path = spec.paths.find((p) => given.every((g) => p.parts.includes(g)));
    if (path) for (const missing of path.parts) parts[missing] ??= '';
  }
  if (!path) return { ok: false, kind: 'param', error: `no path of [${call.api}] takes exactly the parts [${given.sort().join(', ')}]` };
  const hasBody = call.body !== undefined && call.body !== null;
  if (hasBody && !spec.body) return { ok: false, kind: 'param', error: `[${call.api}] does not support a body` };
  if (!hasBody && spec.body?.required) return { ok: false, kind: 'param', error: `[${call.api}] requires a body` };
  if (call.method && !path.methods.includes(call.method)) return { ok: false, kind: 'param', error: `[${call.api}] takes no ${call.method} on ${path.path}` };
  if (query.error_trace === undefined) query.error_trace = 'true';
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(call.headers ?? {})) headers[k.toLowerCase()] = v;
  const req: WireRequest = { method: pickMethod(call, path.methods, parts, hasBody), path: fillPath(path.path, parts), query, headers };
  if (hasBody) {
    const { text, contentType } = serialiseBody(call.body);
    req.body = text;
    if (!headers['content-type']) headers['content-type'] = contentType;
  }
  return { ok: true, request: req, ignore, spec, ...(dropped.length > 0 ? { dropped } : {}) };
}
