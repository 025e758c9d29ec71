/**
 * `word_delimiter_graph` (Lucene's WordDelimiterGraphFilter) and `word_delimiter` (WordDelimiterFilter):
 * a token is split into subwords at delimiters, case changes and letter/digit changes
 * (WordDelimiterIterator), a trailing `'s` dropped; parts, their concatenations and the original are
 * emitted. The graph filter gives a concatenation or the original the span of its parts
 * (positionLength), longest first at each start; the flat filter stacks them on the last part.
 */
import { filter, type TokenFilterFactory } from '../components.ts';
import { bool, list, type Params } from '../params.ts';
import type { Stream, Tok } from '../token.ts';

const LOWER = 1;
const UPPER = 2;
const DIGIT = 4;
const DELIM = 8;
const ALPHA = LOWER | UPPER;

/** WordDelimiterIterator.getType by Java's Character.getType. */
function charType(ch: string): number {
  if (/\p{Lu}/u.test(ch)) return UPPER;
  if (/\p{Ll}/u.test(ch)) return LOWER;
  if (/[\p{Lt}\p{Lm}\p{Lo}\p{Mn}\p{Me}\p{Mc}]/u.test(ch)) return ALPHA;
  if (/[\p{Nd}\p{Nl}\p{No}]/u.test(ch)) return DIGIT;
  return DELIM;
}

interface Options {
  words: boolean;
  numbers: boolean;
  catWords: boolean;
  catNumbers: boolean;
  catAll: boolean;
  caseChange: boolean;
  numerics: boolean;
  original: boolean;
  possessive: boolean;
  adjustOffsets: boolean;
  ignoreKeywords: boolean;
  protectedWords: Set<string>;
  table: Map<string, number>;
}

interface Part {
  start: number;
  end: number;
  type: number;
}

function isBreak(o: Options, last: number, type: number): boolean {
  if ((type & last) !== 0) return false;
  if (!o.caseChange && last & ALPHA && type & ALPHA) return false;
  if (last & UPPER && type & ALPHA) return false;
  if (!o.numerics && ((last & ALPHA && type & DIGIT) || (last & DIGIT && type & ALPHA))) return false;
  return true;
}

/** The subwords of a term (UTF-16 indices). */
function subwords(term: string, o: Options): Part[] {
  const chars = [...term];
  const types = chars.map((c) => o.table.get(c) ?? charType(c));
  const end = chars.length;
  // WordDelimiterIterator.endsWithPossessive: `'s` after a letter, ending the term or before a delimiter.
  const possessiveAt = (i: number): boolean =>
    o.possessive && i >= 1 && chars[i] === "'" && (chars[i + 1] === 's' || chars[i + 1] === 'S') && (types[i - 1] & ALPHA) !== 0 && (i + 2 === end || (types[i + 2] & DELIM) !== 0);
  const offs: number[] = [0];
  for (const c of chars) offs.push(offs[offs.length - 1] + c.length);
  const parts: Part[] = [];
  let i = 0;
  while (i < end) {
    while (i < end && types[i] & DELIM) i++;
    if (i >= end) break;
    const s = i;
    let last = types[i];
    i++;
    while (i < end && !(types[i] & DELIM) && !isBreak(o, last, types[i])) last = types[i++];
    // "XMLParser"-style runs stay whole; a part is alpha or digit by its first character.
    parts.push({ start: offs[s], end: offs[i], type: types[s] & DIGIT ? DIGIT : ALPHA });
    if (possessiveAt(i)) i += 2;
  }
  return parts;
}

interface Out {
  tok: Tok;
  from: number;
  to: number;
}

function splitToken(t: Tok, o: Options, graph: boolean): Tok[] {
  if ((o.ignoreKeywords && t.keyword) || o.protectedWords.has(t.term)) return [t];
  const parts = subwords(t.term, o);
  if (parts.length === 0) return o.original ? [t] : [];
  // A single part covering the whole term: the token as it is.
  if (parts.length === 1 && parts[0].start === 0 && parts[0].end === t.term.length) return [t];
  const adjust = o.adjustOffsets && t.end - t.start === t.term.length;
  const make = (term: string, a: number, b: number): Tok => ({ ...t, term, start: adjust ? t.start + a : t.start, end: adjust ? t.start + b : t.end, posLen: 1 });
  const outs: Out[] = [];
  if (o.original) outs.push({ tok: t, from: 0, to: parts.length });
  const runs = (want: number): [number, number][] => {
    const r: [number, number][] = [];
    let k = 0;
    while (k < parts.length) {
      if (parts[k].type !== want) {
        k++;
        continue;
      }
      let j = k;
      while (j + 1 < parts.length && parts[j + 1].type === want) j++;
      if (j > k) r.push([k, j + 1]);
      k = j + 1;
    }
    return r;
  };
  const cat = (a: number, b: number): Tok => make(parts.slice(a, b).map((p) => t.term.slice(p.start, p.end)).join(''), parts[a].start, parts[b - 1].end);
  const cats: Out[] = [];
  if (o.catWords) for (const [a, b] of runs(ALPHA)) cats.push({ tok: cat(a, b), from: a, to: b });
  if (o.catNumbers) for (const [a, b] of runs(DIGIT)) cats.push({ tok: cat(a, b), from: a, to: b });
  if (o.catAll && parts.length > 1 && !cats.some((c) => c.from === 0 && c.to === parts.length)) cats.push({ tok: cat(0, parts.length), from: 0, to: parts.length });
  const singles: Out[] = [];
  parts.forEach((p, k) => {
    if ((p.type === ALPHA && o.words) || (p.type === DIGIT && o.numbers)) singles.push({ tok: make(t.term.slice(p.start, p.end), p.start, p.end), from: k, to: k + 1 });
  });
  const all = [...outs, ...cats, ...singles];
  if (all.length === 0) return [];
  // Positions: one per part that some output starts or ends on, in order.
  const used = new Set<number>();
  for (const x of all) used.add(x.from);
  const posOf = (k: number): number => [...used].filter((u) => u < k).length;
  if (graph) {
    all.sort((a, b) => a.from - b.from || b.to - a.to);
    let last = -1;
    return all.map((x) => {
      const pos = posOf(x.from);
      const endPos = [...used].filter((u) => u < x.to).length;
      const posInc = last < 0 ? t.posInc : pos - last;
      last = pos;
      return { ...x.tok, posInc, posLen: Math.max(1, endPos - pos) };
    });
  }
  // WordDelimiterFilter: parts in order, each concatenation (and the original, first) stacked on its last part.
  const flatOut: Tok[] = [];
  let lastPos = -1;
  const emit = (x: Out, pos: number): void => {
    flatOut.push({ ...x.tok, posInc: lastPos < 0 ? t.posInc : pos - lastPos, posLen: 1 });
    lastPos = pos;
  };
  if (o.original) emit(outs[0], 0);
  for (const s of singles) {
    emit(s, posOf(s.from));
    for (const c of cats) if (c.to === s.to) emit(c, posOf(s.from));
  }
  if (singles.length === 0) for (const c of cats) emit(c, 0);
  return flatOut;
}

function options(p: Params): Options {
  const b = (k: string, d: boolean): boolean => bool(p, k, d) ?? d;
  const table = new Map<string, number>();
  const names: Record<string, number> = { LOWER, UPPER, ALPHA, DIGIT, ALPHANUM: ALPHA | DIGIT, SUBWORD_DELIM: DELIM };
  for (const rule of list(p, 'type_table') ?? []) {
    const m = /^(.+?)\s*=>\s*([A-Z_]+)$/.exec(rule.trim());
    if (!m) continue;
    const ch = m[1].replace(/^\\u([0-9a-fA-F]{4})$/, (_x, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/^\\(.)$/, '$1');
    if (names[m[2]] !== undefined) table.set(ch, names[m[2]]);
  }
  return {
    words: b('generate_word_parts', true),
    numbers: b('generate_number_parts', true),
    catWords: b('catenate_words', false),
    catNumbers: b('catenate_numbers', false),
    catAll: b('catenate_all', false),
    caseChange: b('split_on_case_change', true),
    numerics: b('split_on_numerics', true),
    original: b('preserve_original', false),
    possessive: b('stem_english_possessive', true),
    adjustOffsets: b('adjust_offsets', true),
    ignoreKeywords: b('ignore_keywords', false),
    protectedWords: new Set(list(p, 'protected_words') ?? []),
    table,
  };
}

function factory(graph: boolean): TokenFilterFactory {
  return (p, ctx) => {
    const o = options(p);
    return filter(ctx.name, (s: Stream) => {
      const out: Tok[] = [];
      let carry = 0;
      for (const t of s.tokens) {
        const parts = splitToken(carry ? { ...t, posInc: t.posInc + carry } : t, o, graph);
        carry = parts.length === 0 ? carry + t.posInc : 0;
        out.push(...parts);
      }
      return { ...s, tokens: out, endPosInc: s.endPosInc + carry };
    });
  };
}

export const wordDelimiterGraphFactory = factory(true);
export const wordDelimiterFactory = factory(false);
