/**
 * The `phrase` suggester (PhraseSuggester over NoisyChannelSpellChecker), per shard: the text analysed
 * (shingles skipped with `force_unigrams`, synonyms joining their position's candidates), each token's
 * candidates drawn by the direct generators (DirectSpellChecker per token, with the frequency threshold
 * DirectCandidateGenerator raises for `popular`; `pre_filter`/`post_filter` analyzers), merged and cut to
 * `shard_size`, the corrections scored (phraseScorer.ts) above `confidence` × the input's score, each
 * optionally highlighted and collated (a mustache query template run on the shard). Shards' entries
 * reduce as PhraseSuggestion.Entry merges them: the highest cutoff, options by text with their best score.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError, suggestPhraseIllegal, type EsError } from '../../errors/index.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import type { Token } from '../../analysis/token.ts';
import { analyzerFor, namedAnalyzer, type Analyzer } from '../../analysis/index.ts';
import { resolveField } from '../fields.ts';
import { shardReaders, type ShardReader } from '../engine/shardViews.ts';
import { compileQuery } from '../query.ts';
import { compileMustache, isMustacheError } from '../../script/mustache/mustache.ts';
import { suggestOnShard, type TermSettings } from './termSuggester.ts';
import { defaultGenerator, type GeneratorSettings, type PhraseSettings } from './phraseParse.ts';
import { CandidateScorer, WordScorer, type Candidate, type CandidateSet, type Correction, type ScorerField, type TermStats } from './phraseScorer.ts';

/** One option of a phrase entry. */
export interface PhraseOption {
  text: string;
  highlighted?: string;
  score: number;
  collateMatch?: boolean;
}

/** The phrase suggestion's one entry. */
export interface PhraseEntry {
  text: string;
  offset: number;
  length: number;
  options: PhraseOption[];
}

/** Double.MIN_VALUE: the cutoff when `confidence` is 0 or nothing was scored. */
const MIN_VALUE = 4.9e-324;

/** A term's docFreq and totalTermFreq in a shard's field (over its segments). */
function termStats(reader: ShardReader, field: string, term: string): TermStats {
  let docFreq = 0;
  let ttf = 0;
  for (const leaf of reader.leaves) {
    const p = leaf.field(field)?.terms.get(term);
    if (!p) continue;
    docFreq += p.docs.length;
    for (let i = 0; i < p.freqs.length; i++) ttf += p.freqs[i]!;
  }
  return { docFreq, ttf };
}

/** Whether any segment of the shard has the field (MultiTerms.getTerms is not null). */
function hasTerms(reader: ShardReader, field: string): boolean {
  return reader.leaves.some((l) => l.field(field) !== undefined);
}

/** The shingle filter an analyzer's chain holds, read from the index's analysis settings. */
function shingleOf(index: IndexState, analyzerName: string): { min: number; max: number; unigrams: boolean } | undefined {
  const raw = index.settings[`index.analysis.analyzer.${analyzerName}.filter`];
  const names = raw === undefined ? [] : Array.isArray(raw) ? raw : String(raw).split(',');
  for (const n of names) {
    const type = n === 'shingle' ? 'shingle' : index.settings[`index.analysis.filter.${n}.type`];
    if (type !== 'shingle') continue;
    const get = (k: string) => index.settings[`index.analysis.filter.${n}.${k}`];
    const num = (k: string, d: number) => (get(k) === undefined ? d : Number(get(k)));
    return { min: num('min_shingle_size', 2), max: num('max_shingle_size', 2), unigrams: get('output_unigrams') === undefined ? true : String(get('output_unigrams')) === 'true' };
  }
  return undefined;
}

/** What one index's run needs: the analyzer, the gram size and the generators, or PhraseSuggestionBuilder.build's refusal. */
interface Built {
  analyzer: Analyzer;
  gramSize: number;
  generators: (GeneratorSettings & { pre?: Analyzer; post?: Analyzer })[];
}

function build(index: IndexState, profile: Profile, s: PhraseSettings): Built | EsError | undefined {
  const ref = resolveField(index, s.field);
  let analyzer: Analyzer | EsError;
  let analyzerName: string | undefined;
  if (s.analyzer !== undefined) {
    analyzer = namedAnalyzer(index, profile, s.analyzer);
    if (isEsError(analyzer)) return suggestPhraseIllegal(`analyzer [${s.analyzer}] doesn't exists`);
  } else {
    if (!ref.def) return undefined;
    analyzer = analyzerFor(index, profile, ref.def, 'search');
    if (isEsError(analyzer)) return analyzer;
    analyzerName = analyzer.name;
  }
  let gramSize = s.gramSize ?? 1;
  const shingle = shingleOf(index, s.analyzer ?? analyzerName ?? '');
  if (s.gramSize === undefined && shingle) {
    gramSize = shingle.max;
    if (profile.phraseDefaultAnalyzerUnigramCheck && s.analyzer === undefined && shingle.min > 1 && !shingle.unigrams)
      return suggestPhraseIllegal(`The default analyzer for field: [${s.field}] doesn't emit unigrams. If this is intentional try to set the analyzer explicitly`);
  }
  let gens: GeneratorSettings[] = s.generators;
  if (gens.length === 0) {
    if (shingle && shingle.min > 1 && !shingle.unigrams && s.forceUnigrams)
      return suggestPhraseIllegal(
        `The default candidate generator for phrase suggest can't operate on field: [${s.field}] since it doesn't emit unigrams. If this is intentional try to set the candidate generator field explicitly`,
      );
    gens = [defaultGenerator(s.field)];
  }
  const generators: Built['generators'] = [];
  for (const g of gens) {
    const out: Built['generators'][number] = { ...g };
    for (const [key, name] of [['pre', g.preFilter], ['post', g.postFilter]] as const) {
      if (name === undefined) continue;
      const a = namedAnalyzer(index, profile, name);
      if (isEsError(a)) return suggestPhraseIllegal(`Analyzer [${name}] doesn't exists`);
      out[key] = a;
    }
    generators.push(out);
  }
  return { analyzer, gramSize, generators };
}

/** DirectCandidateGenerator on one shard. */
class Generator {
  readonly sumTtf: number;
  private readonly plateau: number;
  constructor(
    private readonly reader: ShardReader,
    private readonly g: Built['generators'][number],
    private readonly nonErrorLikelihood: number,
  ) {
    const sum = reader.fieldStats(g.field)?.sumTotalTermFreq ?? 0;
    this.sumTtf = sum;
    this.plateau = g.minDocFreq >= 1 ? Math.trunc(g.minDocFreq) : Math.trunc(reader.maxDoc * g.minDocFreq);
  }

  private preFilter(term: string): string {
    if (!this.g.pre) return term;
    // The last token the pre-filter emits stands for the term.
    let out = term;
    for (const t of this.g.pre.analyze(term)) out = t.term;
    return out;
  }

  private score(stats: TermStats, errorScore: number): number {
    return errorScore * ((stats.ttf + 1) / (this.sumTtf + 1));
  }

  termStats(term: string): TermStats {
    return termStats(this.reader, this.g.field, this.preFilter(term));
  }

  createCandidate(term: string, stats: TermStats, channelScore: number, userInput: boolean): Candidate {
    return { term, stats, stringDistance: channelScore, score: this.score(stats, channelScore), userInput };
  }

  /** thresholdTermFrequency: how popular a candidate must be, given the input's docFreq. */
  private threshold(docFreq: number): number {
    if (docFreq <= 0) return 0;
    const v = Math.round(docFreq * (Math.log10(docFreq - this.plateau) * (1.0 / Math.log10(5))) + 1);
    return Math.min(Math.max(0, Number.isNaN(v) ? 0 : v), 2147483647);
  }

  drawCandidates(set: CandidateSet): void {
    const term = this.preFilter(set.original.term);
    let minDocFreq = this.g.minDocFreq;
    if (this.g.suggestMode !== 'always') {
      const threshold = this.threshold(set.original.stats.docFreq);
      if (threshold === 2147483647) return;
      if (minDocFreq < threshold) minDocFreq = threshold;
    }
    const settings: TermSettings = {
      field: this.g.field, size: this.g.size, shardSize: this.g.size, suggestMode: this.g.suggestMode, accuracy: this.g.accuracy, sort: this.g.sort,
      stringDistance: this.g.stringDistance, maxEdits: this.g.maxEdits, maxInspections: this.g.maxInspections, maxTermFreq: this.g.maxTermFreq,
      prefixLength: this.g.prefixLength, minWordLength: this.g.minWordLength, minDocFreq,
    };
    const found: Candidate[] = [];
    for (const w of suggestOnShard(term, this.reader, this.g.field, this.reader.maxDoc, settings)) {
      const stats = termStats(this.reader, this.g.field, w.text);
      const c = this.createCandidate(w.text, stats, w.score, false);
      if (!this.g.post) {
        found.push(c);
        continue;
      }
      for (const t of this.g.post.analyze(c.term)) {
        // A post-filter token equal to the candidate keeps its distance; another is a real word of its own.
        if (t.term === c.term) found.push({ term: t.term, stats: termStats(this.reader, this.g.field, t.term), stringDistance: c.stringDistance, score: this.score(c.stats, c.stringDistance), userInput: false });
        else found.push({ term: t.term, stats: c.stats, stringDistance: this.nonErrorLikelihood, score: this.score(c.stats, c.stringDistance), userInput: false });
      }
    }
    addCandidates(set, found);
  }
}

/** CandidateSet.addCandidates: merged by term (the new one kept), strongest first, ties earlier term first. */
function addCandidates(set: CandidateSet, found: Candidate[]): void {
  const byTerm = new Map<string, Candidate>();
  for (const c of found) if (!byTerm.has(c.term)) byTerm.set(c.term, c);
  for (const c of set.candidates) if (!byTerm.has(c.term)) byTerm.set(c.term, c);
  set.candidates = [...byTerm.values()].sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

/** The shard's corrections and cutoff (NoisyChannelSpellChecker.getCorrections). */
function corrections(tokens: Token[], gens: Generator[], s: PhraseSettings, shardSize: number, scorer: WordScorer, gramSize: number): { corrections: Correction[]; cutoff: number } | EsError {
  const sets: CandidateSet[] = [];
  const first = gens[0]!;
  let anyUnigram = false;
  let prevPosition = -1;
  for (const t of tokens) {
    const position = t.position;
    const posInc = position - prevPosition;
    prevPosition = position;
    if (s.forceUnigrams && t.type === 'shingle') continue;
    anyUnigram = true;
    const last = sets[sets.length - 1];
    if (posInc === 0 && t.type === 'SYNONYM' && last) {
      const stats = first.termStats(t.term);
      if (stats.docFreq > 0) last.candidates = [...last.candidates, first.createCandidate(t.term, stats, s.realWordErrorLikelihood, false)];
      continue;
    }
    sets.push({ original: first.createCandidate(t.term, first.termStats(t.term), 1.0, true), candidates: [] });
  }
  if (s.forceUnigrams && !anyUnigram && tokens.length > 0) return suggestPhraseIllegal('At least one unigram is required but all tokens were ngrams');
  if (sets.length === 0 || sets.length >= s.tokenLimit) return { corrections: [], cutoff: MIN_VALUE };
  for (const set of sets) {
    for (const g of gens) g.drawCandidates(set);
    // MultiCandidateGeneratorWrapper.reduce: the shard_size strongest (a stable sort by score).
    if (set.candidates.length > shardSize) set.candidates = [...set.candidates].sort((a, b) => b.score - a.score).slice(0, shardSize);
  }
  const cs = new CandidateScorer(scorer, shardSize, gramSize);
  let cutoff = MIN_VALUE;
  if (s.confidence > 0.0) cutoff = cs.score(sets.map((x) => x.original)) * s.confidence;
  return { corrections: cs.best(sets, s.maxErrors, cutoff), cutoff };
}

/** Correction.join with highlighting: tags around each run of changed terms. */
function joined(c: Correction, pre?: string, post?: string): string {
  const parts = c.candidates.map((cand, i) => {
    if (pre === undefined || cand.userInput) return cand.term;
    let h = '';
    if (i === 0 || c.candidates[i - 1]!.userInput) h += pre;
    h += cand.term;
    if (i === c.candidates.length - 1 || c.candidates[i + 1]!.userInput) h += post;
    return h;
  });
  return parts.join(' ');
}

/** Whether the collate query, rendered for a suggestion, matches a document of the shard (Lucene.exists). */
function collateMatches(index: IndexState, profile: Profile, now: number, reader: ShardReader, s: PhraseSettings, suggestion: string): boolean | EsError {
  const t = compileMustache(s.collate!.source, 'json');
  if (isMustacheError(t)) return suggestPhraseIllegal(t.mustacheError);
  const text = t.render({ ...s.collate!.params, suggestion });
  let query: Json;
  try {
    query = JSON.parse(text) as Json;
  } catch {
    return suggestPhraseIllegal(`failed to parse the collate query [${text}]`);
  }
  const q = compileQuery(isObject(query) && 'query' in query && Object.keys(query).length === 1 ? (query.query as Json) : query, { index, profile, now });
  if (isEsError(q)) return q;
  for (const leaf of reader.leaves) for (let i = 0; i < leaf.docs.length; i++) if (!leaf.deleted?.[i] && q.test(leaf.docs[i]!)) return true;
  return false;
}

/** One shard's entry (PhraseSuggester.innerExecute). */
function onShard(index: IndexState, profile: Profile, now: number, reader: ShardReader, b: Built, s: PhraseSettings, text: string): { options: PhraseOption[]; cutoff: number } | EsError {
  const gens = b.generators.filter((g) => hasTerms(reader, g.field)).map((g) => new Generator(reader, g, s.realWordErrorLikelihood));
  if (gens.length === 0 || !hasTerms(reader, s.field)) return { options: [], cutoff: MIN_VALUE };
  const stats = reader.fieldStats(s.field);
  const single = reader.leaves.length === 1 ? reader.leaves[0]!.field(s.field) : undefined;
  let numTerms = reader.maxDoc;
  if (single) {
    numTerms = 0;
    for (const _ of single.terms.keys()) numTerms++;
  }
  const field: ScorerField = { vocabularySize: stats?.sumTotalTermFreq ?? 0, numTerms, frequency: (term) => termStats(reader, s.field, term).ttf };
  const scorer = new WordScorer(field, s.realWordErrorLikelihood, s.separator, s.smoothing);
  const shardSize = s.shardSize ?? Math.max(s.size, 5);
  const r = corrections(b.analyzer.analyze(text), gens, s, shardSize, scorer, b.gramSize);
  if (isEsError(r)) return r;
  const options: PhraseOption[] = [];
  for (const c of r.corrections) {
    const phrase = joined(c);
    let match = true;
    if (s.collate) {
      const m = collateMatches(index, profile, now, reader, s, phrase);
      if (isEsError(m)) return m;
      match = m;
    }
    if (!match && !s.collate?.prune) continue;
    const score = Math.fround(c.score);
    // PhraseSuggestion.Entry.addOption keeps only options above the cutoff.
    if (!(score > r.cutoff)) continue;
    const o: PhraseOption = { text: phrase, score };
    if (s.preTag !== undefined) o.highlighted = joined(c, s.preTag, s.postTag);
    if (s.collate?.prune) o.collateMatch = match;
    options.push(o);
  }
  return { options, cutoff: r.cutoff };
}

/** The phrase suggestion of `text` over the indices searched: one entry, its options reduced over shards. */
export function phraseSuggestion(indices: IndexState[], profile: Profile, now: number, text: string, s: PhraseSettings): PhraseEntry | EsError {
  const shards: { options: PhraseOption[]; cutoff: number }[] = [];
  for (const index of indices) {
    const b = build(index, profile, s);
    if (b === undefined) continue;
    if (isEsError(b)) return b;
    for (const reader of shardReaders(index, profile)) {
      const r = onShard(index, profile, now, reader, b, s, text);
      if (isEsError(r)) return r;
      shards.push(r);
    }
  }
  const entry: PhraseEntry = { text, offset: 0, length: text.length, options: [] };
  if (shards.length === 1) {
    entry.options = shards[0]!.options.slice(0, s.size);
    return entry;
  }
  const cutoff = Math.max(MIN_VALUE, ...shards.map((x) => x.cutoff));
  const byText = new Map<string, PhraseOption>();
  for (const sh of shards)
    for (const o of sh.options) {
      const m = byText.get(o.text);
      if (!m) byText.set(o.text, { ...o });
      else {
        m.score = Math.max(m.score, o.score);
        if (o.collateMatch !== undefined) m.collateMatch = m.collateMatch === undefined ? o.collateMatch : m.collateMatch || o.collateMatch;
      }
    }
  entry.options = [...byText.values()]
    .filter((o) => o.score > cutoff)
    .sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .slice(0, s.size);
  return entry;
}

/** The option as PhraseSuggestion.Entry.Option prints it. */
export function renderPhraseOption(o: PhraseOption, score: (n: number) => Json): JsonObject {
  const out: JsonObject = { text: o.text };
  if (o.highlighted !== undefined) out.highlighted = o.highlighted;
  out.score = score(o.score);
  if (o.collateMatch !== undefined) out.collate_match = o.collateMatch;
  return out;
}
