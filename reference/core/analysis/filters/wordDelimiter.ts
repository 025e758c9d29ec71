/**
 * `word_delimiter_graph` (Lucene 9.12's WordDelimiterGraphFilter) and `word_delimiter` (WordDelimiterFilter), as
 * ES's WordDelimiter(Graph)TokenFilterFactory builds them: a term is split into subwords (WordDelimiterIterator),
 * then parts, runs of word or number parts catenated, everything catenated and the original are emitted.
 * Both classes are ported state for state: the graph one buffers a term's outputs with graph positions (sorted by
 * start, longest first; the original always first) and never lets a start offset go back; the flat one emits
 * parts as it walks, each concatenation stacked on the part that ends it, then sorts what it buffered by offset.
 */
import { filter, type TokenFilterFactory } from '../components.ts';
import { bool, list, type Params } from '../params.ts';
import type { Stream, Tok } from '../token.ts';
import { ALPHA, ALPHANUM, DEFAULT_WORD_DELIM_TABLE, DIGIT, DONE, LOWER, SUBWORD_DELIM, UPPER, WordDelimiterIterator, isAlpha, isDigit } from './wordDelimiterIterator.ts';

// The flags of both classes.
const GENERATE_WORD_PARTS = 1;
const GENERATE_NUMBER_PARTS = 2;
const CATENATE_WORDS = 4;
const CATENATE_NUMBERS = 8;
const CATENATE_ALL = 16;
const PRESERVE_ORIGINAL = 32;
const SPLIT_ON_CASE_CHANGE = 64;
const SPLIT_ON_NUMERICS = 128;
const STEM_ENGLISH_POSSESSIVE = 256;
const IGNORE_KEYWORDS = 512;

export interface WordDelimiterConfig {
  flags: number;
  protectedWords: ReadonlySet<string> | null;
  charTypeTable: Uint8Array;
  /** WordDelimiterGraphFilter only (`adjust_offsets`). */
  adjustInternalOffsets: boolean;
}

const iteratorFor = (c: WordDelimiterConfig): WordDelimiterIterator =>
  new WordDelimiterIterator(c.charTypeTable, (c.flags & SPLIT_ON_CASE_CHANGE) !== 0, (c.flags & SPLIT_ON_NUMERICS) !== 0, (c.flags & STEM_ENGLISH_POSSESSIVE) !== 0);

const shouldConcatenate = (flags: number, type: number): boolean =>
  ((flags & CATENATE_WORDS) !== 0 && isAlpha(type)) || ((flags & CATENATE_NUMBERS) !== 0 && isDigit(type));
const shouldGenerateParts = (flags: number, type: number): boolean =>
  ((flags & GENERATE_WORD_PARTS) !== 0 && isAlpha(type)) || ((flags & GENERATE_NUMBER_PARTS) !== 0 && isDigit(type));

/** A run being catenated (WordDelimiterConcatenation of either class; the graph one keeps parts and positions). */
interface Concat {
  text: string;
  startPart: number;
  endPart: number;
  startPos: number;
  startOffset: number;
  endOffset: number;
  type: number;
  subwordCount: number;
}
const newConcat = (): Concat => ({ text: '', startPart: 0, endPart: 0, startPos: 0, startOffset: 0, endOffset: 0, type: 0, subwordCount: 0 });
const clearConcat = (c: Concat): void => {
  Object.assign(c, newConcat());
};

/** A stable sort of a[from..], as Lucene's InPlaceMergeSorter. */
function stableSort<T>(a: T[], from: number, cmp: (x: T, y: T) => number): void {
  const tail = a.slice(from).map((v, i) => [v, i] as const);
  tail.sort((x, y) => cmp(x[0], y[0]) || x[1] - y[1]);
  tail.forEach(([v], i) => (a[from + i] = v));
}

/** WordDelimiterGraphFilter.incrementToken over a whole stream. */
export function wordDelimiterGraph(tokens: readonly Tok[], c: WordDelimiterConfig): Tok[] {
  const has = (f: number): boolean => (c.flags & f) !== 0;
  const it = iteratorFor(c);
  const out: Tok[] = [];
  let accumPosInc = 0;
  let lastStartOffset = 0;
  const concat = newConcat();
  const concatAll = newConcat();
  for (const t of tokens) {
    if (has(IGNORE_KEYWORDS) && t.keyword) {
      out.push(t);
      continue;
    }
    const term = t.term;
    const termLength = term.length;
    accumPosInc += t.posInc;
    it.setText(term, termLength);
    it.next();
    // A word of no delimiters, or a protected word: as it is.
    if ((it.current === 0 && it.end === termLength) || (c.protectedWords !== null && c.protectedWords.has(term))) {
      out.push({ ...t, posInc: accumPosInc });
      accumPosInc = 0;
      continue;
    }
    // Only delimiters: swallowed (a hole), or kept whole with preserve_original.
    if (it.end === DONE) {
      if (!has(PRESERVE_ORIGINAL)) continue;
      accumPosInc = 0;
      out.push(t);
      continue;
    }
    // bufferWordParts: [term part or null, startPos, endPos, startPart, endPart].
    const adjustingOffsets = c.adjustInternalOffsets && t.end - t.start === termLength;
    type Part = { text: string | null; startPos: number; endPos: number; startPart: number; endPart: number };
    const parts: Part[] = [];
    const buffer = (text: string | null, startPos: number, endPos: number, startPart: number, endPart: number): void => {
      parts.push({ text, startPos, endPos, startPart, endPart });
    };
    let lastConcatCount = 0;
    let wordPos = 0;
    const concatenate = (k: Concat): void => {
      if (k.text.length === 0) {
        k.type = it.type();
        k.startPart = it.current;
        k.startPos = wordPos;
      }
      k.text += term.slice(it.current, it.end);
      k.subwordCount++;
      k.endPart = it.end;
    };
    const write = (k: Concat): void => buffer(k.text, k.startPos, wordPos, k.startPart, k.endPart);
    const flushConcatenation = (k: Concat): void => {
      if (wordPos === k.startPos) wordPos++; // no parts generated: the run takes a position of its own
      lastConcatCount = k.subwordCount;
      if (k.subwordCount !== 1 || !shouldGenerateParts(c.flags, k.type)) write(k);
      clearConcat(k);
    };
    if (has(PRESERVE_ORIGINAL)) buffer(null, 0, 1, 0, termLength);
    if (it.isSingleWord()) {
      buffer(null, wordPos, wordPos + 1, it.current, it.end);
      wordPos++;
      it.next();
    } else {
      while (it.end !== DONE) {
        const wordType = it.type();
        if (concat.text.length > 0 && (concat.type & wordType) === 0) flushConcatenation(concat);
        if (shouldConcatenate(c.flags, wordType)) concatenate(concat);
        if (has(CATENATE_ALL)) concatenate(concatAll);
        if (shouldGenerateParts(c.flags, wordType)) {
          buffer(null, wordPos, wordPos + 1, it.current, it.end);
          wordPos++;
        }
        it.next();
      }
      if (concat.text.length > 0) flushConcatenation(concat);
      if (concatAll.text.length > 0) {
        // Only when not already written above (PowerShot with catenate_words).
        if (concatAll.subwordCount > lastConcatCount) {
          if (wordPos === concatAll.startPos) wordPos++;
          write(concatAll);
        }
        clearConcat(concatAll);
      }
    }
    if (has(PRESERVE_ORIGINAL)) {
      if (wordPos === 0) wordPos++;
      parts[0].endPos = wordPos;
    }
    // PositionSorter: smaller start first, then the longer; the original stays first.
    stableSort(parts, has(PRESERVE_ORIGINAL) ? 1 : 0, (a, b) => a.startPart - b.startPart || b.endPart - a.endPart);
    wordPos = 0;
    for (const p of parts) {
      let startOffset = adjustingOffsets ? t.start + p.startPart : t.start;
      let endOffset = adjustingOffsets ? t.start + p.endPart : t.end;
      // Offsets never go backwards.
      startOffset = Math.max(startOffset, lastStartOffset);
      endOffset = Math.max(endOffset, lastStartOffset);
      lastStartOffset = startOffset;
      out.push({ ...t, term: p.text ?? term.slice(p.startPart, p.endPart), start: startOffset, end: endOffset, posInc: accumPosInc + p.startPos - wordPos, posLen: p.endPos - p.startPos });
      accumPosInc = 0;
      wordPos = p.startPos;
    }
  }
  return out;
}

/** Lucene's clearAttributes: a token with every attribute at its default. */
const cleared = (): Tok => ({ term: '', posInc: 1, posLen: 1, start: 0, end: 0, type: 'word', keyword: false });

/** WordDelimiterFilter.incrementToken over a whole stream (the class is a state machine; so is this). */
export function wordDelimiterFlat(tokens: readonly Tok[], c: WordDelimiterConfig): Tok[] {
  const has = (f: number): boolean => (c.flags & f) !== 0;
  const it = iteratorFor(c);
  const out: Tok[] = [];
  const concat = newConcat();
  const concatAll = newConcat();
  let lastConcatCount = 0;
  let accumPosInc = 0;
  let saved = '';
  let savedStartOffset = 0;
  let savedEndOffset = 0;
  let savedType = 'word';
  let hasSavedState = false;
  let hasIllegalOffsets = false;
  let hasOutputToken = false;
  let hasOutputFollowingOriginal = false;
  let first = true;
  let buffered: Tok[] = [];
  let bufferedPos = 0;
  let attr: Tok = cleared();
  let next = 0;

  const position = (inject: boolean): number => {
    const posInc = accumPosInc;
    if (hasOutputToken) {
      accumPosInc = 0;
      return inject ? 0 : Math.max(1, posInc);
    }
    hasOutputToken = true;
    if (!hasOutputFollowingOriginal) {
      // The first token after the original stands at its position.
      hasOutputFollowingOriginal = true;
      return 0;
    }
    accumPosInc = 0;
    return Math.max(1, posInc);
  };
  const generatePart = (isSingleWord: boolean): void => {
    attr = cleared();
    attr.term = saved.slice(it.current, it.end);
    const startOffset = savedStartOffset + it.current;
    const endOffset = savedStartOffset + it.end;
    if (hasIllegalOffsets) {
      if (isSingleWord && startOffset <= savedEndOffset) [attr.start, attr.end] = [startOffset, savedEndOffset];
      else [attr.start, attr.end] = [savedStartOffset, savedEndOffset];
    } else [attr.start, attr.end] = [startOffset, endOffset];
    attr.posInc = position(false);
    attr.type = savedType;
  };
  const concatenate = (k: Concat): void => {
    if (k.text.length === 0) k.startOffset = savedStartOffset + it.current;
    k.text += saved.slice(it.current, it.end);
    k.subwordCount++;
    k.endOffset = savedStartOffset + it.end;
  };
  const writeAndClear = (k: Concat): void => {
    attr = cleared();
    attr.term = k.text;
    [attr.start, attr.end] = hasIllegalOffsets ? [savedStartOffset, savedEndOffset] : [k.startOffset, k.endOffset];
    attr.posInc = position(true);
    attr.type = savedType;
    accumPosInc = 0;
    clearConcat(k);
  };
  const flushConcatenation = (k: Concat): boolean => {
    lastConcatCount = k.subwordCount;
    if (k.subwordCount !== 1 || !shouldGenerateParts(c.flags, k.type)) {
      writeAndClear(k);
      return true;
    }
    clearConcat(k);
    return false;
  };
  const buffer = (): void => {
    buffered.push({ ...attr });
  };

  const incrementToken = (): Tok | null => {
    for (;;) {
      if (!hasSavedState) {
        if (next >= tokens.length) return null;
        attr = { ...tokens[next++] };
        if (has(IGNORE_KEYWORDS) && attr.keyword) return attr;
        const termLength = attr.term.length;
        accumPosInc += attr.posInc;
        it.setText(attr.term, termLength);
        it.next();
        if ((it.current === 0 && it.end === termLength) || (c.protectedWords !== null && c.protectedWords.has(attr.term))) {
          attr.posInc = accumPosInc;
          accumPosInc = 0;
          first = false;
          return attr;
        }
        if (it.end === DONE && !has(PRESERVE_ORIGINAL)) {
          // Only delimiters: dropped; a plain increment is not kept as a hole (Lucene's TODO).
          if (attr.posInc === 1 && !first) accumPosInc--;
          continue;
        }
        savedStartOffset = attr.start;
        savedEndOffset = attr.end;
        hasIllegalOffsets = savedEndOffset - savedStartOffset !== termLength;
        savedType = attr.type;
        saved = attr.term;
        hasSavedState = true;
        hasOutputToken = false;
        hasOutputFollowingOriginal = !has(PRESERVE_ORIGINAL);
        lastConcatCount = 0;
        if (has(PRESERVE_ORIGINAL)) {
          attr.posInc = accumPosInc;
          accumPosInc = 0;
          first = false;
          return attr;
        }
      }
      if (it.end === DONE) {
        if (concat.text.length > 0 && flushConcatenation(concat)) {
          buffer();
          continue;
        }
        if (concatAll.text.length > 0) {
          if (concatAll.subwordCount > lastConcatCount) {
            writeAndClear(concatAll);
            buffer();
            continue;
          }
          clearConcat(concatAll);
        }
        if (bufferedPos < buffered.length) {
          // OffsetSorter: by start offset, then the larger increment first.
          if (bufferedPos === 0) stableSort(buffered, 0, (a, b) => a.start - b.start || b.posInc - a.posInc);
          attr = { ...buffered[bufferedPos++] };
          if (first && attr.posInc === 0) attr.posInc = 1;
          first = false;
          return attr;
        }
        buffered = [];
        bufferedPos = 0;
        hasSavedState = false;
        continue;
      }
      if (it.isSingleWord()) {
        generatePart(true);
        it.next();
        first = false;
        return attr;
      }
      const wordType = it.type();
      if (concat.text.length > 0 && (concat.type & wordType) === 0) {
        if (flushConcatenation(concat)) {
          hasOutputToken = false;
          buffer();
          continue;
        }
        hasOutputToken = false;
      }
      if (shouldConcatenate(c.flags, wordType)) {
        if (concat.text.length === 0) concat.type = wordType;
        concatenate(concat);
      }
      if (has(CATENATE_ALL)) concatenate(concatAll);
      if (shouldGenerateParts(c.flags, wordType)) {
        generatePart(false);
        buffer();
      }
      it.next();
    }
  };
  for (let t = incrementToken(); t; t = incrementToken()) out.push(t);
  return out;
}

const TYPE_NAMES: Record<string, number> = { LOWER, UPPER, ALPHA, DIGIT, ALPHANUM, SUBWORD_DELIM };

/** WordDelimiterTokenFilterFactory.parseString: `\\`, `\n`, `\t`, `\r`, `\b`, `\f`, `\uXXXX`; `\x` is `x`. */
function parseString(s: string): string | undefined {
  let out = '';
  for (let i = 0; i < s.length; ) {
    let c = s[i++];
    if (c === '\\') {
      if (i >= s.length) return undefined;
      c = s[i++];
      if (c === 'u') {
        if (i + 3 >= s.length || !/^[0-9a-fA-F]{4}$/.test(s.slice(i, i + 4))) return undefined;
        c = String.fromCharCode(Number.parseInt(s.slice(i, i + 4), 16));
        i += 4;
      } else c = ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c;
    }
    out += c;
  }
  return out;
}

/**
 * WordDelimiterTokenFilterFactory.parseTypes: `c => TYPE` rules (`(.*)\s*=>\s*(.*)\s*$`, both sides trimmed) over a
 * copy of the default table, grown to the largest char mapped (chars between 256 and it, unmapped, get type 0 as in
 * the Java array). Rules ES refuses ("Invalid Mapping Rule") are skipped here (not modelled).
 */
function charTypeTable(rules: string[] | undefined): Uint8Array {
  if (!rules || rules.length === 0) return DEFAULT_WORD_DELIM_TABLE;
  const map = new Map<number, number>();
  for (const rule of rules) {
    const m = /^(.*)\s*=>\s*(.*)\s*$/.exec(rule);
    if (!m) continue;
    const lhs = parseString(m[1].trim());
    const type = TYPE_NAMES[m[2].trim()];
    if (lhs === undefined || lhs.length !== 1 || type === undefined) continue;
    map.set(lhs.charCodeAt(0), type);
  }
  if (map.size === 0) return DEFAULT_WORD_DELIM_TABLE;
  const table = new Uint8Array(Math.max(Math.max(...map.keys()) + 1, DEFAULT_WORD_DELIM_TABLE.length));
  table.set(DEFAULT_WORD_DELIM_TABLE);
  for (const [ch, type] of map) table[ch] = type;
  return table;
}

/** The filter's configuration from its settings, with ES's defaults (`adjust_offsets` read from ES 7.0). */
export function wordDelimiterConfig(p: Params, graph: boolean, readsAdjustOffsets = true): WordDelimiterConfig {
  const b = (k: string, d: boolean): boolean => bool(p, k, d) ?? d;
  let flags = 0;
  const set = (k: string, d: boolean, flag: number): void => {
    if (b(k, d)) flags |= flag;
  };
  set('generate_word_parts', true, GENERATE_WORD_PARTS);
  set('generate_number_parts', true, GENERATE_NUMBER_PARTS);
  set('catenate_words', false, CATENATE_WORDS);
  set('catenate_numbers', false, CATENATE_NUMBERS);
  set('catenate_all', false, CATENATE_ALL);
  set('split_on_case_change', true, SPLIT_ON_CASE_CHANGE);
  set('preserve_original', false, PRESERVE_ORIGINAL);
  set('split_on_numerics', true, SPLIT_ON_NUMERICS);
  set('stem_english_possessive', true, STEM_ENGLISH_POSSESSIVE);
  set('ignore_keywords', false, IGNORE_KEYWORDS);
  const words = list(p, 'protected_words');
  return {
    flags,
    protectedWords: words && words.length > 0 ? new Set(words) : null,
    charTypeTable: charTypeTable(list(p, 'type_table')),
    adjustInternalOffsets: graph && (!readsAdjustOffsets || b('adjust_offsets', true)),
  };
}

function factory(graph: boolean): TokenFilterFactory {
  return (p, ctx) => {
    const config = wordDelimiterConfig(p, graph, ctx.profile.wordDelimiterAdjustOffsets);
    // Neither class overrides end(): tokens swallowed at the end leave no trailing hole.
    return filter(ctx.name, (s: Stream) => ({ ...s, tokens: (graph ? wordDelimiterGraph : wordDelimiterFlat)(s.tokens, config) }));
  };
}

export const wordDelimiterGraphFactory = factory(true);
export const wordDelimiterFactory = factory(false);
