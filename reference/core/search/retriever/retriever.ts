/**
 * The `retriever` search option (ES ≥ 8.14): `standard` (a query with `filter`, `sort`, `search_after`,
 * `terminate_after`, `min_score`, `collapse`), `knn` (the knn search option's body), and `rrf`
 * (reciprocal rank fusion of several retrievers: RRFRetrieverBuilder). `standard` and `knn` become the
 * search body they stand for; `rrf` runs each child as a search of `rank_window_size` hits and fuses them:
 * a document's score is the float32 sum of 1 / (rank_constant + rank) over the children that ranked it,
 * ties broken by the order the children first ranked it (shard, then doc, in ES), and the page is cut
 * from the fused list. SearchRequest.validate refuses a retriever beside `query`, `knn`, `search_after`,
 * `terminate_after`, `sort`, `rank` or `rescore`.
 */
import { markScores } from '../scoreMarks.ts';
import { isObject, markJava, typedNumbers, type Json, type JsonObject } from '../../json.ts';
import { javaFloatText } from '../engine/explanation.ts';
import type { ApiRequest, ApiResult, Env } from '../../handler.ts';
import { isEsError, retrieverParsing, searchInvalid, type EsError } from '../../errors/index.ts';
import type { Profile } from '../../../profiles.ts';
import { floatForJson } from '../engine/float32.ts';
import { combineLinear, linearComponent, linearEntries, type LinearComponent } from './linear.ts';
import { parseRescore } from '../rescore/parseRescore.ts';
import { combineScores } from '../rescore/rescoreShard.ts';

const AT = { line: 1, col: 1 };
const STANDARD_KEYS = new Set(['query', 'filter', 'sort', 'search_after', 'terminate_after', 'min_score', 'collapse', '_name']);
const BESIDE = ['query', 'knn', 'search_after', 'terminate_after', 'sort', 'rank', 'rescore'];

type Run = (r: ApiRequest) => ApiResult | EsError;

/** A retriever as the search body keys it stands for (standard, knn), or the rrf it is. */
type Parsed =
  | { kind: 'body'; body: JsonObject; window?: number; /** The retriever's `_name`. */ name?: string }
  | { kind: 'rrf'; children: Parsed[]; window: number; constant: number; filter: Json[] }
  | { kind: 'linear'; children: Parsed[]; components: LinearComponent[]; window: number; filter: Json[]; minScore?: number }
  /** A rescorer over a compound child: the child's fused hits rescored (rescoreCompound). */
  | { kind: 'rescored'; child: Compound; rescore: Json; window: number };

/** A retriever that combines the ranked hits of its children (rrf, linear). */
type Compound = Extract<Parsed, { kind: 'rrf' | 'linear' }>;

function one(raw: Json, size: number, profile: Profile): Parsed | EsError {
  if (!isObject(raw) || Object.keys(raw).length !== 1) return retrieverParsing('retriever malformed, must have exactly one retriever type', AT);
  const [type, spec] = Object.entries(raw)[0]!;
  if (!isObject(spec)) return retrieverParsing(`[${type}] retriever malformed`, AT);
  if (type === 'standard') {
    for (const k of Object.keys(spec)) if (!STANDARD_KEYS.has(k)) return retrieverParsing(`[standard] unknown field [${k}]`, AT);
    const body: JsonObject = {};
    const filters = spec.filter === undefined ? [] : Array.isArray(spec.filter) ? (spec.filter as Json[]) : [spec.filter as Json];
    if (filters.length > 0) body.query = { bool: { ...(spec.query !== undefined ? { must: [spec.query as Json] } : {}), filter: filters } };
    else if (spec.query !== undefined) body.query = spec.query as Json;
    for (const k of ['sort', 'search_after', 'terminate_after', 'min_score', 'collapse']) if (spec[k] !== undefined) body[k] = spec[k] as Json;
    return { kind: 'body', body, ...(typeof spec._name === 'string' ? { name: spec._name } : {}) };
  }
  if (type === 'knn') {
    const knn: JsonObject = { ...spec };
    if (knn.k === undefined) knn.k = size;
    return { kind: 'body', body: { knn }, ...(typeof spec._name === 'string' ? { name: spec._name } : {}) };
  }
  if (type === 'rrf') {
    const kids = spec.retrievers;
    if (!Array.isArray(kids) || kids.length === 0) return retrieverParsing('[rrf] requires [retrievers]', AT);
    const window = spec.rank_window_size === undefined ? Math.max(10, size) : Number(spec.rank_window_size);
    const constant = spec.rank_constant === undefined ? 60 : Number(spec.rank_constant);
    if (!Number.isInteger(constant) || constant < 1) return retrieverParsing(`[rank_constant] must be greater or equal to [1] for [rrf]`, AT);
    const children: Parsed[] = [];
    for (const k of kids) {
      const c = one(k as Json, window, profile);
      if (isEsError(c)) return c;
      children.push(c);
    }
    const filter = spec.filter === undefined ? [] : Array.isArray(spec.filter) ? (spec.filter as Json[]) : [spec.filter as Json];
    return { kind: 'rrf', children, window, constant, filter };
  }
  // LinearRetrieverBuilder.fromXContent: an unknown retriever where the cluster lacks the feature (before 8.18).
  if (type === 'linear' && profile.linearRetriever) {
    const entries = linearEntries(spec.retrievers as Json);
    if (!entries) return retrieverParsing('[linear] retrievers malformed', AT);
    const window = spec.rank_window_size === undefined ? 10 : Number(spec.rank_window_size);
    const children: Parsed[] = [];
    const components: LinearComponent[] = [];
    for (const e of entries) {
      const c = one(e.retriever as Json, window, profile);
      if (isEsError(c)) return c;
      const comp = linearComponent(e);
      if (typeof comp === 'string') return retrieverParsing(comp, AT);
      children.push(c);
      components.push(comp);
    }
    const filter = spec.filter === undefined ? [] : Array.isArray(spec.filter) ? (spec.filter as Json[]) : [spec.filter as Json];
    return { kind: 'linear', children, components, window, filter, ...(typeof spec.min_score === 'number' ? { minScore: spec.min_score } : {}) };
  }
  if (type === 'rescorer' && profile.rescorerRetriever) return rescorer(spec, size, profile);
  return retrieverParsing(`unknown retriever [${type}]`, AT);
}

/**
 * The `rescorer` retriever (8.18): its child's top hits rescored as the search's `rescore` would, cut at the
 * largest `window_size` (the compound retriever's rank window). Over an rrf or linear child the fused hits
 * are what the rescorers see (RescorerRetrieverBuilder puts the rescorers on the child's rank docs search).
 */
function rescorer(spec: JsonObject, size: number, profile: Profile): Parsed | EsError {
  if (spec.retriever === undefined) return retrieverParsing('[rescorer] failed to parse field [retriever]', AT);
  const rescore = spec.rescore as Json | undefined;
  const list = Array.isArray(rescore) ? rescore : rescore === undefined ? [] : [rescore];
  if (list.length === 0 || !list.every(isObject)) return retrieverParsing('[rescorer] failed to parse field [rescore]', AT);
  const child = one(spec.retriever as Json, size, profile);
  if (isEsError(child)) return child;
  const window = Math.max(...list.map((r) => (typeof (r as JsonObject).window_size === 'number' ? ((r as JsonObject).window_size as number) : 10)));
  if (child.kind === 'rescored') return { kind: 'rescored', child: child.child, rescore: [...asList(child.rescore), ...list], window };
  if (child.kind !== 'body') return { kind: 'rescored', child, rescore: list, window };
  return { kind: 'body', body: { ...child.body, rescore: rescore as Json }, window };
}

function asList(r: Json): Json[] {
  return Array.isArray(r) ? r : [r];
}

function bodyOf(req: ApiRequest): JsonObject {
  return isObject(req.body) ? req.body : {};
}

/**
 * Runs a search whose body has a `retriever`: refusals first, then the retriever. `single` runs a retriever that
 * stands for one search body (it may answer as steps); the compound ones read `run`'s answers.
 */
export function runRetriever(req: ApiRequest, env: Env, run: Run, single: Run = run): ApiResult | EsError {
  const outer = bodyOf(req);
  const beside = BESIDE.filter((k) => outer[k] !== undefined);
  if (beside.length > 0) return searchInvalid([`cannot specify [retriever] and [${beside.join(', ')}]`]);
  const size = outer.size === undefined ? 10 : Number(outer.size);
  const parsed = one(outer.retriever as Json, size, env.profile);
  if (isEsError(parsed)) return parsed;
  const rest: JsonObject = { ...outer };
  delete rest.retriever;
  if (parsed.kind === 'body') {
    // A rescorer retriever returns no more than its rank window: the page is cut there.
    const from = rest.from === undefined ? 0 : Number(rest.from);
    const cut = parsed.window === undefined ? {} : { size: Math.max(0, Math.min(from + size, parsed.window) - from) };
    return single({ ...req, body: { ...rest, ...parsed.body, ...cut }, rawBody: undefined });
  }
  return compound(req, rest, parsed, run, env);
}

interface Ranked {
  hit: JsonObject;
  score: number;
  first: number;
  /** Per child, the document's 1-based rank there (0: not ranked) and that child's explanation of it. */
  ranks: number[];
  sources: (Json | undefined)[];
}

/** A child's ranked hits and the query that stands for its matches (for the total). */
interface ChildResult {
  hits: JsonObject[];
  query: Json;
}

function withFilter(body: JsonObject, filter: Json[]): JsonObject {
  if (filter.length === 0) return body;
  if (isObject(body.knn)) {
    const own = body.knn.filter === undefined ? [] : Array.isArray(body.knn.filter) ? (body.knn.filter as Json[]) : [body.knn.filter as Json];
    return { ...body, knn: { ...body.knn, filter: [...own, ...filter] } };
  }
  return { ...body, query: { bool: { must: [(body.query as Json | undefined) ?? { match_all: {} }], filter } } };
}

/** Runs one rrf or linear retriever: its children (nested ones first), combined; best first, cut at its window. */
function fuse(req: ApiRequest, rest: JsonObject, p: Compound, filter: Json[], run: Run, env: Env): ChildResult | EsError {
  const fused = new Map<string, Ranked>();
  let seq = 0;
  const queries: Json[] = [];
  const results: JsonObject[][] = [];
  for (const child of p.children) {
    let res: ChildResult;
    if (child.kind !== 'body') {
      const r = child.kind === 'rescored' ? rescoreCompound(req, rest, child, filter, run, env) : fuse(req, rest, child, filter, run, env);
      if (isEsError(r)) return r;
      res = r;
    } else {
      const body = withFilter(child.body, filter);
      const r = run({ ...req, body: { ...rest, ...body, from: 0, size: p.window }, rawBody: undefined });
      if (isEsError(r)) return r;
      const hits = ((r.body as JsonObject).hits as JsonObject).hits as JsonObject[];
      res = { hits, query: body.query !== undefined ? (body.query as Json) : { ids: { values: hits.map((h) => h._id as Json) } } };
    }
    results.push(res.hits);
    queries.push(res.query);
    if (p.kind !== 'rrf') continue;
    const c = results.length - 1;
    res.hits.forEach((h, i) => {
      const key = `${String(h._index)}\u0000${String(h._id)}`;
      // RRFRetrieverBuilder: 1.0f / (rankConstant + rank), summed as floats.
      const add = Math.fround(1 / (p.constant + i + 1));
      let cur = fused.get(key);
      if (cur) cur.score = Math.fround(cur.score + add);
      else fused.set(key, (cur = { hit: h, score: add, first: seq++, ranks: p.children.map(() => 0), sources: p.children.map(() => undefined) }));
      cur.ranks[c] = i + 1;
      cur.sources[c] = h._explanation as Json | undefined;
    });
  }
  if (p.kind === 'linear') return { hits: combineLinear(results, p.components, p.window, p.minScore), query: { bool: { should: queries } } };
  const ranked = [...fused.values()].sort((a, b) => b.score - a.score || a.first - b.first).slice(0, p.window);
  const explain = env.profile.rrfExplain && (rest.explain === true || req.query.explain === 'true');
  const names = p.children.map((ch) => (ch.kind === 'body' ? ch.name : undefined));
  return {
    hits: ranked.map((r) => ({ ...r.hit, _score: r.score, ...(explain ? { _explanation: rrfExplanation(r.score, r.ranks, r.sources, names, p.constant) } : {}) })),
    query: { bool: { should: queries } },
  };
}

/** Reciprocal rank fusion (or the linear combination) of the children's top `rank_window_size` hits, then the page. */
function compound(req: ApiRequest, rest: JsonObject, p: Compound | Extract<Parsed, { kind: 'rescored' }>, run: Run, env: Env): ApiResult | EsError {
  const res = p.kind === 'rescored' ? rescoreCompound(req, rest, p, p.child.filter, run, env) : fuse(req, rest, p, p.filter, run, env);
  if (isEsError(res)) return res;
  // Hits total: every document one of the children matches (the final query is their disjunction).
  const track = rest.track_total_hits === undefined ? {} : { track_total_hits: rest.track_total_hits as Json };
  const count = run({ ...req, body: { query: res.query, size: 0, ...track }, rawBody: undefined });
  if (isEsError(count)) return count;
  const from = rest.from === undefined ? 0 : Number(rest.from);
  const size = rest.size === undefined ? 10 : Number(rest.size);
  // Scores print as Java prints a float (the shortest decimal that reads back to it).
  const page = res.hits.slice(from, from + size).map((h) => (typeof h._score === 'number' ? { ...h, _score: floatForJson(h._score) } : h));
  const countBody = count.body as JsonObject;
  const hits = countBody.hits as JsonObject;
  const out: JsonObject = typedNumbers({ ...countBody, hits: markScores({ ...(hits.total !== undefined ? { total: hits.total as Json } : {}), max_score: page.length > 0 ? page[0]!._score : null, hits: page }) });
  return { ...count, body: out };
}

/**
 * A rescorer over a compound child: the child's fused hits (best first, scores its fused scores) rescored by
 * each rescorer in turn on its top `window_size` (QueryRescorer's combine, rescoreShard.ts), cut at the
 * rescorer's window. The rescore query's score of each windowed hit comes from a search of that query
 * restricted to the window's documents (a filter adds nothing to a score).
 */
function rescoreCompound(req: ApiRequest, rest: JsonObject, p: Extract<Parsed, { kind: 'rescored' }>, filter: Json[], run: Run, env: Env): ChildResult | EsError {
  const specs = parseRescore(p.rescore, req, env);
  if (isEsError(specs)) return specs;
  const fused = fuse(req, rest, p.child, filter, run, env);
  if (isEsError(fused)) return fused;
  let hits = fused.hits.map((h, pos) => ({ hit: h, pos, score: typeof h._score === 'number' ? h._score : 0 }));
  for (const spec of specs) {
    const n = Math.min(spec.window, hits.length);
    const window = hits.slice(0, n);
    const ids = [...new Set(window.map((h) => String(h.hit._id)))];
    const indices = [...new Set(window.map((h) => String(h.hit._index)))];
    const second = new Map<string, number>();
    if (n > 0) {
      const query = { bool: { must: [spec.query], filter: [{ ids: { values: ids } }, { terms: { _index: indices } }] } };
      const r = run({ ...req, body: { query, size: ids.length * indices.length, _source: false, track_total_hits: false }, rawBody: undefined });
      if (isEsError(r)) return r;
      for (const h of ((r.body as JsonObject).hits as JsonObject).hits as JsonObject[]) second.set(keyOf(h), h._score as number);
    }
    const top = window.map((h) => {
      const primary = Math.fround(h.score * spec.queryWeight);
      const s = second.get(keyOf(h.hit));
      return { ...h, score: s === undefined ? primary : combineScores(spec.mode, primary, Math.fround(s * spec.rescoreQueryWeight)) };
    });
    const restHits = hits.slice(n).map((h) => ({ ...h, score: Math.fround(h.score * spec.queryWeight) }));
    hits = [...top, ...restHits].sort((a, b) => b.score - a.score || a.pos - b.pos).map((h, pos) => ({ ...h, pos }));
  }
  return { hits: hits.slice(0, p.window).map((h) => ({ ...h.hit, _score: h.score })), query: fused.query };
}

function keyOf(h: JsonObject): string {
  return `${String(h._index)}\u0000${String(h._id)}`;
}

/**
 * RRFRankDoc.explain (8.15+): the fused score, computed for the document's initial ranks (0 where a child did
 * not rank it), with per child its rank and rrf share over that child's own explanation, or no match. A child
 * is named by its retriever's `_name`, else by its index. A knn child's own explanation is the knn option's
 * ("within top k documents"), where ES wraps an exact vector similarity in the child's rank doc.
 */
function rrfExplanation(score: number, ranks: number[], sources: (Json | undefined)[], names: (string | undefined)[], constant: number): JsonObject {
  const details = ranks.map((rank, i) => {
    const alias = names[i] === undefined ? `at index [${i}]` : `[${names[i]}]`;
    if (rank === 0) {
      const none: JsonObject = { value: 0, description: `rrf score: [0], result not found in query ${alias}`, details: [] };
      markJava(none, 'float', ['value']);
      return none;
    }
    const share = Math.fround(1 / (rank + constant));
    const d: JsonObject = {
      value: rank,
      description: `rrf score: [${javaFloatText(share)}], for rank [${rank}] in query ${alias} computed as [1 / (${rank} + ${constant}]), for matching query with score: `,
      details: sources[i] === undefined ? [] : [sources[i]!],
    };
    return d;
  });
  const out: JsonObject = {
    value: floatForJson(score),
    description: `rrf score: [${javaFloatText(score)}] computed for initial ranks [${ranks.join(', ')}] with rankConstant: [${constant}] as sum of [1 / (rank + rankConstant)] for each query`,
    details,
  };
  markJava(out, 'float', ['value']);
  return out;
}
