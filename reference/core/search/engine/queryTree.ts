/**
 * A query as Lucene would run it, for one index: the scoring structure ES builds from the DSL (term
 * queries for analysed tokens, boolean clauses with their occurs and minimum_should_match, phrases,
 * constant-score wrappers, boosts). Leaves that score as a constant (range, exists, ids, prefix, terms…)
 * keep the compiled predicate of query.ts as their matcher. The body was validated by query.ts first, so
 * errors come from one place.
 */
import { isIpField } from '../ipQueries.ts';
import { isRangeField } from '../rangeFieldQuery.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import { compileQuery, termValueKey, type QueryContext } from '../query.ts';
import { isEsError } from '../../errors/index.ts';
import { keywordOf, resolveField, runtimeFieldNames } from '../fields.ts';
import { keywordNormalizer, normalizerOfRef, queryAnalyzer } from './analysis.ts';
import { graphMatchQuery } from './queries/graphMatch.ts';
import { graphPhraseQuery } from './queries/graphPhrase.ts';
import { splitsQueriesOnWhitespace } from '../../analysis/index.ts';
import { calculateMinShouldMatch } from './minimumShouldMatch.ts';
import { boostingTree, disMaxTree, multiMatchTree } from './queries/compound.ts';
import { prefixMatchTree } from './queries/prefixMatch.ts';
import { saytPhrase } from './queries/saytPhrase.ts';
import { parseTermsSet } from '../termsSet.ts';
import { sparseVectorTree } from '../sparseVectorQuery.ts';
import { multiTermTree } from './queries/multiTerm.ts';
import { functionScoreTree } from './queries/functionScore.ts';
import { scriptTree } from '../scriptQueries.ts';
import { featureTree } from '../featureQueries.ts';
import type { QNode } from './qnode.ts';
import { runtimeTermLabel } from '../runtime/runtimeTermLabel.ts';
import { fuzzySpecOf, parseFuzzy } from '../fuzzy.ts';
import { nestedPathProblem, parseNested } from '../nested/nestedQuery.ts';
import { knnQueryTree } from '../vectors/knnTree.ts';
import { hasChildTree } from '../join/hasChildScorer.ts';
import { hasParentTree } from '../join/hasParentScorer.ts';
import { parentIdTree } from '../join/parentIdScorer.ts';
import { queryStringToDsl } from '../querystring/queryStringQuery.ts';
import { simpleQueryStringToDsl } from '../querystring/simpleQueryString.ts';
import { SPAN_QUERIES, spanTree } from '../spans/spanQuery.ts';
import { combinedFieldsTree } from '../combined/combinedFields.ts';
import { mltTree } from '../mlt/mltQuery.ts';
import { unwrapQuery } from '../wrapperQuery.ts';
import { intervalsTree } from './intervals/intervalsQuery.ts';
import { commonTree, matchAsCommon, matchMakesCommonTerms } from '../common/commonTerms.ts';
import { percolateTree } from '../percolate/percolateScorer.ts';

export type { QNode } from './qnode.ts';

function boostOf(o: Json | undefined): number {
  return isObject(o) && typeof o.boost === 'number' ? Math.fround(o.boost) : 1;
}

function withBoost(n: QNode, boost: number): QNode {
  if (boost === 1 || n.kind === 'none') return n;
  return { ...n, boost: Math.fround(n.boost * boost) } as QNode;
}

function pred(q: Json, ctx: QueryContext, label: string): QNode {
  const c = compileQuery(q, ctx);
  if (isEsError(c)) return { kind: 'none' };
  if (c.matchAll) return { kind: 'all', boost: Math.fround(c.score) };
  // Over a view with runtime fields the test may run their scripts on every document.
  return { kind: 'pred', test: c.test, boost: Math.fround(c.score), label, ...(runtimeFieldNames(ctx.index).length > 0 ? { scripted: true as const } : {}) };
}

/** A term (or match) query on a runtime field: a script query, explained as AbstractScriptFieldQuery explains it. */
function runtimePred(q: Json, ctx: QueryContext, field: string, type: unknown, value: Json): QNode {
  const node = pred(q, ctx, runtimeTermLabel(field, type, value));
  return node.kind === 'pred' ? { ...node, runtime: true } : node;
}

function fieldAndValue(body: Json, key: string): { field: string; value: Json; opts: JsonObject } | undefined {
  if (!isObject(body)) return undefined;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) return undefined;
  const field = fields[0]!;
  const v = body[field] as Json;
  if (isObject(v)) return { field, value: v[key] as Json, opts: v };
  return { field, value: v, opts: {} };
}

function msmOf(spec: Json | undefined, optional: number): number {
  if (spec === undefined || spec === null) return 0;
  try {
    return calculateMinShouldMatch(optional, String(spec));
  } catch {
    return 0;
  }
}

function termNode(ctx: QueryContext, field: string, value: Json, boost: number, q: Json): QNode {
  const ref = resolveField(ctx.index, field);
  // A runtime field has no postings: its values are computed per document (search/runtime/).
  if (ref.runtime && !ref.indexed) return runtimePred(q, ctx, field, ref.def?.type, value);
  // An ip term is a point query (constant score) on the address's encoding, not a term of the dictionary.
  if (isIpField(ref.def)) return pred(q, ctx, `${field}:${keywordOf(value)}`);
  // A range field's term holds the ranges containing the value (RangeFieldType.termQuery), no dictionary term.
  if (isRangeField(ref.def)) return pred(q, ctx, `${field}:${keywordOf(value)}`);
  if (ref.kind === 'text') return { kind: 'term', field, term: keywordOf(value), boost };
  if (ref.kind === 'keyword' && ref.def?.type !== undefined) {
    const norm = keywordNormalizer(ctx.index, ctx.profile, ref.def);
    // OpenSearch 3: a keyword term query scores as a constant (KeywordFieldType.termQuery) unless use_similarity.
    if (ctx.profile.keywordTermConstantScore && ref.def.type === 'keyword' && ref.def.use_similarity !== true) {
      return { kind: 'const', inner: { kind: 'term', field, term: norm(keywordOf(value)), boost: 1 }, boost, label: 'ConstantScore' };
    }
    return { kind: 'term', field, term: norm(keywordOf(value)), boost };
  }
  return pred(q, ctx, `${field}:${keywordOf(value)}`);
}

/**
 * MatchOnlyTextFieldType.fuzzyQuery wraps the FuzzyQuery in a ConstantScoreQuery ("Disable scoring"): each
 * matching document scores the boost, not the expansions' blended term boosts.
 */
function matchOnlyConstant(type: string | undefined, node: Extract<QNode, { kind: 'fuzzy' }>): QNode {
  if (type !== 'match_only_text') return node;
  return { kind: 'const', inner: { ...node, boost: 1 }, boost: node.boost, label: 'ConstantScore' };
}

function matchNode(ctx: QueryContext, body: Json, q: Json, phrase: boolean): QNode {
  const fv = fieldAndValue(body, 'query');
  if (!fv) return pred(q, ctx, 'match');
  const boost = boostOf(fv.opts);
  if (!phrase && fv.opts.cutoff_frequency !== undefined && matchMakesCommonTerms(ctx, fv.field, fv.opts)) return commonTree(ctx, matchAsCommon(fv.field, fv.opts));
  const ref = resolveField(ctx.index, fv.field);
  if (ref.runtime && !ref.indexed) return runtimePred(q, ctx, fv.field, ref.def?.type, fv.value);
  if (ref.kind === 'keyword' && ref.def?.type !== undefined && !phrase && fv.opts.fuzziness !== undefined) {
    const term = keywordNormalizer(ctx.index, ctx.profile, ref.def)(keywordOf(fv.value));
    return { kind: 'fuzzy', field: fv.field, term, spec: fuzzySpecOf(fv.opts as Record<string, Json>, term), boost };
  }
  // A keyword field that splits queries on whitespace analyses the text as a text field would (MatchQueryParser).
  const split = !phrase && splitsQueriesOnWhitespace(ref.def);
  if (ref.kind === 'keyword' && ref.def?.type !== undefined && !split) return termNode(ctx, fv.field, fv.value, boost, q);
  if (ref.kind !== 'text' && !split) return pred(q, ctx, `${fv.field}:${keywordOf(fv.value)}`);
  const analyzer = queryAnalyzer(ctx.index, ctx.profile, ref.def, fv.opts.analyzer, phrase);
  if (!analyzer) return pred(q, ctx, `${fv.field}:${keywordOf(fv.value)}`);
  const tokens = analyzer.tokens(keywordOf(fv.value));
  if (tokens.length === 0) {
    const zero = String(fv.opts.zero_terms_query ?? 'none').toLowerCase();
    return zero === 'all' ? { kind: 'all', boost } : { kind: 'none' };
  }
  const fuzzy = !phrase && fv.opts.fuzziness !== undefined;
  const leaf = (term: string, b: number): QNode => (fuzzy ? matchOnlyConstant(ref.def?.type, { kind: 'fuzzy', field: fv.field, term, spec: fuzzySpecOf(fv.opts as Record<string, Json>, term), boost: b }) : { kind: 'term', field: fv.field, term, boost: b });
  if (phrase) {
    const slop = typeof fv.opts.slop === 'number' ? fv.opts.slop : 0;
    const sayt = saytPhrase(fv.field, ref.def, tokens, slop, boost);
    if (sayt) return sayt;
    const graph = graphPhraseQuery(fv.field, tokens, { slop, boost });
    if (graph) return graph;
  }
  if (tokens.length === 1) return leaf(tokens[0]!.term, boost);
  if (!fuzzy && !phrase) {
    const graph = graphMatchQuery(fv.field, tokens, {
      and: String(fv.opts.operator ?? 'or').toLowerCase() === 'and',
      autoPhrase: fv.opts.auto_generate_synonyms_phrase_query !== false,
      msmOf: (n) => msmOf(fv.opts.minimum_should_match as Json | undefined, n),
      boost,
    });
    if (graph) return graph;
  }
  // QueryBuilder: the tokens at each position are one clause, a SynonymQuery where there are several.
  const groups = fuzzy || phrase ? undefined : positionGroups(tokens);
  if (groups && groups.some((g) => g.length > 1)) {
    const clause = (g: string[], b: number): QNode => (g.length === 1 ? { kind: 'term', field: fv.field, term: g[0]!, boost: b } : { kind: 'synonym', field: fv.field, terms: [...g].sort(), boost: b });
    if (groups.length === 1) return clause(groups[0]!, boost);
    const cs = groups.map((g) => clause(g, 1));
    if (String(fv.opts.operator ?? 'or').toLowerCase() === 'and') return { kind: 'bool', must: cs, should: [], filter: [], mustNot: [], msm: 0, boost };
    return { kind: 'bool', must: [], should: cs, filter: [], mustNot: [], msm: Math.max(1, msmOf(fv.opts.minimum_should_match as Json | undefined, cs.length)), boost };
  }
  if (phrase) {
    const slop = typeof fv.opts.slop === 'number' ? fv.opts.slop : 0;
    return { kind: 'phrase', field: fv.field, terms: tokens.map((t) => t.term), positions: tokens.map((t) => t.position), slop, boost };
  }
  const and = String(fv.opts.operator ?? 'or').toLowerCase() === 'and';
  const clauses: QNode[] = tokens.map((t) => leaf(t.term, 1));
  if (and) return { kind: 'bool', must: clauses, should: [], filter: [], mustNot: [], msm: 0, boost };
  return { kind: 'bool', must: [], should: clauses, filter: [], mustNot: [], msm: Math.max(1, msmOf(fv.opts.minimum_should_match as Json | undefined, clauses.length)), boost };
}

/** The terms at each position, in stream order (QueryBuilder.analyzeMultiBoolean groups them so). */
function positionGroups(tokens: { term: string; position: number; positionLength: number }[]): string[][] | undefined {
  // A token spanning several positions makes a graph (QueryBuilder.analyzeGraphBoolean): not grouped here.
  if (tokens.some((t) => t.positionLength > 1)) return undefined;
  const out: string[][] = [];
  let last = -1;
  for (const t of tokens) {
    if (t.position !== last || out.length === 0) out.push([t.term]);
    else out[out.length - 1]!.push(t.term);
    last = t.position;
  }
  return out;
}

function list(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function boolNode(ctx: QueryContext, body: JsonObject, adjustPureNegative: (n: QNode & { kind: 'bool' }) => QNode): QNode {
  const must = list(body.must as Json).map((c) => queryTree(c, ctx));
  const filter = list(body.filter as Json).map((c) => queryTree(c, ctx));
  const should = list(body.should as Json).map((c) => queryTree(c, ctx));
  const mustNot = [...list(body.must_not as Json), ...list(body.mustNot as Json)].map((c) => queryTree(c, ctx));
  const boost = boostOf(body);
  if (must.length + filter.length + should.length + mustNot.length === 0) return { kind: 'all', boost };
  let msm = msmOf(body.minimum_should_match as Json | undefined, should.length);
  // Lucene: a query of SHOULD clauses alone needs one of them.
  if (msm === 0 && must.length + filter.length === 0 && should.length > 0) msm = 1;
  // BooleanQuery.rewrite: one scoring clause is that clause (boosted); one filter a zero-boosted constant score.
  if (mustNot.length === 0 && must.length + should.length + filter.length === 1 && msm <= 1) {
    if (must.length === 1) return withBoost(must[0]!, boost);
    if (should.length === 1) return withBoost(should[0]!, boost);
    return { kind: 'const', inner: filter[0]!, boost: 0, label: 'ConstantScore' };
  }
  const node = { kind: 'bool' as const, must, should, filter, mustNot, msm, boost };
  return body.adjust_pure_negative === false ? node : adjustPureNegative(node);
}

/** Builds the query tree of a (validated) query for one index. */
export function queryTree(q: Json | undefined, ctx: QueryContext): QNode {
  if (q === undefined) return { kind: 'all', boost: 1 };
  if (!isObject(q)) return { kind: 'none' };
  const keys = Object.keys(q);
  if (keys.length === 0) return { kind: 'all', boost: 1 };
  const name = keys[0]!;
  const body = q[name] as Json;
  switch (name) {
    case 'match_all':
      return { kind: 'all', boost: boostOf(body) };
    case 'match_none':
      return { kind: 'none' };
    case 'match':
      return matchNode(ctx, body, q, false);
    case 'match_phrase':
      return matchNode(ctx, body, q, true);
    case 'term': {
      const raw = fieldAndValue(body, 'value');
      // TermQueryBuilder's other name for the value, `term` (query.ts termValueKey).
      const fv = raw && termValueKey(raw.opts) === 'term' ? { ...raw, value: raw.opts.term as Json } : raw;
      if (!fv || fv.opts.case_insensitive === true) return pred(q, ctx, 'term');
      return termNode(ctx, fv.field, fv.value, boostOf(fv.opts), q);
    }
    case 'bool':
      if (!isObject(body)) return { kind: 'none' };
      return boolNode(ctx, body, (n) => {
        // Queries.fixNegativeQueryIfNeeded: a query of MUST_NOT clauses alone gets a match_all (ES 7+ as a
        // FILTER, so hits score 0; before 7.0 as a MUST, scoring 1).
        if (n.must.length + n.should.length + n.filter.length > 0) return n;
        const all: QNode = { kind: 'all', boost: 1 };
        return Number(ctx.profile.version.number.split('.')[0]) >= 7 || ctx.profile.distribution === 'opensearch' ? { ...n, filter: [all] } : { ...n, must: [all] };
      });
    case 'constant_score': {
      if (!isObject(body)) return { kind: 'none' };
      const inner = queryTree(body.filter as Json, ctx);
      return { kind: 'const', inner, boost: boostOf(body), label: 'ConstantScore' };
    }
    case 'match_phrase_prefix':
    case 'match_bool_prefix':
      return prefixMatchTree(name, body, ctx, pred);
    case 'fuzzy': {
      const fz = parseFuzzy(ctx, body, ['query', 'fuzzy']);
      if (isEsError(fz)) return { kind: 'none' };
      const ref = resolveField(ctx.index, fz.field);
      if ((ref.kind !== 'text' && ref.kind !== 'keyword') || (ref.runtime && !ref.indexed)) return pred(q, ctx, 'fuzzy');
      // A normalized keyword's terms are normalized: so is the fuzzy term (indexedValueForSearch).
      const norm = normalizerOfRef(ctx.index, ctx.profile, ref);
      const term = norm ? norm(fz.value) : fz.value;
      return matchOnlyConstant(ref.def?.type, { kind: 'fuzzy', field: fz.field, term, spec: fuzzySpecOf(fz.opts, term), boost: boostOf(fz.opts) });
    }
    case 'prefix':
    case 'wildcard':
    case 'regexp':
      return multiTermTree(name, body, ctx) ?? pred(q, ctx, name);
    case 'terms_set': {
      const ts = parseTermsSet(ctx, body, ['query', 'terms_set']);
      if (isEsError(ts)) return { kind: 'none' };
      const clauses = ts.terms.map((t) => termNode(ctx, ts.field, t, 1, { term: { [ts.field]: t } }));
      return { kind: 'covering', clauses, minimum: ts.minimum, boost: ts.boost };
    }
    case 'dis_max':
      return disMaxTree(body, ctx, queryTree);
    case 'boosting':
      return boostingTree(body, ctx, queryTree);
    case 'multi_match':
      return multiMatchTree(body, ctx, queryTree);
    case 'function_score':
      return functionScoreTree(body, ctx, queryTree);
    case 'script':
    case 'script_score':
      return scriptTree(name, body, ctx, queryTree);
    case 'pinned':
    case 'rank_feature':
    case 'distance_feature':
      return featureTree(name, body, ctx, queryTree);
    case 'knn':
      return knnQueryTree(ctx, body, queryTree);
    case 'has_child':
      return hasChildTree(ctx, body, q, queryTree, pred);
    case 'has_parent':
      return hasParentTree(ctx, body, q, queryTree, pred);
    case 'parent_id':
      return parentIdTree(ctx, body, q, pred);
    case 'percolate':
      return percolateTree(ctx, body, pred, q);
    case 'nested': {
      const spec = parseNested(ctx, body, ['query', 'nested']);
      if (isEsError(spec) || nestedPathProblem(ctx, spec) !== undefined) return { kind: 'none' };
      return { kind: 'nested', path: spec.path, inner: queryTree(spec.query, { ...ctx, nestedScope: spec.path }), scoreMode: spec.scoreMode, boost: Math.fround(spec.boost) };
    }
    case 'query_string':
    case 'simple_query_string': {
      const dsl = name === 'query_string' ? queryStringToDsl(ctx, body, ['query', name]) : simpleQueryStringToDsl(ctx, body, ['query', name]);
      return isEsError(dsl) ? { kind: 'none' } : queryTree(dsl, ctx);
    }
    default:
      if (SPAN_QUERIES.has(name)) return spanTree(ctx, name, body, compileQuery);
      if (name === 'combined_fields') return combinedFieldsTree(ctx, body);
      if (name === 'sparse_vector') return sparseVectorTree(body, ctx);
      if (name === 'more_like_this') return mltTree(ctx, body);
      if (name === 'intervals') return intervalsTree(ctx, body);
      if (name === 'common') return commonTree(ctx, body);
      if (name === 'wrapper') {
        const inner = unwrapQuery(ctx, body, ['query', name]);
        return isEsError(inner) ? { kind: 'none' } : queryTree(inner, { ...ctx, rawBody: undefined });
      }
      return pred(q, ctx, name);
  }
}

export { withBoost };
