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
  // Possessive quantifiers behave as greedy ones for matching purposes here.
  src = src.replace(/([*+?}])\+/g, '$1').replace(/\\p\{javaLowerCase\}/g, '\\p{Ll}').replace(/\\p\{javaUpperCase\}/g, '\\p{Lu}')
    .replace(/\\p\{Lower\}/g, '[a-z]').replace(/\\p\{Upper\}/g, '[A-Z]').replace(/\\p\{IsAlphabetic\}/g, '\\p{Alphabetic}').replace(/\\p\{Alpha\}/g, '[a-zA-Z]').replace(/\\p\{Punct\}/g, '[!-\\/:-@\\[-`{-~]').replace(/\\p\{Digit\}/g, '[0-9]').replace(/\\p\{Alnum\}/g, '[a-zA-Z0-9]');
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
