/**
 * The token manager of Lucene's classic QueryParser (QueryParser.jj's token definitions): JavaCC's longest
 * match, ties won by the earlier definition, three lexical states (DEFAULT, Boost after `^`, Range after
 * `[`/`{`). Columns are 0-based offsets, as Lucene's FastCharStream reports them.
 */

/** Token kinds (QueryParserConstants). */
export const K = {
  EOF: 0, AND: 8, OR: 9, NOT: 10, PLUS: 11, MINUS: 12, BAREOPER: 13, LPAREN: 14, RPAREN: 15, COLON: 16, STAR: 17,
  CARAT: 18, QUOTED: 19, TERM: 20, FUZZY_SLOP: 21, PREFIXTERM: 22, WILDTERM: 23, REGEXPTERM: 24, RANGEIN_START: 25,
  RANGEEX_START: 26, NUMBER: 27, RANGE_TO: 28, RANGEIN_END: 29, RANGEEX_END: 30, RANGE_QUOTED: 31, RANGE_GOOP: 32,
} as const;

/** QueryParserConstants.tokenImage, as parse errors print the kinds. */
export const TOKEN_IMAGE = [
  '<EOF>', '<_NUM_CHAR>', '<_ESCAPED_CHAR>', '<_TERM_START_CHAR>', '<_TERM_CHAR>', '<_WHITESPACE>', '<_QUOTED_CHAR>', '<token of kind 7>',
  '<AND>', '<OR>', '<NOT>', '"+"', '"-"', '<BAREOPER>', '"("', '")"', '":"', '"*"', '"^"', '<QUOTED>', '<TERM>', '<FUZZY_SLOP>',
  '<PREFIXTERM>', '<WILDTERM>', '<REGEXPTERM>', '"["', '"{"', '<NUMBER>', '"TO"', '"]"', '"}"', '<RANGE_QUOTED>', '<RANGE_GOOP>',
];

/** Lexical states (QueryParserConstants). */
const BOOST = 0;
const RANGE = 1;
const DEFAULT = 2;

export interface Token {
  kind: number;
  image: string;
  begin: number;
  next?: Token;
}

/** A lexical error (TokenMgrError) with what its message needs. */
export interface LexicalError {
  eof: boolean;
  state: number;
  column: number;
  after: string;
  char: number;
}

const WS = new Set([' ', '\t', '\n', '\r', '\u3000']);
const NOT_TERM_START = new Set([' ', '\t', '\n', '\r', '\u3000', '+', '-', '!', '(', ')', ':', '^', '[', ']', '"', '{', '}', '~', '*', '?', '\\', '/']);

/** Length of a <_TERM_START_CHAR> at i (2 for an escaped char), or 0. */
function termStart(s: string, i: number): number {
  if (i >= s.length) return 0;
  if (s[i] === '\\') return i + 1 < s.length ? 2 : 0;
  return NOT_TERM_START.has(s[i]!) ? 0 : 1;
}

function termChar(s: string, i: number): number {
  if (s[i] === '-' || s[i] === '+') return 1;
  return termStart(s, i);
}

function run(s: string, i: number, step: (s: string, i: number) => number): number {
  let j = i;
  for (let n = step(s, j); n > 0; n = step(s, j)) j += n;
  return j - i;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The longest match of each DEFAULT-state token at i, in definition order (0 = no match). */
function defaultMatches(s: string, i: number): [number, number][] {
  const c = s[i]!;
  const out: [number, number][] = [];
  const lit = (kind: number, text: string) => out.push([kind, s.startsWith(text, i) ? text.length : 0]);
  out.push([K.AND, s.startsWith('AND', i) ? 3 : s.startsWith('&&', i) ? 2 : 0]);
  out.push([K.OR, s.startsWith('OR', i) ? 2 : s.startsWith('||', i) ? 2 : 0]);
  out.push([K.NOT, s.startsWith('NOT', i) ? 3 : c === '!' ? 1 : 0]);
  lit(K.PLUS, '+');
  lit(K.MINUS, '-');
  out.push([K.BAREOPER, (c === '+' || c === '-' || c === '!') && WS.has(s[i + 1] ?? '') ? 2 : 0]);
  lit(K.LPAREN, '(');
  lit(K.RPAREN, ')');
  lit(K.COLON, ':');
  lit(K.STAR, '*');
  lit(K.CARAT, '^');
  if (c === '"') {
    let j = i + 1;
    let closed = 0;
    while (j < s.length) {
      if (s[j] === '\\') {
        if (j + 1 >= s.length) break;
        j += 2;
        continue;
      }
      if (s[j] === '"') {
        closed = j + 1 - i;
        break;
      }
      j++;
    }
    out.push([K.QUOTED, closed]);
  } else out.push([K.QUOTED, 0]);
  const ts = termStart(s, i);
  const term = ts > 0 ? ts + run(s, i + ts, termChar) : 0;
  out.push([K.TERM, term]);
  if (c === '~') {
    let j = i + 1;
    if (isDigit(s[j])) {
      while (isDigit(s[j])) j++;
      if (s[j] === '.' && isDigit(s[j + 1])) {
        j++;
        while (isDigit(s[j])) j++;
      }
    }
    j += run(s, j, termChar);
    out.push([K.FUZZY_SLOP, j - i]);
  } else out.push([K.FUZZY_SLOP, 0]);
  out.push([K.PREFIXTERM, c === '*' ? 1 : term > 0 && s[i + term] === '*' ? term + 1 : 0]);
  const wildStep = (str: string, k: number) => (str[k] === '*' || str[k] === '?' ? 1 : termChar(str, k));
  const wStart = c === '*' || c === '?' ? 1 : ts;
  out.push([K.WILDTERM, wStart > 0 ? wStart + run(s, i + wStart, wildStep) : 0]);
  if (c === '/') {
    let j = i + 1;
    let closed = 0;
    while (j < s.length) {
      // ~["/"] also takes a backslash, so `\/` is the longer alternative only when it closes later.
      if (s[j] === '\\' && s[j + 1] === '/') {
        j += 2;
        continue;
      }
      if (s[j] === '/') {
        closed = j + 1 - i;
        break;
      }
      j++;
    }
    out.push([K.REGEXPTERM, closed]);
  } else out.push([K.REGEXPTERM, 0]);
  lit(K.RANGEIN_START, '[');
  lit(K.RANGEEX_START, '{');
  return out;
}

function rangeMatches(s: string, i: number): [number, number][] {
  const out: [number, number][] = [];
  out.push([K.RANGE_TO, s.startsWith('TO', i) ? 2 : 0]);
  out.push([K.RANGEIN_END, s[i] === ']' ? 1 : 0]);
  out.push([K.RANGEEX_END, s[i] === '}' ? 1 : 0]);
  if (s[i] === '"') {
    // "\"" (~["\""] | "\\\"")+ "\"": at least one character inside.
    let j = i + 1;
    let closed = 0;
    while (j < s.length) {
      if (s[j] === '\\' && s[j + 1] === '"') {
        j += 2;
        continue;
      }
      if (s[j] === '"') {
        if (j > i + 1) closed = j + 1 - i;
        else {
          j++;
          continue;
        }
        break;
      }
      j++;
    }
    out.push([K.RANGE_QUOTED, closed]);
  } else out.push([K.RANGE_QUOTED, 0]);
  let j = i;
  while (j < s.length && s[j] !== ' ' && s[j] !== ']' && s[j] !== '}') j++;
  out.push([K.RANGE_GOOP, j - i]);
  return out;
}

/** The token manager over one query string: `next()` gives the next token or a lexical error. */
export class TokenManager {
  private pos = 0;
  private state = DEFAULT;
  constructor(private readonly s: string) {}

  next(): Token | LexicalError {
    const s = this.s;
    if (this.state !== BOOST) while (this.pos < s.length && (this.state === DEFAULT ? WS.has(s[this.pos]!) : WS.has(s[this.pos]!))) this.pos++;
    if (this.pos >= s.length) return { kind: K.EOF, image: '', begin: this.pos };
    const i = this.pos;
    let best: [number, number] = [-1, 0];
    if (this.state === BOOST) {
      let j = i;
      while (isDigit(s[j])) j++;
      if (j > i && s[j] === '.' && isDigit(s[j + 1])) {
        j++;
        while (isDigit(s[j])) j++;
      }
      if (j > i) best = [K.NUMBER, j - i];
    } else {
      for (const m of this.state === DEFAULT ? defaultMatches(s, i) : rangeMatches(s, i)) if (m[1] > best[1]) best = m;
    }
    if (best[0] < 0) return this.lexicalError(i);
    const [kind, len] = best;
    this.pos = i + len;
    if (kind === K.CARAT) this.state = BOOST;
    else if (kind === K.NUMBER) this.state = DEFAULT;
    else if (kind === K.RANGEIN_START || kind === K.RANGEEX_START) this.state = RANGE;
    else if (kind === K.RANGEIN_END || kind === K.RANGEEX_END) this.state = DEFAULT;
    return { kind, image: s.slice(i, i + len), begin: i };
  }

  /**
   * The generated token manager's error: it read as far as its automaton went (the longest viable prefix)
   * and reports the character it stopped on, or EOF, with the prefix read.
   */
  private lexicalError(i: number): LexicalError {
    const s = this.s;
    const state = this.state;
    // The prefixes that fail only at their end: an unclosed quote or regexp, an escape at the end.
    let end = i;
    if (state === DEFAULT && (s[i] === '"' || s[i] === '/')) end = s.length;
    else if (state === DEFAULT && s[i] === '\\') end = s.length;
    else if (state === RANGE && s[i] === '"') end = s.length;
    if (end >= s.length && end > i) return { eof: true, state, column: s.length + 1, after: s.slice(i), char: 0 };
    return { eof: false, state, column: i + 1, after: '', char: s.charCodeAt(i) };
  }
}

function addEscapes(str: string): string {
  let out = '';
  for (const ch of str) {
    const code = ch.charCodeAt(0);
    if (ch === '\b') out += '\\b';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\r') out += '\\r';
    else if (ch === '"') out += '\\"';
    else if (ch === "'") out += "\\'";
    else if (ch === '\\') out += '\\\\';
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out;
}

/** TokenMgrError.LexicalErr: JavaCC 5's wording (Lucene before 9) or JavaCC 7's (Lucene 9+). */
export function lexicalMessage(e: LexicalError, javacc7: boolean): string {
  if (!javacc7) {
    const enc = e.eof ? '<EOF> ' : `"${addEscapes(String.fromCharCode(e.char))}" (${e.char}), `;
    return `Lexical error at line 1, column ${e.column}.  Encountered: ${enc}after : "${addEscapes(e.after)}"`;
  }
  const enc = e.eof ? '<EOF>' : `'${addEscapes(String.fromCharCode(e.char))}' (${e.char}),`;
  const after = e.after === '' ? '' : ` after prefix "${addEscapes(e.after)}"`;
  return `Lexical error at line 1, column ${e.column}.  Encountered: ${enc}${after}${e.state === 0 ? '' : ` (in lexical state ${e.state})`}`;
}

export { addEscapes };
