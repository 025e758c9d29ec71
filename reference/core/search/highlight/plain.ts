/**
 * The plain highlighter (ES's PlainHighlighter over Lucene's Highlighter): each value on its own, its
 * tokens walked in order; a token group is marked when the query scores it (QueryScorer: a matching term,
 * or a phrase's term at a phrase position), and the fragmenter decides where a new fragment starts
 * (SimpleFragmenter: a token ending at or past each multiple of `fragment_size`; SimpleSpanFragmenter, the default: the
 * same but never inside a phrase, nor when less than half a fragment is left; NullFragmenter for
 * `number_of_fragments: 0`). A fragment scores its distinct matching terms; the best come first.
 */
import type { HlToken } from './fieldTokens.ts';
import { encoderOf } from './encoder.ts';
import type { FieldOptions } from './options.ts';

interface Fragment {
  start: number;
  end: number;
  score: number;
  num: number;
}

/** The spans of phrase matches by token position, for SimpleSpanFragmenter. */
export type PhraseSpans = Map<number, number>;

/**
 * Lucene's Highlighter.getBestTextFragments for one value: its fragments with score > 0, best first
 * (ties: the earlier). `hit(i)` says whether token i scores; `term(i)` what it is (distinct terms count once).
 */
export function plainValueFragments(text: string, tokens: HlToken[], hit: (i: number) => boolean, spans: PhraseSpans, o: FieldOptions, max: number): { text: string; score: number }[] {
  const enc = encoderOf(o.encoder);
  const pre = o.preTags[0]!;
  const post = o.postTags[0]!;
  const mode = o.numberOfFragments === 0 ? 'null' : o.fragmenter === 'simple' ? 'simple' : 'span';
  const size = o.fragmentSize;
  let out = '';
  const frags: Fragment[] = [];
  let cur: Fragment = { start: 0, end: 0, score: 0, num: 0 };
  frags.push(cur);
  let found = new Set<string>();
  let total = 0;
  let lastEnd = 0;
  let numFrags = 1;
  let waitForPos = -1;
  // The pending token group: overlapping tokens, marked when any of them scores.
  let gStart = -1;
  let gEnd = -1;
  let gScore = 0;
  const flush = (): void => {
    const piece = enc(text.slice(gStart, gEnd));
    if (gStart > lastEnd) out += enc(text.slice(lastEnd, gStart));
    out += gScore > 0 ? pre + piece + post : piece;
    lastEnd = Math.max(gEnd, lastEnd);
    gStart = -1;
    gScore = 0;
  };
  const isNewFragment = (t: HlToken): boolean => {
    if (mode === 'null') return false;
    if (mode === 'span') {
      if (waitForPos <= t.position) waitForPos = -1;
      else if (waitForPos !== -1) return false;
      const spanEnd = spans.get(t.position);
      if (spanEnd !== undefined) waitForPos = spanEnd + 1;
      const isNew = t.end >= size * numFrags && text.length - t.end >= size >>> 1;
      if (isNew) numFrags++;
      return isNew;
    }
    // SimpleFragmenter.isNewFragment: endOffset >= fragmentSize * currentNumFrags.
    const isNew = t.end >= size * numFrags;
    if (isNew) numFrags++;
    return isNew;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (gStart >= 0 && t.start >= gEnd) {
      flush();
      if (isNewFragment(t)) {
        cur.score = total;
        cur.end = out.length;
        cur = { start: out.length, end: out.length, score: 0, num: frags.length };
        frags.push(cur);
        found = new Set();
        total = 0;
      }
    }
    let score = 0;
    if (hit(i)) {
      score = 1;
      if (!found.has(t.term)) {
        found.add(t.term);
        total += 1;
      }
    }
    if (gStart < 0) {
      gStart = t.start;
      gEnd = t.end;
    } else {
      gStart = Math.min(gStart, t.start);
      gEnd = Math.max(gEnd, t.end);
    }
    gScore += score;
  }
  cur.score = total;
  if (gStart >= 0) flush();
  if (lastEnd < text.length) out += enc(text.slice(lastEnd));
  cur.end = out.length;
  const best = [...frags].sort((a, b) => b.score - a.score || a.num - b.num).slice(0, max);
  return best.filter((fr) => fr.score > 0).map((fr) => ({ text: out.slice(fr.start, fr.end), score: fr.score }));
}

/** PlainHighlighter.findGoodEndForNoHighlightExcerpt: the end of the last token within `noMatchSize`. */
export function goodExcerptEnd(tokens: HlToken[], noMatchSize: number): number {
  let end = -1;
  for (const t of tokens) {
    if (t.end >= noMatchSize) return t.end === noMatchSize ? noMatchSize : end;
    end = t.end;
  }
  return end;
}

/** The fragments of a field from its values' fragments (PlainHighlighter.highlight). */
export function plainFragments(perValue: { text: string; score: number }[][], values: string[], o: FieldOptions, excerptEnd: () => number): string[] | undefined {
  const all = perValue.flat();
  if (o.scoreOrdered) all.sort((a, b) => Math.round(b.score - a.score));
  let frags: string[];
  if (o.numberOfFragments === 0 && values.length > 1 && all.length > 0) frags = all.map((x) => x.text);
  else frags = all.slice(0, Math.max(o.numberOfFragments, 1)).map((x) => x.text);
  if (frags.length > 0) return frags;
  if (o.noMatchSize > 0 && values.length > 0) {
    const end = excerptEnd();
    if (end > 0) return [values[0]!.slice(0, end)];
  }
  return undefined;
}
