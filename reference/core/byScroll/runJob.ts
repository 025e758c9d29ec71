/**
 * Running a by-scroll job (reindex, delete by query, update by query) as ES's
 * AbstractAsyncBulkByScrollAction does: a scroll search selects the documents (a point-in-time view),
 * each page of `size` hits becomes one bulk of writes through the ordinary write path, version conflicts
 * are counted (and, unless `conflicts=proceed`, recorded as failures that stop the job after their
 * batch), and `max_docs` truncates batches so that at most that many writes succeed. With `slices`, one
 * worker per slice of the same search, each with its share of `max_docs`, merged into the leader's status.
 *
 * Every search runs before any write, so a request the search refuses changes nothing. The simulator is
 * synchronous: workers run one after another, slice by slice, and the job is complete when it returns.
 */
import { isEsError, sourceNotStored, type EsCause, type EsError } from '../errors/index.ts';
import { typeLabel } from '../docs/render.ts';
import type { ClusterState, ScrollHit } from '../state.ts';
import type { ApiRequest, Env } from '../apis/types.ts';
import { collectHits, parseSearch, type ParsedSearch } from '../apis/search.ts';
import { executeWrite, isWriteFailed, type WriteOp } from '../docs/write.ts';
import { shardCount } from '../search/slice.ts';
import { targetIndices } from '../search/execute.ts';
import type { JobOptions } from './jobOptions.ts';

/** ES's ceiling on `slices=auto`. */
const AUTO_SLICE_CEILING = 20;

/** What a job is: its search, its options, and the write each hit becomes. */
export interface JobSpec {
  /** The job's search, as `_search` takes it with `scroll` set (the body's `size` is the batch size). */
  search: ApiRequest;
  parsed: ParsedSearch;
  options: JobOptions;
  /** The write one hit becomes. */
  writeOf(hit: ScrollHit): WriteOp;
  /** What ES's bulk validation refuses before a batch is sent, failing the whole job (reindex: `create` with external versions). */
  bulkCheck?(op: WriteOp): EsError | undefined;
  /** The job copies sources (reindex, update by query; a delete needs none). */
  needsSource: boolean;
}

/** The counts of one worker (BulkByScrollTask.Status without its rendering). */
export interface Tally {
  sliceId?: number;
  total: number;
  updated: number;
  created: number;
  deleted: number;
  batches: number;
  versionConflicts: number;
  noops: number;
  requestsPerSecond: number;
}

/** One failed write, as BulkItemResponse.Failure holds it. */
export interface JobFailure {
  index: string;
  type: string;
  id: string | undefined;
  cause: EsCause;
  status: number;
}

/** A finished job: the leader's (or single worker's) counts, each slice's, and the failures in slice order. */
export interface JobResult {
  tally: Tally;
  slices?: Tally[];
  failures: JobFailure[];
}

function emptyTally(rps: number, sliceId?: number): Tally {
  return { ...(sliceId !== undefined ? { sliceId } : {}), total: 0, updated: 0, created: 0, deleted: 0, batches: 0, versionConflicts: 0, noops: 0, requestsPerSecond: rps };
}

/** The number of workers: `slices`, or for `auto` the fewest shards of any source index (at most 20). */
function sliceCount(state: ClusterState, env: Env, spec: JobSpec): number | EsError {
  if (spec.options.slices !== 0) return spec.options.slices;
  const indices = targetIndices(state, spec.search, env);
  if (isEsError(indices)) return indices;
  const least = indices.length === 0 ? 1 : Math.min(...indices.map(shardCount));
  return Math.min(least, AUTO_SLICE_CEILING);
}

/** The search of slice `id` of `max`: the job's search with a slice on `_id` (as ES's slicing helper builds it). */
function sliceSearch(search: ApiRequest, id: number, max: number): ApiRequest {
  const body = { ...(search.body as Record<string, never>), slice: { field: '_id', id, max } };
  return { ...search, body, rawBody: JSON.stringify(body) };
}

/** Whether a hit's index keeps no `_source` (`_source: {enabled: false}`): AbstractAsyncBulkByScrollAction.accept refuses it. */
function sourceDisabled(state: ClusterState, hit: ScrollHit): boolean {
  const m = state.indices.get(hit.index)?.mappings.get(hit.doc.type);
  const src = m?._source as { enabled?: unknown } | undefined;
  return src !== undefined && (src.enabled === false || src.enabled === 'false');
}

/** One worker over its hits: batches of `size`, truncated by `max_docs`, stopped by a failure. */
function work(state: ClusterState, env: Env, spec: JobSpec, hits: ScrollHit[], batchSize: number, maxDocs: number, tally: Tally, failures: JobFailure[]): void {
  tally.total = maxDocs > 0 ? Math.min(hits.length, maxDocs) : hits.length;
  const succeeded = (): number => tally.created + tally.updated + tally.deleted;
  for (let page = 0; page < hits.length; page += batchSize) {
    let rest = hits.slice(page, page + batchSize);
    while (rest.length > 0) {
      const take = maxDocs === -1 ? rest.length : Math.min(rest.length, Math.max(0, maxDocs - succeeded()));
      // A share of max_docs rounded down to nothing (slices=auto over more shards than documents asked).
      if (take === 0) return;
      tally.batches++;
      const batch = rest.slice(0, take);
      rest = rest.slice(take);
      const failed: JobFailure[] = [];
      for (const hit of batch) {
        const r = executeWrite(state, env, spec.writeOf(hit));
        if (isWriteFailed(r)) {
          if (r.error.status === 409) {
            tally.versionConflicts++;
            if (!spec.options.abortOnConflict) continue;
          }
          failed.push({ index: r.index, type: r.type, id: r.id, cause: r.error.cause, status: r.error.status });
          continue;
        }
        if (r.result === 'created') tally.created++;
        else if (r.result === 'updated') tally.updated++;
        else if (r.result === 'deleted') tally.deleted++;
        else if (r.result === 'noop') tally.noops++;
      }
      if (failed.length > 0) {
        failures.push(...failed);
        return;
      }
      if (maxDocs !== -1 && succeeded() >= maxDocs) return;
    }
  }
}

/** Runs a job to completion; an error means nothing was written (every search runs first). */
export function runJob(state: ClusterState, env: Env, spec: JobSpec): JobResult | EsError {
  const n = sliceCount(state, env, spec);
  if (isEsError(n)) return n;
  const { maxDocs, requestsPerSecond } = spec.options;
  const searches = n > 1 ? Array.from({ length: n }, (_, i) => sliceSearch(spec.search, i, n)) : [spec.search];
  const runs = [];
  for (const s of searches) {
    const run = collectHits(state, s, env, s === spec.search ? spec.parsed : parseSearch(s, env));
    if (isEsError(run)) return run;
    runs.push(run);
  }
  if (spec.needsSource) {
    const blind = runs.flatMap((r) => r.hits).find((h) => sourceDisabled(state, h));
    if (blind) {
      const t = typeLabel(env.profile, blind.doc.type);
      return sourceNotStored(blind.index, t, blind.doc.id);
    }
  }
  if (spec.bulkCheck) {
    const first = runs.find((r) => r.hits.length > 0)?.hits[0];
    const refused = first ? spec.bulkCheck(spec.writeOf(first)) : undefined;
    if (refused) return refused;
  }
  const failures: JobFailure[] = [];
  if (n === 1) {
    const tally = emptyTally(requestsPerSecond);
    work(state, env, spec, runs[0]!.hits, runs[0]!.size, maxDocs, tally, failures);
    return { tally, failures };
  }
  // Each worker gets an equal share of max_docs (rounded down) and of the throttle.
  const share = maxDocs === -1 ? -1 : Math.floor(maxDocs / n);
  const slices = runs.map((run, i) => {
    const tally = emptyTally(requestsPerSecond / n, i);
    work(state, env, spec, run.hits, run.size, share, tally, failures);
    return tally;
  });
  const leader = emptyTally(0);
  for (const t of slices) {
    leader.total += t.total;
    leader.updated += t.updated;
    leader.created += t.created;
    leader.deleted += t.deleted;
    leader.batches += t.batches;
    leader.versionConflicts += t.versionConflicts;
    leader.noops += t.noops;
    leader.requestsPerSecond += t.requestsPerSecond;
  }
  return { tally: leader, slices, failures };
}
