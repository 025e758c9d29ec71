/**
 * Lucene's CharTokenizer family: a token is a maximal run of characters a predicate accepts, cut at
 * `max_token_length` (255) characters (`whitespace`, `letter`, `lowercase`, `char_group`), and the
 * `keyword` tokenizer (the whole input, or nothing for an empty input).
 */
import { tok, type Tok } from '../token.ts';

/** Java's Character.isWhitespace (no-break spaces are not whitespace). */
export const isJavaWhitespace = (ch: string): boolean => /[\t\n\u000B\f\r\u001C-\u001F \u1680\u2000-\u2006\u2008-\u200A\u2028\u2029\u205F\u3000]/.test(ch);
/** Java's Character.isLetter. */
export const isLetter = (ch: string): boolean => /\p{L}/u.test(ch);

/** Tokens of runs of accepted code points, each cut at maxLen UTF-16 units (CharTokenizer.incrementToken). */
export function charTokens(text: string, accept: (ch: string) => boolean, maxLen = 255, normalize?: (ch: string) => string): Tok[] {
  const out: Tok[] = [];
  let term = '';
  let start = -1;
  let end = 0;
  let off = 0;
  const flush = (): void => {
    if (term.length > 0) out.push(tok(term, start, end));
    term = '';
    start = -1;
  };
  for (const ch of text) {
    if (accept(ch)) {
      if (start < 0) start = off;
      term += normalize ? normalize(ch) : ch;
      end = off + ch.length;
      // CharTokenizer emits a full buffer as a token and starts the next at the following character.
      if (term.length >= maxLen) flush();
    } else flush();
    off += ch.length;
  }
  flush();
  return out;
}

/** The keyword tokenizer: one token of the whole input. */
export function keywordTokens(text: string): Tok[] {
  return text.length === 0 ? [] : [tok(text, 0, text.length)];
}

/** The character classes `char_group` takes by name (CharGroupTokenizerFactory). */
const GROUPS: Record<string, (ch: string) => boolean> = {
  letter: isLetter,
  digit: (ch) => /\p{Nd}/u.test(ch),
  whitespace: isJavaWhitespace,
  punctuation: (ch) => /\p{P}/u.test(ch),
  symbol: (ch) => /\p{S}/u.test(ch),
};

/** The break test of `char_group`'s `tokenize_on_chars`, or the entry it cannot read. */
export function charGroupBreaks(chars: string[]): ((ch: string) => boolean) | { bad: string } {
  const singles = new Set<string>();
  const groups: ((ch: string) => boolean)[] = [];
  const escapes: Record<string, string> = { '\\n': '\n', '\\r': '\r', '\\t': '\t', '\\f': '\f', '\\\\': '\\', "\\'": "'", '\\"': '"' };
  for (const c of chars) {
    if (Object.hasOwn(GROUPS, c)) groups.push(GROUPS[c]);
    else if ([...c].length === 1) singles.add(c);
    else if (Object.hasOwn(escapes, c)) singles.add(escapes[c]);
    else if (/^\\u[0-9a-fA-F]{4}$/.test(c)) singles.add(String.fromCharCode(parseInt(c.slice(2), 16)));
    else return { bad: c };
  }
  return (ch) => singles.has(ch) || groups.some((g) => g(ch));
}
