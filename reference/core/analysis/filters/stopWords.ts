/**
 * Named stop word lists (`_english_`, ...) as ES's Analysis.NAMED_STOP_WORDS resolves them: each is the
 * default stop set of Lucene's analyzer for that language. A `_name_` the simulator does not hold is
 * taken as a literal word, as ES takes any unknown name (Analysis.resolveNamedWords).
 */

import { SNOWBALL_STOP_WORDS } from './snowballStopWords.ts';
import { LANGUAGE_STOP_WORDS } from './languageStopWords.ts';

/** Lucene's EnglishAnalyzer.ENGLISH_STOP_WORDS_SET (also StopAnalyzer's and `_english_`). */
export const ENGLISH_STOP_WORDS: readonly string[] = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not', 'of', 'on',
  'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'will', 'with',
];

let named: ReadonlyMap<string, readonly string[]> | undefined;

/** The named list, split into words on first use of any (thousands of words: kept out of the server's start). */
export function namedStopWords(name: string): readonly string[] | undefined {
  named ??= new Map<string, readonly string[]>([
    ['_english_', ENGLISH_STOP_WORDS],
    ...Object.entries(SNOWBALL_STOP_WORDS).map(([k, v]): [string, readonly string[]] => [k, v.split(' ')]),
    ...Object.entries(LANGUAGE_STOP_WORDS).map(([k, v]): [string, readonly string[]] => [k, v.split(' ')]),
  ]);
  return named.get(name);
}

/**
 * A stop set from a setting's words (Analysis.parseWords): `_none_` is empty, named lists expand,
 * other words stay; without the setting, the default.
 */
export function resolveStopWords(words: string[] | undefined, dflt: readonly string[]): readonly string[] {
  if (words === undefined) return dflt;
  if (words.length === 1 && words[0] === '_none_') return [];
  const out: string[] = [];
  for (const w of words) {
    const list = namedStopWords(w);
    if (list) out.push(...list);
    else out.push(w);
  }
  return out;
}

/** A membership test for a stop set (ignore_case lower-cases both sides, as CharArraySet does). */
export function stopSet(words: readonly string[], ignoreCase: boolean): (term: string) => boolean {
  if (!ignoreCase) {
    const set = new Set(words);
    return (t) => set.has(t);
  }
  const set = new Set(words.map((w) => w.toLowerCase()));
  return (t) => set.has(t.toLowerCase());
}
