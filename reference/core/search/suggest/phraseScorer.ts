/**
 * The phrase suggester's language model and search over corrections, as ES computes them in doubles:
 * WordScorer (unigram `(1 + freq) / (vocabulary + numTerms)`, the channel score: the candidate's string
 * distance, or `real_word_error_likelihood` for the input's own word), its smoothing models
 * (StupidBackoffScorer, LaplaceScorer, LinearInterpolatingScorer over n-gram frequencies joined by the
 * separator), and CandidateScorer's walk over every path with at most N misspellings, keeping the best
 * `shard_size` corrections (Correction's order: score, then earlier terms first). A path's score is
 * `exp` of the sum of the `log10` word scores, as ES has it.
 */
import type { Smoothing } from './phraseParse.ts';

/** A term's statistics in a generator's field (docFreq, totalTermFreq). */
export interface TermStats {
  docFreq: number;
  ttf: number;
}

/** DirectCandidateGenerator.Candidate. */
export interface Candidate {
  term: string;
  stats: TermStats;
  stringDistance: number;
  score: number;
  userInput: boolean;
}

/** A token's original term and its candidates. */
export interface CandidateSet {
  original: Candidate;
  candidates: Candidate[];
}

/** A correction: one candidate per token and its score. */
export interface Correction {
  score: number;
  candidates: Candidate[];
}

/** The suggest field's statistics the word scorer reads. */
export interface ScorerField {
  /** sumTotalTermFreq. */
  vocabularySize: number;
  /** The number of terms (a single segment's), else maxDoc (MultiTerms has no size). */
  numTerms: number;
  /** totalTermFreq of a term (an n-gram joined by the separator) in the field. */
  frequency(term: string): number;
}

/** WordScorer and its smoothing models. */
export class WordScorer {
  constructor(
    private readonly field: ScorerField,
    private readonly realWordLikelihood: number,
    private readonly separator: string,
    private readonly model: Smoothing,
  ) {}

  private channel(c: Candidate): number {
    return c.stringDistance === 1.0 ? this.realWordLikelihood : c.stringDistance;
  }

  /** WordScorer.score: log10 of channel × n-gram probability at `at`. */
  score(path: Candidate[], at: number, gramSize: number): number {
    const c = path[at]!;
    if (at === 0 || gramSize === 1) return Math.log10(this.channel(c) * this.unigram(c));
    if (at === 1 || gramSize === 2) return Math.log10(this.channel(c) * this.bigram(c, path[at - 1]!));
    return Math.log10(this.channel(c) * this.trigram(c, path[at - 1]!, path[at - 2]!));
  }

  private join(...terms: string[]): string {
    return terms.join(this.separator);
  }

  private unigram(w: Candidate): number {
    const f = this.field;
    if (this.model.kind === 'laplace') return (this.model.alpha + f.frequency(w.term)) / (f.vocabularySize + this.model.alpha * f.numTerms);
    return (1.0 + f.frequency(w.term)) / (f.vocabularySize + f.numTerms);
  }

  private bigram(w: Candidate, w1: Candidate): number {
    const m = this.model;
    const count = this.field.frequency(this.join(w1.term, w.term));
    if (m.kind === 'stupid_backoff') {
      if (count < 1) return m.discount * this.unigram(w);
      return count / (w1.stats.ttf + 0.00000000001);
    }
    if (m.kind === 'laplace') return (m.alpha + count) / (w1.stats.ttf + m.alpha * this.field.numTerms);
    const { unigram, bigram } = lambdas(m);
    if (count < 1) return unigram * this.unigram(w);
    return bigram * (count / (0.5 + w1.stats.ttf)) + unigram * this.unigram(w);
  }

  private trigram(w: Candidate, w1: Candidate, w2: Candidate): number {
    const m = this.model;
    const f = this.field;
    if (m.kind === 'stupid_backoff') {
      // Bigrams first: without one, no trigram lookup.
      const bigramCount = f.frequency(this.join(w1.term, w.term));
      if (bigramCount < 1) return m.discount * this.unigram(w);
      const trigramCount = f.frequency(this.join(w2.term, w1.term, w.term));
      if (trigramCount < 1) return m.discount * (bigramCount / (w1.stats.ttf + 0.00000000001));
      return trigramCount / (bigramCount + 0.00000000001);
    }
    if (m.kind === 'laplace') {
      const trigramCount = f.frequency(this.join(w2.term, w1.term, w.term));
      return (m.alpha + trigramCount) / (f.frequency(this.join(w1.term, w.term)) + m.alpha * f.numTerms);
    }
    // LinearInterpolatingScorer joins the trigram in reverse (w, w_1, w_2), as ES does.
    const count = f.frequency(this.join(w.term, w1.term, w2.term));
    if (count < 1) return this.bigram(w, w1);
    return lambdas(m).trigram * (count / (1.0 + f.frequency(this.join(w.term, w1.term)))) + this.bigram(w, w1);
  }
}

/** LinearInterpolatingScorer normalises its lambdas by their sum. */
function lambdas(m: Extract<Smoothing, { kind: 'linear_interpolation' }>): { trigram: number; bigram: number; unigram: number } {
  const sum = m.unigram + m.bigram + m.trigram;
  return { trigram: m.trigram / sum, bigram: m.bigram / sum, unigram: m.unigram / sum };
}

/** Correction.compareTo: by score, then a later (zzz) term is the weaker, then the shorter. */
export function compareCorrection(a: Correction, b: Correction): number {
  if (a.score === b.score) {
    const n = Math.min(a.candidates.length, b.candidates.length);
    for (let i = 0; i < n; i++) {
      const x = a.candidates[i]!.term;
      const y = b.candidates[i]!.term;
      if (x !== y) return x < y ? 1 : -1;
    }
    return a.candidates.length - b.candidates.length;
  }
  return a.score < b.score ? -1 : 1;
}

/** CandidateScorer: the input's score, and the best corrections above a cutoff. */
export class CandidateScorer {
  constructor(
    private readonly scorer: WordScorer,
    private readonly maxCorrections: number,
    private readonly gramSize: number,
  ) {}

  /** The score of one path (CandidateScorer.score). */
  score(path: Candidate[]): number {
    let s = 0.0;
    for (let i = 0; i < path.length; i++) s += this.scorer.score(path, i, this.gramSize);
    return Math.exp(s);
  }

  /** findBestCandiates: best first. */
  best(sets: CandidateSet[], errorFraction: number, cutoff: number): Correction[] {
    if (sets.length === 0) return [];
    // Math.round(float) on errorFraction × the number of tokens.
    const misspellings = errorFraction >= 1.0 ? Math.trunc(errorFraction) : Math.floor(Math.fround(errorFraction * sets.length) + 0.5);
    const top: Correction[] = [];
    const path: Candidate[] = new Array(sets.length);
    const update = (logScore: number) => {
      const score = Math.exp(logScore);
      if (!(score > cutoff)) return;
      const c: Correction = { score, candidates: path.slice() };
      if (top.length < this.maxCorrections) {
        top.push(c);
        return;
      }
      let min = 0;
      for (let i = 1; i < top.length; i++) if (compareCorrection(top[i]!, top[min]!) < 0) min = i;
      if (compareCorrection(top[min]!, c) < 0) top[min] = c;
    };
    const walk = (ord: number, left: number, pathScore: number) => {
      const cur = sets[ord]!;
      if (ord === sets.length - 1) {
        path[ord] = cur.original;
        update(pathScore + this.scorer.score(path, ord, this.gramSize));
        if (left > 0) {
          for (const c of cur.candidates) {
            path[ord] = c;
            update(pathScore + this.scorer.score(path, ord, this.gramSize));
          }
        }
        return;
      }
      path[ord] = cur.original;
      walk(ord + 1, left, pathScore + this.scorer.score(path, ord, this.gramSize));
      if (left > 0) {
        for (const c of cur.candidates) {
          path[ord] = c;
          walk(ord + 1, left - 1, pathScore + this.scorer.score(path, ord, this.gramSize));
        }
      }
    };
    walk(0, Math.max(1, misspellings), 0.0);
    return top.sort((a, b) => compareCorrection(b, a));
  }
}
