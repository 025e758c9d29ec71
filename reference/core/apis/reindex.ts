/**
 * `POST /_reindex`: copies the documents a search of the source selects into the destination, through
 * the ordinary write path (dynamic mapping, auto-creation, versions), as ES's Reindexer does. The body is
 * read as ES's ReindexRequest parser reads it, field by field in the body's order; then the URL options;
 * then the request's validation; then, inside the task, the checks against the cluster.
 */
import { isObject, xContentToken, type Json, type JsonObject } from '../json.ts';
import {
  asCause,
  CREATE_INTERNAL_ONLY,
  notAnAlias,
  fieldParseFailed,
  invalidOpType,
  isEsError,
  JOB_PROBLEMS,
  jobInvalid,
  notAListOrString,
  numberFormat,
  reindexBodyNotAnObject,
  reindexIntoSource,
  reindexPipelineParameter,
  remoteNotAnObject,
  requestBodyRequired,
  sizeRefused,
  unknownField,
  unknownVersionType,
  valueTypeUnsupported,
  type EsError,
  type TextPosition,
} from '../errors/index.ts';
import { aliasExists, type ClusterState, type IndexState } from '../state.ts';
import { StoredDoc, type ScrollHit } from '../doc.ts';
import { idTermHash } from '../search/slice.ts';
import type { Profile } from '../../profiles.ts';
import type { ApiRequest, Env, Handler } from '../handler.ts';
import { parseSearch, searchProblems, type ParsedSearch } from '../search/collect.ts';
import { applySourceFilter, isRaw } from '../source.ts';
import { readerDoc } from '../mapping/syntheticSource/readerDoc.ts';
import { resolveIndices, resolveOptionsFrom, splitExpr } from '../resolve.ts';
import { writeTarget } from '../docs/target.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { deprecatedField, REINDEX_SORT } from '../deprecations.ts';
import { applyUrlOptions, defaultOptions, optionProblems, setConflicts, setMaxDocs, type JobOptions } from '../byScroll/jobOptions.ts';
import { keyAt, valueAt, valueEndAt } from '../byScroll/bodyPosition.ts';
import { answerJob } from '../byScroll/answerJob.ts';
import type { JobSpec } from '../byScroll/runJob.ts';
import { readRemote, remoteRefusal } from '../byScroll/remote.ts';
import { parseScriptSpec, withRawParams, type ScriptSpec } from '../script/scriptSpec.ts';
import { checkScript } from '../script/runScript.ts';
import { autoCreateRefusal } from '../docs/autoCreate.ts';

/** The destination half of a reindex request (the prototype of every index request it makes). */
interface Dest {
  index?: string;
  type?: string;
  routing?: string;
  opType: 'index' | 'create';
  versionType: 'internal' | 'external' | 'external_gte';
  /** The ingest pipeline every copy runs (`dest.pipeline`). */
  pipeline?: string;
}

/** A reindex request as read from its body. */
interface ReindexBody {
  indices: string[];
  types: string[];
  search: JsonObject;
  remote?: JsonObject;
  dest: Dest;
}

const VERSION_TYPES: Record<string, Dest['versionType']> = { internal: 'internal', external: 'external', external_gt: 'external', external_gte: 'external_gte' };

/** `index` (or `type`) of the source: a list, or a comma-separated string. */
function stringList(v: Json, name: string): string[] | EsError {
  if (Array.isArray(v)) return v.map((x) => String(x));
  if (typeof v === 'string') return splitExpr(v);
  return notAListOrString(name, JSON.stringify(v));
}

/** A failure inside `dest`, and where the shared parser stood (the outer wrapper reports the same place). */
interface DestFailure {
  error: EsError;
  at: TextPosition;
  /** The simulator's own refusal (a feature it lacks), answered as it is rather than as a parse failure. */
  plain?: true;
}

/** The `dest` object (ES's `dest` ObjectParser). */
function parseDest(profile: Profile, raw: string | undefined, v: JsonObject, dest: Dest): DestFailure | undefined {
  for (const [k, val] of Object.entries(v)) {
    const known = k === 'index' || k === 'routing' || k === 'op_type' || k === 'version_type' || k === 'pipeline' || (k === 'type' && profile.typedApis);
    if (!known) {
      const at = keyAt(raw, ['dest', k]);
      return { error: unknownField(profile, 'dest', k, at), at };
    }
    const at = valueAt(raw, ['dest', k]);
    if (typeof val !== 'string') return { error: valueTypeUnsupported(profile, 'dest', k, xContentToken(val as Json), at), at };
    const failed = (err: EsError): DestFailure => ({ error: fieldParseFailed(profile, 'dest', k, at, asCause(err)), at });
    if (k === 'index') dest.index = val;
    else if (k === 'type') dest.type = val;
    else if (k === 'routing') dest.routing = val;
    else if (k === 'op_type') {
      if (val !== 'index' && val !== 'create') return failed(invalidOpType(val));
      dest.opType = val;
    } else if (k === 'version_type') {
      const vt = VERSION_TYPES[val];
      if (!vt) return failed(unknownVersionType(val));
      dest.versionType = vt;
    } else dest.pipeline = val;
  }
  return undefined;
}

/** The `source` object: indices (and types where typed), `remote`, and the rest as a search body. */
function parseSource(profile: Profile, v: JsonObject, body: ReindexBody): EsError | undefined {
  const search: JsonObject = {};
  for (const [k, val] of Object.entries(v)) {
    if (k === 'index') {
      const list = stringList(val as Json, 'index');
      if (isEsError(list)) return list;
      body.indices = list;
    } else if (k === 'type' && profile.typedApis) {
      const list = stringList(val as Json, 'type');
      if (isEsError(list)) return list;
      body.types = list;
    } else if (k === 'remote') {
      if (!isObject(val)) return remoteNotAnObject(JSON.stringify(val));
      const bad = readRemote(val, profile);
      if (bad) return bad;
      body.remote = val;
    } else search[k] = val;
  }
  body.search = search;
  return undefined;
}

/** The search a reindex runs: its source as a search body, scrolled, in batches of `size` (1000). */
function sourceSearch(req: ApiRequest, body: ReindexBody, scroll: string): ApiRequest {
  const search: JsonObject = { size: 1000, ...body.search };
  return {
    api: 'search',
    method: 'POST',
    path: '/_search',
    parts: { index: body.indices.join(','), ...(body.types.length ? { type: body.types.join(',') } : {}) },
    // Every matching document or a failure: the job's search refuses partial results (elastic/elasticsearch#45830).
    query: { scroll, allow_partial_search_results: 'false' },
    body: search,
    rawBody: JSON.stringify(search),
    headers: req.headers,
  };
}

interface Read {
  body: ReindexBody;
  options: JobOptions;
  search: ApiRequest;
  parsed: ParsedSearch;
  /** The reindex's script, run on each copy. */
  script?: ScriptSpec;
}

/** Reads the body as ES's ReindexRequest parser does: each field in turn, the first failure wins. */
function readRequest(req: ApiRequest, env: Env, warnings: string[]): Read | EsError {
  const profile = env.profile;
  const raw = req.rawBody;
  if (req.body === undefined) return requestBodyRequired();
  if (!isObject(req.body)) return reindexBodyNotAnObject(profile, xContentToken(req.body));
  const body: ReindexBody = { indices: [], types: [], search: {}, dest: { opType: 'index', versionType: 'internal' } };
  const options = defaultOptions();
  let search: { req: ApiRequest; parsed: ParsedSearch } | undefined;
  let script: ScriptSpec | undefined;
  const scroll = req.query.scroll ?? '5m';
  for (const [k, v] of Object.entries(req.body)) {
    const at = valueAt(raw, [k]);
    const failed = (err: EsError, where = at): EsError => fieldParseFailed(profile, 'reindex', k, where, asCause(err));
    if (k === 'source' || k === 'dest') {
      if (!isObject(v)) return valueTypeUnsupported(profile, 'reindex', k, xContentToken(v as Json), at);
      if (k === 'dest') {
        const bad = parseDest(profile, raw, v, body.dest);
        if (bad) return bad.plain ? bad.error : failed(bad.error, bad.at);
        continue;
      }
      // ES reads `source` whole, as a map, then parses it: its failures are reported at the closing brace.
      const end = valueEndAt(raw, [k]);
      const err = parseSource(profile, v, body);
      if (err) return failed(err, end);
      const sreq = sourceSearch(req, body, scroll);
      const parsed = parseSearch(sreq, env);
      if (isEsError(parsed)) return failed(parsed, end);
      search = { req: sreq, parsed };
    } else if (k === 'max_docs' || k === 'size') {
      const named = profile.maxDocsField === 'size' ? k === 'size' : true;
      if (!named) return unknownField(profile, 'reindex', k, keyAt(raw, [k]));
      if (typeof v !== 'number' && typeof v !== 'string') return valueTypeUnsupported(profile, 'reindex', k, xContentToken(v as Json), at);
      if (k === 'size' && profile.maxDocsField === 'max_docs') return failed(sizeRefused());
      if (k === 'size' && profile.maxDocsField === 'max_docs-or-size') warnings.push(deprecatedField('size', 'max_docs'));
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isInteger(n)) return failed(numberFormat(String(v)));
      const err = setMaxDocs(profile, options, n);
      if (err) return failed(err);
    } else if (k === 'conflicts') {
      if (typeof v !== 'string') return valueTypeUnsupported(profile, 'reindex', k, xContentToken(v as Json), at);
      const err = setConflicts(options, v);
      if (err) return failed(err);
    } else if (k === 'script') {
      if (v !== null) {
        const spec = parseScriptSpec(v as Json, profile);
        if (isEsError(spec)) return spec;
        script = withRawParams(spec, raw, ['script', 'params']);
      }
    } else return unknownField(profile, 'reindex', k, keyAt(raw, [k]));
  }
  if (!search) {
    const sreq = sourceSearch(req, body, scroll);
    const parsed = parseSearch(sreq, env);
    if (isEsError(parsed)) return parsed;
    search = { req: sreq, parsed };
  }
  return { body, options, search: search.req, parsed: search.parsed, ...(script ? { script } : {}) };
}

/** ReindexRequest.validate, after the search request's and the shared checks. */
function validate(r: Read, env: Env): EsError | undefined {
  const problems = [...searchProblems(r.search, r.parsed, env.profile), ...optionProblems(env.profile, r.options, r.search.body as JsonObject)];
  // The defaults the request filled in (`size`) are not the caller's: only what the source said counts.
  if (r.body.indices.length === 0) problems.push(JOB_PROBLEMS.noSourceIndices);
  if (r.parsed.source.kind === 'none' && r.body.search._source !== undefined) problems.push(JOB_PROBLEMS.sourceFalse);
  const dest = r.body.dest;
  if (dest.index === undefined) {
    problems.push(JOB_PROBLEMS.destIndexMissing);
    return jobInvalid(problems);
  }
  if (dest.routing !== undefined && !dest.routing.startsWith('=') && dest.routing !== 'keep' && dest.routing !== 'discard') {
    problems.push(JOB_PROBLEMS.destRouting);
  }
  return problems.length > 0 ? jobInvalid(problems) : undefined;
}

/**
 * The checks ES makes once the task runs (ReindexValidator.initialValidation): a remote source (never
 * whitelisted here), `require_alias`, and a destination that is one of the sources.
 */
function checkAgainstCluster(state: ClusterState, env: Env, req: ApiRequest, r: Read): EsError | undefined {
  if (r.body.remote) return remoteRefusal(r.body.remote, env.profile);
  const dest = r.body.dest.index!;
  const requireAlias = req.query.require_alias;
  if ((requireAlias === '' || requireAlias === 'true') && !aliasExists(state, dest)) {
    return notAnAlias(dest);
  }
  const target = writeTarget(state, env.profile, dest);
  if (isEsError(target)) return target;
  // ReindexValidator asks AutoCreateIndex first: a destination that may not be created fails the request.
  if (target.kind === 'missing' && !state.dataStreams.has(dest)) {
    const refused = autoCreateRefusal(state, env.profile, dest);
    if (refused) return refused;
  }
  const destName = target.kind === 'index' ? target.index.name : dest;
  const sources = resolveIndices(state, env.profile, r.search.parts.index, resolveOptionsFrom({}, { ignoreUnavailable: false, allowNoIndices: true }));
  if (isEsError(sources)) return sources;
  if (sources.includes(destName)) return reindexIntoSource(destName);
  return undefined;
}

/** The index request one hit becomes (Reindexer's buildRequest and copyRouting). */
function writeOf(profile: Profile, r: Read, indexOf: (name: string) => IndexState | undefined): (hit: ScrollHit) => WriteOp {
  const dest = r.body.dest;
  const filter = r.parsed.source;
  return (hit) => {
    // The source a reindex copies is the one a search returns: synthetic where the index keeps no other.
    const doc = readerDoc(indexOf(hit.index), hit.doc, profile);
    const filtered = applySourceFilter(doc, filter);
    const text = filtered === undefined || isRaw(filtered) ? doc.source.text : JSON.stringify(filtered);
    // Parsed afresh rather than through `doc.parsed`, which would keep a parsed copy on every source
    // document: a million long-lived objects that make each young-generation GC pause tens of ms.
    const source = filtered === undefined || isRaw(filtered) ? (JSON.parse(text) as JsonObject) : (filtered as JsonObject);
    const spec = dest.routing;
    const routing = spec === undefined || spec === 'keep' ? doc.routing : spec === 'discard' ? undefined : spec.slice(1);
    const op: WriteOp = {
      kind: dest.opType,
      index: dest.index!,
      type: profile.typedApis ? (dest.type ?? doc.type) : '_doc',
      id: doc.id,
      raw: text,
      source,
      routing,
      // Made here if the source has none yet (a copy goes a batch at a time; the first sliced scroll of
      // each index would otherwise hash every id in one request), and kept by both documents. Always
      // present (maybe undefined), so every copy's op has one shape.
      idHash: doc instanceof StoredDoc ? (doc.idHash ??= idTermHash(doc.id)) : undefined,
      pipeline: dest.pipeline,
    };
    if (dest.versionType !== 'internal') {
      op.version = doc.version;
      op.versionType = dest.versionType;
    }
    return op;
  };
}

/** BulkRequest.validate on the first batch: `create` takes internal versioning only. */
function bulkCheck(op: WriteOp): EsError | undefined {
  return op.kind === 'create' && op.versionType !== undefined ? jobInvalid([CREATE_INTERNAL_ONLY]) : undefined;
}

/** `reindex from [<indices>][<types>] to [<dest>]`, ES's task description. */
function describe(r: Read): string {
  const from = r.body.indices.length ? `[${r.body.indices.join(', ')}]` : '[all indices]';
  const types = r.body.types.length ? `[${r.body.types.join(', ')}]` : '';
  const remote = r.body.remote ? `[host=${String(r.body.remote.host)}]` : '';
  return `reindex from ${remote}${from}${types} to [${r.body.dest.index}]${r.body.dest.type ? `[${r.body.dest.type}]` : ''}`;
}

/** POST /_reindex */
export const reindex: Handler = (state, req, env) => {
  const profile = env.profile;
  if (req.query.pipeline !== undefined) {
    return reindexPipelineParameter();
  }
  const warnings: string[] = [];
  const r = readRequest(req, env, warnings);
  if (isEsError(r)) return r;
  const urlErr = applyUrlOptions(profile, r.options, req.query);
  if (urlErr) return urlErr;
  const invalid = validate(r, env);
  if (invalid) return invalid;
  if (profile.reindexSortDeprecated && r.parsed.sort !== undefined) warnings.push(REINDEX_SORT);
  const badScript = r.script ? checkScript(r.script, 'reindex', { profile, state, now: env.now }) : undefined;
  const refused = badScript ?? checkAgainstCluster(state, env, req, r);
  const spec: JobSpec | EsError = refused ?? { search: r.search, parsed: r.parsed, options: r.options, writeOf: writeOf(profile, r, (n) => state.indices.get(n)), bulkCheck, needsSource: true, ...(r.script ? { script: { spec: r.script, kind: 'reindex' as const } } : {}) };
  return answerJob(state, env, {
    spec,
    task: { action: 'indices:data/write/reindex', description: describe(r), requestHeaders: req.headers },
    view: { created: true, updated: true, human: req.query.human !== undefined && req.query.human !== 'false' },
    waitForCompletion: r.options.waitForCompletion,
    warnings,
  });
};
