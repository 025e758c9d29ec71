/**
 * The unified highlighter (ES's DefaultHighlighter over Lucene's UnifiedHighlighter): the values joined by
 * a separator, matches found in their tokens, passages cut around each new match by the break iterator
 * (FieldHighlighter.highlightOffsetsEnums), each scored with Lucene's PassageScorer, the best
 * `number_of_fragments` kept and put back in text order (or by score with `order: score`), then formatted
 * by ES's CustomPassageFormatter (overlapping matches merged, snippets trimmed).
 */
import { f } from '../engine/float32.ts';
import { BoundedScanner, SplittingIterator, sentenceIterator, wholeIterator, wordIterator, wordBreaks, type BreakIter } from './breakIterators.ts';
import { encoderOf, hasText, javaTrim } from './encoder.ts';
import type { HlMatch } from './matches.ts';
import type { FieldOptions } from './options.ts';

/** CustomUnifiedHighlighter.MULTIVAL_SEP_CHAR. */
export const SEP = '\u0000';

/** A passage: offsets, its matches, its score. */
export interface Passage {
  start: number;
  end: number;
  matches: HlMatch[];
  score: number;
}

const K1 = f(1.2);
const B = f(0.75);
const PIVOT = f(87);

/** PassageScorer.score with k1 1.2, b 0.75, pivot 87: norm(start) × Σ tf × weight, in float32 where Java is. */
export function passageScore(p: Passage, contentLength: number): number {
  const inPassage = new Map<string, number>();
  const inDoc = new Map<string, number>();
  for (const m of p.matches) {
    if (!inPassage.has(m.label)) inDoc.set(m.label, m.freq);
    inPassage.set(m.label, (inPassage.get(m.label) ?? 0) + 1);
  }
  const len = p.end - p.start;
  let score = 0; // a double in Java
  for (const [label, freq] of inPassage) {
    const norm = f(K1 * f(f(1 - B) + f(B * f(len / PIVOT))));
    const tf = f(freq / f(freq + norm));
    const numDocs = f(1 + f(contentLength / PIVOT));
    const weight = f(f(K1 + 1) * f(Math.log(1 + (numDocs + 0.5) / (inDoc.get(label)! + 0.5))));
    score += f(tf * weight);
  }
  const norm = f(1 + f(1 / f(Math.log(f(PIVOT + p.start)))));
  return f(score * norm);
}

/** The break iterator of a field (DefaultHighlighter.getBreakIterator), per value. */
function baseIterator(o: FieldOptions, wholeValues: boolean): (text: string) => BreakIter {
  if (wholeValues) return wholeIterator;
  const type = o.boundaryScanner ?? 'sentence';
  if (type === 'word') return wordIterator;
  if (o.fragmentSize > 0) return (t) => new BoundedScanner(t, o.fragmentSize);
  return sentenceIterator;
}

/** Lucene's passage queue ordering: lower score first, then later start first. */
function worse(a: Passage, b: Passage): boolean {
  return a.score < b.score || (a.score === b.score && a.start < b.start);
}

/** FieldHighlighter.highlightOffsetsEnums: passages around the matches, the best `max` kept, in text order. */
export function cutPassages(content: string, matches: HlMatch[], bi: BreakIter, max: number, center: boolean): Passage[] {
  const len = content.length;
  const queue: Passage[] = [];
  const add = (p: Passage | undefined): void => {
    if (!p) return;
    p.score = passageScore(p, len);
    if (queue.length === max) {
      let min = 0;
      for (let i = 1; i < queue.length; i++) if (worse(queue[i]!, queue[min]!)) min = i;
      if (p.score < queue[min]!.score) return;
      queue.push(p);
      let m2 = 0;
      for (let i = 1; i < queue.length; i++) if (worse(queue[i]!, queue[m2]!)) m2 = i;
      queue.splice(m2, 1);
      return;
    }
    queue.push(p);
  };
  let cur: Passage | undefined;
  let lastPassageEnd = 0;
  for (const m of matches) {
    if (m.start < len && m.end > len) continue;
    if (!cur || m.start >= cur.end) {
      add(cur);
      cur = undefined;
      if (m.start >= len) break;
      if (center) {
        // Lucene 9: from the middle of the match, so the passage's length is closer to the fragment size.
        const mid = m.start + Math.trunc((m.end - m.start) / 2);
        const start = Math.min(m.start, Math.max(bi.preceding(Math.max(m.start + 1, mid)), lastPassageEnd));
        const fol = bi.following(Math.min(m.end - 1, mid));
        lastPassageEnd = Math.max(m.end, Math.min(fol < 0 ? len : fol, len));
        cur = { start, end: lastPassageEnd, matches: [], score: 0 };
      } else {
        const start = Math.max(bi.preceding(m.start + 1), 0);
        const fol = bi.following(m.start);
        cur = { start, end: Math.min(fol < 0 ? len : fol, len), matches: [], score: 0 };
      }
    }
    cur.matches.push(m);
  }
  add(cur);
  return queue.sort((a, b) => a.start - b.start);
}

/** CustomFieldHighlighter.getSummaryPassagesNoHighlight: the first value cut after `noMatchSize` at a word end. */
export function noMatchPassage(content: string, noMatchSize: number): Passage | undefined {
  if (noMatchSize <= 0) return undefined;
  let pos = 0;
  while (pos < content.length && content[pos] === SEP) pos++;
  if (pos >= content.length) return undefined;
  let end = content.indexOf(SEP, pos);
  if (end === -1) end = content.length;
  if (noMatchSize + pos < end) {
    const b = wordBreaks(content);
    end = b.find((x) => x > noMatchSize + pos) ?? content.length;
  }
  return { start: pos, end, matches: [], score: NaN };
}

/** CustomPassageFormatter.format: one snippet per passage, with its score. */
export function formatPassages(passages: Passage[], content: string, o: FieldOptions): { text: string; score: number }[] {
  const enc = encoderOf(o.encoder);
  const pre = o.preTags[0]!;
  const post = o.postTags[0]!;
  return passages.map((p) => {
    let sb = '';
    let pos = p.start;
    const ms = p.matches;
    for (let i = 0; i < ms.length; i++) {
      const start = ms[i]!.start;
      sb += enc(content.slice(pos, start));
      let end = ms[i]!.end;
      while (i + 1 < ms.length && ms[i + 1]!.start < end) end = Math.max(ms[++i]!.end, end);
      end = Math.min(end, p.end);
      sb += pre + enc(content.slice(start, end)) + post;
      pos = end;
    }
    sb += enc(content.slice(pos, Math.max(pos, p.end)));
    if (sb.endsWith('\u2029') || sb.endsWith(SEP)) sb = sb.slice(0, -1);
    return { text: o.numberOfFragments === 0 ? sb : javaTrim(sb), score: p.score };
  });
}

/** What the unified highlighter needs of one field of one hit. */
export interface UnifiedInput {
  values: string[];
  /** The matches in the joined values, or undefined when the query has nothing for this field. */
  matches: HlMatch[] | undefined;
  tokenized: boolean;
  options: FieldOptions;
  /** Lucene 9's passage placement (the profile's highlightPassageCenter). */
  center: boolean;
}

/** The fragments of one field (DefaultHighlighter.highlight), or undefined for none. */
export function unifiedFragments(input: UnifiedInput): string[] | undefined {
  const o = input.options;
  if (input.matches === undefined && o.noMatchSize === 0) return undefined;
  const content = input.values.join(SEP);
  if (content.length === 0) return undefined;
  const whole = o.numberOfFragments === 0 || !input.tokenized;
  const max = o.numberOfFragments === 0 ? Number.MAX_SAFE_INTEGER : o.numberOfFragments;
  const bi = new SplittingIterator(content, SEP, baseIterator(o, whole));
  let passages = input.matches && input.matches.length > 0 ? cutPassages(content, input.matches, bi, max, input.center) : [];
  if (passages.length === 0) {
    const p = noMatchPassage(content, o.noMatchSize);
    passages = p ? [p] : [];
  }
  const snippets = formatPassages(passages, content, o).filter((s) => hasText(s.text));
  if (snippets.length === 0) return undefined;
  if (o.scoreOrdered) snippets.sort((a, b) => b.score - a.score);
  return snippets.map((s) => s.text);
}
