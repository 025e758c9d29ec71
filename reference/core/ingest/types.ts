/** The shapes of compiled pipelines and of their run: processors as data, the runtime they run in. */
import type { Json, JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { ScriptSpec } from '../script/runScript.ts';
import type { Conf } from './config.ts';
import type { IngestDoc } from './document.ts';
import type { IngestStatsState } from './counters.ts';
import type { EsError } from '../errors/index.ts';

/**
 * A processor's work on a document: false when it drops the document. `extraValidation` is Processor.extraValidation,
 * which only PUT _ingest/pipeline runs (IngestService.validatePipeline), once the whole pipeline compiled: a licensed
 * processor's license check.
 */
export type Impl = ((doc: IngestDoc, rt: Runtime) => boolean) & { extraValidation?: (state: ClusterState, now: number) => EsError | undefined };

/** One configured processor, with the options every processor takes (ConfigurationUtils.readProcessor). */
export interface Step {
  type: string;
  tag?: string;
  description?: string;
  /** The `if` condition, and its text as verbose simulation prints it. */
  if?: { spec: ScriptSpec; text: string };
  ignoreFailure: boolean;
  /** Processor-level `on_failure`, when given. */
  onFailure?: Step[];
  impl: Impl;
  /** A `pipeline` processor: verbose simulation records it before the processors it runs. */
  isPipeline?: boolean;
}

/** A compiled pipeline (Pipeline). */
export interface Pipeline {
  id: string;
  description?: string;
  version?: number;
  steps: Step[];
  onFailure: Step[];
}

/** What a processor factory gets besides its configuration. */
export interface FactoryCtx {
  profile: Profile;
  /** The cluster the pipeline is made in (an enrich processor checks its policy's enrich index exists). */
  state?: ClusterState;
  /** Compiles processor configurations (foreach's `processor`), as a pipeline's list is compiled. */
  compileList(configs: Json[] | unknown[]): Step[];
  /** Compiles one `{type: config}` object. */
  compileOne(type: string, config: unknown): Step;
}

/** A processor type: reads its configuration, returns its work. */
export type Factory = (c: Conf, ctx: FactoryCtx) => Impl;

/** One entry of verbose simulation's `processor_results` (SimulateProcessorResult). */
export interface TraceEntry {
  type: string;
  tag?: string;
  description?: string;
  if?: { condition: string; result: boolean };
  status: 'success' | 'error' | 'error_ignored' | 'skipped' | 'dropped';
  doc?: IngestDoc;
  error?: JsonObject;
}

/** Where a pipeline runs: the cluster (stored pipelines, the clock, the version), and a trace when verbose. */
export interface Runtime {
  profile: Profile;
  state: ClusterState;
  now: number;
  /** A stored pipeline by id, compiled. */
  pipeline(id: string): Pipeline | undefined;
  trace?: TraceEntry[];
  /** The node's ingest counters, on the write path only (simulation counts nothing). */
  stats?: IngestStatsState;
}
