/**
 * Java regular expressions (java.util.regex, as the pattern tokenizer and the pattern_replace components
 * compile them) in JavaScript: the inline flags and Java-only classes JS lacks are translated; flags
 * given as ES's `flags` setting (`CASE_INSENSITIVE|COMMENTS`) become JS flags where JS has them.
 */
import { badAnalysisSetting, regexPatternTooComplex, type EsError } from '../errors/index.ts';
import { BoundedRegExp } from '../regex/bounded.ts';

const JAVA_FLAGS: Record<string, string> = { CASE_INSENSITIVE: 'i', MULTILINE: 'm', DOTALL: 's', UNICODE_CASE: 'u', UNICODE_CHARACTER_CLASS: 'u' };

/**
 * CANON_EQ (without LITERAL): Pattern.producePermutations spells a character's run of combining marks in every
 * order, n! of them, and refuses runs of more than 12 marks (n! would pass Integer.MAX_VALUE) before the rest of
 * the pattern is parsed.
 */
function canonEqTooComplex(pattern: string, names: readonly string[]): boolean {
  return names.includes('CANON_EQ') && !names.includes('LITERAL') && /[^\p{Mn}]\p{Mn}{13,}/u.test(pattern.normalize('NFD'));
}

/**
 * A JS RegExp for a Java pattern, or ES's error where the pattern does not compile. Bounded: a pattern
 * from an index's settings meets the text of documents and queries (core/regex/bounded.ts).
 */
export function javaRegex(pattern: string, flags: string, unicode = false, javaFlags?: string): RegExp | EsError {
  let src = pattern;
  let f = flags;
  // Regex.flagsFromString: `|`-separated names, case-insensitive.
  const names = (javaFlags ?? '').split('|').map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (canonEqTooComplex(pattern, names)) return regexPatternTooComplex();
  for (const name of names) {
    if (Object.hasOwn(JAVA_FLAGS, name) && !f.includes(JAVA_FLAGS[name])) f += JAVA_FLAGS[name];
  }
  // Leading inline flags `(?i)`, `(?s)`: JS has no inline flags.
  const inline = /^\(\?([imsux]+)\)/.exec(src);
  if (inline) {
    for (const c of inline[1]) if ('ims'.includes(c) && !f.includes(c)) f += c;
    src = src.slice(inline[0].length);
  }
  // Possessive quantifiers behave as greedy ones for matching purposes here. Only a quantifier's `}` makes one:
  // the `+` after `\p{Ll}` (a class) or after an escaped `\+` is a quantifier of its own.
  src = src.replace(/(?<!\\)([*+?]|\{\d+(?:,\d*)?\})\+/g, '$1').replace(/\\p\{javaLowerCase\}/g, '\\p{Ll}').replace(/\\p\{javaUpperCase\}/g, '\\p{Lu}')
    .replace(/\\p\{Lower\}/g, '[a-z]').replace(/\\p\{Upper\}/g, '[A-Z]').replace(/\\p\{IsAlphabetic\}/g, '\\p{Alphabetic}').replace(/\\p\{Alpha\}/g, '[a-zA-Z]').replace(/\\p\{Punct\}/g, '[!-\\/:-@\\[-`{-~]').replace(/\\p\{Digit\}/g, '[0-9]').replace(/\\p\{Alnum\}/g, '[a-zA-Z0-9]');
  src = intersectClasses(src);
  const wantsUnicode = unicode || /\\p\{/.test(src);
  try {
    return new BoundedRegExp(src, wantsUnicode && !f.includes('u') ? `${f}u` : f);
  } catch {
    try {
      return new BoundedRegExp(src, f.replace('u', ''));
    } catch (e) {
      return badAnalysisSetting(`${(e as Error).message}`);
    }
  }
}

/** The end (index of the closing `]`) of the character class opening at `open`, nested classes included. */
function classEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Java's class intersections (`[\p{L}&&[^\p{Lu}]]`, a letter that is not upper case) have no JS form
 * without the `v` flag: `[A&&B&&C]` becomes `(?:(?=B)(?=C)[A])`, one character that each operand accepts
 * (an operand that is a class of its own is kept as it is). Classes without `&&` are left alone.
 */
export function intersectClasses(src: string): string {
  if (!src.includes('&&')) return src;
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      out += src.slice(i, i + 2);
      i++;
      continue;
    }
    if (c !== '[') {
      out += c;
      continue;
    }
    const end = classEnd(src, i);
    if (end < 0) return src;
    const body = src.slice(i + 1, end);
    const operands: string[] = [];
    let depth = 0;
    let start = 0;
    for (let k = 0; k < body.length; k++) {
      const d = body[k];
      if (d === '\\') k++;
      else if (d === '[') depth++;
      else if (d === ']') depth--;
      else if (d === '&' && body[k + 1] === '&' && depth === 0) {
        operands.push(body.slice(start, k));
        start = k + 2;
        k++;
      }
    }
    operands.push(body.slice(start));
    if (operands.length === 1) {
      out += src.slice(i, end + 1);
    } else {
      const asClass = (o: string): string => {
        const inner = intersectClasses(o);
        return o.startsWith('[') && classEnd(o, 0) === o.length - 1 ? inner : `[${inner}]`;
      };
      out += `(?:${operands.slice(1).map((o) => `(?=${asClass(o)})`).join('')}${asClass(operands[0])})`;
    }
    i = end;
  }
  return out;
}
