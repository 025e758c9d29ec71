/**
 * `GET|POST /{index}/_explain/{id}` (and ES 5/6's `/{index}/{type}/{id}/_explain`): whether one document
 * matches a query and the explanation of its score, computed on the shard it lives on (ExplainAction reads
 * the document as searches see it, not in real time).
 */
import { isObject, typedNumbers, type Json, type JsonObject } from '../json.ts';
import { explainLookupUnrewritten, explainQueryMissing, expectedStartObject, isEsError } from '../errors/index.ts';
import { holdsLookup } from '../search/lookups/lookupUse.ts';
import { ok, type Handler } from '../handler.ts';
import { typeLabel } from '../docs/render.ts';
import { findDoc } from './documents.ts';
import { storedFields } from '../docs/storedFields.ts';
import { querySource } from '../search/execute.ts';
import { queryTree } from '../search/engine/queryTree.ts';
import { explainNode } from '../search/engine/explain.ts';
import { explanationJson } from '../search/engine/explanation.ts';
import { leafOf, visibleDocs } from '../search/engine/shardViews.ts';
import { SHARD_STATS, similarityOf } from '../search/engine/scorer.ts';
import { shardOf } from '../search/routing.ts';
import { filterSource } from '../source.ts';
import { forcedSynthetic, readerDoc } from '../mapping/syntheticSource/readerDoc.ts';

/** The explain handler. */
export const explain: Handler = (state, req, env) => {
  if (req.body !== undefined && !isObject(req.body)) return expectedStartObject('START_ARRAY');
  const body: JsonObject = req.body ?? {};
  if (req.query.q === undefined && body.query === undefined) return explainQueryMissing();
  // Before the coordinating rewrite came to `_explain`, a terms lookup reaches the shard unfetched (below).
  const unfetched = !env.profile.explainRewritesLookups && holdsLookup(body.query as Json | undefined, false);
  const src = querySource(req, env, body.query as Json | undefined, unfetched ? undefined : state);
  if (isEsError(src)) return src;
  const found = findDoc(state, req, env);
  if (isEsError(found)) return found;
  const { idx, type } = found;
  const head: JsonObject = { _index: idx.name };
  const t = typeLabel(env.profile, type);
  if (t !== undefined && env.profile.typedApis) head._type = t;
  head._id = req.parts.id;
  const doc = found.doc && [...visibleDocs(idx).values()].includes(found.doc) ? found.doc : undefined;
  if (!doc) return { status: 404, body: { ...head, matched: false } };
  if (unfetched) return explainLookupUnrewritten(idx);
  const shard = shardOf(idx, env.profile, doc.id, doc.routing);
  const leaf = leafOf(idx, env.profile, shard, doc);
  if (!leaf) return { status: 404, body: { ...head, matched: false } };
  const { view, docId } = leaf;
  const ctx = { index: idx, profile: env.profile, now: env.now, rawBody: req.rawBody };
  const tree = src.kind === 'json' ? queryTree(src.query, ctx) : { kind: 'all' as const, boost: 1 };
  const e = explainNode(view, tree, docId, { profile: env.profile, stats: SHARD_STATS, similarity: similarityOf });
  const out: JsonObject = typedNumbers({ ...head, matched: e.match, explanation: explanationJson(e) });
  // `_source` or `stored_fields` asked: the document as a get would return it (ExplainResponse's `get`).
  const q = req.query;
  const sourceAsked = ['_source', '_source_includes', '_source_excludes', '_source_include', '_source_exclude'].some((k) => q[k] !== undefined);
  // TransportExplainAction: a get result when stored fields are named or the source is fetched; ShardGetService
  // fetches no source for stored fields alone (normalizeFetchSourceContent), and prints them under `fields`.
  const stored = q.stored_fields !== undefined ? q.stored_fields.split(',').filter(Boolean) : undefined;
  if ((sourceAsked && q._source !== 'false') || stored !== undefined) {
    const get: JsonObject = {};
    if (env.profile.seqNo) {
      get._seq_no = doc.seqNo;
      get._primary_term = doc.primaryTerm;
    }
    get.found = true;
    if (sourceAsked && q._source !== 'false') {
      const source = filterSource(readerDoc(idx, doc, env.profile, forcedSynthetic(env.profile, q)), q, undefined);
      if (source !== undefined) get._source = source as Json;
    }
    const fields = stored ? storedFields(idx, doc, stored) : undefined;
    if (fields) get.fields = fields;
    out.get = get;
  }
  return ok(out);
};
