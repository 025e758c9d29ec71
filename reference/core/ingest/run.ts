/**
 * Running a pipeline over a document (Pipeline, CompoundProcessor, ConditionalProcessor,
 * OnFailureProcessor, and TrackingResultProcessor for verbose simulation): processors in order, a
 * failure handled by the processor's own `on_failure` or `ignore_failure`, else by the pipeline's
 * `on_failure` (which ends the pipeline), else raised; `_ingest.on_failure_*` set while handlers run.
 */
import { conditionNotBoolean, errorEnvelope, pipelineCycle, type EsError } from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import { runIngestScript } from './scriptRun.ts';
// Registers the field API of `if` conditions (9.2+) with the filter context they run in.
import './conditionField.ts';
import type { IngestDoc } from './document.ts';
import { asFailure, IngestFailure } from './failure.ts';
import type { Pipeline, Runtime, Step } from './types.ts';
import { pipelineCounters, type IngestCounter } from './counters.ts';

/** Runs a pipeline as IngestDocument.executePipeline does: `_ingest.pipeline` set while it runs, cycles refused. */
export function executePipeline(p: Pipeline, doc: IngestDoc, rt: Runtime): boolean {
  if (doc.pipelineStack.includes(p.id)) {
    const f = new IngestFailure(pipelineCycle(p.id));
    f.cycle = true;
    throw f;
  }
  doc.pipelineStack.push(p.id);
  const previous = doc.ingest.pipeline;
  doc.ingest.pipeline = p.id;
  const counters = rt.stats ? pipelineCounters(rt.stats, p.id, p.steps.length) : undefined;
  if (counters) counters.counter.count++;
  try {
    return runCompound(p.steps, p.onFailure, doc, rt, counters?.processors);
  } catch (e) {
    if (counters) counters.counter.failed++;
    throw e;
  } finally {
    // A terminate ends this pipeline only: a calling pipeline, and the final pipeline, go on.
    doc.terminated = false;
    doc.pipelineStack.pop();
    if (previous !== undefined) doc.ingest.pipeline = previous;
    else delete doc.ingest.pipeline;
  }
}


/** A CompoundProcessor: the steps in order; a failure goes to `onFailure` (ending the list) or up. */
export function runCompound(steps: Step[], onFailure: Step[], doc: IngestDoc, rt: Runtime, counters?: IngestCounter[]): boolean {
  for (const [i, s] of steps.entries()) {
    if (doc.terminated || doc.rerouted) return true;
    try {
      if (!runStep(s, doc, rt, counters?.[i])) return false;
    } catch (e) {
      const f = label(asFailure(e), s, doc);
      if (onFailure.length === 0) throw f;
      return runOnFailure(onFailure, f, doc, rt);
    }
  }
  return true;
}

/** The processor's type, tag and pipeline as ES's IngestProcessorException headers carry them (the innermost kept). */
function label(f: IngestFailure, s: Step, doc: IngestDoc): IngestFailure {
  if (f.processorType !== undefined) return f;
  f.processorType = s.type;
  f.processorTag = s.tag;
  f.trace = [...doc.pipelineStack];
  // pipeline_origin is set only inside a nested pipeline; its first entry is the innermost pipeline.
  if (doc.pipelineStack.length > 1) f.pipeline = doc.pipelineStack[doc.pipelineStack.length - 1];
  return f;
}

const FAILURE_KEYS = ['on_failure_message', 'on_failure_processor_type', 'on_failure_processor_tag', 'on_failure_pipeline'];

/** CompoundProcessor.executeOnFailure: the handlers with the failure's details in `_ingest`, removed after. */
function runOnFailure(handlers: Step[], f: IngestFailure, doc: IngestDoc, rt: Runtime): boolean {
  doc.ingest.on_failure_message = rootMessage(f.error);
  doc.ingest.on_failure_processor_type = f.processorType ?? null;
  doc.ingest.on_failure_processor_tag = f.processorTag ?? null;
  if (f.pipeline !== undefined) doc.ingest.on_failure_pipeline = f.pipeline;
  try {
    for (const h of handlers) {
      try {
        if (!runStep(h, doc, rt)) return false;
      } catch (e) {
        throw label(asFailure(e), h, doc);
      }
    }
    return true;
  } finally {
    for (const k of FAILURE_KEYS) delete doc.ingest[k];
  }
}

/** `getRootCause().getMessage()`: the innermost cause's reason. */
function rootMessage(err: EsError): string {
  let c = err.cause;
  while (c.causedBy) c = c.causedBy;
  return c.reason;
}

/** One processor with its condition, its failure handling, and its trace entry when verbose. */
export function runOne(s: Step, doc: IngestDoc, rt: Runtime): boolean {
  return runStep(s, doc, rt);
}

function runStep(s: Step, doc: IngestDoc, rt: Runtime, counter?: IngestCounter): boolean {
  let cond: { condition: string; result: boolean } | undefined;
  if (s.if) {
    // An `if` is IngestConditionalScript: it reads ctx and returns a boolean, so it runs where a value is returned.
    // Here, or ahead of the write by a driver that yields (docs/writePass.ts), as a script processor runs.
    const r = runIngestScript(s.if, s.if.spec, 'filter', doc, {}, { profile: rt.profile, state: rt.state, now: rt.now });
    if (!r.ok) throw new IngestFailure(r.error);
    const result = r.value === true;
    if (r.value !== true && r.value !== false) throw new IngestFailure(conditionNotBoolean(r.value));
    cond = { condition: s.if.text, result };
    if (!result) {
      rt.trace?.push({ type: s.type, ...meta(s), if: cond, status: 'skipped' });
      return true;
    }
  }
  let keep: boolean;
  let cycle = false;
  if (counter) counter.count++;
  try {
    if (s.isPipeline && rt.trace) {
      const found = cycleInCalledPipeline(s, doc, rt);
      if (found) {
        cycle = true;
        throw found;
      }
      // A pipeline processor is recorded before the processors it runs (TrackingResultProcessor).
      rt.trace.push({ type: s.type, ...meta(s), ...(cond ? { if: cond } : {}), status: 'success' });
    }
    keep = s.impl(doc, rt);
  } catch (e) {
    const f = asFailure(e);
    if (counter) counter.failed++;
    if (s.ignoreFailure) {
      rt.trace?.push({ type: s.type, ...meta(s), ...(cond ? { if: cond } : {}), status: 'error_ignored', error: renderError(f.error), doc: doc.copy() });
      return true;
    }
    if (!s.isPipeline || cycle) rt.trace?.push({ type: s.type, ...meta(s), ...(cond ? { if: cond } : {}), status: 'error', error: renderError(f.error) });
    if (s.onFailure) return runOnFailure(s.onFailure, label(f, s, doc), doc, rt);
    throw f;
  }
  if (!s.isPipeline) {
    if (keep) rt.trace?.push({ type: s.type, ...meta(s), ...(cond ? { if: cond } : {}), status: 'success', doc: rt.trace ? doc.copy() : undefined });
    else rt.trace?.push({ type: s.type, ...meta(s), ...(cond ? { if: cond } : {}), status: 'dropped' });
  }
  return keep;
}

/**
 * TrackingResultProcessor runs the called pipeline first on a copy, untraced, to find cycles: a cycle is
 * then the pipeline processor's own error, and nothing of the called pipelines is traced. Any other
 * failure of the dry run is left to the real, traced run.
 */
function cycleInCalledPipeline(s: Step, doc: IngestDoc, rt: Runtime): IngestFailure | undefined {
  try {
    s.impl(doc.copy(), { ...rt, trace: undefined });
  } catch (e) {
    const f = asFailure(e);
    if (f.cycle) return f;
  }
  return undefined;
}

function meta(s: Step): { tag?: string; description?: string } {
  return { ...(s.description !== undefined ? { description: s.description } : {}), ...(s.tag !== undefined ? { tag: s.tag } : {}) };
}

/** An error as simulate prints it: the envelope's `error` object (root_cause, type, reason, ...). */
export function renderError(err: EsError): JsonObject {
  return errorEnvelope(err).error as JsonObject;
}
