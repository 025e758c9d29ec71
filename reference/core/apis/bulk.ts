/**
 * `POST /_bulk`: NDJSON parsed line by line (line numbers count every line, 1-based, as ES reports them).
 * Malformed action lines fail the whole request; everything else fails only its item.
 */
import { encodeJson, exceedsDepth, isObject, MAX_JSON_DEPTH, RawJson, type Json, type JsonObject } from '../json.ts';
import {
  booleanExpected,
  bulkIndexMissing,
  nestingTooDeep,
  bulkTypeMissing,
  causeJson,
  isEsError,
  malformedActionLine,
  malformedNdjsonLine,
  malformedUpdateLine,
  noRequestsAdded,
  notNewlineTerminated,
  scriptOrDocMissing,
  unknownActionParameter,
  type EsError,
} from '../errors/index.ts';
import { activeShardsWaitOf, shardItemCounter } from '../docs/activeShards.ts';
import { executeWrite, isWriteFailed, refreshBulkShard } from '../docs/write.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import { ingestHas } from '../ingest/caps.ts';
import { resolvesPipeline } from '../ingest/writeHook.ts';
import type { WriteKind, WriteOp } from '../docs/writeOp.ts';
import { typeLabel, writeBody, writeParts, type TextParts } from '../docs/render.ts';
import type { Profile } from '../../profiles.ts';
import type { ApiRequest, ApiResult, Env, Handler } from '../handler.ts';
import { mayRunScripts, retriesOf, scriptedWriteSteps } from '../docs/slicedWrite.ts';
import { drain, type Steps } from '../search/resumable/steps.ts';
import { BULK_TYPES, deprecatedField, internalVersioning } from '../deprecations.ts';
import { boolParam } from '../params.ts';
import { applySourceFilter, sourceFilterFrom, sourceFilterFromBody, type SourceFilter } from '../source.ts';
import { ownSlice } from '../docs/ownText.ts';
import { newWriteMemo } from '../docs/writeMemo.ts';
import { updateBodyFlags } from '../docs/updateBody.ts';

/** The default source filter of update items from the request's `_source…` parameters, if any. */
function sourceParams(query: Record<string, string>): SourceFilter | undefined {
  if (!['_source', '_source_includes', '_source_excludes', '_source_include', '_source_exclude'].some((k) => query[k] !== undefined)) return undefined;
  const f = sourceFilterFrom(query);
  return isEsError(f) ? undefined : f;
}

const ACTIONS = new Set(['index', 'create', 'update', 'delete']);
/** What opens an item of each action in the answer: the first item's, and every other's (after a comma). */
const OPENS = new Map([...ACTIONS].map((a) => [a, [`{${JSON.stringify(a)}:`, `,{${JSON.stringify(a)}:`] as const]));
const KEYS = new Set([
  '_index', '_type', '_id', 'routing', '_routing', 'op_type', 'version', '_version', 'version_type', '_version_type',
  'if_seq_no', 'if_primary_term', 'retry_on_conflict', '_retry_on_conflict', 'pipeline', '_source', 'require_alias', 'require_data_stream',
  'parent', '_parent', 'dynamic_templates', 'fields',
]);

/** `dynamic_templates` of an action line: field path → the template that maps it (ES's `parser.mapStrings()`). */
function dynamicTemplateNames(v: JsonObject): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) out[k] = String(x);
  return out;
}

function tokenName(v: Json): string {
  if (Array.isArray(v)) return 'START_ARRAY';
  if (typeof v === 'string') return 'VALUE_STRING';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'boolean') return v ? 'VALUE_TRUE' : 'VALUE_FALSE';
  if (v === null) return 'VALUE_NULL';
  return 'START_OBJECT';
}

interface Item {
  action: WriteKind;
  /** The name the response uses: an index with op_type create reports as create. */
  label: string;
  op: WriteOp;
  /** A failure found while reading the item's source line (fails the item only). */
  error?: EsError;
  /** An update's `_source` request (action line, body, or request default): the response then carries `get`. */
  source?: SourceFilter | EsError;
  /** An update's `retry_on_conflict` (a write served while its script runs in slices, docs/writePass.ts). */
  retries?: number;
}

function sourceError(e: unknown): EsError {
  return malformedUpdateLine(e instanceof Error ? e.message : String(e));
}

/** Underscore spellings of bulk metadata that ES 6 still read but warned about. */
const LEGACY_KEYS: Record<string, string> = { _version: 'version', _version_type: 'version_type', _routing: 'routing', _retry_on_conflict: 'retry_on_conflict', _parent: 'parent' };

interface BulkDefaults {
  index?: string;
  type?: string;
  routing?: string;
  refresh?: string;
  /** `?_source…=` on the request: the default `_source` of update items. */
  source?: SourceFilter;
  /** `?require_alias=` on the request: the default of every item. */
  requireAlias: boolean;
  /** `?require_data_stream=` on the request (8.13+): the default of every index and create item. */
  requireDataStream?: boolean;
  /** The `pipeline` query parameter: the default of every index and create item. */
  pipeline?: string;
}

/** An item's `require_alias` as ES's `parser.booleanValue()` reads it: a boolean, or the string `true`/`false`. */
function itemRequireAlias(v: Json | undefined, dflt: boolean): boolean | EsError {
  if (v === undefined) return dflt;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return booleanExpected(String(v));
}

/**
 * The action line clients send almost always, `{"index":{"_index":"i","_id":"1"}}` (either key optional,
 * strings without escapes or control characters), read without JSON.parse: V8 interns every short string
 * value it parses, so a fresh `_id` per line made this line cost twice its source. Any other spelling
 * goes through JSON.parse; for this exact text both give the same value. Read by hand rather than by a
 * regular expression (whose match array and captures were 190 bytes a line), and answered as the action's
 * name and its object, whose keys need no check (both are known, both strings).
 *
 * The line is `text` from `start` to `end` (the request body itself, not a line cut from it: `split` made
 * each line a view of the body, whose characters every read then reached through the view), and the name
 * answered is the constant string, not a copy cut from the line.
 */
export function simpleAction(text: string, start = 0, end = text.length): { name: string; meta: JsonObject } | undefined {
  // {"<name>":{
  if (text.charCodeAt(start) !== 123 || text.charCodeAt(start + 1) !== 34) return undefined;
  const name = actionAt(text, start + 2);
  if (name === undefined) return undefined;
  const meta: JsonObject = {};
  let i = start + name.length + 5;
  if (text.startsWith('"_index":"', i)) {
    const s = plainStringEnd(text, i + 10, end);
    if (s < 0) return undefined;
    meta._index = text.slice(i + 10, s);
    i = s + 1;
    if (text.startsWith(',"_id":"', i)) {
      const idEnd = plainStringEnd(text, i + 8, end);
      if (idEnd < 0) return undefined;
      meta._id = text.slice(i + 8, idEnd);
      i = idEnd + 1;
    }
  } else if (text.startsWith('"_id":"', i)) {
    const s = plainStringEnd(text, i + 7, end);
    if (s < 0) return undefined;
    meta._id = text.slice(i + 7, s);
    i = s + 1;
  }
  // }} and the end of the line.
  if (i + 2 !== end || text.charCodeAt(i) !== 125 || text.charCodeAt(i + 1) !== 125) return undefined;
  return { name, meta };
}

/** The action named at `at` and followed by `":{`, as its constant string; undefined for any other text. */
function actionAt(text: string, at: number): string | undefined {
  const c = text.charCodeAt(at);
  const name = c === 105 ? 'index' : c === 99 ? 'create' : c === 100 ? 'delete' : c === 117 ? 'update' : undefined;
  return name !== undefined && text.startsWith(name, at) && text.startsWith('":{', at + name.length) ? name : undefined;
}

/** The closing quote of a JSON string starting at `from` (before `end`) with no escape or control character in it, or -1. */
function plainStringEnd(text: string, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i;
    if (c === 92 || c < 0x20) return -1;
  }
  return -1;
}

/** A numeric action parameter (`version`, `if_seq_no`, ...) as a number, undefined when absent. */
const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : Number(v));

/**
 * The newline-ended lines of an NDJSON body, read in place: `start`..`end` bounds the current line in the
 * body (a `\r` before its newline left out), `no` is its 1-based number. `split('\n')` cut every line as a
 * view of the body, and every character read of a line then went through the view.
 */
class Lines {
  start = 0;
  end = 0;
  no = 0;
  private next_ = 0;
  constructor(private readonly body: string) {}

  /** Moves to the next line; false when no newline-ended line is left (an unterminated tail is not one). */
  next(): boolean {
    const nl = this.body.indexOf('\n', this.next_);
    if (nl < 0) return false;
    this.start = this.next_;
    this.end = nl > this.start && this.body.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    this.next_ = nl + 1;
    this.no++;
    return true;
  }

  /** The current line as a string (a view of the body). */
  text(): string {
    return this.body.slice(this.start, this.end);
  }
}

function parseBulk(profile: Profile, text: string, defaults: BulkDefaults, warnings: string[]): Item[] | EsError {
  if (text.length === 0) return noRequestsAdded();
  const terminated = text.endsWith('\n');
  if (!terminated && profile.bulkTrailingNewline) return notNewlineTerminated('bulk');
  // ES5 silently drops an unterminated last line (the cursor reads only lines ended by a newline).
  const lines = new Lines(text);
  const items: Item[] = [];
  while (lines.next()) {
    const lineNo = lines.no;
    // The usual action line is read in place; it is neither blank nor deep.
    const simple = simpleAction(text, lines.start, lines.end);
    let name: string;
    let meta: JsonObject;
    if (simple) ({ name, meta } = simple);
    else {
      const line = lines.text();
      if (line.trim() === '') continue;
      // Every line is read before any item runs (as BulkRequestParser does): a too-deep action line
      // refuses the whole request, and nothing has been written yet.
      if (exceedsDepth(line)) return nestingTooDeep(MAX_JSON_DEPTH);
      let action: Json;
      try {
        action = JSON.parse(line) as Json;
      } catch (e) {
        return malformedNdjsonLine((e as Error).message);
      }
      if (!isObject(action)) return malformedActionLine(lineNo, 'START_OBJECT', tokenName(action));
      const names = Object.keys(action);
      if (names.length === 0) return malformedActionLine(lineNo, 'FIELD_NAME', 'END_OBJECT');
      name = names[0]!;
      const m = action[name] as Json;
      if (!ACTIONS.has(name)) {
        if (profile.bulkUnknownAction === 'skip') {
          lines.next(); // ES6 consumes the next line as the unknown action's source.
          continue;
        }
        return malformedActionLine(lineNo, 'one of [create, delete, index, update]', name);
      }
      if (!isObject(m)) return malformedActionLine(lineNo, 'START_OBJECT', tokenName(m));
      meta = m;
    }
    // BulkRequestParser's order: a value is checked against the known keys; an array, or an object other
    // than `_source` (and `dynamic_templates` where the version reads it), is malformed whatever its key;
    // a null is skipped unread (VALUE_NULL is not a value token there), known key or not.
    if (!simple) for (const k of Object.keys(meta)) {
      const v = meta[k];
      if (v === null) {
        delete meta[k];
        continue;
      }
      if (typeof v === 'object') {
        const objectKey = !Array.isArray(v) && (k === '_source' || (k === 'dynamic_templates' && profile.bulkDynamicTemplates));
        if (!objectKey) return malformedActionLine(lineNo, `a simple value for field [${k}]`, tokenName(v as Json));
        continue;
      }
      if (
        !KEYS.has(k) ||
        (k === '_type' && !profile.typedApis && !profile.typesCompat) ||
        k === 'dynamic_templates' || // read only as an object
        (k === 'require_alias' && !profile.requireAlias) ||
        (k === 'require_data_stream' && !profile.requireDataStream)
      ) {
        return unknownActionParameter(lineNo, k);
      }
    }
    const index = meta._index !== undefined ? String(meta._index) : defaults.index;
    // A 7.x client's `_type` is read and dropped where types are gone, with one warning per request.
    const ignoredType = meta._type !== undefined && !profile.typedApis;
    if (ignoredType && !warnings.includes(BULK_TYPES)) warnings.push(BULK_TYPES);
    const type = meta._type !== undefined && !ignoredType ? String(meta._type) : defaults.type;
    if (profile.legacyDeprecations) {
      for (const k of Object.keys(meta)) if (LEGACY_KEYS[k]) warnings.push(deprecatedField(k, LEGACY_KEYS[k]));
      const v = meta.version ?? meta._version;
      if (v !== undefined && (meta.version_type ?? meta._version_type ?? 'internal') === 'internal' && index !== undefined) {
        warnings.push(internalVersioning(index, type ?? '_doc'));
      }
    }
    if (index === undefined) return bulkIndexMissing();
    if (type === undefined && !profile.typelessApis) return bulkTypeMissing();
    let kind = name as WriteKind;
    const opType = meta.op_type;
    if (kind === 'index' && opType === 'create') kind = 'create';
    const requireAlias = itemRequireAlias(meta.require_alias as Json | undefined, defaults.requireAlias);
    if (typeof requireAlias !== 'boolean') return requireAlias;
    // BulkRequestParser reads an item's `require_data_stream` as it reads `require_alias`.
    const requireDataStream = itemRequireAlias(meta.require_data_stream as Json | undefined, defaults.requireDataStream ?? false);
    if (typeof requireDataStream !== 'boolean') return requireDataStream;
    const op: WriteOp = {
      kind,
      index,
      type: type ?? '_doc',
      id: meta._id === undefined || meta._id === null ? undefined : String(meta._id),
      routing: meta.routing !== undefined ? String(meta.routing) : meta._routing !== undefined ? String(meta._routing) : defaults.routing,
      version: num(meta.version ?? meta._version),
      versionType: (meta.version_type ?? meta._version_type) as string | undefined,
      ifSeqNo: num(meta.if_seq_no),
      ifPrimaryTerm: num(meta.if_primary_term),
      refresh: defaults.refresh,
      refreshAfterBulk: defaults.refresh !== undefined ? true : undefined,
      dynamicTemplates: isObject(meta.dynamic_templates as Json) ? dynamicTemplateNames(meta.dynamic_templates as JsonObject) : undefined,
      requireAlias,
      requireDataStream: requireDataStream ? true : undefined,
      // Set below or by bulk(): named here so every item's op has one shape from the start (a property
      // added later grows each op an out-of-object backing store).
      pipeline: undefined,
      raw: undefined,
      source: undefined,
      update: undefined,
      activeShards: undefined,
      shardItems: undefined,
      memo: undefined,
    };
    const pipeline = meta.pipeline !== undefined && meta.pipeline !== null ? String(meta.pipeline) : defaults.pipeline;
    if (pipeline !== undefined && (kind === 'index' || kind === 'create')) op.pipeline = pipeline;
    // An update's upsert takes the request's `pipeline` (BulkRequestParser); ES 7.17.5 (#87719) and OpenSearch 2.14 (#12854) give it the item's.
    const upsertPipeline = ingestHas(profile, 'bulk.update_item_pipeline') ? pipeline : defaults.pipeline;
    if (kind === 'update' && upsertPipeline !== undefined) op.pipeline = upsertPipeline;
    const item: Item = { action: kind, label: kind === 'create' ? 'create' : name, op, source: meta._source !== undefined ? sourceFilterFromBody(meta._source as Json) : defaults.source };
    const retries = meta.retry_on_conflict ?? meta._retry_on_conflict;
    if (kind === 'update' && retries !== undefined) item.retries = retriesOf(retries);
    if (kind !== 'delete') {
      // An index/create/update line with no source line after it ends the parse: BulkRequestParser's
      // `findNextMarker(...) == -1 -> break` drops it silently (ES 8.x; 360_date_histogram.yml's setup
      // ends on such a line and counts three documents).
      if (!lines.next()) break;
      if (kind !== 'update') {
        // Parsed when the item runs, as ES parses sources on the shard: a batch of a thousand never
        // holds a thousand parsed sources at once (they all outlived a young-generation collection).
        // A copy of its own: a slice of the request body is a view, which the stored document would keep.
        op.raw = ownSlice(text, lines.start, lines.end);
      } else if (exceedsDepth(lines.text())) {
        item.error = nestingTooDeep(MAX_JSON_DEPTH);
      } else {
        const raw = lines.text();
        try {
          const parsed = JSON.parse(raw) as Json;
          if (!isObject(parsed)) item.error = scriptOrDocMissing();
          else {
            // Parsed with the request (BulkRequestParser reads the line into an UpdateRequest): a flag such
            // as `"doc_as_upsert":"true"` is read as the update API reads it, and a bad one refuses the request.
            const flags = updateBodyFlags(profile, parsed, raw);
            if (isEsError(flags)) return flags;
            op.update = flags;
            // Kept for a script's params, whose number spellings JSON.parse loses (1.0 is a Double to Painless).
            if (parsed.script !== undefined) op.raw = raw;
            if (parsed._source !== undefined) item.source = sourceFilterFromBody(parsed._source as Json);
          }
        } catch (e) {
          item.error = sourceError(e);
        }
      }
    }
    items.push(item);
  }
  if (items.length === 0) return noRequestsAdded();
  return items;
}

/**
 * `resolvesPipeline`, asked once per index name for the index and create items that name no pipeline of their
 * own: before any item runs the state does not change, so their answers are one per name (the resolution of
 * a thousand items' index settings was 2% of a bulk load).
 */
function resolvesOnce(state: ClusterState, env: Env, op: WriteOp, asked: Map<string, boolean>): boolean {
  if ((op.kind !== 'index' && op.kind !== 'create') || op.pipeline !== undefined) return resolvesPipeline(state, env, op);
  let r = asked.get(op.index);
  if (r === undefined) asked.set(op.index, (r = resolvesPipeline(state, env, op)));
  return r;
}

function failureBody(profile: Profile, index: string, type: string, id: string | undefined, err: EsError): JsonObject {
  const out: JsonObject = { _index: index };
  const t = typeLabel(profile, type);
  if (t !== undefined) out._type = t;
  out._id = id ?? null;
  out.status = err.status;
  out.error = causeJson(err.cause);
  return out;
}

/**
 * POST /_bulk, /{index}/_bulk, /{index}/{type}/_bulk. For a driver that runs work in slices, a bulk with an
 * item that may run a script (an update's, a pipeline's) answers as steps: such an item's scripts run between
 * slices and its write after them (docs/slicedWrite.ts), the items after it wait; as on Elasticsearch, other
 * requests may be served between two items.
 */
export const bulk: Handler = (state, req, env) => {
  const profile = env.profile;
  const warnings: string[] = [];
  const requireAlias = profile.requireAlias ? boolParam(req.query, 'require_alias', false) : false;
  if (typeof requireAlias !== 'boolean') return requireAlias;
  const requireDataStream = profile.requireDataStream ? boolParam(req.query, 'require_data_stream', false) : false;
  if (typeof requireDataStream !== 'boolean') return requireDataStream;
  // RestBulkAction reads `wait_for_active_shards` and `timeout` before the body.
  const activeShards = activeShardsWaitOf(req.query, profile);
  if (isEsError(activeShards)) return activeShards;
  const items = parseBulk(profile, req.rawBody ?? '', {
    index: req.providedIndex ?? req.parts.index,
    type: req.parts.type,
    routing: req.query.routing,
    refresh: req.query.refresh,
    source: sourceParams(req.query),
    requireAlias,
    requireDataStream,
    pipeline: req.query.pipeline,
  }, warnings);
  if ((items as EsError).kind === 'es-error') return items as EsError;
  const shardItems = shardItemCounter(state, profile, () => (items as Item[]).filter((i) => !i.error).map((i) => i.op));
  // The index settings every item's write reads, read once per index for the request (docs/writeMemo.ts).
  const memo = newWriteMemo();
  for (const item of items as Item[]) {
    item.op.activeShards = activeShards;
    item.op.shardItems = shardItems;
    item.op.memo = memo;
  }
  // Pipelines are resolved before any write runs (TransportBulkAction): one resolved prints `ingest_took`.
  const asked = new Map<string, boolean>();
  const ingested = (items as Item[]).some((i) => !i.error && resolvesOnce(state, env, i.op, asked));
  // A bulk recorded whole (`--data`, Env.attempt) runs whole: its items, written between slices, would land around other writes.
  const sliced = env.sliced === true && env.attempt === undefined && (items as Item[]).some((i) => !i.error && mayRunScripts(state, env, i.op));
  const steps = bulkSteps(state, req, env, items as Item[], ingested, warnings, sliced);
  return sliced ? { status: 0, resume: steps } : drain(steps);
};

/** The items' writes in order, and the answer: an item that may run a script as steps when `sliced`. */
function* bulkSteps(state: ClusterState, req: ApiRequest, env: Env, items: Item[], ingested: boolean, warnings: string[], sliced: boolean): Steps<ApiResult> {
  const profile = env.profile;
  let errors = false;
  const written: [IndexState, Doc][] = [];
  // The answer as pieces of JSON text joined once at the end (render.ts writeParts): a thousand small objects
  // for JSON.stringify to walk, or a thousand strings concatenated piece by piece, cost more than the writes.
  const out: TextParts = [''];
  /** What opens an item: `{"index":` (a comma before it after the first). */
  const open = (item: Item) => OPENS.get(item.label)?.[out.length === 1 ? 0 : 1] ?? `${out.length === 1 ? '{' : ',{'}${JSON.stringify(item.label)}:`;
  const entry = (item: Item, text: string) => out.push(open(item), text, '}');
  for (const item of items) {
    if (item.error) {
      errors = true;
      entry(item, encodeJson(failureBody(profile, item.op.index, item.op.type, item.op.id, item.error)));
      continue;
    }
    const op = item.op;
    if (op.raw !== undefined) {
      // A source nested past the limit fails its item only (ES parses sources on the shard).
      if (exceedsDepth(op.raw)) {
        errors = true;
        entry(item, encodeJson(failureBody(profile, op.index, op.type, op.id, nestingTooDeep(MAX_JSON_DEPTH))));
        continue;
      }
      try {
        op.source = JSON.parse(op.raw) as Json;
      } catch (e) {
        errors = true;
        entry(item, encodeJson(failureBody(profile, op.index, op.type, op.id, sourceError(e))));
        continue;
      }
    }
    const r = sliced && mayRunScripts(state, env, op) ? yield* scriptedWriteSteps(state, env, item.retries ?? 0, (w) => executeWrite(state, env, op, w), warnings) : executeWrite(state, env, op, warnings);
    op.source = undefined;
    if (op.refreshAfterBulk && !isWriteFailed(r) && r.doc) written.push([r.index, r.doc]);
    if (isWriteFailed(r)) {
      errors = true;
      const body = failureBody(profile, r.index, r.type, r.id, r.error);
      // BulkItemResponse prints the failure store's status after the error (ES 8.19, 9.1+).
      if (r.failureStore) body.failure_store = r.failureStore;
      entry(item, encodeJson(body));
      continue;
    }
    if (item.action === 'update' && item.source !== undefined && !isEsError(item.source) && item.source.kind !== 'none' && r.doc) {
      const filtered = applySourceFilter(r.doc, item.source);
      const get = { _seq_no: r.doc.seqNo, _primary_term: r.doc.primaryTerm, found: true, ...(filtered !== undefined ? { _source: filtered as Json } : {}) };
      entry(item, encodeJson({ ...writeBody(profile, r), status: r.status, get }));
      continue;
    }
    writeParts(out, profile, r, r.status, open(item), '}');
  }
  // The request's refresh, once per shard written to (TransportShardBulkAction), after every item.
  if (req.query.refresh !== undefined && req.query.refresh !== 'false') for (const [idx, doc] of written) refreshBulkShard(state, env, idx, doc);
  out[0] = `{"took":0,${ingested ? '"ingest_took":0,' : ''}"errors":${errors},"items":[`;
  out.push(']}');
  return { status: 200, body: new RawJson(out.join('')), warnings };
}
