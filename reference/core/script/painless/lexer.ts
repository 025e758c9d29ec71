/**
 * Painless's lexer (PainlessLexer.g4): identifiers and keywords, numeric literals with their suffixes,
 * strings in either quote (only `\\` and the quote itself are escapes), regex literals `/…/flags` where a
 * slash cannot be division, comments, and the operators longest first.
 */
import { compileError } from './javaError.ts';

export type TokKind = 'id' | 'num' | 'str' | 'regex' | 'op' | 'eof';

export interface Token {
  kind: TokKind;
  text: string;
  /** Offset of the token's first character. */
  pos: number;
  /** For `str`: the unescaped value; for `regex`: the pattern; for `num`: the literal text. */
  value?: string;
  /** Regex flags. */
  flags?: string;
}

const OPS = [
  '>>>=', '>>>', '===', '!==', '==~', '<<=', '>>=',
  '=~', '?.', '?:', '->', '::', '++', '--', '&&', '||', '==', '!=', '<=', '>=', '<<', '>>',
  '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=',
  '{', '}', '[', ']', '(', ')', '.', ',', ';', '+', '-', '*', '/', '%', '<', '>', '=', '!', '~', '&', '|', '^', '?', ':',
];

const KEYWORDS = new Set(['if', 'else', 'while', 'do', 'for', 'in', 'continue', 'break', 'return', 'new', 'try', 'catch', 'throw', 'this', 'instanceof']);

/** Whether an identifier is a reserved word. */
export function isKeyword(s: string): boolean {
  return KEYWORDS.has(s);
}

function isIdStart(c: string): boolean {
  // `$` names the field API's shorthand `$('field', default)` (a call the allowlist declares).
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$';
}
function isIdPart(c: string): boolean {
  return isIdStart(c) || (c >= '0' && c <= '9');
}
function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** Whether a `/` after this token starts a regex (PainlessLexer's isSlashRegex: not after a value). */
function slashIsRegex(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === 'num' || prev.kind === 'str' || prev.kind === 'regex') return false;
  if (prev.kind === 'id') return isKeyword(prev.text) && prev.text !== 'this';
  return !(prev.text === ')' || prev.text === ']' || prev.text === '++' || prev.text === '--');
}

/** Splits a script into tokens, ending with an `eof` token. */
export function lex(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n' && src[i] !== '\r') i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) compileError(i, `unexpected character [${'/*'}].`);
      i = end + 2;
      continue;
    }
    const start = i;
    if (isIdStart(c)) {
      while (i < n && isIdPart(src[i]!)) i++;
      out.push({ kind: 'id', text: src.slice(start, i), pos: start });
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(src[i + 1] ?? ''))) {
      i = scanNumber(src, i);
      out.push({ kind: 'num', text: src.slice(start, i), pos: start });
      continue;
    }
    if (c === '"' || c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= n) compileError(start, `unexpected character [${src.slice(start)}].`);
        const d = src[i]!;
        if (d === c) break;
        if (d === '\\') {
          const e = src[i + 1];
          if (e === '\\' || e === c) {
            value += e;
            i += 2;
            continue;
          }
          compileError(start, `unexpected character [${src.slice(start, i + 2)}].`);
        }
        value += d;
        i++;
      }
      i++;
      out.push({ kind: 'str', text: src.slice(start, i), pos: start, value });
      continue;
    }
    if (c === '/' && slashIsRegex(out[out.length - 1])) {
      let j = i + 1;
      let pattern = '';
      for (;;) {
        if (j >= n || src[j] === '\n') compileError(start, `unexpected character [${src.slice(start, j)}].`);
        const d = src[j]!;
        if (d === '/') break;
        if (d === '\\' && j + 1 < n && src[j + 1] !== '\n') {
          pattern += src[j + 1] === '/' ? '/' : d + src[j + 1];
          j += 2;
          continue;
        }
        pattern += d;
        j++;
      }
      j++;
      const fstart = j;
      while (j < n && /[cilmsUux]/.test(src[j]!)) j++;
      out.push({ kind: 'regex', text: src.slice(start, j), pos: start, value: pattern, flags: src.slice(fstart, j) });
      i = j;
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (!op) compileError(i, `unexpected character [${c}].`);
    out.push({ kind: 'op', text: op, pos: i });
    i += op.length;
  }
  out.push({ kind: 'eof', text: '<EOF>', pos: n });
  return out;
}

function scanNumber(src: string, i: number): number {
  const n = src.length;
  // HEX is `0 [xX] [0-9a-fA-F]+ [lL]?` (PainlessLexer.g4): without a hex digit, `0x` is the INTEGER 0 then a name.
  if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X') && /[0-9a-fA-F]/.test(src[i + 2] ?? '')) {
    i += 2;
    while (i < n && /[0-9a-fA-F]/.test(src[i]!)) i++;
    if (src[i] === 'l' || src[i] === 'L') i++;
    return i;
  }
  while (i < n && isDigit(src[i]!)) i++;
  if (src[i] === '.' && isDigit(src[i + 1] ?? '')) {
    i++;
    while (i < n && isDigit(src[i]!)) i++;
  }
  if ((src[i] === 'e' || src[i] === 'E') && (isDigit(src[i + 1] ?? '') || ((src[i + 1] === '+' || src[i + 1] === '-') && isDigit(src[i + 2] ?? '')))) {
    i += 2;
    while (i < n && isDigit(src[i]!)) i++;
  }
  if (i < n && /[lLfFdD]/.test(src[i]!)) i++;
  return i;
}
