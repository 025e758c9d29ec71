/**
 * How a processor fails. Elasticsearch's processors throw Java exceptions through nested processors
 * (foreach, pipeline, on_failure chains) to the pipeline that catches them; the port keeps that shape with
 * one exception class carrying the error value, thrown only inside core/ingest and always caught at the
 * pipeline's boundary (run.ts, pipeline.ts), so no throw leaves the ingest module.
 */
import { regexBudgetExceeded, type EsError } from '../errors/index.ts';
import { RegexBudgetExceeded } from '../regex/bounded.ts';

/** A processor's (or a pipeline configuration's) failure, as the error ES would report. */
export class IngestFailure extends Error {
  /** The processor types, tags and pipelines it passed through (CompoundProcessor's headers), innermost first. */
  processorType?: string;
  processorTag?: string;
  pipeline?: string;
  /** The pipelines running when it failed, outermost first (the failure store's `error.pipeline_trace`). */
  trace?: string[];
  /** A pipeline cycle (ES's GraphStructureException): verbose simulation reports it at the calling pipeline processor. */
  cycle?: boolean;
  constructor(readonly error: EsError) {
    super(error.cause.reason);
  }
}

/** Raises an error value as a processor failure. */
export function fail(error: EsError): never {
  throw new IngestFailure(error);
}

/**
 * The failure a caught value stands for; anything else is a bug of the simulator and is thrown on. A user's
 * regular expression (gsub, split, kv) that ran out of its budget fails the processor with the simulator's
 * own refusal (Elasticsearch has no bound there; grok answers its watchdog's error itself).
 */
export function asFailure(e: unknown): IngestFailure {
  if (e instanceof IngestFailure) return e;
  if (e instanceof RegexBudgetExceeded) return new IngestFailure(regexBudgetExceeded(e.pattern, e.inputLength, e.steps));
  throw e;
}
