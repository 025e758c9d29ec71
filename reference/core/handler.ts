/**
 * The contract every API handler follows: a deterministic function of the cluster state, the request and
 * the environment. It is not pure: it changes the state it is handed in place (documents, mappings,
 * aliases, scroll contexts a search opens or a scroll page advances), and only once the request is known
 * to succeed, so a refused request changes nothing (state.ts). Everything else it needs comes from Env
 * (time, ids): no clock, no I/O, no randomness of its own, so a replay of the same requests gives the same
 * answers and the same state.
 */
import type { Steps } from './search/resumable/steps.ts';
import type { Json, JsonObject, RawJson } from './json.ts';
import type { EsError } from './errors/index.ts';
import type { ClusterState } from './state.ts';
import type { Profile } from '../profiles.ts';
import type { ApiDef } from '../api/types.ts';

/** A routed request: which API, its path parts, its query parameters and its parsed body. */
export interface ApiRequest {
  api: string;
  method: string;
  path: string;
  parts: Record<string, string>;
  /** The `index` path part as sent, when date math in it was resolved (ES keeps it as `index.provided_name`). */
  providedIndex?: string;
  /** Every path part as sent, when date math in one was resolved (rollover keeps its `new_index` as provided). */
  providedParts?: Record<string, string>;
  query: Record<string, string>;
  /** Parsed JSON body, when the API takes JSON and one was sent. */
  body?: Json;
  /** Raw body text (NDJSON APIs, document sources kept verbatim). */
  rawBody?: string;
  headers: Record<string, string>;
}

/** What the outside world lends the core: time and identifiers, so runs are reproducible. */
/**
 * Who sends a request, when the server checks credentials: what ES's security layer knows of the
 * authenticated user that the core needs (whose scroll is whose, what `_all` may clear).
 */
export interface Caller {
  /** Identity compared for ownership: one per user name, one per API key (ES's `canAccessResourcesOf`). */
  principal: string;
  /** The user name ES quotes in a 403. */
  user: string;
  /** Read-only (`--viewer`): the built-in viewer role, no cluster `manage`. */
  viewer: boolean;
}

export interface Env {
  profile: Profile;
  /** The authenticated caller; undefined when the server runs without credentials (everyone is one user). */
  caller?: Caller;
  /** Current time in epoch milliseconds. */
  now: number;
  /** A fresh 20-char auto id (ES's time-based UUID shape). */
  newDocId(): string;
  /** A fresh 22-char index uuid. */
  newUuid(): string;
  /**
   * A job whose caller waits runs in the background too, and its request is answered when it ends
   * (`ApiResult.deferredTask`): set by a driver that steps jobs between requests (the HTTP server).
   */
  deferJobWaits?: boolean;
  /**
   * A long read may answer as resumable steps (`ApiResult.resume`) instead of running to its end: set by
   * a driver that runs them in time slices and serves other requests between (the HTTP server).
   */
  sliced?: boolean;
  /**
   * Set by a driver that records each write (`--data`): a sliced write runs each attempt of its write through
   * it (docs/writePass.ts), so the last attempt, the one that writes, runs in an environment the driver records.
   */
  attempt?<T>(write: () => T): T;
  /**
   * Marks where the id sequences and the state's counters stand; the function returned puts them back there. A
   * sliced write's attempt that stopped at a script (docs/writePass.ts) drew nothing a whole run would not draw
   * again: the uuid of an index it was about to create, an auto id.
   */
  markIds?(): () => void;
  /**
   * The API that serves a method and path for this request's profile, when the simulator implements it
   * (routing lives above the core; `GET /_capabilities` asks it).
   */
  routeOf?(method: string, path: string): ApiDef | undefined;
  /**
   * The node's `stack.templates.enabled` as it started (a node setting; a cluster setting of the same name
   * overrides it): whether the stack's template registry keeps the built-in templates installed.
   */
  stackTemplates?: boolean;
}

/** A successful (or non-envelope) response of a handler. */
export interface ApiResult {
  status: number;
  /** JSON body (a RawJson when the handler wrote the text itself), text for the cat APIs; undefined for HEAD-style answers. */
  body?: JsonObject | Json[] | RawJson | string;
  headers?: Record<string, string>;
  /** Deprecation warnings, rendered as `Warning` headers. */
  warnings?: string[];
  /** No answer yet: the request waits for this task's job to end (see `Env.deferJobWaits`). */
  deferredTask?: number;
  /**
   * No answer yet: the rest of the work as resumable steps, whose result is the answer (see `Env.sliced`).
   * They read what the request saw when it started: writes served meanwhile do not change it.
   */
  resume?: Steps<ApiResult | EsError>;
}

export type Handler = (state: ClusterState, req: ApiRequest, env: Env) => ApiResult | EsError;

/** A 200 with a JSON body. */
export function ok(body: JsonObject | Json[], status = 200): ApiResult {
  return { status, body };
}

/** `?param=true` (also bare `?param`) as a boolean, with a default. */
export function flag(req: ApiRequest, name: string, dflt = false): boolean {
  const v = req.query[name];
  if (v === undefined) return dflt;
  return v === '' || v === 'true';
}
