/**
 * Lucene's CombinedFieldQuery (BM25F, what `combined_fields` builds per term group): the terms over several
 * fields scored as one pseudo field. Its weight merges the statistics (CombinedFieldWeight: docFreq the
 * largest of any field and term, sumTotalTermFreq Σ weight × field's sumTotalTermFreq kept as a long, docCount
 * the largest); a document's frequency is Σ weight × freq over the (field, term) postings it is in (float);
 * its length is Σ weight × the field's decoded norm, rounded and re-encoded to a norm byte
 * (MultiNormsLeafSimScorer.MultiFieldNormValues). Explained as CombinedFieldWeight.explain.
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { luceneGeneration, simScorer, type SimScorer, type SimilaritySpec } from '../similarity.ts';
import { byte4ToInt, intToByte4 } from '../smallFloat.ts';
import type { CustomQuery } from '../customQuery.ts';
import { match, noMatch, javaFloatText, type Explanation } from '../explanation.ts';

/** The fields (sorted, with weights ≥ 1) and terms (sorted) of one CombinedFieldQuery. */
export interface CombinedSpec {
  fields: { field: string; weight: number }[];
  terms: string[];
}

/** CombinedFieldQuery.toString: `CombinedFieldQuery((f1 f2^2.0)(t1 t2))`. */
export function combinedString(s: CombinedSpec): string {
  const fs = s.fields.map((x) => (x.weight === 1 ? x.field : `${x.field}^${javaFloatText(x.weight)}`)).join(' ');
  return `CombinedFieldQuery((${fs})(${s.terms.join(' ')}))`;
}

interface Prepared {
  sim: SimScorer | undefined;
  freqs: Map<number, number>;
  norm(doc: number): number | undefined;
}

function prepare(view: ShardView, s: CombinedSpec, ctx: ScoreContext, boost: number, similarity: SimilaritySpec): Prepared {
  let docFreq = 0;
  for (const x of s.fields) for (const t of s.terms) docFreq = Math.max(docFreq, ctx.stats.docFreq(view, x.field, t));
  let docCount = 0;
  let sumTtf = 0;
  for (const x of s.fields) {
    const st = ctx.stats.field(view, x.field);
    if (!st) continue;
    docCount = Math.max(docCount, st.docCount);
    // `sumTotalTermFreq += (double) weight * stats.sumTotalTermFreq()` on a long: truncated each time.
    sumTtf = Math.trunc(sumTtf + x.weight * st.sumTotalTermFreq);
  }
  const sim = docFreq > 0 ? simScorer(similarity, luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, { docCount, sumTotalTermFreq: sumTtf }, [docFreq]) : undefined;
  const freqs = new Map<number, number>();
  for (const x of s.fields) {
    const fi = view.field(x.field);
    if (!fi) continue;
    for (const t of s.terms) {
      const p = fi.terms.get(t);
      if (!p) continue;
      for (let i = 0; i < p.docs.length; i++) {
        const d = p.docs[i]!;
        freqs.set(d, Math.fround((freqs.get(d) ?? 0) + Math.fround(x.weight * p.freqs[i]!)));
      }
    }
  }
  const withNorms = s.fields.map((x) => ({ norms: view.field(x.field)?.norms, weight: x.weight })).filter((x) => x.norms !== undefined);
  const norm = (doc: number): number | undefined => {
    if (withNorms.length === 0) return undefined;
    let len = 0;
    let found = false;
    for (const x of withNorms) {
      const b = x.norms![doc]!;
      // A document without the field has no norm there (norm byte 0 stands for no value in our columns).
      if (b === 0) continue;
      len = Math.fround(len + Math.fround(x.weight * byte4ToInt(b)));
      found = true;
    }
    return found ? intToByte4(Math.round(len)) : 1;
  };
  return { sim, freqs, norm };
}

/** The hits of one CombinedFieldQuery on a shard. */
export function combinedHits(view: ShardView, s: CombinedSpec, ctx: ScoreContext, boost: number, similarity: SimilaritySpec): Hits {
  const p = prepare(view, s, ctx, boost, similarity);
  const ids = Int32Array.from([...p.freqs.keys()].sort((a, b) => a - b));
  const scores = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = p.sim ? p.sim.score(p.freqs.get(ids[i]!)!, p.norm(ids[i]!)) : 0;
  return { ids, scores };
}

/** The `custom` node of one CombinedFieldQuery. */
export function combinedNode(s: CombinedSpec, similarity: SimilaritySpec, boost: number): QNode {
  const impl: CustomQuery = {
    label: () => combinedString(s),
    terms: () => s.fields.flatMap((x) => s.terms.map((t): [string, string] => [x.field, t])),
    hits: (view, ctx, b) => combinedHits(view, s, ctx, b, similarity),
    explain(view, doc, ctx, b): Explanation {
      const p = prepare(view, s, ctx, b, similarity);
      const freq = p.freqs.get(doc);
      if (freq === undefined || !p.sim) return noMatch('no matching term');
      const e = p.sim.explain(match(freq, `termFreq=${javaFloatText(freq)}`), p.norm(doc), doc);
      return match(e.value, `weight(${combinedString(s)} in ${doc}), result of:`, [e]);
    },
  };
  return { kind: 'custom', impl, boost };
}
