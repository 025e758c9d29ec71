/**
 * Lucene's light stemmers for Czech (CzechStemmer: case endings, possessives, then consonant normalization) and
 * Bulgarian (BulgarianStemmer, Jacques Savoy's: articles and plurals), as the `czech` / `bulgarian` analyzers,
 * `czech_stem` and `stemmer` (`czech`, `bulgarian`) use them.
 */
import { charStemmer, endsWith } from './stemUtil.ts';

const anyEnd = (s: string[], len: number, suffixes: string[]): boolean => suffixes.some((x) => endsWith(s, len, x));

const CZ3 = 'ech ich ích ého ěmi emi ému ěte ete ěti eti ího iho ími ímu imu ách ata aty ých ama ami ové ovi ými'.split(' ');
const CZ2 = 'em es ém ím ům at ám os us ým mi ou'.split(' ');

function czechCase(s: string[], len: number): number {
  if (len > 7 && endsWith(s, len, 'atech')) return len - 5;
  if (len > 6 && anyEnd(s, len, ['ětem', 'etem', 'atům'])) return len - 4;
  if (len > 5 && anyEnd(s, len, CZ3)) return len - 3;
  if (len > 4 && anyEnd(s, len, CZ2)) return len - 2;
  if (len > 3 && 'aeiouůyáéíýě'.includes(s[len - 1]!)) return len - 1;
  return len;
}

function czechNormalize(s: string[], len: number): number {
  if (endsWith(s, len, 'čt')) {
    s[len - 2] = 'c';
    s[len - 1] = 'k';
    return len;
  }
  if (endsWith(s, len, 'št')) {
    s[len - 2] = 's';
    s[len - 1] = 'k';
    return len;
  }
  switch (s[len - 1]) {
    case 'c':
    case 'č':
      s[len - 1] = 'k';
      return len;
    case 'z':
    case 'ž':
      s[len - 1] = 'h';
      return len;
  }
  if (len > 1 && s[len - 2] === 'e') {
    s[len - 2] = s[len - 1]!;
    return len - 1;
  }
  if (len > 2 && s[len - 2] === 'ů') {
    s[len - 2] = 'o';
    return len;
  }
  return len;
}

function czech(s: string[], len: number): number {
  len = czechCase(s, len);
  if (len > 5 && anyEnd(s, len, ['ov', 'in', 'ův'])) len -= 2;
  return len > 0 ? czechNormalize(s, len) : len;
}

function bulgarianArticle(s: string[], len: number): number {
  if (len > 6 && endsWith(s, len, 'ият')) return len - 3;
  if (len > 5 && anyEnd(s, len, ['ът', 'то', 'те', 'та', 'ия'])) return len - 2;
  if (len > 4 && endsWith(s, len, 'ят')) return len - 2;
  return len;
}

function bulgarianPlural(s: string[], len: number): number {
  if (len > 6) {
    if (endsWith(s, len, 'овци')) return len - 3;
    if (endsWith(s, len, 'ове')) return len - 3;
    if (endsWith(s, len, 'еве')) {
      s[len - 3] = 'й';
      return len - 2;
    }
  }
  if (len > 5) {
    if (endsWith(s, len, 'ища')) return len - 3;
    if (endsWith(s, len, 'та')) return len - 2;
    if (endsWith(s, len, 'ци')) {
      s[len - 2] = 'к';
      return len - 1;
    }
    if (endsWith(s, len, 'зи')) {
      s[len - 2] = 'г';
      return len - 1;
    }
    if (s[len - 3] === 'е' && s[len - 1] === 'и') {
      s[len - 3] = 'я';
      return len - 1;
    }
  }
  if (len > 4) {
    if (endsWith(s, len, 'си')) {
      s[len - 2] = 'х';
      return len - 1;
    }
    if (endsWith(s, len, 'и')) return len - 1;
  }
  return len;
}

function bulgarian(s: string[], len: number): number {
  if (len < 4) return len;
  if (len > 5 && endsWith(s, len, 'ища')) return len - 3;
  len = bulgarianArticle(s, len);
  len = bulgarianPlural(s, len);
  if (len > 3) {
    if (endsWith(s, len, 'я')) len--;
    if (endsWith(s, len, 'а') || endsWith(s, len, 'о') || endsWith(s, len, 'е')) len--;
  }
  if (len > 4 && endsWith(s, len, 'ен')) {
    s[len - 2] = 'н';
    len--;
  }
  if (len > 5 && s[len - 2] === 'ъ') {
    s[len - 2] = s[len - 1]!;
    len--;
  }
  return len;
}

export const czechStem = charStemmer(czech);
export const bulgarianStem = charStemmer(bulgarian);
