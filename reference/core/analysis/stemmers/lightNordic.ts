/**
 * Jacques Savoy's light stemmers for Finnish and Hungarian as Lucene ports them (FinnishLightStemmer,
 * HungarianLightStemmer; `stemmer` `light_finnish` / `light_hungarian`).
 */
import { charStemmer, deleteAt, endsWith, foldChars, foldTable } from './stemUtil.ts';

const isVowel = (c: string | undefined): boolean => c !== undefined && 'aeiouy'.includes(c);
const anyEnd = (s: string[], len: number, list: string): boolean => list.split(' ').some((x) => endsWith(s, len, x));

function fiStep1(s: string[], len: number): number {
  if (len > 8) {
    if (endsWith(s, len, 'kin')) return fiStep1(s, len - 3);
    if (endsWith(s, len, 'ko')) return fiStep1(s, len - 2);
  }
  if (len > 11) {
    if (endsWith(s, len, 'dellinen')) return len - 8;
    if (endsWith(s, len, 'dellisuus')) return len - 9;
  }
  return len;
}

function fiStep2(s: string[], len: number): number {
  if (len > 5) {
    if (anyEnd(s, len, 'lla tse sti')) return len - 3;
    if (endsWith(s, len, 'ni')) return len - 2;
    if (endsWith(s, len, 'aa')) return len - 1;
  }
  return len;
}

function fiStep3(s: string[], len: number): number {
  if (len > 8) {
    if (endsWith(s, len, 'nnen')) {
      s[len - 4] = 's';
      return len - 3;
    }
    if (endsWith(s, len, 'ntena')) {
      s[len - 5] = 's';
      return len - 4;
    }
    if (endsWith(s, len, 'tten')) return len - 4;
    if (endsWith(s, len, 'eiden')) return len - 5;
  }
  if (len > 6) {
    if (anyEnd(s, len, 'neen niin seen teen inen')) return len - 4;
    if (s[len - 3] === 'h' && isVowel(s[len - 2]) && s[len - 1] === 'n') return len - 3;
    if (endsWith(s, len, 'den')) {
      s[len - 3] = 's';
      return len - 2;
    }
    if (endsWith(s, len, 'ksen')) {
      s[len - 4] = 's';
      return len - 3;
    }
    if (anyEnd(s, len, 'ssa sta lla lta tta ksi lle')) return len - 3;
  }
  if (len > 5) {
    if (anyEnd(s, len, 'na ne')) return len - 2;
    if (endsWith(s, len, 'nei')) return len - 3;
  }
  if (len > 4) {
    if (anyEnd(s, len, 'ja ta')) return len - 2;
    if (s[len - 1] === 'a') return len - 1;
    if (s[len - 1] === 'n' && isVowel(s[len - 2])) return len - 2;
    if (s[len - 1] === 'n') return len - 1;
  }
  return len;
}

function fiNorm1(s: string[], len: number): number {
  if (len > 5 && endsWith(s, len, 'hde')) {
    s[len - 3] = 'k';
    s[len - 2] = 's';
    s[len - 1] = 'i';
  }
  if (len > 4 && anyEnd(s, len, 'ei at')) return len - 2;
  if (len > 3 && 'tsjeai'.includes(s[len - 1]!)) return len - 1;
  return len;
}

function fiNorm2(s: string[], len: number): number {
  if (len > 8 && 'eou'.includes(s[len - 1]!)) len--;
  if (len > 4) {
    if (s[len - 1] === 'i') len--;
    if (len > 4) {
      let ch = s[0];
      for (let i = 1; i < len; i++) {
        if (s[i] === ch && (ch === 'k' || ch === 'p' || ch === 't')) len = deleteAt(s, i--, len);
        else ch = s[i];
      }
    }
  }
  return len;
}

const FI_FOLD = foldTable([['a', 'äå'], ['o', 'ö']]);

function finnish(s: string[], len: number): number {
  if (len < 4) return len;
  foldChars(s, len, FI_FOLD);
  len = fiStep1(s, len);
  len = fiStep2(s, len);
  len = fiStep3(s, len);
  len = fiNorm1(s, len);
  return fiNorm2(s, len);
}

const HU_FOLD = foldTable([['a', 'á'], ['e', 'ëé'], ['i', 'í'], ['o', 'óőõö'], ['u', 'úűũûü']]);

function huCase(s: string[], len: number): number {
  if (len > 6 && endsWith(s, len, 'kent')) return len - 4;
  if (len > 5) {
    if (anyEnd(s, len, 'nak nek val vel ert rol ban ben bol nal nel hoz hez tol')) return len - 3;
    if (anyEnd(s, len, 'al el') && !isVowel(s[len - 3]) && s[len - 3] === s[len - 4]) return len - 3;
  }
  if (len > 4) {
    if (anyEnd(s, len, 'at et ot va ve ra re ba be ul ig')) return len - 2;
    if (anyEnd(s, len, 'on en') && !isVowel(s[len - 3])) return len - 2;
    const last = s[len - 1];
    if (last === 't' || last === 'n') return len - 1;
    if ((last === 'a' || last === 'e') && s[len - 2] === s[len - 3] && !isVowel(s[len - 2])) return len - 2;
  }
  return len;
}

function huPossessive(s: string[], len: number): number {
  if (len > 6) {
    if (!isVowel(s[len - 5]) && anyEnd(s, len, 'atok otok etek')) return len - 4;
    if (anyEnd(s, len, 'itek itok')) return len - 4;
  }
  if (len > 5) {
    if (!isVowel(s[len - 4]) && anyEnd(s, len, 'unk tok tek')) return len - 3;
    if (isVowel(s[len - 4]) && endsWith(s, len, 'juk')) return len - 3;
    if (endsWith(s, len, 'ink')) return len - 3;
  }
  if (len > 4) {
    if (!isVowel(s[len - 3]) && anyEnd(s, len, 'am em om ad ed od uk')) return len - 2;
    if (isVowel(s[len - 3]) && anyEnd(s, len, 'nk ja je')) return len - 2;
    if (anyEnd(s, len, 'im id ik')) return len - 2;
  }
  if (len > 3) {
    const last = s[len - 1];
    if ((last === 'a' || last === 'e') && !isVowel(s[len - 2])) return len - 1;
    if ((last === 'm' || last === 'd') && isVowel(s[len - 2])) return len - 1;
    if (last === 'i') return len - 1;
  }
  return len;
}

function hungarian(s: string[], len: number): number {
  foldChars(s, len, HU_FOLD);
  len = huCase(s, len);
  len = huPossessive(s, len);
  // Plural -k (with its a/o/e linking vowel when the word is long enough).
  if (len > 3 && s[len - 1] === 'k') len = 'aoe'.includes(s[len - 2]!) && len > 4 ? len - 2 : len - 1;
  if (len > 3 && 'aeio'.includes(s[len - 1]!)) return len - 1;
  return len;
}

export const finnishLightStem = charStemmer(finnish);
export const hungarianLightStem = charStemmer(hungarian);
