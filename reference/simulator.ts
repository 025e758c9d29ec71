/**
 * The simulator as a value: WireRequest in, WireResponse out, synchronously and in-process. It decodes
 * and checks the request (route, media type, body size, JSON), calls the deterministic core (which changes
 * the state in place: core/handler.ts), and renders the result as ES puts it on the wire. The HTTP server and the harness's in-process target both use it.
 */
import type { WireRequest, WireResponse } from './wire/wire.ts';
import { route, servedApi } from './wire/route.ts';
import { encodeBinary, responseXContent } from './wire/xcontent/responseFormat.ts';
import { jsonToYaml } from './wire/xcontent/yaml.ts';
import { bodyXContent, transcodeBody } from './wire/xcontent/requestBody.ts';
import { bodyFormat, compatibleHeadersError, compatibleVersionError, responseContentType } from './wire/mediaType.ts';
import { consumeType, profileFor, typedRouteWarning } from './wire/compat.ts';
import { getProfile, type Profile, type ProfileName } from './profiles.ts';
import { emptyState, type ClusterDefaults, type ClusterState } from './core/state.ts';
import { step } from './core/step.ts';
import { advance, mapSteps, type Steps } from './core/search/resumable/steps.ts';
import { installBuiltinTemplates } from './core/templates/builtin/install.ts';
import { startNode } from './core/license/startNode.ts';
import { CLUSTER_NAME } from './core/apis/cluster.ts';
import { stepJobs, type StepBudget, type StepReport } from './core/byScroll/backgroundJobs.ts';
import {
  contentTooLong,
  contentTypeMissing,
  contentTypeUnsupported,
  errorBody,
  incorrectHttpMethod,
  invalidUtf8,
  isEsError,
  malformedDocumentBody,
  documentTrailingData,
  malformedJsonBody,
  nestingTooDeep,
  noHandlerFound,
  simulatorFault,
  regexBudgetExceeded,
  unrecognized,
  type EsError,
} from './core/errors/index.ts';
import { encodeJson, exceedsDepth, indentJson, isObject, MAX_JSON_DEPTH, type Json, type JsonObject, type RawJson } from './core/json.ts';
import type { ApiRequest, ApiResult, Env } from './core/handler.ts';
import { filterPath } from './wire/filterPath.ts';
import { IdSource } from './core/ids.ts';
import { trailingToken } from './core/trailingJson.ts';
import { AnalysisScriptFailure } from './core/analysis/filters/scripted.ts';
import { RegexBudgetExceeded } from './core/regex/bounded.ts';
import type { ApiDef } from './api/catalogue.ts';
import { mapReader, NO_CONFIG, type ConfigReader, type FileValue } from './core/analysis/configFiles.ts';
import { startShards } from './core/synonyms/shardStart.ts';
import { knownParams, unknownParams } from './api/knownParams.ts';

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
  /**
   * When writes become visible to search: `immediate` (default: at once) or `explicit` (only after a refresh:
   * `refresh=true|wait_for` on the write, `POST /_refresh`; as a real cluster between its periodic refreshes, so
   * a test that forgets its refresh fails on the fake every time). A GET by id is real-time either way.
   */
  refresh?: 'immediate' | 'explicit';
  /**
   * Install the templates a fresh node of the version installs (`stack.templates.enabled`, default true as
   * on Elasticsearch ≥ 7.9: `logs`, `metrics`, `synthetics` and their components; OpenSearch has none).
   * False starts with no template at all.
   */
  stackTemplates?: boolean;
  /**
   * Who advances background jobs (`wait_for_completion=false`). `per-request` (default): every handled
   * request first advances them by one round (one batch per slice worker), so in-process users see the
   * same progress for the same requests. `driver`: only `runPendingJobs` does (the HTTP server calls it
   * between requests), and a request that waits for its job is answered when the job ends
   * (`WireResponse.deferredTask`, then `deferredAnswer`).
   */
  jobs?: 'per-request' | 'driver';
  /**
   * The node's config directory, which `*_path` analysis settings read (`synonyms_path`, `stopwords_path`,
   * hunspell dictionaries under `hunspell/<locale>/`, ...): a reader (the HTTP server's `--config DIR`), or the
   * files as data, keyed by their path relative to it (`{ 'analysis/synonyms.txt': 'a, b' }`). Without it the
   * directory is empty and every such file is missing, as on a node without them.
   */
  config?: ConfigReader;
  configFiles?: Readonly<Record<string, string | Uint8Array>>;
}

/**
 * What a request's outcome depends on besides the state and the request itself: its clock value and
 * where the id sequences stood. A journal records it with each change, so a replay is exact.
 */
export interface RunEnv {
  t: number;
  ids: [number, number];
  counters: ClusterState['counters'];
  /** The config files the request read (relative path → content; null: missing), so a replay reads the same. */
  files?: Record<string, FileValue>;
}

/**
 * The answer of a request whose handling threw, at once or in its steps (a sliced update runs its write in its
 * last step). A Painless analysis script that fails while a chain runs (condition, predicate_token_filter) fails
 * the request with its ScriptException, wherever the text was analyzed. A user's regular expression that ran
 * out of its budget (analysis of a query or _analyze text) refuses the request; the writes meet it before they
 * change anything (docs/regexPreflight.ts). Anything else is a simulator bug: a 500 in ES's shape.
 */
function thrownResult(e: unknown): EsError {
  if (e instanceof AnalysisScriptFailure) return e.error;
  if (e instanceof RegexBudgetExceeded) return regexBudgetExceeded(e.pattern, e.inputLength, e.steps);
  return simulatorFault(e instanceof Error ? e.message : String(e));
}

export class Simulator {
  readonly profile: Profile;
  state: ClusterState;
  private readonly now: () => number;
  private readonly ids: IdSource;
  private readonly maxBodyBytes: number;
  private readonly seed: number;
  private readonly defaults: ClusterDefaults;
  private readonly perRequestJobs: boolean;
  private readonly stackTemplates: boolean;
  private readonly config: ConfigReader;

  constructor(opts: SimulatorOptions = {}) {
    this.profile = getProfile(opts.profile ?? 'default');
    this.now = opts.now ?? (() => Date.now());
    this.seed = opts.seed ?? 1;
    this.ids = new IdSource(this.seed);
    this.maxBodyBytes = opts.maxBodyBytes ?? 100 * 1024 * 1024;
    this.defaults = { destructiveRequiresName: opts.destructiveRequiresName ?? true, ...(opts.refresh === 'explicit' ? { refresh: 'explicit' as const } : {}) };
    this.stackTemplates = opts.stackTemplates ?? true;
    this.config = opts.config ?? (opts.configFiles ? mapReader(opts.configFiles) : NO_CONFIG);
    this.state = this.freshState();
    this.perRequestJobs = (opts.jobs ?? 'per-request') === 'per-request';
  }

  /**
   * Advances background jobs by one call of the core's `stepJobs` (the single entry point of their
   * progress; a journal that records each call with its clock value replays them exactly). The default
   * budget is one batch per running slice worker.
   */
  stepJobs(budget: StepBudget = {}): StepReport {
    return stepJobs(this.state, this.env(this.profile, undefined), budget);
  }

  /** One `stepJobs` call in a given environment (its clock value, its id sequences): live, or replaying a journal. */
  stepJobsIn(env: RunEnv, budget: StepBudget): StepReport {
    return this.inEnv(env, () => this.stepJobs(budget));
  }

  /** Advances background jobs by up to `maxSteps` rounds, stopping early when none can progress now. */
  runPendingJobs(maxSteps = Infinity): StepReport {
    let report: StepReport = { batches: 0, running: this.state.jobs.size };
    for (let i = 0; i < maxSteps && this.state.jobs.size > 0; i++) {
      report = this.stepJobs();
      if (report.batches === 0 && report.wakeAt !== undefined) break;
    }
    return report;
  }

  /** Forgets everything: no indexes, aliases, scrolls or cluster settings. */
  reset(): void {
    this.state = this.freshState();
    this.ids.reset(this.seed);
  }

  /** A cluster as just started: empty, but for the version's built-in templates unless they are off. */
  private freshState(): ClusterState {
    const state = emptyState(this.defaults);
    state.config = this.config;
    if (this.stackTemplates) installBuiltinTemplates(state, this.profile);
    startNode(state, this.profile, this.now(), this.seed, this.stackTemplates, CLUSTER_NAME);
    return state;
  }

  /** The environment a request run now, at clock value `t`, would see. */
  runEnv(t: number): RunEnv {
    return { t, ids: this.ids.save(), counters: { ...this.state.counters } };
  }

  /**
   * Runs a request in a given environment (its clock value, its id sequences): live, or replaying a journal.
   * With `attempt` (a server with `--data`), a write whose scripts may run long answers as steps (`resume`), as
   * `handle` with `sliced` does: its scripts run between slices and its write after them. Each attempt of the
   * write (docs/writePass.ts: the last one writes, the others stopped at a script and changed nothing) runs in
   * the environment `attempt` is given first: the request's clock value, the id sequences and counters as they
   * are then. A replay of the request whole in the last such environment, at the place in the journal where the
   * write landed, writes what it wrote.
   */
  handleIn(env: RunEnv, req: WireRequest, attempt?: (at: RunEnv) => void): WireResponse {
    if (!attempt) return this.inEnv(env, () => this.handle(req));
    this.attempt = (write) => {
      const at = this.runEnv(env.t);
      attempt(at);
      return this.inEnv(at, () => {
        // Auto ids embed the request's clock value, whatever request ran last.
        this.requestNow = env.t;
        return write();
      });
    };
    try {
      return this.inEnv(env, () => this.handle(req, { sliced: true }));
    } finally {
      this.attempt = undefined;
    }
  }

  /** Set while `handleIn` runs a write whose attempts the caller records (see there). */
  private attempt: Env['attempt'];

  /** Runs `fn` with the environment's id sequences and counters loaded and its clock value pinned. */
  private inEnv<T>(env: RunEnv, fn: () => T): T {
    // An attempt of a sliced write may run inside the request's own environment (its first attempt): put back the outer one.
    const outerNow = this.pinnedNow;
    const outerConfig = this.state.config;
    this.ids.load(env.ids);
    this.state.counters = { ...env.counters };
    this.pinnedNow = env.t;
    // The files a request reads are recorded with its environment (or, replaying, read from it).
    const live = this.config;
    this.state.config = {
      dir: live.dir,
      read(rel) {
        const files = (env.files ??= {});
        if (!Object.hasOwn(files, rel)) files[rel] = live.read(rel);
        return files[rel];
      },
    };
    try {
      return fn();
    } finally {
      this.pinnedNow = outerNow;
      this.state.config = outerConfig;
    }
  }

  /** The id sequences' position and the state, as a snapshot stores them. */
  get idState(): [number, number] {
    return this.ids.save();
  }

  /** Puts back a state and id position read from a snapshot. */
  restore(state: ClusterState, ids: [number, number]): void {
    // The refresh mode is this start's option, not the saved state's (a restart refreshes everything anyway).
    const { refresh: _saved, ...kept } = state.defaults;
    state.defaults = this.defaults.refresh ? { ...kept, refresh: this.defaults.refresh } : kept;
    state.config = this.config;
    this.state = state;
    this.ids.load(ids);
  }

  /**
   * Starts the shards of every open index again from the config directory as it is now, as a node's restart
   * does (the server calls it once the data directory is read): a changed file applies, a missing one leaves the
   * index's shards unassigned (red). The indices that failed, with why.
   */
  restartShards(): { index: string; reason: string }[] {
    const failed: { index: string; reason: string }[] = [];
    for (const idx of this.state.indices.values()) {
      if (idx.closed || (idx.configFiles === undefined && idx.shardsFailed === undefined)) continue;
      startShards(this.state, idx, this.profile);
      if (idx.shardsFailed !== undefined) failed.push({ index: idx.name, reason: idx.shardsFailed });
    }
    return failed;
  }

  /**
   * Handles one request. Never throws: a simulator bug becomes a 500 in ES's shape. With `sliced`, a long
   * search may answer `resume` (WireResponse): the caller runs it in slices, serving others between.
   */
  handle(req: WireRequest, opts: { sliced?: boolean } = {}): WireResponse {
    const method = req.method.toUpperCase();
    const headers = lowerKeys(req.headers ?? {});
    let result: ApiResult | EsError;
    try {
      if (this.perRequestJobs && this.state.jobs.size > 0) this.stepJobs();
      this.sliced = opts.sliced === true;
      result = this.dispatch(method, req, headers);
    } catch (e) {
      result = thrownResult(e);
    } finally {
      this.sliced = false;
    }
    if (!isEsError(result) && result.deferredTask !== undefined) return { status: 0, headers: {}, body: '', deferredTask: result.deferredTask };
    if (!isEsError(result) && result.resume) return { status: 0, headers: {}, body: '', resume: this.resumer(method, req, headers, result.resume) };
    return this.render(method, req, headers, result);
  }

  /** Set while a request whose caller runs long reads in slices is dispatched. */
  private sliced = false;

  /** The WireResponse `resume` of a request's steps: each call runs them while `more()`, rendering their end. */
  private resumer(method: string, req: WireRequest, headers: Record<string, string>, steps: Steps<ApiResult | EsError>): NonNullable<WireResponse['resume']> {
    return (more) => {
      let done: { value: ApiResult | EsError } | undefined;
      try {
        done = advance(steps, more);
      } catch (e) {
        done = { value: thrownResult(e) };
      }
      return done && this.render(method, req, headers, done.value);
    };
  }

  /**
   * The answer of a request that waited for its job (`WireResponse.deferredTask`), once the job has
   * ended (undefined before), rendered for that request; collected once.
   */
  deferredAnswer(task: number, req: WireRequest): WireResponse | undefined {
    const a = this.state.jobAnswers.get(task);
    if (!a) return undefined;
    this.state.jobAnswers.delete(task);
    const result: ApiResult = { status: a.status, body: a.body, ...(a.warnings.length > 0 ? { warnings: a.warnings } : {}) };
    return this.render(req.method.toUpperCase(), req, lowerKeys(req.headers ?? {}), result);
  }

  /** The clock value of the request being handled (auto ids embed it). */
  private requestNow = 0;
  private readonly newDocId = (): string => this.ids.docId(this.requestNow);
  private readonly newUuid = (): string => this.ids.uuid();
  private readonly markIds = (): (() => void) => {
    const saved = this.runEnv(0);
    return () => {
      this.ids.load(saved.ids);
      this.state.counters = saved.counters;
    };
  };

  /** Set while `handleIn` runs a request at a recorded clock value. */
  private pinnedNow: number | undefined;

  private env(profile: Profile, caller: WireRequest['caller']): Env {
    const now = this.pinnedNow ?? this.now();
    this.requestNow = now;
    return { profile, now, newDocId: this.newDocId, newUuid: this.newUuid, markIds: this.markIds, routeOf: this.routeOf(profile), stackTemplates: this.stackTemplates, ...(caller ? { caller } : {}), ...(this.perRequestJobs ? {} : { deferJobWaits: true }), ...(this.sliced ? { sliced: true } : {}), ...(this.attempt ? { attempt: this.attempt } : {}) };
  }

  private readonly routes = new Map<Profile, NonNullable<Env['routeOf']>>();

  /** The served API of a method and path for a profile (one function per profile, made once). */
  private routeOf(profile: Profile): NonNullable<Env['routeOf']> {
    let f = this.routes.get(profile);
    if (!f) this.routes.set(profile, (f = (method, path) => servedApi(profile, method, path)));
    return f;
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
    // A body in YAML, CBOR or Smile is read as ES reads it and handed on as the JSON text it stands for.
    const xContent = bytes > 0 ? bodyXContent(profile, headers['content-type']) : undefined;
    if (xContent !== undefined) {
      const t = transcodeBody(xContent, req.body!, m.def.body.kind === 'ndjson', headers['content-type']);
      if (t instanceof Error) return this.jsonError(m.def, t);
      if (isEsError(t)) return t;
      text = t;
    } else if (bytes > 0) {
      const decoded = decodeBody(req.body!);
      if (decoded === undefined) return invalidUtf8();
      text = decoded;
    }
    const accept = headers['accept'];
    const cType = headers['content-type'];
    const compat =
      compatibleVersionError(profile, accept, 'Accept') ?? (text !== undefined ? compatibleVersionError(profile, cType, 'Content-Type') ?? compatibleHeadersError(profile, accept, cType) : undefined);
    if (compat) return compat;
    const hasText = text !== undefined && text.trim().length > 0;
    const fmt = hasText ? (xContent !== undefined ? (m.def.body.kind === 'ndjson' ? 'ndjson' : 'json') : bodyFormat(profile, cType)) : undefined;
    if (fmt === 'missing' && profile.strictContentType) return contentTypeMissing();
    if (fmt === 'unsupported') return contentTypeUnsupported(cType);
    // The handler's turn (BaseRestHandler), after the REST layer's checks: a parameter the version does
    // not know is refused before anything runs.
    const unknown = unknownParams(profile, m.api, query, m.parts);
    if (unknown.length > 0) return unrecognized(req.path, 'parameter', unknown, [...knownParams(profile, m.api), ...Object.keys(m.parts)]);
    const typed = consumeType(profile, m.api, m.path, m.parts);
    const apiReq: ApiRequest = { api: m.api, method, path: req.path, parts: typed?.parts ?? m.parts, query, headers };
    if (text !== undefined && hasText) {
      apiReq.rawBody = text;
      if (m.def.body.kind !== 'ndjson') {
        if (exceedsDepth(text)) return nestingTooDeep(MAX_JSON_DEPTH);
        try {
          apiReq.body = JSON.parse(text) as Json;
        } catch (e) {
          return this.jsonError(m.def, e, text);
        }
        if (m.def.body.kind === 'source' && !isObject(apiReq.body)) return this.jsonError(m.def, new Error('document must be a JSON object'));
      }
    } else if (text !== undefined && m.def.body.kind === 'ndjson') {
      apiReq.rawBody = text;
    }
    // A `source` query parameter stands for the body (GET clients that cannot send one).
    if (apiReq.rawBody === undefined && query.source !== undefined) {
      apiReq.rawBody = query.source;
      if (exceedsDepth(query.source)) return nestingTooDeep(MAX_JSON_DEPTH);
      try {
        apiReq.body = JSON.parse(query.source) as Json;
      } catch (e) {
        return this.jsonError(m.def, e);
      }
    }
    const result = step(this.state, apiReq, this.env(profile, req.caller));
    const warning = typed?.warning ?? typedRouteWarning(profile, m.api, m.path, m.parts);
    if (warning === undefined || isEsError(result)) return result;
    if (result.resume) return { ...result, resume: mapSteps(result.resume, (r) => (isEsError(r) ? r : { ...r, warnings: [warning, ...(r.warnings ?? [])] })) };
    return { ...result, warnings: [warning, ...(result.warnings ?? [])] };
  }

  private jsonError(api: ApiDef, e: unknown, text?: string): EsError {
    const msg = e instanceof Error ? e.message : String(e);
    // A document followed by more JSON is refused by DocumentParser.validateEnd, naming the next token.
    const trailing = api.body.kind === 'source' && text !== undefined ? trailingToken(text) : undefined;
    if (trailing !== undefined) return documentTrailingData(this.profile, trailing);
    if (api.body.kind === 'source' || api.name === 'update') return malformedDocumentBody(this.profile, msg);
    return malformedJsonBody(this.profile, msg);
  }

  private render(method: string, req: WireRequest, headers: Record<string, string>, result: ApiResult | EsError): WireResponse {
    const profile = this.profile;
    const out: Record<string, string> = {};
    if (profile.productHeader) out['x-elastic-product'] = 'Elasticsearch';
    // The request's X-Opaque-Id comes back on its answer, error or not (DefaultRestChannel.sendResponse; the
    // HTTP channel has echoed it since 1.x, and OpenSearch kept it): clients trace requests by it.
    const opaque = headers['x-opaque-id'];
    if (opaque !== undefined) out['x-opaque-id'] = opaque;
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
    }
    // Warnings raised before a failure travel with the error too, as ES's thread context sends them.
    if (result.warnings && result.warnings.length > 0) {
      // ES sends each distinct warning once per response.
      out['warning'] = [...new Set(result.warnings)].map((w) => `299 ${profile.warningAgent} "${w.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(', ');
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
    // An error is never filtered: ES builds it with filtering off (AbstractRestChannel.newErrorBuilder).
    const shaped = query.filter_path && !isEsError(result) ? filterPath(body, query.filter_path) : body;
    out['content-type'] = responseContentType(profile, headers['accept'], headers['content-type']);
    const text = encodeJson(shaped);
    // Errors too: AbstractRestChannel.newErrorBuilder chooses the format as newBuilder does.
    const format = responseXContent(profile, query.format, headers['accept'], headers['content-type']);
    if (format === 'yaml') {
      out['content-type'] = 'application/yaml';
      return { status, headers: out, body: jsonToYaml(text, profile.yamlQuotedNames) };
    }
    if (format !== 'json') {
      const { bytes, contentType } = encodeBinary(format, text);
      out['content-type'] = contentType;
      return { status, headers: out, body: UTF8_DECODER.decode(bytes), bytes };
    }
    const pretty = query.pretty !== undefined && query.pretty !== 'false';
    return { status, headers: out, body: pretty ? indentJson(text) + '\n' : text };
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
/** Reads a binary answer's bytes as a text client would (invalid sequences replaced). */
const UTF8_DECODER = new TextDecoder('utf-8');

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
