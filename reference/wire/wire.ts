/**
 * The wire contract shared by the simulator and the harness: one HTTP exchange as plain data.
 * Nothing here touches a socket, so the same values flow in-process and over HTTP.
 */

import type { Caller } from '../core/handler.ts';

/** One HTTP request as data. `path` excludes the query string; `query` values are already decoded. */
export interface WireRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  /**
   * Header names in lower case. node:http's `req.headers` fits as it is (a list value is read joined
   * with ", "), so the server need not copy it.
   */
  headers?: Record<string, string | string[] | undefined>;
  /** Raw body bytes (or text). Undefined or empty means no body. */
  body?: string | Uint8Array;
  /** Who sent it, once the server has checked the credentials (auth.ts); absent without authentication. */
  caller?: Caller;
}

/** One HTTP response as data. `body` is the exact text sent on the wire ("" for HEAD). */
export interface WireResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /**
   * A binary answer (`format=cbor|smile`): the bytes to send, which win over `body` (then the bytes read
   * as UTF-8, as a client reading text would see them).
   */
  bytes?: Uint8Array;
  /** Set when the answer is not ready: the request waits for this task (see `Simulator.deferredAnswer`). */
  deferredTask?: number;
  /**
   * Set when the answer is not ready: a long search's rest, run by each call while `more()` holds; the
   * answer once it has ended, undefined before (call again later). See `Simulator.handle`'s `sliced`.
   */
  resume?: (more: () => boolean) => WireResponse | undefined;
}

/**
 * The header lines of a combined `Warning` value (`299 agent "a", 299 agent "b"`): ES sends one header
 * line per warning, and the official clients keep only lines that start with the code.
 */
export function warningLines(combined: string): string[] {
  return combined.match(/\d{3} \S+ "(?:[^"\\]|\\.)*"/g) ?? [combined];
}
