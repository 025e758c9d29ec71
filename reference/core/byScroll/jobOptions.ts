/**
 * The options every by-scroll job shares (ES's AbstractBulkByScrollRequest and the REST layer's
 * `setCommonOptions`): the document limit, what a version conflict does, slicing, throttling, and whether
 * the caller waits. Each setter checks as ES's does, in the order ES applies them.
 */
import {
  intParameterInvalid,
  invalidConflicts,
  invalidRequestsPerSecond,
  invalidSlices,
  JOB_PROBLEMS,
  jobInvalid,
  maxDocsBelowSlices,
  maxDocsNegative,
  maxDocsTwice,
  isEsError,
  type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { boolParam } from '../params.ts';
import { activeShardsWaitOf } from '../docs/activeShardCount.ts';
import type { ActiveShardsWait } from '../docs/writeOp.ts';

export interface JobOptions {
  /** -1: every match. */
  maxDocs: number;
  abortOnConflict: boolean;
  /** 0: `auto` (one slice per shard of the source, at most 20). */
  slices: number;
  /** Infinity: unthrottled. */
  requestsPerSecond: number;
  waitForCompletion: boolean;
  /** `wait_for_active_shards` and `timeout`: every bulk the job sends carries them. */
  activeShards: ActiveShardsWait;
}

/** ES's defaults: every document, abort on conflicts, one slice, unthrottled, wait. */
export function defaultOptions(): JobOptions {
  return { maxDocs: -1, abortOnConflict: true, slices: 1, requestsPerSecond: Infinity, waitForCompletion: true, activeShards: { count: 'default', timeout: '1m' } };
}

/** `conflicts`: `proceed` or `abort`. */
export function setConflicts(o: JobOptions, value: unknown): EsError | undefined {
  if (value === 'proceed') o.abortOnConflict = false;
  else if (value === 'abort') o.abortOnConflict = true;
  else return invalidConflicts(String(value));
  return undefined;
}

/**
 * The document limit, from the body or the URL (`setMaxDocsValidateIdentical`): two different values are
 * refused, then ES ≥ 7 refuses a negative one and one below the slice count. ES 5/6 (`size`) only
 * check at validation time (see `optionProblems`).
 */
export function setMaxDocs(profile: Profile, o: JobOptions, n: number): EsError | undefined {
  if (profile.maxDocsField !== 'size') {
    if (o.maxDocs !== -1 && o.maxDocs !== n) return maxDocsTwice(o.maxDocs, n);
    if (n < 0) return maxDocsNegative(n);
    if (n < o.slices) return maxDocsBelowSlices();
  }
  o.maxDocs = n;
  return undefined;
}

/** A Java float as `Float.parseFloat` reads it (no hexadecimal forms), or NaN. */
export function parseJavaFloat(text: string): number {
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?\s*$/.test(text) ? Math.fround(Number.parseFloat(text)) : NaN;
}

/**
 * The URL options ES applies after reading the body (`setCommonOptions`): refresh, timeout and
 * wait_for_active_shards, slices,
 * requests_per_second, max_docs (ES ≥ 7.3; `size` for ES 5/6 jobs by query), then wait_for_completion.
 */
export function applyUrlOptions(profile: Profile, o: JobOptions, query: Record<string, string>): EsError | undefined {
  const refresh = boolParam(query, 'refresh', false);
  if (typeof refresh !== 'boolean') return refresh;
  const activeShards = activeShardsWaitOf(query, profile);
  if (isEsError(activeShards)) return activeShards;
  o.activeShards = activeShards;
  const slices = query.slices;
  if (slices !== undefined) {
    if (slices === 'auto') o.slices = 0;
    else {
      const n = /^[+-]?\d+$/.test(slices) ? Number(slices) : NaN;
      if (Number.isNaN(n) || n > 2 ** 31 - 1 || n < -(2 ** 31)) return invalidSlices(slices, true);
      if (n < 1) return invalidSlices(slices, false);
      o.slices = n;
    }
  }
  const rps = query.requests_per_second;
  if (rps !== undefined) {
    const n = parseJavaFloat(rps);
    if (Number.isNaN(n)) return invalidRequestsPerSecond(rps, true);
    if (n === -1) o.requestsPerSecond = Infinity;
    else if (n <= 0) return invalidRequestsPerSecond(rps, false);
    else o.requestsPerSecond = n;
  }
  if (profile.maxDocsField !== 'size' && query.max_docs !== undefined) {
    const v = query.max_docs;
    if (!/^[+-]?\d+$/.test(v)) return intParameterInvalid('max_docs', v);
    const err = setMaxDocs(profile, o, Number(v));
    if (err) return err;
  }
  const wait = boolParam(query, 'wait_for_completion', true);
  if (typeof wait !== 'boolean') return wait;
  o.waitForCompletion = wait;
  return undefined;
}

/**
 * AbstractBulkByScrollRequest.validate's own checks, after the search request's: `from`, `stored_fields`,
 * the document limit, manual and automatic slicing together.
 */
export function optionProblems(profile: Profile, o: JobOptions, body: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (body.from !== undefined) out.push(JOB_PROBLEMS.from);
  if (body.stored_fields !== undefined) out.push(JOB_PROBLEMS.storedFields);
  if (!(o.maxDocs === -1 || o.maxDocs > 0)) out.push(JOB_PROBLEMS.maxDocs(profile, o.maxDocs));
  if (body.slice !== undefined && o.slices !== 1) out.push(JOB_PROBLEMS.manualAndAutoSlicing);
  return out;
}

/** The validation failure of a job's problems, or undefined when there are none. */
export function problemsError(problems: string[]): EsError | undefined {
  return problems.length > 0 ? jobInvalid(problems) : undefined;
}
