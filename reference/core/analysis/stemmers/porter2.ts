/**
 * The Snowball English stemmer ("Porter2"), as Lucene's generated org.tartarus.snowball.ext.EnglishStemmer
 * runs it (the `snowball` filter with language English, `stemmer` with `porter2`): the exceptional
 * forms, R1/R2 with the gener/commun/arsen prefixes, steps 0 to 5.
 */

const EXCEPTION1: Record<string, string> = {
  skis: 'ski', skies: 'sky', dying: 'die', lying: 'lie', tying: 'tie', idly: 'idl', gently: 'gentl', ugly: 'ugli',
  early: 'earli', only: 'onli', singly: 'singl', sky: 'sky', news: 'news', howe: 'howe', atlas: 'atlas', cosmos: 'cosmos',
  bias: 'bias', andes: 'andes',
};
const EXCEPTION2 = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

const isVowel = (c: string | undefined): boolean => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';

function regionAfter(w: string, from: number): number {
  for (let i = from + 1; i < w.length; i++) if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
  return w.length;
}

function shortSyllableEndingAt(w: string, end: number): boolean {
  // end: index of the last letter of the syllable
  if (end === 1) return isVowel(w[0]) && !isVowel(w[1]);
  if (end < 2) return false;
  const c = w[end];
  return !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y' && isVowel(w[end - 1]) && !isVowel(w[end - 2]);
}

const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['abli', 'able'], ['entli', 'ent'], ['izer', 'ize'],
  ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'], ['aliti', 'al'], ['alli', 'al'], ['fulness', 'ful'],
  ['ousli', 'ous'], ['ousness', 'ous'], ['iveness', 'ive'], ['iviti', 'ive'], ['biliti', 'ble'], ['bli', 'ble'], ['ogi', 'og'],
  ['fulli', 'ful'], ['lessli', 'less'], ['li', ''],
];
const STEP3: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['alize', 'al'], ['icate', 'ic'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''], ['ative', ''],
];
const STEP4 = ['ement', 'ance', 'ence', 'able', 'ible', 'ment', 'ant', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion', 'al', 'er', 'ic'];

function longest(w: string, suffixes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const s of suffixes) if (w.endsWith(s) && (!best || s.length > best.length)) best = s;
  return best;
}

/** The Snowball English stem of a lower-case word. */
export function porter2Stem(word: string): string {
  if (word.length <= 2) return word;
  const ex = Object.hasOwn(EXCEPTION1, word) ? EXCEPTION1[word] : undefined;
  if (ex) return ex;
  let w = word.startsWith("'") ? word.slice(1) : word;
  if (w.startsWith('y')) w = `Y${w.slice(1)}`;
  w = w.replace(/([aeiouy])y/g, '$1Y');
  const prefix = /^(gener|commun|arsen)/.exec(w);
  const r1 = prefix ? prefix[0].length : regionAfter(w, 0);
  const r2 = regionAfter(w, r1);
  const inR1 = (s: string): boolean => w.length - s.length >= r1;
  const inR2 = (s: string): boolean => w.length - s.length >= r2;
  const cut = (n: number): void => {
    w = w.slice(0, w.length - n);
  };

  // Step 0
  const s0 = longest(w, ["'s'", "'s", "'"]);
  if (s0) cut(s0.length);
  // Step 1a
  const s1a = longest(w, ['sses', 'ied', 'ies', 'us', 'ss', 's']);
  if (s1a === 'sses') cut(2);
  else if (s1a === 'ied' || s1a === 'ies') w = w.length > 4 ? `${w.slice(0, -3)}i` : `${w.slice(0, -3)}ie`;
  else if (s1a === 's' && /[aeiouy]/.test(w.slice(0, -2))) cut(1);
  if (EXCEPTION2.has(w)) return w;
  // Step 1b
  const s1b = longest(w, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (s1b === 'eed' || s1b === 'eedly') {
    if (inR1(s1b)) w = `${w.slice(0, w.length - s1b.length)}ee`;
  } else if (s1b && /[aeiouy]/.test(w.slice(0, w.length - s1b.length))) {
    cut(s1b.length);
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (/(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(w)) cut(1);
    else if (r1 >= w.length && shortSyllableEndingAt(w, w.length - 1)) w += 'e';
  }
  // Step 1c
  if (w.length > 2 && (w.endsWith('y') || w.endsWith('Y')) && !isVowel(w[w.length - 2])) w = `${w.slice(0, -1)}i`;
  // Step 2
  const s2 = longest(w, STEP2.map(([s]) => s));
  if (s2 && inR1(s2)) {
    const to = STEP2.find(([s]) => s === s2)![1];
    if (s2 === 'ogi') {
      if (w[w.length - 4] === 'l') w = `${w.slice(0, -3)}og`;
    } else if (s2 === 'li') {
      if ('cdeghkmnrt'.includes(w[w.length - 3])) cut(2);
    } else w = w.slice(0, w.length - s2.length) + to;
  }
  // Step 3
  const s3 = longest(w, STEP3.map(([s]) => s));
  if (s3 && inR1(s3)) {
    if (s3 === 'ative') {
      if (inR2(s3)) cut(5);
    } else w = w.slice(0, w.length - s3.length) + STEP3.find(([s]) => s === s3)![1];
  }
  // Step 4
  const s4 = longest(w, STEP4);
  if (s4 && inR2(s4)) {
    if (s4 === 'ion') {
      if ('st'.includes(w[w.length - 4] ?? '') && w.length - 4 >= 0) cut(3);
    } else cut(s4.length);
  }
  // Step 5
  if (w.endsWith('e')) {
    if (inR2('e') || (inR1('e') && !shortSyllableEndingAt(w, w.length - 2))) cut(1);
  } else if (w.endsWith('l') && inR2('l') && w[w.length - 2] === 'l') cut(1);
  return w.replace(/Y/g, 'y');
}
