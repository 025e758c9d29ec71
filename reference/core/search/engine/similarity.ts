/**
 * How a term's score is computed, as the Lucene of each version computes it, in float32 at the same steps:
 * BM25 (`BM25Similarity`; Elasticsearch, and OpenSearch before 3.0, wrap it in `LegacyBM25Similarity`,
 * which multiplies the query boost by `1 + k1`), and `boolean` (the boost alone). The idf, the average
 * field length and the 256-entry cache of length factors are computed exactly as Lucene does, so a
 * printed `_score` equals the real one.
 */
import type { Profile } from '../../../profiles.ts';
import { f } from './float32.ts';
import { byte315ToFloat, byte4ToInt } from './smallFloat.ts';
import { javaFloatText, match, matchLong, type Explanation } from './explanation.ts';

/** A field's similarity: BM25 with its parameters, or boolean. */
/** `plain`: Lucene's own BM25Similarity even where ES wraps it as LegacyBM25Similarity (a percolator's MemoryIndex searcher). */
export type SimilaritySpec = { kind: 'BM25'; k1: number; b: number; discountOverlaps: boolean; plain?: boolean } | { kind: 'boolean' };

/** Statistics of a field over what a search scores against (a shard, or every shard with dfs). */
export interface FieldStats {
  /** Documents with at least one term in the field. */
  docCount: number;
  /** Total number of tokens (or of term occurrences per document, for fields without freqs). */
  sumTotalTermFreq: number;
}

/** Scores one term (or phrase) in documents, given its frequency and the document's norm byte. */
export interface SimScorer {
  /** The score of a document with this frequency and norm byte (undefined when the field keeps no norms). */
  score(freq: number, norm: number | undefined): number;
  /** The explanation of that score. */
  explain(freq: Explanation, norm: number | undefined, doc: number): Explanation;
}

/** Which Lucene computes: 6 (ES 5), 7 (ES 6), 8 and later (ES 7+, OpenSearch). */
export type LuceneGeneration = 6 | 7 | 8;

const LENGTH_TABLE_4 = Float32Array.from({ length: 256 }, (_, i) => byte4ToInt(i));
const LENGTH_TABLE_315 = Float32Array.from({ length: 256 }, (_, i) => {
  const x = byte315ToFloat(i);
  return f(1 / f(x * x));
});

/** The length a norm byte stands for, in the given generation. */
export function decodeLength(gen: LuceneGeneration, norm: number): number {
  return gen === 6 ? LENGTH_TABLE_315[norm & 0xff]! : LENGTH_TABLE_4[norm & 0xff]!;
}

/** `BM25Similarity.idf`: computed in double, then cast to float. */
export function idf(docFreq: number, docCount: number): number {
  return f(Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)));
}

function idfExplain(gen: LuceneGeneration, docFreq: number, docCount: number): Explanation {
  const v = idf(docFreq, docCount);
  if (gen === 8) {
    return match(v, 'idf, computed as log(1 + (N - n + 0.5) / (n + 0.5)) from:', [
      matchLong(docFreq, 'n, number of documents containing term'),
      matchLong(docCount, 'N, total number of documents with field'),
    ]);
  }
  return match(v, 'idf, computed as log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)) from:', [match(docFreq, 'docFreq'), match(docCount, 'docCount')]);
}

/** The idf of one term, or the summed idf of a phrase's terms (summed in double, then cast). */
function idfOf(gen: LuceneGeneration, docFreqs: number[], docCount: number): Explanation {
  if (docFreqs.length === 1) return idfExplain(gen, docFreqs[0]!, docCount);
  const details = docFreqs.map((df) => idfExplain(gen, df, docCount));
  let sum = 0;
  for (const d of details) sum += d.value;
  return match(f(sum), gen === 8 ? 'idf, sum of:' : 'idf(), sum of:', details);
}

/**
 * A scorer for a term (one docFreq) or a phrase (one per term), as `Similarity.scorer(boost, stats, terms)`.
 * `legacy`: ES's LegacyBM25Similarity, the boost multiplied by `1 + k1` first (Lucene 8+ only: before it,
 * BM25Similarity had the factor itself).
 */
export function simScorer(spec: SimilaritySpec, gen: LuceneGeneration, legacy: boolean, boost: number, stats: FieldStats, docFreqs: number[]): SimScorer {
  if (spec.kind === 'boolean') {
    return {
      score: () => boost,
      explain: () => match(boost, 'score(BooleanSimilarity), computed from:', [match(boost, 'boost, query boost')]),
    };
  }
  const k1 = f(spec.k1);
  const b = f(spec.b);
  const idfE = idfOf(gen, docFreqs, stats.docCount);
  const avgdl = f(stats.sumTotalTermFreq / stats.docCount);
  if (gen === 8) {
    const effBoost = legacy && spec.plain !== true ? f(boost * f(1 + k1)) : boost;
    const weight = f(effBoost * idfE.value);
    const cache = new Float32Array(256);
    for (let i = 0; i < 256; i++) cache[i] = f(1 / f(k1 * f(f(1 - b) + f(f(b * LENGTH_TABLE_4[i]!) / avgdl))));
    const score = (freq: number, normInverse: number) => f(weight - f(weight / f(1 + f(freq * normInverse))));
    return {
      score: (freq, norm) => score(freq, cache[norm === undefined ? 1 : norm & 0xff]!),
      explain: (freq, norm) => {
        const normByte = norm === undefined ? 1 : norm & 0xff;
        const doclen = LENGTH_TABLE_4[normByte]!;
        const normInverse = f(1 / f(k1 * f(f(1 - b) + f(f(b * doclen) / avgdl))));
        const tf = f(1 - f(1 / f(1 + f(freq.value * normInverse))));
        const subs: Explanation[] = [];
        if (effBoost !== 1) subs.push(match(effBoost, 'boost'));
        subs.push(idfE);
        subs.push(match(tf, 'tf, computed as freq / (freq + k1 * (1 - b + b * dl / avgdl)) from:', [
          freq,
          match(k1, 'k1, term saturation parameter'),
          match(b, 'b, length normalization parameter'),
          match(doclen, normByte > 39 ? 'dl, length of field (approximate)' : 'dl, length of field'),
          match(avgdl, 'avgdl, average length of field'),
        ]));
        return match(score(freq.value, cache[normByte]!), `score(freq=${javaFloatText(freq.value)}), computed as boost * idf * tf from:`, subs);
      },
    };
  }
  // Lucene 6 and 7: weight * (k1 + 1) * freq / (freq + k1 * (1 - b + b * dl / avgdl)); no norms: as if b = 0.
  const weight = f(boost * idfE.value);
  const weightValue = f(weight * f(k1 + 1));
  const cache = new Float32Array(256);
  for (let i = 0; i < 256; i++) cache[i] = f(k1 * f(f(1 - b) + f(f(b * decodeLength(gen, i)) / avgdl)));
  const score = (freq: number, norm: number | undefined) => {
    const n = norm === undefined ? k1 : cache[norm & 0xff]!;
    return f(f(weightValue * freq) / f(freq + n));
  };
  return {
    score,
    explain: (freq, norm, doc) => {
      const subs: Explanation[] = [freq, match(k1, 'parameter k1')];
      let tfNorm: Explanation;
      const fv = freq.value;
      if (norm === undefined) {
        subs.push(match(0, 'parameter b (norms omitted for field)'));
        tfNorm = match(f(f(fv * f(k1 + 1)) / f(fv + k1)), 'tfNorm, computed as (freq * (k1 + 1)) / (freq + k1) from:', subs);
      } else {
        const doclen = decodeLength(gen, norm);
        subs.push(match(b, 'parameter b'), match(avgdl, 'avgFieldLength'), match(doclen, 'fieldLength'));
        tfNorm = match(f(f(fv * f(k1 + 1)) / f(fv + f(k1 * f(f(1 - b) + f(f(b * doclen) / avgdl))))), 'tfNorm, computed as (freq * (k1 + 1)) / (freq + k1 * (1 - b + b * fieldLength / avgFieldLength)) from:', subs);
      }
      const parts: Explanation[] = [];
      if (boost !== 1) parts.push(match(boost, 'boost'));
      parts.push(idfE, tfNorm);
      // Lucene 7 prints the freq explanation's toString() (`1.0 = termFreq=1.0\n`) inside the description.
      return match(score(fv, norm), `score(doc=${doc},freq=${javaFloatText(fv)} = ${freq.description}\n), product of:`, parts);
    },
  };
}

/** The Lucene generation of a profile (from the Lucene version it reports). */
export function luceneGeneration(profile: Profile): LuceneGeneration {
  const major = Number(profile.version.luceneVersion.split('.')[0]);
  return major <= 6 ? 6 : major === 7 ? 7 : 8;
}
