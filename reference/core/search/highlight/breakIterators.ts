/**
 * The break iterators the highlighters cut passages with, as the JDK's `java.text.BreakIterator` and
 * Elasticsearch's wrappers behave for them: sentences and words (Locale.ROOT rules, simplified to what
 * Latin text needs), ES's BoundedBreakIteratorScanner (sentences bounded by `fragment_size`, re-split at
 * words), and Lucene's CustomSeparatorBreakIterator / SplittingBreakIterator over values joined by a
 * separator. Only the calls the unified highlighter makes are supported: `preceding` then `following`.
 */

/** BreakIterator.DONE. */
export const DONE = -1;

/** The two calls FieldHighlighter.highlightOffsetsEnums makes on a break iterator. */
export interface BreakIter {
  /** The last boundary before `offset`, or DONE at 0. */
  preceding(offset: number): number;
  /** The first boundary after `offset`, or DONE at the end. */
  following(offset: number): number;
}

/** A break iterator over fixed boundaries (ascending, starting at 0 and ending at the text's length). */
class FixedBreaks implements BreakIter {
  constructor(private readonly b: number[]) {}
  preceding(offset: number): number {
    if (offset <= 0) return DONE;
    let lo = 0;
    let hi = this.b.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.b[mid]! < offset) lo = mid;
      else hi = mid - 1;
    }
    return this.b[lo]!;
  }
  following(offset: number): number {
    const last = this.b[this.b.length - 1]!;
    if (offset >= last) return DONE;
    let lo = 0;
    let hi = this.b.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.b[mid]! > offset) hi = mid;
      else lo = mid + 1;
    }
    return this.b[lo]!;
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}_]/u;
const SPACE = /[\s\u00a0]/u;

/**
 * Word boundaries (BreakIterator.getWordInstance): runs of letters and digits (with `'` between letters
 * and `.`/`,` between digits kept inside), runs of white space, and every other character alone.
 */
export function wordBreaks(text: string): number[] {
  const out = [0];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    let j = i + 1;
    if (LETTER_OR_DIGIT.test(c)) {
      while (j < n) {
        const d = text[j]!;
        if (LETTER_OR_DIGIT.test(d)) j++;
        else if ((d === "'" || d === '\u2019' || d === '.' || d === ',') && j + 1 < n && LETTER_OR_DIGIT.test(text[j + 1]!) && midWordOk(d, text[j - 1]!, text[j + 1]!)) j += 2;
        else break;
      }
    } else if (SPACE.test(c) && c !== '\n' && c !== '\r') {
      while (j < n && SPACE.test(text[j]!) && text[j] !== '\n' && text[j] !== '\r') j++;
    } else if (c === '\r' && text[j] === '\n') j++;
    out.push(j);
    i = j;
  }
  if (out[out.length - 1] !== n) out.push(n);
  return out;
}

function midWordOk(sep: string, before: string, after: string): boolean {
  const digit = /\p{N}/u;
  if (sep === '.' || sep === ',') return digit.test(before) && digit.test(after);
  return /\p{L}/u.test(before) && /\p{L}/u.test(after);
}

/**
 * Sentence boundaries (BreakIterator.getSentenceInstance): after `?` or `!` (and closing punctuation)
 * followed by spaces, after `.` followed by spaces and not by a lower-case letter, and after a paragraph
 * or line separator; the spaces belong to the sentence before.
 */
export function sentenceBreaks(text: string): number[] {
  const out = [0];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === '\u2029' || c === '\u2028' || c === '\n' || c === '\r') {
      let j = i + 1;
      if (c === '\r' && text[j] === '\n') j++;
      if (j < n) out.push(j);
      i = j;
      continue;
    }
    if (c === '.' || c === '?' || c === '!') {
      let j = i + 1;
      while (j < n && /[.?!]/.test(text[j]!)) j++;
      while (j < n && /["')\]}\u201d\u2019]/.test(text[j]!)) j++;
      const spaceStart = j;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\u00a0')) j++;
      let hardEnd = false;
      if (j < n && (text[j] === '\n' || text[j] === '\r' || text[j] === '\u2029')) {
        j++;
        if (text[j - 1] === '\r' && text[j] === '\n') j++;
        hardEnd = true;
      }
      if (j >= n) break;
      if (hardEnd || (j > spaceStart && !(c === '.' && /[\p{Ll}\p{N}]/u.test(text[j]!)))) out.push(j);
      i = j;
      continue;
    }
    i++;
  }
  if (out[out.length - 1] !== n) out.push(n);
  return out;
}

/** A word break iterator over a text. */
export function wordIterator(text: string): BreakIter {
  return new FixedBreaks(wordBreaks(text));
}

/** A sentence break iterator over a text. */
export function sentenceIterator(text: string): BreakIter {
  return new FixedBreaks(sentenceBreaks(text));
}

/** The whole text as one passage (Lucene's WholeBreakIterator). */
export function wholeIterator(text: string): BreakIter {
  return new FixedBreaks(text.length === 0 ? [0] : [0, text.length]);
}

/**
 * Elasticsearch's BoundedBreakIteratorScanner: the sentence around a match, grown over the following
 * sentences while the passage stays within `maxLen`, and re-split at word boundaries when one sentence
 * is longer than that. Must be called with increasing offsets, `following` right after `preceding`.
 */
export class BoundedScanner implements BreakIter {
  private windowStart = -1;
  private windowEnd = -1;
  private innerStart = -1;
  private innerEnd = 0;
  private readonly main: BreakIter;
  private readonly inner: BreakIter;

  constructor(
    private readonly text: string,
    private readonly maxLen: number,
  ) {
    this.main = sentenceIterator(text);
    this.inner = wordIterator(text);
  }

  preceding(offset: number): number {
    const maxLen = this.maxLen;
    const textEnd = this.text.length;
    if (offset > this.windowStart && offset < this.windowEnd) {
      this.innerStart = this.innerEnd;
      this.innerEnd = this.windowEnd;
    } else {
      this.innerStart = Math.max(this.main.preceding(offset), 0);
      const targetEnd = offset + Math.max(0, maxLen - (offset - this.innerStart));
      this.innerEnd = targetEnd + 1 > textEnd ? textEnd : this.main.preceding(targetEnd + 1);
      // No break up to maxLen: take the first one after it.
      if (this.innerStart === this.innerEnd) this.innerEnd = targetEnd >= textEnd ? textEnd : this.main.following(targetEnd);
      this.windowStart = this.innerStart;
      this.windowEnd = this.innerEnd;
    }
    if (this.innerEnd - this.innerStart > maxLen) {
      // Too big: word boundaries to the left of the match first, then the rest of the size to its right.
      if (offset - maxLen > this.innerStart) this.innerStart = Math.max(this.innerStart, this.inner.preceding(offset - maxLen));
      const remaining = Math.max(0, maxLen - (offset - this.innerStart));
      if (offset + remaining < this.windowEnd) this.innerEnd = Math.min(this.windowEnd, this.inner.following(offset + remaining));
    }
    return this.innerStart;
  }

  following(_offset: number): number {
    return this.innerEnd;
  }
}

/**
 * Lucene's SplittingBreakIterator: values joined by `sep` are passages of their own; a fresh base
 * iterator runs over the value an offset falls in (so a stateful one starts over per value).
 */
export class SplittingIterator implements BreakIter {
  private sliceStart = -1;
  private sliceEnd = -1;
  private base: BreakIter | undefined;

  constructor(
    private readonly text: string,
    private readonly sep: string,
    private readonly make: (slice: string) => BreakIter,
  ) {}

  private enter(at: number): void {
    if (this.base && at >= this.sliceStart && at <= this.sliceEnd) return;
    const s = this.text.lastIndexOf(this.sep, at - 1) + 1;
    let e = this.text.indexOf(this.sep, at);
    if (e === -1) e = this.text.length;
    this.sliceStart = s;
    this.sliceEnd = e;
    this.base = this.make(this.text.slice(s, e));
  }

  preceding(offset: number): number {
    if (offset <= 0) return DONE;
    this.enter(offset - 1);
    const r = this.base!.preceding(offset - this.sliceStart);
    return r === DONE ? this.sliceStart : this.sliceStart + r;
  }

  following(offset: number): number {
    if (offset >= this.text.length) return DONE;
    this.enter(offset);
    const r = this.base!.following(offset - this.sliceStart);
    return r === DONE ? this.sliceEnd : this.sliceStart + r;
  }
}
