/**
 * A by-scroll job as the cluster state holds it while it runs: its workers, counts and failures, its task
 * and who waits for it. Types only, importing nothing that imports the state, so `state.ts` can name its
 * running jobs without a loop through the machinery that runs them (runJob.ts, backgroundJobs.ts).
 */
import type { JsonObject } from '../json.ts';
import type { EsCause } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { HitList } from '../search/hitList.ts';
import type { ScrollHit } from '../doc.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import type { JobOptions } from './jobOptions.ts';
import type { ScriptSpec } from '../script/scriptSpec.ts';
import type { EsError } from '../errors/index.ts';
import type { Steps } from '../search/resumable/steps.ts';

/** What a started job keeps of its spec (runJob.ts's JobSpec, whose search is spent once its workers hold their hits). */
export interface JobPlan {
  options: JobOptions;
  /** The write one hit becomes: a new op at each call (runBatch sets the shard wait on it). */
  writeOf(hit: ScrollHit): WriteOp;
  /** The job's script, run on each hit's write as its batch is built (scriptApplier.ts). */
  script?: { spec: ScriptSpec; kind: 'update_by_query' | 'reindex'; versionAsked?: boolean };
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
  /** Time the worker slept for its throttle (`throttled_millis`). */
  throttledMillis?: number;
  /** Remaining sleep of the throttle now (`throttled_until_millis`), for a running task's status. */
  throttledUntilMillis?: number;
  /** `canceled`: ES's reasonCancelled. */
  canceled?: string;
}

/** One failed write, as BulkItemResponse.Failure holds it. */
export interface JobFailure {
  index: string;
  type: string;
  id: string | undefined;
  cause: EsCause;
  status: number;
}

/**
 * One slice worker of a job in progress: its point-in-time hits, where it is in them, its counts and its
 * throttle. A job is resumable: `runBatch` advances a worker by at most one bulk (or part of one), so a
 * job runs either to its end at once (`runAll`) or a little at a time between other requests (`stepJobs`).
 */
export interface Worker {
  hits: HitList;
  batchSize: number;
  /** This worker's share of `max_docs`; -1 for every hit. */
  maxDocs: number;
  /** The next hit to write. */
  pos: number;
  /** The end of the scroll page being written (a page becomes several batches when `max_docs` truncates). */
  pageEnd: number;
  /** The first hit and the end of the batch (bulk) under way; `pos === batchEnd` between batches. */
  batchFrom: number;
  batchEnd: number;
  /** The clock when the batch under way started (the throttle counts from it). */
  batchStartedAt: number;
  /** Failed writes of the batch under way: they end the worker once its batch is written. */
  batchFailures: JobFailure[];
  /** The batch's writes after the job's script (`noop` where the script said so), when the job has one. */
  batchOps?: Array<WriteOp | 'noop'>;
  /** The script run under way on the batch's next hit, when a step ended inside it (runJob.ts). */
  scriptRun?: Steps<WriteOp | 'noop' | EsError>;
  tally: Tally;
  done: boolean;
  /** Epoch ms before which the throttle holds the next batch (WorkerBulkByScrollTaskState's delay). */
  nextAt: number;
  throttledMillis: number;
}

/** A job started: its searches made, its workers ready. */
export interface Job {
  spec: JobPlan;
  workers: Worker[];
  sliced: boolean;
  /** Failures in worker order (each worker's are appended when its batch fails). */
  failures: JobFailure[][];
  /** ES's `reasonCancelled`, once cancelled. */
  canceled?: string;
  /** The error that ended the whole job (a script's failure while building a batch): the request's answer. */
  fatal?: EsError;
}

/** A job whose caller did not wait: its task, and its slices' child tasks when sliced. */
export interface RunningJob {
  num: number;
  job: Job;
  info: TaskInfo;
  /** The profile the job's request was answered with (its failures print types as it does). */
  profile: Profile;
  startMillis: number;
  /** Task numbers of the slice workers (ES's child tasks), in worker order; empty when not sliced. */
  children: number[];
  /** The next worker to get a batch (workers take turns). */
  cursor: number;
  /** A caller that waits for the answer (then no result is stored, as ES stores only unwaited tasks'). */
  waiter?: { view: StatusView; warnings: string[] };
}

/** The answer of a job whose caller waited, kept until the driver collects it. */
export interface JobAnswer {
  status: number;
  body: JsonObject;
  warnings: string[];
}

/** What a job tells the store about itself. */
export interface TaskInfo {
  action: string;
  description: string;
  requestHeaders: Record<string, string>;
}

/** Which counts a response shows, and whether times are also printed for humans. */
export interface StatusView {
  created: boolean;
  updated: boolean;
  human: boolean;
}
