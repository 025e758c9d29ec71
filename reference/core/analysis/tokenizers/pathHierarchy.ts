/**
 * Lucene's PathHierarchyTokenizer and ReversePathHierarchyTokenizer: every prefix (or suffix) of a
 * path at its delimiters, all at one position (TestPathHierarchyTokenizer, TestReversePathHierarchyTokenizer).
 */
import { tok, type Tok } from '../token.ts';

/** Path tokens of text. */
export function pathTokens(text: string, delimiter: string, replacement: string, skip: number, reverse: boolean): Tok[] {
  const delims: number[] = [];
  for (let i = text.indexOf(delimiter); i >= 0; i = text.indexOf(delimiter, i + delimiter.length)) delims.push(i);
  const shown = (s: string): string => (replacement === delimiter ? s : s.split(delimiter).join(replacement));
  const out: Tok[] = [];
  const emit = (start: number, end: number): void => {
    out.push(tok(shown(text.slice(start, end)), start, end, 'word', out.length === 0 ? 1 : 0));
  };
  if (text.length === 0) return out;
  if (!reverse) {
    const inner = delims.filter((p) => p > 0);
    let start = 0;
    if (skip > 0) {
      if (inner.length < skip) return out;
      start = inner[skip - 1];
    }
    const ends = [...inner.filter((p) => p > start), text.length];
    let last = -1;
    for (const e of ends) if (e > start && e !== last) emit(start, (last = e));
    return out;
  }
  let end = text.length;
  if (skip > 0) {
    const tail = delims.filter((p) => p < text.length - 1);
    if (tail.length < skip) return out;
    end = tail[tail.length - skip] + 1;
  }
  const starts = [0, ...delims.map((p) => p + 1).filter((s) => s > 0 && s < end)];
  let last = -1;
  for (const s of starts) if (s !== last) emit((last = s), end);
  return out;
}
