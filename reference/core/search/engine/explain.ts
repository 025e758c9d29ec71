/**
 * Why a document scored what it scored, as Lucene's weights explain it (`TermWeight`, `PhraseWeight`,
 * `BooleanWeight`, `ConstantScoreWeight`): the same tree of values and descriptions ES prints for
 * `explain: true` and `GET /<index>/_explain/<id>`. Values are the scorer's own, so they equal `_score`.
 */
import { customOf } from './customQuery.ts';
import { synonymExplain, synonymString } from './queries/synonym.ts';
import type { Profile } from '../../../profiles.ts';
import { match, noMatch, javaFloatText, type Explanation } from './explanation.ts';
import type { QNode } from './queryTree.ts';
import { legacyBm25, runNode, type ScoreContext } from './scorer.ts';
import type { ShardView } from './shardTypes.ts';
import { luceneGeneration, simScorer } from './similarity.ts';
import { f } from './float32.ts';
import { phraseFreq } from './phrase.ts';
import { phraseLists } from './multiPhrase.ts';
import { positionsAt } from './fieldIndex.ts';
import { phrasePrefixSetup } from './queries/phrasePrefixScorer.ts';
import { fuzzyExpansions } from './queries/fuzzyScorer.ts';
import { blendedFieldScores } from './queries/blended.ts';
import { nestedView } from './nestedViews.ts';

/** Lucene's `Query.toString()` of a tree node (what explanations quote). */
/** A phrase's terms as PhraseQuery prints them, or MultiPhraseQuery where terms share a position: `(fast quick) car`, `?` per hole. */
function phraseText(terms: readonly string[], positions: readonly number[]): string {
  if (!positions.some((p, i) => positions.indexOf(p) !== i)) return terms.join(' ');
  const at = [...new Set(positions)];
  let last = -1;
  return at
    .map((p, i) => {
      const here = terms.filter((_, k) => positions[k] === p);
      const holes = i === 0 ? '' : '? '.repeat(Math.max(0, p - last - 1));
      last = p;
      return holes + (here.length > 1 ? `(${here.join(' ')})` : here[0]);
    })
    .join(' ');
}

export function queryString(node: QNode, top = true): string {
  switch (node.kind) {
    case 'all':
      return '*:*';
    case 'none':
      return 'MatchNoDocsQuery("")';
    case 'term':
      return `${node.field}:${node.term}`;
    case 'synonym':
      return synonymString(node);
    case 'phrase':
      return `${node.field}:"${phraseText(node.terms, node.positions)}"${node.slop > 0 ? `~${node.slop}` : ''}`;
    case 'const':
      return `ConstantScore(${queryString(node.inner)})`;
    case 'pred':
      return node.label;
    case 'fuzzy':
      return `${node.field}:${node.term}~${node.spec.maxEdits}`;
    case 'blended':
      return `blended(terms:[${node.fields.map((x) => `${x.field}:${node.term}${x.boost === 1 ? '' : `^${javaFloatText(x.boost)}`}`).join(', ')}])`;
    case 'phrasePrefix':
      return `${node.field}:"${[...node.terms, `${node.prefix}*`].join(' ')}"${node.slop > 0 ? `~${node.slop}` : ''}`;
    case 'multiTerm':
      return node.label;
    case 'covering':
      return `CoveringQuery(queries=[${node.clauses.map((c) => queryString(c, false)).join(', ')}])`;
    case 'dismax':
      return `(${node.clauses.map((c) => queryString(c, false)).join(' | ')})${node.tie !== 0 ? `~${javaFloatText(node.tie)}` : ''}`;
    case 'custom':
      return customOf(node.impl).label(queryString);
    case 'boosting':
      return `FunctionScoreQuery(${queryString(node.positive, false)}, scored by boost(${queryString(node.negative, false)}^${javaFloatText(node.negativeBoost)}))`;
    case 'nested':
      return `ToParentBlockJoinQuery (${queryString(node.inner, false)})`;
    case 'knn':
      return `KnnFloatVectorQuery:${node.field}[${node.vector.slice(0, 1).map(javaFloatText).join(',')},...][${node.k}]`;
    case 'docScores':
      return node.label;
    case 'hasChild':
    case 'hasParent':
      return `GlobalOrdinalsWithScoreQuery{joinField=${node.joinField}#${node.parentType}}`;
    case 'bool': {
      const parts: string[] = [];
      for (const c of node.must) parts.push(`+${queryString(c, false)}`);
      for (const c of node.filter) parts.push(`#${queryString(c, false)}`);
      for (const c of node.should) parts.push(queryString(c, false));
      for (const c of node.mustNot) parts.push(`-${queryString(c, false)}`);
      const body = parts.join(' ');
      const needsMsm = node.msm > 0 && !(node.msm === 1 && node.must.length + node.filter.length === 0);
      const s = top && !needsMsm ? body : `(${body})`;
      return needsMsm ? `${s}~${node.msm}` : s;
    }
  }
}

function scoreOf(view: ShardView, node: QNode, doc: number, ctx: ScoreContext, boost: number): number | undefined {
  const h = runNode(view, node, ctx, boost);
  for (let i = 0; i < h.ids.length; i++) if (h.ids[i] === doc) return h.scores[i]!;
  return undefined;
}

function similarityName(profile: Profile): string {
  return luceneGeneration(profile) === 8 ? 'PerFieldSimilarity' : 'PerFieldSimilarity';
}

/** The explanation of `node` for shard-local document `doc`. */
export function explainNode(view: ShardView, node: QNode, doc: number, ctx: ScoreContext, parentBoost = 1): Explanation {
  const boost = node.kind === 'none' ? 1 : f(parentBoost * node.boost);
  const gen = luceneGeneration(ctx.profile);
  switch (node.kind) {
    case 'none':
      return noMatch('no matching docs');
    case 'all':
      return match(boost, `*:*${boost === 1 ? '' : `^${javaFloatText(boost)}`}`);
    case 'pred': {
      if (!node.test(view.docs[doc]!)) return noMatch(`${node.label} doesn't match id ${doc}`);
      // AbstractScriptFieldQuery.explainMatch: the score is the boost times a runtime_field_score of 1.
      const details = node.runtime ? [match(boost, 'boost * runtime_field_score', [match(boost, 'boost'), match(1, 'runtime_field_score is always 1')])] : [];
      return match(boost, `${node.label}${boost === 1 ? '' : `^${javaFloatText(boost)}`}`, details);
    }
    case 'const': {
      const inner = scoreOf(view, node.inner, doc, ctx, 1);
      const q = queryString(node);
      return inner !== undefined ? match(boost, `${q}${boost === 1 ? '' : `^${javaFloatText(boost)}`}`) : noMatch(`${q} doesn't match id ${doc}`);
    }
    case 'term': {
      const fi = view.field(node.field);
      const p = fi?.terms.get(node.term);
      const i = p ? p.docs.indexOf(doc) : -1;
      if (!fi || !p || i < 0) return noMatch('no matching term');
      const sim = simScorer(ctx.similarity(view, node.field), gen, legacyBm25(ctx.profile), boost, ctx.stats.field(view, node.field)!, [ctx.stats.docFreq(view, node.field, node.term)]);
      const freq = p.freqs[i]!;
      const freqE = gen === 8 ? match(freq, 'freq, occurrences of term within document') : match(freq, `termFreq=${javaFloatText(freq)}`);
      const e = sim.explain(freqE, fi.norms ? fi.norms[doc] : undefined, doc);
      return match(e.value, `weight(${queryString(node)} in ${doc}) [${similarityName(ctx.profile)}], result of:`, [e]);
    }
    case 'synonym':
      return synonymExplain(view, node, doc, boost, ctx, similarityName(ctx.profile));
    case 'phrase': {
      const fi = view.field(node.field);
      const pl = fi ? phraseLists(fi.terms, node.terms, node.positions) : undefined;
      if (!fi || !pl) return noMatch(`no matching term`);
      const positions: number[][] = [];
      for (const p of pl.lists) {
        const i = p.docs.indexOf(doc);
        if (i < 0) return noMatch(`no matching term`);
        positions.push(positionsAt(p, i));
      }
      const freq = phraseFreq(positions, pl.offsets, node.slop);
      if (freq === 0) return noMatch('no matching term');
      const sim = simScorer(ctx.similarity(view, node.field), gen, legacyBm25(ctx.profile), boost, ctx.stats.field(view, node.field)!, node.terms.map((t) => ctx.stats.docFreq(view, node.field, t)));
      const e = sim.explain(match(freq, `phraseFreq=${javaFloatText(freq)}`), fi!.norms ? fi!.norms[doc] : undefined, doc);
      return match(e.value, `weight(${queryString(node)} in ${doc}) [${similarityName(ctx.profile)}], result of:`, [e]);
    }
    case 'blended': {
      // Rewritten to a DisjunctionMaxQuery of the fields' term queries: explained as "max of:" the matching ones.
      const v = scoreOf(view, { ...node, boost: 1 }, doc, ctx, boost);
      if (v === undefined) return noMatch('No matching clause');
      const desc = node.tie === 0 ? 'max of:' : `max plus ${javaFloatText(node.tie)} times others of:`;
      const subs = (blendedFieldScores(view, node, ctx, boost).get(doc) ?? []).map(([k, s]) => match(s, `weight(${node.fields[k]!.field}:${node.term} in ${doc}) [${similarityName(ctx.profile)}]`));
      return match(v, desc, subs);
    }
    case 'fuzzy': {
      // The rewritten BooleanQuery: "sum of:" the matching expansions' term weights (one alone is itself).
      const fi = view.field(node.field);
      const subs: Explanation[] = [];
      for (const x of fuzzyExpansions(view, node, boost, ctx)) {
        const p = fi!.terms.get(x.term)!;
        const i = p.docs.indexOf(doc);
        if (i < 0) continue;
        const freq = p.freqs[i]!;
        const e = x.sim.explain(gen === 8 ? match(freq, 'freq, occurrences of term within document') : match(freq, `termFreq=${javaFloatText(freq)}`), fi!.norms ? fi!.norms[doc] : undefined, doc);
        subs.push(match(e.value, `weight(${node.field}:${x.term} in ${doc}) [${similarityName(ctx.profile)}], result of:`, [e]));
      }
      if (subs.length === 0) return noMatch('no matching term');
      const total = scoreOf(view, { ...node, boost: 1 }, doc, ctx, boost) ?? 0;
      return subs.length === 1 ? subs[0]! : match(total, 'sum of:', subs);
    }
    case 'phrasePrefix': {
      const s = phrasePrefixSetup(view, node, boost, ctx);
      const freq = s ? s.freq(doc) : 0;
      if (!s || freq === 0) return noMatch('no matching term');
      const fi = view.field(node.field)!;
      // MultiPhraseQuery.toString: the expanded terms of a position in parentheses.
      const last = s.expanded.length === 1 ? s.expanded[0]! : `(${s.expanded.join(' ')})`;
      const q = `${node.field}:"${[...node.terms, last].join(' ')}"${node.slop > 0 ? `~${node.slop}` : ''}`;
      const e = s.sim.explain(match(freq, `phraseFreq=${javaFloatText(freq)}`), fi.norms ? fi.norms[doc] : undefined, doc);
      return match(e.value, `weight(${q} in ${doc}) [${similarityName(ctx.profile)}], result of:`, [e]);
    }
    case 'multiTerm': {
      const v = scoreOf(view, { ...node, boost: 1 }, doc, ctx, boost);
      return v === undefined ? noMatch(`${node.label} doesn't match id ${doc}`) : match(v, 'sum of:', []);
    }
    case 'covering': {
      const v = scoreOf(view, { ...node, boost: 1 }, doc, ctx, boost);
      const subs = node.clauses.map((c) => explainNode(view, c, doc, ctx, boost)).filter((e) => e.match);
      return v === undefined ? noMatch(`${queryString(node)} doesn't match id ${doc}`, subs) : match(v, 'sum of:', subs);
    }
    case 'dismax': {
      // DisjunctionMaxWeight.explain: the matching clauses' explanations; the score as the scorer computes it.
      const subs = node.clauses.map((c) => explainNode(view, c, doc, ctx, boost));
      const matched = subs.filter((e) => e.match);
      if (matched.length === 0) return noMatch('No matching clause', subs);
      const desc = node.tie === 0 ? 'max of:' : `max plus ${javaFloatText(node.tie)} times others of:`;
      return match(scoreOf(view, { ...node, boost: 1 }, doc, ctx, boost) ?? 0, desc, matched);
    }
    case 'custom':
      return customOf(node.impl).explain(view, doc, ctx, boost, explainNode, runNode, queryString);
    case 'boosting': {
      const pos = explainNode(view, node.positive, doc, ctx, 1);
      if (!pos.match) return pos;
      const negMatch = explainNode(view, node.negative, doc, ctx, 1).match;
      const factor = negMatch ? match(node.negativeBoost, `Matched boosting query ${queryString(node.negative, false)}`) : match(1, `No match on boosting query ${queryString(node.negative, false)}`);
      return match(scoreOf(view, node, doc, ctx, parentBoost) ?? 0, 'product of:', [pos, factor]);
    }
    case 'knn':
    case 'hasChild':
    case 'hasParent':
    case 'docScores': {
      // DocAndScoreQuery / KnnScoreDocQuery explain a match as its score, "within top k".
      const v = scoreOf(view, node, doc, ctx, parentBoost);
      return v === undefined ? noMatch('not in top k documents') : match(v, `within top k documents`);
    }
    case 'nested': {
      // ToParentBlockJoinWeight.explain: the best child's explanation (the worst's for min).
      const v = scoreOf(view, node, doc, ctx, parentBoost);
      if (v === undefined) return noMatch('Not a match');
      const nv = nestedView(view, node.path, ctx.profile);
      let best: Explanation | undefined;
      let worst: Explanation | undefined;
      let n = 0;
      let start = -1;
      let end = -1;
      for (let c = 0; c < nv.docs.length; c++) {
        if (nv.parentOf[c] !== doc) continue;
        if (start < 0) start = c;
        end = c;
        const e = explainNode(nv, node.inner, c, ctx, boost);
        if (!e.match) continue;
        n++;
        if (!best || e.value > best.value) best = e;
        if (!worst || e.value < worst.value) worst = e;
      }
      const mode = { avg: 'Avg', max: 'Max', min: 'Min', sum: 'Total', none: 'None' }[node.scoreMode];
      const sub = node.scoreMode === 'min' ? worst : best;
      return match(v, `Score based on ${n} child docs in range from ${start} to ${end}, using score mode ${mode}`, sub ? [sub] : []);
    }
    case 'bool': {
      const subs: Explanation[] = [];
      let fail = false;
      let matchCount = 0;
      let shouldCount = 0;
      const clauses: [QNode, 'must' | 'filter' | 'should' | 'must_not'][] = [
        ...node.must.map((c) => [c, 'must'] as [QNode, 'must']),
        ...node.should.map((c) => [c, 'should'] as [QNode, 'should']),
        ...node.filter.map((c) => [c, 'filter'] as [QNode, 'filter']),
        ...node.mustNot.map((c) => [c, 'must_not'] as [QNode, 'must_not']),
      ];
      for (const [c, occur] of clauses) {
        const e = explainNode(view, c, doc, ctx, boost);
        if (e.match) {
          if (occur === 'must' || occur === 'should') subs.push(e);
          else if (occur === 'filter') subs.push(match(0, 'match on required clause, product of:', [match(0, '# clause'), e]));
          else {
            subs.push(noMatch(`match on prohibited clause (${queryString(c, false)})`, [e]));
            fail = true;
          }
          if (occur !== 'must_not') matchCount++;
          if (occur === 'should') shouldCount++;
        } else if (occur === 'must' || occur === 'filter') {
          subs.push(noMatch(`no match on required clause (${queryString(c, false)})`, [e]));
          fail = true;
        }
      }
      if (fail) return noMatch('Failure to meet condition(s) of required/prohibited clause(s)', subs);
      if (matchCount === 0) return noMatch('No matching clauses', subs);
      if (shouldCount < node.msm) return noMatch(`Failure to match minimum number of optional clauses: ${node.msm}`, subs);
      return match(scoreOf(view, { ...node, boost: 1 }, doc, ctx, boost) ?? 0, 'sum of:', subs);
    }
  }
}
