/**
 * The simulator as a value: WireRequest in, WireResponse out, synchronously and in-process. It decodes
 * and checks the request (route, media type, body size, JSON), calls the pure core, and renders the
 * result as ES puts it on the wire. The HTTP server and the harness's in-process target both use it.
 */
import type { WireRequest, WireResponse } from './http/wire.ts';
import { route, servedApi } from './http/route.ts';
import { bodyFormat, compatibleVersionError, responseContentType } from './http/mediaType.ts';
import { consumeType, profileFor, typedRouteWarning } from './http/compat.ts';
import { getProfile, type Profile, type ProfileName } from './profiles.ts';
import { emptyState, type ClusterDefaults, type ClusterState } from './core/state.ts';
import { step } from './core/step.ts';
import {
  contentTooLong,
  contentTypeMissing,
  contentTypeUnsupported,
  errorBody,
  incorrectHttpMethod,
  invalidUtf8,
  isEsError,
  malformedDocumentBody,
  malformedJsonBody,
  nestingTooDeep,
  noHandlerFound,
  simulatorFault,
  type EsError,
} from './core/errors/index.ts';
import { encodeJson, isObject, type Json, type JsonObject, type RawJson } from './core/json.ts';
import type { ApiRequest, ApiResult, Env } from './core/apis/types.ts';
import { filterPath } from './http/filterPath.ts';
import { IdSource } from './core/ids.ts';
import type { ApiDef } from './api/catalogue.ts';

export interface SimulatorOptions {
  profile?: ProfileName;
  /** The clock, in epoch milliseconds. Defaults to the real clock; tests inject their own. */
  now?: () => number;
  /** Seed of the id source (auto ids, uuids), so runs are reproducible. */
  seed?: number;
  /** Largest request body accepted (ES: http.max_content_length, 100mb). */
  maxBodyBytes?: number;
  /** `action.destructive_requires_name` when unset (default true: the spec's configuration). */
  destructiveRequiresName?: boolean;
}

/** Deepest JSON nesting accepted before parsing (Jackson's default limit in recent ES). */
const MAX_DEPTH = 1000;

function tooDeep(text: string): boolean {
  if (text.length < MAX_DEPTH * 2) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

export class Simulator {
  readonly profile: Profile;
  state: ClusterState;
  private readonly now: () => number;
  private readonly ids: IdSource;
  private readonly maxBodyBytes: number;
  private readonly seed: number;
  private readonly defaults: ClusterDefaults;

  constructor(opts: SimulatorOptions = {}) {
    this.profile = getProfile(opts.profile ?? 'default');
    this.now = opts.now ?? (() => Date.now());
    this.seed = opts.seed ?? 1;
    this.ids = new IdSource(this.seed);
    this.maxBodyBytes = opts.maxBodyBytes ?? 100 * 1024 * 1024;
    this.defaults = { destructiveRequiresName: opts.destructiveRequiresName ?? true };
    this.state = emptyState(this.defaults);
  }

  /** Forgets everything: no indexes, aliases, scrolls or cluster settings. */
  reset(): void {
    this.state = emptyState(this.defaults);
    this.ids.reset(this.seed);
  }

  /** Handles one request. Never throws: a simulator bug becomes a 500 in ES's shape. */
  handle(req: WireRequest): WireResponse {
    const method = req.method.toUpperCase();
    const headers = lowerKeys(req.headers ?? {});
    let result: ApiResult | EsError;
    try {
      result = this.dispatch(method, req, headers);
    } catch (e) {
      result = simulatorFault(e instanceof Error ? e.message : String(e));
    }
    return this.render(method, req, headers, result);
  }

  /** The clock value of the request being handled (auto ids embed it). */
  private requestNow = 0;
  private readonly newDocId = (): string => this.ids.docId(this.requestNow);
  private readonly newUuid = (): string => this.ids.uuid();

  private env(profile: Profile): Env {
    const now = this.now();
    this.requestNow = now;
    return { profile, now, newDocId: this.newDocId, newUuid: this.newUuid, routeOf: (method, path) => servedApi(profile, method, path) };
  }

  /** The profile a request is answered with (its REST compatibility view, where it asks for one). */
  profileFor(headers: Record<string, string | string[] | undefined>): Profile {
    return profileFor(this.profile, lowerKeys(headers));
  }

  private dispatch(method: string, req: WireRequest, headers: Record<string, string>): ApiResult | EsError {
    const profile = profileFor(this.profile, headers);
    const query = req.query ?? {};
    const m = route(profile, method, req.path);
    // An API the simulator does not model answers as a node without its handler: no handler found.
    if (m.kind === 'no-handler' || (m.kind === 'match' && !m.def.simulated)) return noHandlerFound(profile, req.path + queryString(query), method);
    if (m.kind === 'bad-method') return incorrectHttpMethod(req.path + queryString(query), method, m.allowed);
    const bytes = req.body === undefined ? 0 : typeof req.body === 'string' ? Buffer.byteLength(req.body) : req.body.byteLength;
    if (bytes > this.maxBodyBytes) return contentTooLong();
    let text: string | undefined;
    if (bytes > 0) {
      const decoded = decodeBody(req.body!);
      if (decoded === undefined) return invalidUtf8();
      text = decoded;
    }
    const accept = headers['accept'];
    const cType = headers['content-type'];
    const compat = compatibleVersionError(profile, accept, 'Accept') ?? (text !== undefined ? compatibleVersionError(profile, cType, 'Content-Type') : undefined);
    if (compat) return compat;
    const typed = consumeType(profile, m.api, m.path, m.parts);
    const apiReq: ApiRequest = { api: m.api, method, path: req.path, parts: typed?.parts ?? m.parts, query, headers };
    if (text !== undefined && text.trim().length > 0) {
      const fmt = bodyFormat(profile, cType);
      if (fmt === 'missing' && profile.strictContentType) return contentTypeMissing();
      if (fmt === 'unsupported') return contentTypeUnsupported(cType);
      apiReq.rawBody = text;
      if (m.def.body.kind !== 'ndjson') {
        if (tooDeep(text)) return nestingTooDeep(MAX_DEPTH);
        try {
          apiReq.body = JSON.parse(text) as Json;
        } catch (e) {
          return this.jsonError(m.def, e);
        }
        if (m.def.body.kind === 'source' && !isObject(apiReq.body)) return this.jsonError(m.def, new Error('document must be a JSON object'));
      }
    } else if (text !== undefined && m.def.body.kind === 'ndjson') {
      apiReq.rawBody = text;
    }
    // A `source` query parameter stands for the body (GET clients that cannot send one).
    if (apiReq.rawBody === undefined && query.source !== undefined) {
      apiReq.rawBody = query.source;
      try {
        apiReq.body = JSON.parse(query.source) as Json;
      } catch (e) {
        return this.jsonError(m.def, e);
      }
    }
    const result = step(this.state, apiReq, this.env(profile));
    const warning = typed?.warning ?? typedRouteWarning(profile, m.api, m.path, m.parts);
    if (warning === undefined || isEsError(result)) return result;
    return { ...result, warnings: [warning, ...(result.warnings ?? [])] };
  }

  private jsonError(api: ApiDef, e: unknown): EsError {
    const msg = e instanceof Error ? e.message : String(e);
    if (api.body.kind === 'source' || api.name === 'update') return malformedDocumentBody(this.profile, msg);
    return malformedJsonBody(this.profile, msg);
  }

  private render(method: string, req: WireRequest, headers: Record<string, string>, result: ApiResult | EsError): WireResponse {
    const profile = this.profile;
    const out: Record<string, string> = {};
    if (profile.productHeader) out['x-elastic-product'] = 'Elasticsearch';
    let status: number;
    let body: JsonObject | Json[] | RawJson | string | undefined;
    if (isEsError(result)) {
      status = result.status;
      body = errorBody(result);
      const extra = result.headers;
      if (extra) for (const k in extra) out[k] = extra[k]!;
    } else {
      status = result.status;
      body = result.body;
      const extra = result.headers;
      if (extra) for (const k in extra) out[k] = extra[k]!;
      if (result.warnings && result.warnings.length > 0) {
        // ES sends each distinct warning once per response.
        out['warning'] = [...new Set(result.warnings)].map((w) => `299 ${profile.warningAgent} "${w.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(', ');
      }
    }
    if (method === 'HEAD') {
      out['content-type'] = out['content-type'] ?? responseContentType(profile, headers['accept'], headers['content-type']);
      out['content-length'] = '0';
      return { status, headers: out, body: '' };
    }
    if (body === undefined) {
      out['content-type'] = 'text/plain; charset=UTF-8';
      return { status, headers: out, body: '' };
    }
    if (typeof body === 'string') {
      out['content-type'] = out['content-type'] ?? 'text/plain; charset=UTF-8';
      return { status, headers: out, body };
    }
    const query = req.query ?? {};
    const shaped = query.filter_path ? filterPath(body, query.filter_path) : body;
    out['content-type'] = responseContentType(profile, headers['accept'], headers['content-type']);
    const text = encodeJson(shaped);
    const pretty = query.pretty !== undefined && query.pretty !== 'false';
    return { status, headers: out, body: pretty ? JSON.stringify(JSON.parse(text), null, 2) + '\n' : text };
  }
}

/**
 * A copy with lower-case names. node:http's `req.headers` may be passed as it is: its names are already
 * lower case (then this is a plain copy) and the few headers it keeps as lists are joined.
 */
function lowerKeys(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in h) {
    const v = h[k];
    if (v === undefined) continue;
    out[LOWER.test(k) ? k : k.toLowerCase()] = typeof v === 'string' ? v : v.join(', ');
  }
  return out;
}

const LOWER = /^[^A-Z]*$/;

function queryString(q: Record<string, string>): string {
  const keys = Object.keys(q);
  if (keys.length === 0) return '';
  return '?' + keys.map((k) => (q[k] === '' ? k : `${k}=${q[k]}`)).join('&');
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

function decodeBody(body: string | Uint8Array): string | undefined {
  if (typeof body === 'string') return body;
  try {
    return UTF8.decode(body);
  } catch {
    return undefined;
  }
}
