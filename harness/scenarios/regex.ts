/**
 * Java regexes as the YAML runners use them, translated to JavaScript. Elasticsearch's `MatchAssertion`
 * compiles a `/.../` expectation with `Pattern.COMMENTS` and calls `find()`; `catch: /.../` compiles without
 * flags. The translation follows `java.util.regex.Pattern` where JS differs:
 *
 * - COMMENTS (`x`): whitespace and `#…` line comments are dropped everywhere, inside character classes too
 *   (Java's parser skips them in `clazz()` as well; Perl does not). `\ ` and `\#` stay literal.
 * - `$` (without MULTILINE) matches at the end or before a final line terminator; `\Z` likewise; `\z` only at
 *   the end; `\A` at the start. `^`/`$` under MULTILINE follow Java's line terminators.
 * - `.` does not match Java's line terminators (`\n \r \u0085 \u2028 \u2029`) unless DOTALL (`s`).
 * - `\s` is ASCII whitespace, `\h`, `\v`, `\R` are Java's classes, `\p{Alpha}` and the other POSIX classes
 *   are ASCII as in Java.
 * - `\Q…\E` quotes literally; inline flags `(?imsx-imsx)` and `(?imsx-imsx:…)` are scoped to their group;
 *   a case-insensitive part of a pattern that is not wholly case-insensitive has its letters expanded.
 * - Possessive quantifiers (`*+`, `++`, `?+`, `{n,m}+`) and atomic groups `(?>…)` become the lookahead-and-
 *   backreference idiom `(?=(…))\N`, which matches the same, with backreferences renumbered.
 *
 * A construct with no faithful translation throws RegexTranslationError naming it: the assertion is then an
 * error of the runner, never a mismatch blamed on the target.
 */
import { HARNESS_CODES, HarnessError } from '../model/errors.ts';

/** A Java construct this translator cannot render faithfully in a JS RegExp. */
export class RegexTranslationError extends HarnessError {
  constructor(message: string) {
    super(HARNESS_CODES.regexTranslation, message);
    this.name = 'RegexTranslationError';
  }
}

/** Whether an expected value is written in the `/.../` regex form: trimmed, longer than 2, slash at both ends. */
export function isRegexLiteral(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const t = v.trim();
  return t.length > 2 && t.startsWith('/') && t.endsWith('/');
}

interface Flags {
  i: boolean;
  s: boolean;
  m: boolean;
  x: boolean;
}

const LINE_TERM = '\\n\\r\\u0085\\u2028\\u2029';
const ASCII_SPACE = ' \\t\\n\\x0B\\f\\r';
const H_SPACE = ' \\t\\xA0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';
const V_SPACE = '\\n\\x0B\\f\\r\\x85\\u2028\\u2029';
const END_OR_FINAL_TERMINATOR = `(?=(?:\\r\\n|[${LINE_TERM}])?$)`;

/** Java's POSIX classes (US-ASCII only, as Java without UNICODE_CHARACTER_CLASS), as class contents. */
const POSIX: Record<string, string> = {
  Lower: 'a-z',
  Upper: 'A-Z',
  ASCII: '\\x00-\\x7F',
  Alpha: 'a-zA-Z',
  Digit: '0-9',
  Alnum: 'a-zA-Z0-9',
  Punct: '!-\\/:-@\\[-`{-~',
  Graph: '!-~',
  Print: ' -~',
  Blank: ' \\t',
  Cntrl: '\\x00-\\x1F\\x7F',
  XDigit: '0-9a-fA-F',
  Space: ASCII_SPACE,
  javaLowerCase: 'a-z',
  javaUpperCase: 'A-Z',
  javaWhitespace: ASCII_SPACE + '\\x1C-\\x1F',
  L: 'a-zA-Z', // only when the rest of the pattern is ASCII-safe; see classEscape
};

const isAsciiSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\x0B' || c === '\f' || c === '\r';
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();
const escapeLiteral = (c: string): string => (/[\\^$.*+?()[\]{}|/-]/.test(c) ? `\\${c}` : c);

/** One character as JS regex source, both cases when case-insensitive by expansion. */
function literal(c: string, expandCase: boolean, inClass: boolean): string {
  if (expandCase && isLetter(c) && c.toLowerCase() !== c.toUpperCase()) {
    const both = `${escapeLiteral(c.toLowerCase())}${escapeLiteral(c.toUpperCase())}`;
    return inClass ? both : `[${both}]`;
  }
  return escapeLiteral(c);
}

/** Translate a Java regex body to JS source and flags. Throws RegexTranslationError. */
export function translateJavaRegex(src: string, initial: Partial<Flags> = {}): { source: string; flags: string } {
  // A leading `(?i)` that nothing turns off makes the whole pattern case-insensitive: use JS's own flag.
  const wholeI = /^\(\?[a-zA-Z]*i[a-zA-Z]*\)/.test(src) && !/\(\?[a-zA-Z]*-[a-zA-Z]*i/.test(src);
  let pos = 0;
  let groups = 0; // JS capturing groups emitted so far
  const javaToJs: number[] = [0]; // Java group number → JS group number
  const named: string[] = [];
  const peek = (): string | undefined => src[pos];

  const skipComments = (flags: Flags): void => {
    if (!flags.x) return;
    for (;;) {
      const c = src[pos];
      if (c !== undefined && isAsciiSpace(c)) pos++;
      else if (c === '#') {
        while (pos < src.length && src[pos] !== '\n') pos++;
      } else return;
    }
  };

  const unsupported = (what: string): never => {
    throw new RegexTranslationError(`the Java regex construct ${what} (at offset ${pos}) has no faithful JavaScript translation`);
  };

  /** An escape outside a class; returns JS source. */
  const escape = (flags: Flags, inClass: boolean): string => {
    const c = src[pos++];
    if (c === undefined) return unsupported('a trailing backslash');
    const expand = flags.i && !wholeI;
    switch (c) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
        return `\\${c}`;
      case 's':
        return inClass ? ASCII_SPACE : `[${ASCII_SPACE}]`;
      case 'S':
        return inClass ? unsupported('\\S inside a character class') : `[^${ASCII_SPACE}]`;
      case 'h':
        return inClass ? H_SPACE : `[${H_SPACE}]`;
      case 'H':
        return inClass ? unsupported('\\H inside a character class') : `[^${H_SPACE}]`;
      case 'v':
        return inClass ? V_SPACE : `[${V_SPACE}]`;
      case 'V':
        return inClass ? unsupported('\\V inside a character class') : `[^${V_SPACE}]`;
      case 'R':
        return inClass ? unsupported('\\R inside a character class') : `(?:\\r\\n|[${V_SPACE}])`;
      case 'b':
      case 'B':
        return inClass ? unsupported(`\\${c} inside a character class`) : `\\${c}`;
      case 'A':
        return inClass ? unsupported('\\A inside a character class') : '^';
      case 'z':
        return inClass ? unsupported('\\z inside a character class') : '$';
      case 'Z':
        return inClass ? unsupported('\\Z inside a character class') : END_OR_FINAL_TERMINATOR;
      case 'G':
        return unsupported('\\G');
      case 'X':
        return unsupported('\\X');
      case 'Q': {
        const end = src.indexOf('\\E', pos);
        const text = end < 0 ? src.slice(pos) : src.slice(pos, end);
        pos = end < 0 ? src.length : end + 2;
        return [...text].map((ch) => literal(ch, expand, inClass)).join('');
      }
      case 'E':
        return ''; // a stray \E is ignored, as in Java
      case 'p':
      case 'P': {
        const m = /^\{(?:Is)?([A-Za-z]+)\}/.exec(src.slice(pos)) ?? /^([A-Za-z])/.exec(src.slice(pos));
        if (!m) return unsupported(`\\${c} without a class name`);
        const name = m[1]!;
        const body = POSIX[name];
        if (body === undefined || name === 'L') return unsupported(`\\${c}{${name}}`);
        pos += m[0].length;
        if (c === 'p') return inClass ? body : `[${body}]`;
        return inClass ? unsupported(`\\P{${name}} inside a character class`) : `[^${body}]`;
      }
      case 't':
      case 'n':
      case 'r':
      case 'f':
        return `\\${c}`;
      case 'a':
        return '\\x07';
      case 'e':
        return '\\x1B';
      case 'x': {
        const m = /^\{([0-9a-fA-F]+)\}/.exec(src.slice(pos));
        if (m) {
          pos += m[0].length;
          const cp = parseInt(m[1]!, 16);
          if (cp > 0xffff) return unsupported(`\\x{${m[1]}} beyond the BMP`);
          return `\\u${cp.toString(16).padStart(4, '0')}`;
        }
        const h = /^[0-9a-fA-F]{2}/.exec(src.slice(pos));
        if (!h) return unsupported('\\x without two hex digits');
        pos += 2;
        return `\\x${h[0]}`;
      }
      case 'u': {
        const h = /^[0-9a-fA-F]{4}/.exec(src.slice(pos));
        if (!h) return unsupported('\\u without four hex digits');
        pos += 4;
        return `\\u${h[0]}`;
      }
      case 'c': {
        const ch = src[pos++];
        if (ch === undefined) return unsupported('\\c at the end');
        return `\\x${(ch.charCodeAt(0) ^ 64).toString(16).padStart(2, '0')}`;
      }
      case '0': {
        // Java octal: \0n, \0nn, \0mnn (m ≤ 3).
        const m = /^[0-3]?[0-7]{1,2}/.exec(src.slice(pos)) ?? /^[0-7]/.exec(src.slice(pos));
        if (!m) return unsupported('\\0 without octal digits');
        pos += m[0].length;
        return `\\u${parseInt(m[0], 8).toString(16).padStart(4, '0')}`;
      }
      case 'k': {
        const m = /^<([A-Za-z][A-Za-z0-9]*)>/.exec(src.slice(pos));
        if (!m || !named.includes(m[1]!)) return unsupported('\\k without a defined group name');
        if (expand) return unsupported('a backreference under a scoped (?i)');
        pos += m[0].length;
        return `\\k<${m[1]}>`;
      }
      default:
        if (/[1-9]/.test(c)) {
          if (inClass) return unsupported(`\\${c} inside a character class`);
          // Java reads as many digits as form an existing group number.
          let n = Number(c);
          while (/[0-9]/.test(src[pos] ?? '') && n * 10 + Number(src[pos]) < javaToJs.length) n = n * 10 + Number(src[pos++]);
          if (n >= javaToJs.length) return unsupported(`the backreference \\${n} to a group not yet defined`);
          if (expand) return unsupported('a backreference under a scoped (?i)');
          return `(?:\\${javaToJs[n]})`;
        }
        if (/[A-Za-z]/.test(c)) return unsupported(`the escape \\${c}`);
        return literal(c, expand, inClass);
    }
  };

  /** A character class `[...]`, pos just after `[`. Java's unions and intersections are refused. */
  const charClass = (flags: Flags): string => {
    let out = '[';
    if (peek() === '^') {
      out += '^';
      pos++;
    }
    let first = true;
    const expand = flags.i && !wholeI;
    for (;;) {
      skipComments(flags);
      const c = src[pos];
      if (c === undefined) return unsupported('an unclosed character class');
      if (c === ']' && !first) {
        pos++;
        return `${out}]`;
      }
      first = false;
      if (c === '[') return unsupported('a nested character class (union)');
      if (c === '&' && src[pos + 1] === '&') return unsupported('a character class intersection (&&)');
      pos++;
      let item: string;
      let single: string | undefined;
      if (c === '\\') {
        const at = pos;
        item = escape(flags, true);
        const raw = src.slice(at, pos);
        if (/^[^A-Za-z0-9]$/.test(raw)) single = raw;
      } else {
        single = c;
        item = c === ']' || c === '\\' || c === '^' || c === '-' ? `\\${c}` : c;
      }
      // A range a-z: add the other case's range when case-insensitive by expansion.
      skipComments(flags);
      if (single !== undefined && src[pos] === '-' && src[pos + 1] !== undefined && src[pos + 1] !== ']') {
        pos++;
        skipComments(flags);
        let hi = src[pos++]!;
        if (hi === '\\') {
          const e = src[pos++];
          if (e === undefined || /[A-Za-z0-9]/.test(e)) return unsupported('a range ending in an escape');
          hi = e;
        }
        out += `${escapeLiteral(single)}-${escapeLiteral(hi)}`;
        if (expand && /[a-z]/i.test(single) && /[a-z]/i.test(hi)) {
          const lo2 = single === single.toLowerCase() ? single.toUpperCase() : single.toLowerCase();
          const hi2 = hi === hi.toLowerCase() ? hi.toUpperCase() : hi.toLowerCase();
          out += `${lo2}-${hi2}`;
        }
        continue;
      }
      out += single !== undefined && expand ? literal(single, true, true) : item;
    }
  };

  /** Parse inline flags after `(?`; returns the new flags and whether it was a `(?flags)` (no group). */
  const inlineFlags = (flags: Flags): { flags: Flags; bare: boolean } => {
    const m = /^([a-zA-Z]*)(?:-([a-zA-Z]*))?([):])/.exec(src.slice(pos));
    if (!m) return unsupported(`the group construct (?${src.slice(pos, pos + 2)}`);
    const next = { ...flags };
    const apply = (letters: string, on: boolean): void => {
      for (const f of letters) {
        if (f === 'i' || f === 's' || f === 'm' || f === 'x') next[f] = on;
        else if (f === 'u') continue; // UNICODE_CASE: only widens (?i) beyond ASCII
        else unsupported(`the inline flag (?${f})`);
      }
    };
    apply(m[1]!, true);
    apply(m[2] ?? '', false);
    pos += m[0].length;
    return { flags: next, bare: m[3] === ')' };
  };

  /** A sequence of alternatives until `)` or the end; pos ends on the `)` (not consumed). */
  const sequence = (start: Flags): string => {
    let flags = start;
    let out = '';
    let atomStart = -1; // where the last quantifiable atom begins in `out`
    let atomGroupBefore = 0;
    for (;;) {
      skipComments(flags);
      const c = src[pos];
      if (c === undefined || c === ')') return out;
      // Quantifiers apply to the last atom.
      const q = /^(?:[*+?]|\{\d+(?:,\d*)?\})/.exec(src.slice(pos));
      if (q) {
        if (atomStart < 0) return unsupported(`a quantifier ${q[0]} with nothing to repeat`);
        pos += q[0].length;
        let quant = q[0];
        skipComments(flags);
        if (src[pos] === '?') {
          quant += '?';
          pos++;
        } else if (src[pos] === '+') {
          pos++;
          // Possessive: (?=(atom quant))\N, N the new group.
          const atom = out.slice(atomStart);
          groups++;
          // Groups inside the atom shift by one: they now come after the wrapper group.
          const shifted = shiftGroups(atom, atomGroupBefore);
          for (let j = 1; j < javaToJs.length; j++) if (javaToJs[j]! > atomGroupBefore) javaToJs[j]! += 1;
          out = `${out.slice(0, atomStart)}(?=(${shifted}${quant}))\\${atomGroupBefore + 1}`;
          atomStart = -1;
          continue;
        }
        out += quant;
        atomStart = -1;
        continue;
      }
      const before = out.length;
      const groupsBefore = groups;
      pos++;
      switch (c) {
        case '|':
          out += '|';
          atomStart = -1;
          continue;
        case '^':
          out += flags.m ? `(?:^|(?<=[\\n\\u0085\\u2028\\u2029])(?!$)|(?<=\\r)(?!\\n)(?!$))` : '^';
          atomStart = -1;
          continue;
        case '$':
          out += flags.m ? `(?=[${LINE_TERM}]|$)(?!(?<=\\r)\\n)` : END_OR_FINAL_TERMINATOR;
          atomStart = -1;
          continue;
        case '.':
          out += flags.s ? '[\\s\\S]' : `[^${LINE_TERM}]`;
          break;
        case '[':
          out += charClass(flags);
          break;
        case '\\': {
          const e = escape(flags, false);
          out += e;
          if (['^', '$', '\\b', '\\B', END_OR_FINAL_TERMINATOR].includes(e)) {
            atomStart = -1;
            continue;
          }
          break;
        }
        case '(': {
          if (src[pos] === '?') {
            pos++;
            const k = src[pos];
            if (k === ':' || k === '=' || k === '!') {
              pos++;
              out += `(?${k}${group(flags)})`;
            } else if (k === '<' && (src[pos + 1] === '=' || src[pos + 1] === '!')) {
              out += `(?<${src[pos + 1]}`;
              pos += 2;
              out += `${group(flags)})`;
            } else if (k === '<') {
              const m = /^<([A-Za-z][A-Za-z0-9]*)>/.exec(src.slice(pos));
              if (!m) return unsupported('a malformed named group');
              pos += m[0].length;
              groups++;
              javaToJs.push(groups);
              named.push(m[1]!);
              out += `(?<${m[1]}>${group(flags)})`;
            } else if (k === '>') {
              pos++;
              groups++;
              const n = groups;
              out += `(?=(${group(flags)}))\\${n}`;
            } else {
              const f = inlineFlags(flags);
              if (f.bare) {
                flags = f.flags;
                atomStart = -1;
                continue;
              }
              out += `(?:${group(f.flags)})`;
            }
          } else {
            groups++;
            javaToJs.push(groups);
            out += `(${group(flags)})`;
          }
          if (src[pos] !== ')') return unsupported('an unclosed group');
          pos++;
          break;
        }
        default:
          out += literal(c, flags.i && !wholeI, false);
      }
      atomStart = before;
      atomGroupBefore = groupsBefore;
    }
  };

  /** A group's body, with flags scoped to it. */
  const group = (flags: Flags): string => sequence(flags);

  const start: Flags = { i: initial.i ?? false, s: initial.s ?? false, m: initial.m ?? false, x: initial.x ?? false };
  const source = sequence(start);
  if (pos < src.length) return unsupported('an unmatched )');
  return { source, flags: wholeI ? 'i' : '' };
}

/** Renumber `\N` backreferences above `from` by one inside an already translated fragment. */
function shiftGroups(fragment: string, from: number): string {
  return fragment.replace(/\\(\\)|\\([1-9][0-9]*)/g, (m, esc: string | undefined, n: string | undefined) =>
    esc !== undefined ? m : Number(n) > from ? `\\${Number(n) + 1}` : m,
  );
}

/** Compile a `/.../` literal. `comments` selects COMMENTS mode (match) or plain (catch). Throws RegexTranslationError. */
export function compileJavaRegex(literalText: string, comments: boolean): RegExp {
  const body = literalText.trim().slice(1, -1);
  const { source, flags } = translateJavaRegex(body, { x: comments });
  try {
    return new RegExp(source, flags);
  } catch (err) {
    throw new RegexTranslationError(`the Java regex ${literalText.trim()} translated to /${source}/${flags}, which JavaScript refuses: ${(err as Error).message}`);
  }
}
