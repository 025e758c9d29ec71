/**
 * `script_score` and `script` on the engine. ScriptScoreQuery: the query's matches (its scorer created with
 * boost 1), each scored `(float) script × boost`, a negative or NaN script score failing the shard,
 * `min_score` dropping what scores below it; explained as "script score function, computed with script".
 * ScriptQuery: a constant-score filter over every document the script accepts.
 */
import type { QNode } from '../qnode.ts';
import type { Hits } from '../scoreTypes.ts';
import { ScoreFailure, type CustomQuery } from '../customQuery.ts';
import { match, noMatch, javaFloatText } from '../explanation.ts';
import { f } from '../float32.ts';
import { scriptScoreInvalid } from '../../../errors/index.ts';
import { runFilterScript, runScoreScript, type SearchScript } from '../../scripts/searchScript.ts';
import { rowAt } from '../nestedRow.ts';
import type { StatsSource } from '../scoreTypes.ts';
import { JTermStats, queryTerms, type QueryTerm } from '../../scripts/termStats.ts';

function floatText(x: number): string {
  return Number.isNaN(x) ? 'NaN' : javaFloatText(x);
}

/** The custom node of a script_score query. */
export function scriptScoreNode(inner: QNode, script: SearchScript, minScore: number | undefined, boost: number): QNode {
  let terms: QueryTerm[] | undefined;
  const scoreOf = (view: Parameters<CustomQuery['hits']>[0], doc: number, sub: number, stats: StatsSource): number => {
    const termStats = script.needsTermStats ? new JTermStats(view, doc, (terms ??= queryTerms(inner)), stats) : undefined;
    const s = f(runScoreScript(script, view.shard, doc, view.docs[doc]!, sub, rowAt(view, doc), termStats));
    if (s < 0 || Number.isNaN(s)) throw new ScoreFailure(scriptScoreInvalid(script.ctx.profile, floatText(s), doc, script.ctx.index.name));
    return s;
  };
  const impl: CustomQuery = {
    label: (text) => `script_score (${text(inner, false)}, script: {${script.text}}`,
    hits(view, ctx, b, run): Hits {
      const sub = run(view, inner, ctx, 1);
      const ids: number[] = [];
      const scores: number[] = [];
      for (let i = 0; i < sub.ids.length; i++) {
        const doc = sub.ids[i]!;
        const score = f(scoreOf(view, doc, script.needsScore ? sub.scores[i]! : 0, ctx.stats) * b);
        if (minScore !== undefined && !(score >= minScore)) continue;
        ids.push(doc);
        scores.push(score);
      }
      return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
    },
    // Each document scored on its own from its inner score: ranged, `run` is ranged (rangeScorer.ts).
    rangeHits(view, ctx, b, run) {
      return impl.hits(view, ctx, b, run);
    },
    children: () => [inner],
    explain(view, doc, ctx, b, explain) {
      const sub = explain(view, inner, doc, ctx, 1);
      if (!sub.match) return sub;
      const score = scoreOf(view, doc, script.needsScore ? sub.value : 0, ctx.stats);
      const desc = `script score function, computed with script:"${script.text}"`;
      let e = script.needsScore ? match(score, desc, [match(sub.value, '_score: ', [sub])]) : match(score, desc);
      if (b !== 1) e = match(f(b * e.value), 'Boosted score, product of:', [match(b, 'boost'), e]);
      if (minScore !== undefined && minScore > e.value) return noMatch(`Score value is too low, expected at least ${floatText(minScore)} but got ${floatText(e.value)}`, [e]);
      return e;
    },
  };
  return { kind: 'custom', impl, boost };
}

/** The custom node of a script query (a filter: every document the script accepts, scoring the boost). */
export function scriptFilterNode(script: SearchScript, boost: number): QNode {
  const label = `ScriptQuery(${script.text})`;
  const impl: CustomQuery = {
    label: () => label,
    hits(view, ctx, b, run): Hits {
      return impl.rangeHits!(view, ctx, b, run, 0, view.docs.length);
    },
    rangeHits(view, _ctx, b, _run, lo, hi): Hits {
      const ids: number[] = [];
      for (let d = lo; d < hi; d++) if (runFilterScript(script, view.shard, d, view.docs[d]!, rowAt(view, d))) ids.push(d);
      return { ids: Int32Array.from(ids), scores: new Float32Array(ids.length).fill(b) };
    },
    children: () => [],
    explain(view, doc, _ctx, b) {
      if (!runFilterScript(script, view.shard, doc, view.docs[doc]!, rowAt(view, doc))) return noMatch(`${label} doesn't match id ${doc}`);
      return match(b, `${label}${b === 1 ? '' : `^${javaFloatText(b)}`}`);
    },
  };
  return { kind: 'custom', impl, boost };
}
