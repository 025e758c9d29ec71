/**
 * `POST /{index}/_delete_by_query` and `POST /{index}/_update_by_query`: a scroll search of the index,
 * then a delete (or a re-index of the document as it stands, which picks up mapping changes) per hit, as
 * ES's AbstractBulkByQueryRestHandler reads them: the job's own body fields (`conflicts`, `max_docs`,
 * `script`) come out first, the rest is a search body, `size` is the document limit (refused in ES 8),
 * and `scroll_size` the batch. Update by query takes no script here: the simulator runs none.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import {
  expectedStartObject,
  intParameterInvalid,
  isEsError,
  JOB_PROBLEMS,
  jobInvalid,
  maxDocsNotANumber,
  numberFormat,
  sizeRefused,
  type EsError,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { ScrollHit } from '../doc.ts';
import type { ApiRequest, Env, Handler } from '../handler.ts';
import { parseSearch, searchProblems, type ParsedSearch } from '../search/collect.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { deprecatedField } from '../deprecations.ts';
import { applyUrlOptions, defaultOptions, optionProblems, setConflicts, setMaxDocs, type JobOptions } from '../byScroll/jobOptions.ts';
import { answerJob } from '../byScroll/answerJob.ts';
import { parseScriptSpec, withRawParams, type ScriptSpec } from '../script/scriptSpec.ts';
import { checkScript } from '../script/runScript.ts';

type Kind = 'delete' | 'update';

/** URL parameters that belong to the job's search (RestSearchAction reads them). */
const SEARCH_PARAMS = ['q', 'df', 'default_operator', 'analyzer', 'analyze_wildcard', 'lenient', 'ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'preference', 'routing', 'terminate_after', 'sort', '_source', '_source_includes', '_source_excludes', 'from', 'stats', 'search_type'];

interface Read {
  options: JobOptions;
  search: ApiRequest;
  parsed: ParsedSearch;
  /** The search body without the defaults the job filled in. */
  asked: JsonObject;
  /** Update by query's script. */
  script?: ScriptSpec;
}

/** `size` (body or URL): the document limit as the profile names it. */
function sizeAsMaxDocs(profile: Profile, o: JobOptions, v: Json, warnings: string[]): EsError | undefined {
  if (profile.maxDocsField === 'max_docs') return sizeRefused();
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[+-]?\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n)) return numberFormat(String(v));
  if (profile.maxDocsField === 'max_docs-or-size') warnings.push(deprecatedField('size', 'max_docs'));
  return setMaxDocs(profile, o, n);
}

function readRequest(kind: Kind, req: ApiRequest, env: Env, warnings: string[]): Read | EsError {
  const profile = env.profile;
  if (req.body !== undefined && !isObject(req.body)) return expectedStartObject('START_ARRAY');
  const body: JsonObject = { ...(req.body ?? {}) };
  const options = defaultOptions();
  // The job's own fields (RestDeleteByQueryAction/RestUpdateByQueryAction's body consumers).
  if (body.conflicts !== undefined && body.conflicts !== null) {
    const err = setConflicts(options, body.conflicts);
    if (err) return err;
  }
  delete body.conflicts;
  if (profile.maxDocsField !== 'size') {
    const v = body.max_docs;
    if (v !== undefined && v !== null) {
      const n = typeof v === 'number' ? Math.trunc(v) : NaN;
      if (Number.isNaN(n)) return maxDocsNotANumber(JSON.stringify(v));
      const err = setMaxDocs(profile, options, n);
      if (err) return err;
    }
    delete body.max_docs;
  }
  let script: ScriptSpec | undefined;
  if (kind === 'update' && body.script !== undefined && body.script !== null) {
    const spec = parseScriptSpec(body.script as Json, profile);
    if (isEsError(spec)) return spec;
    script = withRawParams(spec, req.rawBody, ['script', 'params']);
  }
  if (kind === 'update') delete body.script;
  // The search half: `size` is the document limit, not the page.
  if (body.size !== undefined) {
    const err = sizeAsMaxDocs(profile, options, body.size as Json, warnings);
    if (err) return err;
    delete body.size;
  }
  if (req.query.size !== undefined) {
    const err = sizeAsMaxDocs(profile, options, req.query.size, warnings);
    if (err) return err;
  }
  const query: Record<string, string> = { scroll: req.query.scroll ?? '5m' };
  for (const k of SEARCH_PARAMS) if (req.query[k] !== undefined) query[k] = req.query[k]!;
  // The job reads every matching document or fails: its search refuses partial results (elastic/elasticsearch#45830).
  query.allow_partial_search_results = 'false';
  const scrollSize = req.query.scroll_size;
  if (scrollSize !== undefined && !/^[+-]?\d+$/.test(scrollSize)) return intParameterInvalid('scroll_size', scrollSize);
  const asked = { ...body };
  const searchBody: JsonObject = { ...body, size: scrollSize !== undefined ? Number(scrollSize) : 1000 };
  const parts: Record<string, string> = { index: req.parts.index! };
  if (req.parts.type !== undefined) parts.type = req.parts.type;
  const search: ApiRequest = { api: 'search', method: 'POST', path: req.path, parts, query, body: searchBody, rawBody: JSON.stringify(searchBody), headers: req.headers };
  const parsed = parseSearch(search, env);
  if (isEsError(parsed)) return parsed;
  if (req.query.conflicts !== undefined) {
    const err = setConflicts(options, req.query.conflicts);
    if (err) return err;
  }
  return { options, search, parsed, asked, ...(script ? { script } : {}) };
}

/**
 * The write one hit becomes: its delete, or its own source indexed again (routing kept), on the
 * condition that the document is still the one the search saw (ES sets if_seq_no/if_primary_term from
 * the hit): a client's write in between makes it a version conflict.
 */
function writeOf(kind: Kind, pipeline: string | undefined): (hit: ScrollHit) => WriteOp {
  return (hit) => {
    const d = hit.doc;
    const base = { index: hit.index, type: d.type, id: d.id, routing: d.routing, ifSeqNo: d.seqNo, ifPrimaryTerm: d.primaryTerm };
    // An update by query's `pipeline` runs on every document it writes back.
    return kind === 'delete' ? { kind: 'delete', ...base } : { kind: 'index', ...base, raw: d.source.text, source: d.parsed, pipeline };
  };
}

function byQuery(kind: Kind): Handler {
  return (state, req, env) => {
    const profile = env.profile;
    const warnings: string[] = [];
    const r = readRequest(kind, req, env, warnings);
    if (isEsError(r)) return r;
    const urlErr = applyUrlOptions(profile, r.options, req.query);
    if (urlErr) return urlErr;
    if (r.script) {
    const bad = checkScript(r.script, 'update_by_query', { profile, state, now: env.now });
    if (bad) return bad;
  }
  const problems = [...searchProblems(r.search, r.parsed, profile), ...optionProblems(profile, r.options, { ...r.asked, ...(r.search.query.from !== undefined ? { from: r.search.query.from } : {}) })];
    if (kind === 'delete' && r.asked.query === undefined && req.query.q === undefined) problems.push(JOB_PROBLEMS.queryMissing);
    if (problems.length > 0) return jobInvalid(problems);
    const index = req.parts.index!;
    return answerJob(state, env, {
      spec: { search: r.search, parsed: r.parsed, options: r.options, writeOf: writeOf(kind, kind === 'update' ? req.query.pipeline : undefined), needsSource: kind === 'update', ...(r.script ? { script: { spec: r.script, kind: 'update_by_query' as const, versionAsked: req.query.version === 'true' || (r.asked as JsonObject).version === true } } : {}) },
      task: {
        action: kind === 'delete' ? 'indices:data/write/delete/byquery' : 'indices:data/write/update/byquery',
        description: `${kind}-by-query [${index.split(',').join(', ')}]`,
        requestHeaders: req.headers,
      },
      view: { created: false, updated: kind === 'update', human: req.query.human !== undefined && req.query.human !== 'false' },
      waitForCompletion: r.options.waitForCompletion,
      warnings,
    });
  };
}

/** POST /{index}/_delete_by_query */
export const deleteByQuery: Handler = byQuery('delete');

/** POST /{index}/_update_by_query */
export const updateByQuery: Handler = byQuery('update');
