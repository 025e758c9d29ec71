/**
 * `prefix`, `wildcard` and `regexp` with a scoring `rewrite` (QueryParsers.parseRewriteMethod): the
 * field's indexed terms the pattern accepts, on each shard, as Lucene's rewrites score them —
 * `scoring_boolean` (every term a TermQuery with its own statistics, summed), `top_terms_N` (the same for
 * the first N terms: all expansions have boost 1, so the smallest terms win), `top_terms_blended_freqs_N`
 * (BlendedTermQuery: the largest docFreq for all), `top_terms_boost_N` (each term a constant of the boost).
 * The constant-score rewrites (the default) stay predicate leaves scoring the boost.
 */
import { isObject, type Json } from '../../../json.ts';
import { keywordNormalizerOf, normalizeWildcardPattern, type QueryContext } from '../../queryLeaves.ts';
import { resolveField, keywordOf } from '../../fields.ts';
import { compileGlob, globMatch } from '../../../glob.ts';
import { compileRegexp, isRegexpFailure, parseRegexpFlags, regexpMatches, REGEXP_FLAGS } from '../../regexp.ts';
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { luceneGeneration, simScorer } from '../similarity.ts';
import { f } from '../float32.ts';

import type { MultiTermMode } from '../qnode.ts';

export type { MultiTermMode } from '../qnode.ts';
type Node = QNode & { kind: 'multiTerm' };

/** The scoring mode and term limit of a rewrite name, or undefined for the constant-score rewrites. */
export function scoringRewrite(name: string): { mode: MultiTermMode; max: number } | undefined {
  if (name === 'scoring_boolean') return { mode: 'scoring', max: 1024 };
  const m = /^top_terms_(blended_freqs_|boost_)?(\d+)$/.exec(name);
  if (!m) return undefined;
  return { mode: m[1] === 'blended_freqs_' ? 'blended' : m[1] === 'boost_' ? 'boost' : 'scoring', max: Number(m[2]) };
}

/** The tree of a prefix/wildcard/regexp query with a scoring rewrite, or undefined (a predicate leaf then). */
export function multiTermTree(name: 'prefix' | 'wildcard' | 'regexp', body: Json, ctx: QueryContext): QNode | undefined {
  if (!isObject(body)) return undefined;
  const fields = Object.keys(body).filter((k) => k !== 'boost' && k !== '_name');
  if (fields.length !== 1) return undefined;
  const field = fields[0]!;
  const spec = body[field] as Json;
  if (!isObject(spec) || typeof spec.rewrite !== 'string') return undefined;
  const rw = scoringRewrite(spec.rewrite);
  const ref = resolveField(ctx.index, field);
  if (!rw || (ref.runtime && !ref.indexed) || (ref.kind !== 'text' && ref.kind !== 'keyword')) return undefined;
  const ci = spec.case_insensitive === true;
  const raw = keywordOf((spec.value ?? spec.wildcard) as Json);
  // A normalized keyword's dictionary holds normalized terms: a prefix and a wildcard pattern are normalized too.
  const norm = keywordNormalizerOf(ctx, ref);
  const value = !norm || name === 'regexp' ? raw : name === 'prefix' ? norm(raw) : normalizeWildcardPattern(raw, norm);
  let accepts: (t: string) => boolean;
  if (name === 'prefix') accepts = ci ? (t) => t.toLowerCase().startsWith(value.toLowerCase()) : (t) => t.startsWith(value);
  else if (name === 'wildcard') {
    const g = compileGlob(value, ci);
    accepts = (t) => globMatch(g, t);
  } else {
    const flags = typeof spec.flags_value === 'number' ? spec.flags_value : spec.flags !== undefined ? (parseRegexpFlags(String(spec.flags)) ?? REGEXP_FLAGS.ALL) : REGEXP_FLAGS.ALL;
    const re = compileRegexp(value, flags, ci);
    if (isRegexpFailure(re)) return undefined;
    accepts = (t) => regexpMatches(re, t);
  }
  const boost = typeof spec.boost === 'number' ? Math.fround(spec.boost) : 1;
  return { kind: 'multiTerm', field, accepts, mode: rw.mode, max: rw.max, boost, label: `${field}:${value}` };
}

/** The rewrite's terms per node and shard: a node scored a doc-id range at a time (rangeScorer.ts) expands once. */
const ACCEPTED = new WeakMap<Node, WeakMap<ShardView['reader'], string[]>>();

function acceptedTerms(view: ShardView, node: Node): string[] {
  let byReader = ACCEPTED.get(node);
  if (!byReader) ACCEPTED.set(node, (byReader = new WeakMap()));
  let terms = byReader.get(view.reader);
  if (!terms) byReader.set(view.reader, (terms = view.reader.terms(node.field).filter(node.accepts).slice(0, node.max)));
  return terms;
}

/** The hits of a multi-term node: the selected terms' scores summed per document (in double, cast once). */
export function multiTermHits(view: ShardView, node: Node, boost: number, ctx: ScoreContext): Hits {
  const fi = view.field(node.field);
  if (!fi) return { ids: new Int32Array(0), scores: new Float32Array(0) };
  // The shard's terms (every segment's), in term order, as the rewrite on the top reader sees them.
  const terms = acceptedTerms(view, node);
  let maxDf = 0;
  for (const t of terms) maxDf = Math.max(maxDf, ctx.stats.docFreq(view, node.field, t));
  const stats = ctx.stats.field(view, node.field)!;
  const gen = luceneGeneration(ctx.profile);
  const sums = new Map<number, number>();
  for (const t of terms) {
    const p = fi.terms.get(t);
    if (!p) continue;
    const sim = node.mode === 'boost' ? undefined : simScorer(ctx.similarity(view, node.field), gen, legacyBm25(ctx.profile), boost, stats, [node.mode === 'blended' ? maxDf : ctx.stats.docFreq(view, node.field, t)]);
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i]!;
      const s = sim ? sim.score(p.freqs[i]!, fi.norms ? fi.norms[d] : undefined) : boost;
      sums.set(d, (sums.get(d) ?? 0) + s);
    }
  }
  const ids = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  const scores = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = f(sums.get(ids[i]!)!);
  return { ids, scores };
}
