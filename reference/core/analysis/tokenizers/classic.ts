/**
 * Lucene's ClassicTokenizer (the pre-UAX#29 StandardTokenizer grammar, ClassicTokenizerImpl.jflex):
 * words, apostrophes, acronyms, company names, e-mail addresses, host names, numbers, and each CJ
 * character on its own.
 */
import type { Tok } from '../token.ts';
import { rule, scan, type Rule } from './longestMatch.ts';

const CJ = '[\\u3100-\\u312f\\u3040-\\u309F\\u30A0-\\u30FF\\u31F0-\\u31FF\\u3300-\\u337f\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff65-\\uff9f]';
const LETTER = `(?:(?!${CJ})\\p{L})`;
const ALPHANUM = `(?:${LETTER}|[\\u0E00-\\u0E59]|\\p{Nd})+`;
const ALPHA = `${LETTER}+`;
const HAS_DIGIT = `(?:${LETTER}|\\p{Nd})*\\p{Nd}(?:${LETTER}|\\p{Nd})*`;
const P = '[_\\-/.,]';

/** The grammar's rules, compiled at the first classic tokenization: Unicode-property patterns cost every start otherwise. */
let rules: Rule[] | undefined;
const classicRules = (): Rule[] => (rules ??= [
  rule('<ALPHANUM>', ALPHANUM),
  rule('<APOSTROPHE>', `${ALPHA}(?:'${ALPHA})+`),
  rule('<ACRONYM>', `${LETTER}\\.(?:${LETTER}\\.)+`),
  rule('<COMPANY>', `${ALPHA}[&@]${ALPHA}`),
  rule('<EMAIL>', `${ALPHANUM}(?:[._\\-]${ALPHANUM})*@${ALPHANUM}(?:[.\\-]${ALPHANUM})+`),
  rule('<HOST>', `${ALPHANUM}(?:\\.${ALPHANUM})+`),
  // Each NUM alternative is a rule of its own: JFlex takes the longest match over all of them, where a JS
  // alternation stops at the first that matches (`1-800-555` is one number, not `1-800` and `555`).
  ...[
    `${ALPHANUM}${P}${HAS_DIGIT}`,
    `${HAS_DIGIT}${P}${ALPHANUM}`,
    `${ALPHANUM}(?:${P}${HAS_DIGIT}${P}${ALPHANUM})+`,
    `${HAS_DIGIT}(?:${P}${ALPHANUM}${P}${HAS_DIGIT})+`,
    `${ALPHANUM}${P}${HAS_DIGIT}(?:${P}${ALPHANUM}${P}${HAS_DIGIT})+`,
    `${HAS_DIGIT}${P}${ALPHANUM}(?:${P}${HAS_DIGIT}${P}${ALPHANUM})+`,
  ].map((s) => rule('<NUM>', s)),
  rule('<CJ>', CJ),
  rule('<ACRONYM_DEP>', `${ALPHANUM}\\.(?:${ALPHANUM}\\.)+`),
]);

/** Classic tokens, cut or dropped at maxTokenLength as ClassicTokenizer skips longer ones. */
export function classicTokens(text: string, maxTokenLength = 255): Tok[] {
  const out: Tok[] = [];
  let skipped = 0;
  for (const t of scan(text, classicRules())) {
    if (t.term.length > maxTokenLength) {
      skipped++;
      continue;
    }
    // ACRONYM_DEP is reported as a host without its final dot (ClassicTokenizer.incrementToken).
    const fixed = t.type === '<ACRONYM_DEP>' ? { ...t, term: t.term.slice(0, -1), end: t.end - 1, type: '<HOST>' } : t;
    out.push(skipped ? { ...fixed, posInc: 1 + skipped } : fixed);
    skipped = 0;
  }
  return out;
}
