/**
 * One record of the `--data` journal: a change as it was acknowledged — the request (credentials left
 * out), the environment it ran in (clock value, id positions), and the status and CRC-32 of the answer
 * the client got, which a replay must reproduce; or one step of the background jobs, with its
 * environment and budget, so the jobs' writes replay interleaved with the clients' as they ran.
 */
import type { RunEnv } from '../simulator.ts';
import type { StepBudget } from '../core/byScroll/backgroundJobs.ts';
import type { WireRequest } from '../wire/wire.ts';
import { crc32 } from './crc32.ts';

/** Headers never written to disk. */
const SECRET = new Set(['authorization', 'cookie', 'proxy-authorization', 'x-api-key']);

/** A request as the journal keeps it. */
export interface StoredRequest {
  m: string;
  p: string;
  q: Record<string, string>;
  h: Record<string, string>;
  b?: string;
}

/** One journal record: the environment the request ran in, the request, and the answer it got. */
export interface RequestChange {
  env: RunEnv;
  r: StoredRequest;
  /** Status and CRC-32 of the body the client was given. */
  s: number;
  k: number;
}

/** One step of the background jobs (`Simulator.stepJobs`), with the environment and budget it ran with. */
export interface StepChange {
  env: RunEnv;
  step: StepBudget;
}

/** A journal record: a request that changed the state, or a step of the jobs that did. */
export type Change = RequestChange | StepChange;

/** The request to keep: its headers without credentials, its body as text. */
export function toStored(req: WireRequest): StoredRequest {
  const h: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) if (v !== undefined && !SECRET.has(k.toLowerCase())) h[k] = typeof v === 'string' ? v : v.join(', ');
  // A recorded request succeeded, so its body was valid UTF-8.
  const b = req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : Buffer.from(req.body).toString('utf8');
  return { m: req.method, p: req.path, q: req.query ?? {}, h, ...(b !== undefined ? { b } : {}) };
}

/** The request again, for a replay. */
export function fromStored(v: StoredRequest): WireRequest {
  return { method: v.m, path: v.p, query: v.q, headers: v.h, ...(v.b !== undefined ? { body: v.b } : {}) };
}

/** The checksum of an answer's body. */
export const answerCrc = (body: string): number => crc32(Buffer.from(body));
