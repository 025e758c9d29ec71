/**
 * Which writes a driver that runs work in slices takes as steps (docs/writePass.ts), shared by the
 * single-document APIs and bulk: those that may run a script, an update's or an ingest pipeline's.
 */
import { isEsError } from '../errors/index.ts';
import { isObject } from '../json.ts';
import type { Env } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { resolvesPipeline } from '../ingest/writeHook.ts';
import { ingestStatsGuard } from '../ingest/stats.ts';
import type { Steps } from '../search/resumable/steps.ts';
import { writeTarget } from './target.ts';
import type { WriteOp } from './writeOp.ts';
import { writeSteps } from './writePass.ts';

/** Whether a write's target names an index that exists (so an update cannot create one). */
function existingIndex(state: ClusterState, env: Env, name: string | undefined): boolean {
  if (name === undefined) return false;
  const t = writeTarget(state, env.profile, name);
  return !isEsError(t) && t.kind === 'index';
}

/**
 * Whether a write may run a script: an update with a script, or whose upsert goes through pipelines, or an
 * index or create through pipelines. An update on a missing index may run one only with an upsert (the others
 * fail before any script); the index it is about to create is the same read in each attempt (writePass.ts) and
 * the ids a stopped attempt drew for it are put back (writeGuard).
 */
export function mayRunScripts(state: ClusterState, env: Env, op: WriteOp): boolean {
  if (op.kind === 'update') {
    if (!existingIndex(state, env, op.index) && !isObject(op.update?.upsert) && op.update?.doc_as_upsert !== true) return false;
    return (op.update?.script !== undefined && op.update.script !== null) || resolvesPipeline(state, env, op);
  }
  return (op.kind === 'index' || op.kind === 'create') && resolvesPipeline(state, env, op);
}

/**
 * `write` as steps (writePass.ts), its scripts in slices: the warnings of its last call only are kept (a stopped
 * call pushed some already), and the ingest counters a stopped call changed are put back.
 */
export function* scriptedWriteSteps<R>(state: ClusterState, env: Env, retries: number, write: (warnings: string[]) => R, warnings: string[]): Steps<R> {
  let last: string[] = [];
  const r = yield* writeSteps(
    retries,
    () => {
      last = [];
      return write(last);
    },
    () => writeGuard(state, env),
  );
  warnings.push(...last);
  return r;
}

/**
 * What a stopped attempt of a write changed and a whole run does not: the ingest counters, the ids drawn (an
 * index's uuid, an auto id); the function returned puts them back.
 */
export function writeGuard(state: ClusterState, env: Env): () => void {
  const stats = ingestStatsGuard(state);
  const ids = env.markIds?.();
  return () => {
    stats();
    ids?.();
  };
}

/** `retry_on_conflict` as a count of retries (absent, negative or not a number: none). */
export function retriesOf(v: unknown): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
