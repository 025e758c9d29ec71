/**
 * One call of a REST API, named as the API catalogue (reference/api/) names it: the one shape every part
 * of the harness speaks in (a scenario's `do` step, a property's exchanges, the reindex command, the
 * planted faults), and the one way such a call becomes a request through the catalogue.
 */
import { apiDef, apiRoute, placeholders, type HttpMethod } from '../../reference/api/catalogue.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';

export type { HttpMethod } from '../../reference/api/catalogue.ts';

/** The content type of a JSON body, as the harness sends it. */
export const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': 'application/json' });

/** A call: the API's name, its parameters, and optionally the method, a body and headers. */
export interface ApiCall {
  /** The API's name in the catalogue and Elasticsearch's REST API specs (`indices.put_alias`, `bulk`). */
  api: string;
  /**
   * Path parts and query parameters by name, together, as Elasticsearch's clients and a YAML `do` step
   * take them (`{index, name}`, `{index, scroll: '1m'}`): the API's path templates tell one from the other.
   */
  params?: Record<string, unknown>;
  /** The method, where the caller chooses among those the path takes (HEAD or GET, PUT or POST). */
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A parameter's value as text: lists joined with commas, objects as JSON, booleans as true/false. */
export function paramText(v: unknown): string {
  if (Array.isArray(v)) return v.map(paramText).join(',');
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The request line of a call through the catalogue: method, filled path, the parts it was filled with, and the query parameters left. */
export interface RequestLine {
  method: HttpMethod;
  path: string;
  parts: Record<string, string>;
  query: Record<string, string>;
}

const PART_NAMES = new Map<string, ReadonlySet<string>>();

/** Every placeholder of an API's paths (kept: the load and the reindex ask for the same few APIs all the time). */
function partNames(api: string): ReadonlySet<string> {
  let names = PART_NAMES.get(api);
  if (names) return names;
  const def = apiDef(api);
  if (!def) throw new Error(`catalogue: no API [${api}]`);
  names = new Set(def.paths.flatMap((p) => placeholders(p.path)));
  PART_NAMES.set(api, names);
  return names;
}

/**
 * Where a call goes, from the catalogue alone: its parameters that name a placeholder of one of the API's
 * paths are path parts, the rest the query; the method is the call's own, else the first the chosen path
 * takes. Throws when the catalogue has no such API or path: a bug in the caller, not the target's fault.
 */
export function requestLine(call: ApiCall): RequestLine {
  const names = partNames(call.api);
  const parts: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(call.params ?? {})) {
    if (v === undefined) continue;
    if (names.has(k)) parts[k] = paramText(v);
    else query[k] = paramText(v);
  }
  return { ...apiRoute(call.api, parts, call.method), parts, query };
}

/**
 * The wire request of a call through the catalogue, its body as JSON (a string body is sent as it is):
 * what a client of the harness sends when it needs no retries or API spec checks (the load's clients,
 * the planted faults' own requests, the alias-atomicity clients). No query or headers key when empty.
 */
export function callRequest(call: ApiCall): WireRequest {
  const { method, path, query } = requestLine(call);
  const req: WireRequest = { method, path };
  if (Object.keys(query).length > 0) req.query = query;
  const headers: Record<string, string> = {};
  if (call.body !== undefined) {
    req.body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  for (const [k, v] of Object.entries(call.headers ?? {})) headers[k.toLowerCase()] = v;
  if (Object.keys(headers).length > 0) req.headers = headers;
  return req;
}
