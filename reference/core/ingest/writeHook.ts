/**
 * Pipelines on the write path (IngestService.executeBulkRequest / executePipelines): which pipelines an
 * index or create runs (the request's `pipeline`, else the index's `index.default_pipeline`, then its
 * `index.final_pipeline`; for an index still to be created, the templates' settings), running them,
 * and the write they leave: the new source and metadata (`_index`, `_id`, `_routing`, versions), a
 * dropped document, or the failure the item answers.
 */
import { finalPipelineChangedIndex, ingestSourceGenerationFailed, pipelineDoesNotExist, rerouteIndexCycle, type EsError } from '../errors/index.ts';
import type { Json, JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Env } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { writeTarget } from '../docs/target.ts';
import { writeIndexOf } from '../dataStreams/types.ts';
import { matchTemplates } from '../templates/match.ts';
import { compose } from '../templates/composite.ts';
import { isEsError } from '../errors/index.ts';
import { resolveDateMathName } from '../dateMath/indexNames.ts';
import { IngestDoc } from './document.ts';
import { asFailure } from './failure.ts';
import { deepCopy, ingestJsonText, isMap, parseIngestJson, ZonedTimestamp, type VMap } from './javaValues.ts';
import { executePipeline } from './run.ts';
import { runtimeOf, storedPipeline } from './store.ts';
import { ingestStatsOf } from './stats.ts';

/** What the pipelines made of a write. */
export type IngestOutcome = { kind: 'unchanged' } | { kind: 'ok'; op: WriteOp } | { kind: 'dropped'; index: string; id: string; version: number } | { kind: 'failed'; error: EsError; index: string; id?: string; ingest?: IngestFailureDetail };

/** Where in the pipelines a document failed, as the failure store records it (CompoundProcessor's headers). */
export interface IngestFailureDetail {
  trace?: string[];
  processorType?: string;
  processorTag?: string;
}

const NONE = '_none';

/**
 * The flat settings an index name would write with: its own (through an alias or a data stream, its write
 * index), else its templates'. A data stream marked for a lazy rollover takes its template's: the write
 * rolls it over onto a new backing index first (IngestService.resolvePipelinesAndUpdateIndexRequest).
 */
function settingsFor(state: ClusterState, profile: Profile, name: string): Record<string, string | string[]> {
  const ds = state.dataStreams.get(name);
  if (ds && !ds.rolloverOnWrite) {
    const w = state.indices.get(writeIndexOf(ds));
    if (w) return w.settings;
  }
  const t = writeTarget(state, profile, name);
  if (!isEsError(t) && t.kind === 'index') return t.index.settings;
  const matched = matchTemplates(state, profile, name);
  if (!matched) return {};
  if (matched.kind === 'v2') {
    const c = compose(state, profile, matched.template, name);
    return isEsError(c) ? {} : c.settings;
  }
  const out: Record<string, string | string[]> = {};
  // Highest order first: the first template to set a key wins (the later ones are merged under it).
  for (const tpl of matched.templates) for (const [k, v] of Object.entries(tpl.settings)) if (!(k in out)) out[k] = v;
  return out;
}

function pipelineSetting(settings: Record<string, string | string[]>, key: string): string | undefined {
  const v = settings[key];
  return typeof v === 'string' && v !== NONE ? v : undefined;
}

/** The index name as ES resolves it to look the pipelines up (date math evaluated against the clock). */
function resolvedName(name: string, env: Env): string {
  if (!name.startsWith('<')) return name;
  const r = resolveDateMathName(name, env.now, env.profile);
  return isEsError(r) ? name : r;
}

/**
 * Whether a write goes through ingest (IngestService.resolvePipelines, before any index is created): an index
 * or create, or an update's upsert document, with a pipeline of its own or from its index; a bulk with one
 * prints `ingest_took`.
 */
export function resolvesPipeline(state: ClusterState, env: Env, op: WriteOp): boolean {
  if (op.kind === 'update') {
    const u = op.update;
    if (!u || !(u.doc_as_upsert === true ? isMap(u.doc as VMap) : isMap(u.upsert as VMap))) return false;
  } else if (op.kind !== 'index' && op.kind !== 'create') return false;
  if (op.pipeline !== undefined && op.pipeline !== NONE) return true;
  const settings = settingsFor(state, env.profile, resolvedName(op.index, env));
  if (pipelineSetting(settings, 'index.final_pipeline') !== undefined) return true;
  return op.pipeline === undefined && pipelineSetting(settings, 'index.default_pipeline') !== undefined;
}

/** Runs the pipelines of an index or create; `unchanged` when it has none. */
export function ingestWrite(state: ClusterState, env: Env, op: WriteOp): IngestOutcome {
  if (op.kind !== 'index' && op.kind !== 'create') return { kind: 'unchanged' };
  // IndexRequest.validate refuses the request's own internal version before any pipeline runs; the write says so.
  if (op.version !== undefined && (op.versionType ?? 'internal') === 'internal' && !env.profile.internalVersionChecks) return { kind: 'unchanged' };
  const settings = settingsFor(state, env.profile, resolvedName(op.index, env));
  const requested = op.pipeline;
  let dflt = requested !== undefined ? (requested === NONE ? undefined : requested) : pipelineSetting(settings, 'index.default_pipeline');
  let final = pipelineSetting(settings, 'index.final_pipeline');
  if (dflt === undefined && final === undefined) return { kind: 'unchanged' };
  let source: Json | undefined = op.source;
  // The text as sent, when there is one: a long past 2^53 in it reaches the pipeline exact.
  if (op.raw !== undefined && (source === undefined || /\d{16}/.test(op.raw))) {
    try {
      source = parseIngestJson(op.raw) as Json;
    } catch {
      return { kind: 'unchanged' };
    }
  }
  if (!isMap(source)) return { kind: 'unchanged' };
  const ctx: VMap = deepCopy(source as VMap);
  const meta: VMap = { _index: op.index, _id: op.id ?? null, _version: op.version ?? -3 };
  if (op.routing !== undefined) meta._routing = op.routing;
  meta._version_type = op.versionType ?? 'internal';
  if (op.ifSeqNo !== undefined) meta._if_seq_no = op.ifSeqNo;
  if (op.ifPrimaryTerm !== undefined) meta._if_primary_term = op.ifPrimaryTerm;
  const doc = new IngestDoc(Object.assign(ctx, meta), { timestamp: new ZonedTimestamp(env.now) });
  const rt = { ...runtimeOf(state, env.profile, env.now), stats: ingestStatsOf(state) };
  rt.stats.total.count++;
  let index = op.index;
  const visited = [index];
  const slots: { id: string; isFinal: boolean }[] = [];
  if (dflt !== undefined) slots.push({ id: dflt, isFinal: false });
  if (final !== undefined) slots.push({ id: final, isFinal: true });
  while (slots.length > 0) {
    const slot = slots.shift()!;
    const p = storedPipeline(state, env.profile, slot.id);
    if (!p) return { kind: 'failed', error: pipelineDoesNotExist(slot.id), index, ...(op.id !== undefined ? { id: op.id } : {}) };
    let keep: boolean;
    try {
      keep = executePipeline(p, doc, rt);
    } catch (e) {
      const f = asFailure(e);
      rt.stats.total.failed++;
      const ingest: IngestFailureDetail = { trace: f.trace ?? [slot.id], processorType: f.processorType, processorTag: f.processorTag };
      return { kind: 'failed', error: f.error, index, ...(op.id !== undefined ? { id: op.id } : {}), ingest };
    }
    // IngestService generates the source after each pipeline; a self-referencing ctx cannot be written.
    if (doc.selfReferencing) return { kind: 'failed', error: ingestSourceGenerationFailed(slot.id), index, ...(op.id !== undefined ? { id: op.id } : {}) };
    if (!keep) return { kind: 'dropped', index: String(doc.ctx._index ?? index), id: doc.ctx._id === null || doc.ctx._id === undefined ? 'auto-generated' : String(doc.ctx._id), version: op.version ?? -3 };
    const newIndex = String(doc.ctx._index);
    const rerouted = doc.rerouted;
    doc.rerouted = false;
    if (newIndex !== index) {
      if (slot.isFinal) return { kind: 'failed', error: finalPipelineChangedIndex(slot.id, index, newIndex, (doc.ctx._id as string | null) ?? null), index };
      if (rerouted) {
        // A reroute runs the new target's default and final pipelines, as a write sent there would (ES 8.8+);
        // back to a target already passed is a cycle.
        if (visited.includes(newIndex)) return { kind: 'failed', error: rerouteIndexCycle(slot.id, (doc.ctx._id as string | null) ?? null, [...visited, newIndex]), index };
        visited.push(newIndex);
        index = newIndex;
        slots.length = 0;
        const next = settingsFor(state, env.profile, resolvedName(newIndex, env));
        dflt = pipelineSetting(next, 'index.default_pipeline');
        final = pipelineSetting(next, 'index.final_pipeline');
        if (dflt !== undefined) slots.push({ id: dflt, isFinal: false });
        if (final !== undefined) slots.push({ id: final, isFinal: true });
        continue;
      }
      // A pipeline that moved the document runs the new index's final pipeline, not its default one (ES ≥ 8.x).
      index = newIndex;
      slots.length = 0;
      final = pipelineSetting(settingsFor(state, env.profile, resolvedName(newIndex, env)), 'index.final_pipeline');
      dflt = undefined;
      if (final !== undefined) slots.push({ id: final, isFinal: true });
    }
  }
  return { kind: 'ok', op: rewrittenOp(op, doc) };
}

/** The write the document's metadata now asks for (IngestService.updateIndexRequestMetadata), with its new source. */
function rewrittenOp(op: WriteOp, doc: IngestDoc): WriteOp {
  const m = doc.ctx;
  const str = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));
  const num = (v: unknown): number | undefined => (v === null || v === undefined ? undefined : Number(v));
  const version = num(m._version);
  const versionType = str(m._version_type) === 'internal' && op.versionType === undefined ? undefined : str(m._version_type);
  const newVersion = version === undefined || version === -3 ? undefined : version;
  // The stored text keeps a Long past 2^53 exact (raw is what the mapper parses and _source returns).
  const raw = ingestJsonText(doc.source());
  const source = JSON.parse(raw) as JsonObject;
  return {
    ...op,
    index: String(m._index),
    id: str(m._id),
    routing: str(m._routing),
    version: newVersion,
    versionType,
    versionFromPipeline: newVersion !== op.version || versionType !== op.versionType,
    ifSeqNo: num(m._if_seq_no),
    ifPrimaryTerm: num(m._if_primary_term),
    source,
    raw,
    pipeline: undefined,
  };
}
