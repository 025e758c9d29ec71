/**
 * Processors that run other processors or code: pipeline (PipelineProcessor), foreach (ForEachProcessor)
 * and script (ScriptProcessor, through the script entry point with the `ingest` context).
 */
import { isEsError, iterableSelfReferencing, pipelineProcessorMissing, processorIllegalArgument } from '../../errors/index.ts';
import { ingestHas } from '../caps.ts';
import type { Json } from '../../json.ts';
import { parseScriptSpec, type ScriptSpec } from '../../script/runScript.ts';
import { runIngestScript } from '../scriptRun.ts';
import '../scriptProcessors.ts';
import { fail } from '../failure.ts';
import { isMap, javaClassName, type Value } from '../javaValues.ts';
import { executePipeline, runOne as runInner } from '../run.ts';
import type { Factory, Step } from '../types.ts';
import { render } from '../valueSource.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

/** pipeline: runs another stored pipeline (by a templated name) on the document. */
export const pipeline: Factory = (c) => {
  const name = c.template('name');
  const ignoreMissing = c.bool('ignore_missing_pipeline', false);
  return (doc, rt) => {
    const id = render(name, doc);
    const p = rt.pipeline(id);
    if (!p) {
      if (ignoreMissing) return true;
      return fail(pipelineProcessorMissing(id));
    }
    return executePipeline(p, doc, rt);
  };
};

/** terminate (8.16, TerminateProcessor): the rest of the running pipeline is skipped; the document is kept. */
export const terminate: Factory = () => (doc) => {
  doc.terminated = true;
  return true;
};

/** foreach: one processor over each element of a list (or each entry of a map), as `_ingest._value` (and `_ingest._key`). */
export const foreach: Factory = (c, ctx) => {
  const field = c.str('field');
  const ignoreMissing = c.bool('ignore_missing', false);
  const procs = c.mapProp('processor');
  const entries = Object.entries(procs);
  if (entries.length !== 1) c.error('processor', 'Must specify exactly one processor type');
  const inner: Step = ctx.compileOne(entries[0]![0], entries[0]![1]);
  return (doc, rt) => {
    const v = doc.get(field, ignoreMissing);
    if (v === null || v === undefined) {
      if (ignoreMissing) return true;
      bad(`field [${field}] is null, cannot loop over its elements.`);
    }
    if (Array.isArray(v)) {
      const out: Value[] = [];
      for (const item of v) {
        const previous = doc.ingest._value;
        doc.ingest._value = item;
        let keep: boolean;
        try {
          keep = runInner(inner, doc, rt);
        } finally {
          out.push(doc.ingest._value);
          doc.ingest._value = previous === undefined ? null : previous;
        }
        if (!keep) return false;
      }
      doc.set(field, out);
      return true;
    }
    if (isMap(v)) {
      const out: Record<string, Value> = {};
      for (const [k, item] of Object.entries(v)) {
        const prevKey = doc.ingest._key;
        const prevValue = doc.ingest._value;
        doc.ingest._key = k;
        doc.ingest._value = item;
        let keep: boolean;
        try {
          keep = runInner(inner, doc, rt);
        } finally {
          const newKey = doc.ingest._key;
          out[String(newKey)] = doc.ingest._value;
          doc.ingest._key = prevKey === undefined ? null : prevKey;
          doc.ingest._value = prevValue === undefined ? null : prevValue;
        }
        if (!keep) return false;
      }
      doc.set(field, out);
      return true;
    }
    return bad(`field [${field}] of type [${javaClassName(v)}] cannot be cast to a list or map`);
  };
};

const SELF_REFERENCE = iterableSelfReferencing('ingest script').cause.reason;

/** script: a script run with the document as `ctx` (and its `params`). */
export const script: Factory = (c, ctx) => {
  const deferSelfReference = ingestHas(ctx.profile, 'script.self_reference_at_write');
  const raw: Record<string, Value> = {};
  for (const k of ['source', 'inline', 'id', 'lang', 'params', 'options']) {
    if (c.has(k)) raw[k] = c.optObj(k);
  }
  if (raw.inline !== undefined && raw.source === undefined) raw.source = raw.inline;
  delete raw.inline;
  delete raw.options;
  if (raw.source === undefined && raw.id === undefined) c.error(undefined, 'must specify either [source] for an inline script or [id] for a stored script');
  if (raw.source !== undefined && raw.id !== undefined) c.error(undefined, "Only one of [id] or [source] may be configured");
  const spec = parseScriptSpec(raw as Json);
  if (isEsError(spec)) fail(spec);
  const s = spec as ScriptSpec;
  const impl: Step['impl'] = (doc, rt) => {
    // Run here, or ahead of the write on a copy of the document by a driver that yields (docs/writePass.ts).
    const r = runIngestScript(impl, s, 'ingest', doc, { params: s.params ?? {} }, { profile: rt.profile, state: rt.state, now: rt.now });
    if (!r.ok && deferSelfReference && r.error.cause.reason === SELF_REFERENCE) {
      doc.selfReferencing = true;
      return true;
    }
    if (!r.ok) fail(r.error);
    return true;
  };
  return impl;
};

