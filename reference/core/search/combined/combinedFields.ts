/**
 * `combined_fields` (ES 7.13+) as CombinedFieldsQueryBuilder builds it: the body through its
 * ConstructingObjectParser (`query` required; `fields` with `^boost`, boosts ≥ 1; `operator`,
 * `minimum_should_match`, `zero_terms_query`, `auto_generate_synonyms_phrase_query`), then on the shard the
 * fields resolved (patterns, unmapped dropped; none mapped matches nothing), checked (no per-field
 * similarity, BM25 as the default, text fields only, one search analyzer), the text analysed with that
 * analyzer, and each position's terms one CombinedFieldQuery (BM25F, engine/queries/combinedFieldScorer.ts),
 * joined by a BooleanQuery of the operator with minimum_should_match.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { combinedFieldsOptionInvalid, isEsError, queryCreateFailure, unknownField, xContentRequiredField, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import type { Doc } from '../../doc.ts';
import { keywordOf, resolveField } from '../fields.ts';
import { fieldAnalyzer } from '../engine/analysis.ts';
import { calculateMinShouldMatch } from '../engine/minimumShouldMatch.ts';
import type { QNode } from '../engine/qnode.ts';
import { combinedNode } from '../engine/queries/combinedFieldScorer.ts';
import { resolveFields } from '../multiMatch.ts';
import { scoreIndex } from '../engineHook.ts';
import { where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import type { SimilaritySpec } from '../engine/similarity.ts';

const KEYS = new Set(['query', 'fields', 'operator', 'minimum_should_match', 'zero_terms_query', 'auto_generate_synonyms_phrase_query', 'boost', '_name']);

interface Parsed {
  query: string;
  fields: [string, number][];
  and: boolean;
  msm: string | undefined;
  zeroAll: boolean;
  boost: number;
}

/** The ConstructingObjectParser's reading of the body. */
function parse(ctx: QueryContext, body: Json, path: PathStep[]): Parsed | EsError {
  if (!isObject(body)) return xContentRequiredField(where(ctx, path), 'query');
  for (const k of Object.keys(body)) if (!KEYS.has(k)) return unknownField(ctx.profile, 'combined_fields', k, where(ctx, [...path, k]));
  if (body.query === undefined || body.query === null) return xContentRequiredField(where(ctx, path), 'query');
  const specs = body.fields === undefined ? [] : Array.isArray(body.fields) ? body.fields : [body.fields];
  const fields: [string, number][] = [];
  for (const s of specs) {
    const text = keywordOf(s as Json);
    const i = text.indexOf('^');
    const boost = i < 0 ? 1 : Math.fround(Number(text.slice(i + 1)));
    // validateFieldBoost: an IllegalArgumentException in the field's setter, reported by the parser.
    if (boost < 1) return combinedFieldsOptionInvalid(where(ctx, [...path, 'fields']), 'fields', '[combined_fields] requires field boosts to be >= 1.0');
    fields.push([i < 0 ? text : text.slice(0, i), boost]);
  }
  const op = String(body.operator ?? 'or').toLowerCase();
  const zero = String(body.zero_terms_query ?? 'none').toLowerCase();
  if (zero !== 'none' && zero !== 'all') return combinedFieldsOptionInvalid(where(ctx, [...path, 'zero_terms_query']), 'zero_terms_query', `Unsupported [zero_terms_query] value [${String(body.zero_terms_query)}]`);
  const msm = body.minimum_should_match;
  return { query: keywordOf(body.query as Json), fields, and: op === 'and', msm: msm === undefined || msm === null ? undefined : String(msm), zeroAll: zero === 'all', boost: typeof body.boost === 'number' ? Math.fround(body.boost) : 1 };
}

/** The effective search analyzer's name of a text field (TextParams.Analyzers' fallbacks). */
function searchAnalyzerName(ctx: QueryContext, def: Record<string, Json> | undefined): string {
  if (typeof def?.search_analyzer === 'string') return def.search_analyzer;
  if (ctx.index.settings['index.analysis.analyzer.default_search.type'] !== undefined || ctx.index.settings['index.analysis.analyzer.default_search.tokenizer'] !== undefined) return 'default_search';
  return typeof def?.analyzer === 'string' ? def.analyzer : 'default';
}

/** The shard's query: a tree, or the "failed to create query" error of the checks. */
function plan(ctx: QueryContext, p: Parsed): QNode | EsError {
  const fail = (reason: string) => queryCreateFailure('illegal_argument_exception', reason, ctx.index);
  if (p.fields.length === 0) return fail('In [combined_fields] query, at least one field must be provided');
  const resolved = resolveFields(ctx.index, p.fields).sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  const mapped = resolved.filter((x) => resolveField(ctx.index, x.field).kind !== 'unmapped');
  if (mapped.length === 0) return { kind: 'none' };
  for (const x of mapped) if (typeof resolveField(ctx.index, x.field).def?.similarity === 'string') return fail('[combined_fields] queries cannot be used with per-field similarities');
  const defType = ctx.index.settings['index.similarity.default.type'];
  if (defType !== undefined && String(defType) !== 'BM25') return fail('[combined_fields] queries can only be used with the [BM25] similarity');
  let analyzer: string | undefined;
  for (const x of mapped) {
    const ref = resolveField(ctx.index, x.field);
    const type = String(ref.def?.type ?? 'object');
    if (ref.kind !== 'text') return fail(`Field [${ref.name}] of type [${type}] does not support [combined_fields] queries`);
    const a = searchAnalyzerName(ctx, ref.def as Record<string, Json> | undefined);
    if (analyzer !== undefined && a !== analyzer) return fail('All fields in [combined_fields] query must have the same search analyzer');
    analyzer = a;
  }
  const first = resolveField(ctx.index, mapped[0]!.field);
  const tokens = fieldAnalyzer(ctx.index, ctx.profile, first.def, 'search').tokens(p.query);
  if (tokens.length === 0) return p.zeroAll ? { kind: 'all', boost: p.boost } : { kind: 'none' };
  // The similarity of the pseudo field: the index's default (BM25 with its parameters).
  const num = (k: string, d: number) => (ctx.index.settings[`index.similarity.default.${k}`] === undefined ? d : Number(ctx.index.settings[`index.similarity.default.${k}`]));
  const sim: SimilaritySpec = { kind: 'BM25', k1: num('k1', 1.2), b: num('b', 0.75), discountOverlaps: true };
  const fields = mapped.map((x) => ({ field: resolveField(ctx.index, x.field).name, weight: x.boost }));
  // QueryBuilder: the terms at each position are one clause (newSynonymQuery), in stream order.
  const groups: string[][] = [];
  let last = -1;
  for (const t of tokens) {
    if (t.position !== last || groups.length === 0) groups.push([t.term]);
    else if (!groups[groups.length - 1]!.includes(t.term)) groups[groups.length - 1]!.push(t.term);
    last = t.position;
  }
  const clauses = groups.map((g) => combinedNode({ fields, terms: [...new Set(g)].sort() }, sim, 1));
  if (clauses.length === 1) return { ...clauses[0]!, boost: p.boost } as QNode;
  if (p.and) return { kind: 'bool', must: clauses, should: [], filter: [], mustNot: [], msm: 0, boost: p.boost };
  let msm = 1;
  if (p.msm !== undefined) {
    try {
      msm = Math.max(1, calculateMinShouldMatch(clauses.length, p.msm));
    } catch {
      msm = 1;
    }
  }
  return { kind: 'bool', must: [], should: clauses, filter: [], mustNot: [], msm, boost: p.boost };
}

/** Whether the query is compiled by the parse probe (execute.ts blankIndex). */
function isParseProbe(ctx: QueryContext): boolean {
  return ctx.index.uuid === '_na_' && ctx.index.name === '_na_';
}

/** `combined_fields` for query.ts: ES's errors, or the documents the engine matches. */
export function combinedFieldsQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  const p = parse(ctx, body, path);
  if (isEsError(p)) return p;
  if (isParseProbe(ctx)) return { test: () => true, score: p.boost };
  const tree = plan(ctx, p);
  if (isEsError(tree)) return tree;
  let matched: Map<Doc, number> | undefined;
  const scores = () => {
    if (matched) return matched;
    const m = scoreIndex(ctx, { combined_fields: body } as JsonObject);
    matched = isEsError(m) ? new Map() : m;
    return matched;
  };
  return { test: (d) => scores().has(d), score: p.boost };
}

/** The engine tree of a (validated) `combined_fields`. */
export function combinedFieldsTree(ctx: QueryContext, body: Json): QNode {
  const p = parse(ctx, body, ['query', 'combined_fields']);
  if (isEsError(p)) return { kind: 'none' };
  const t = plan(ctx, p);
  return isEsError(t) ? { kind: 'none' } : t;
}
