/**
 * Lucene's SwedishLightStemmer (Savoy's CLEF-2003 stemmer), NorwegianLightStemmer and NorwegianMinimalStemmer
 * (Bokmål, Nynorsk or both by flag), and RussianLightStemmer (Dolamic & Savoy), as `stemmer` names them:
 * `light_swedish`, `light_norwegian` / `minimal_norwegian` (Bokmål), `light_nynorsk` / `minimal_nynorsk`, `light_russian`.
 */
import { charStemmer, endsWith } from './stemUtil.ts';

const anyEnd = (s: string[], len: number, list: string): boolean => list.split(' ').some((x) => endsWith(s, len, x));

function swedish(s: string[], len: number): number {
  if (len > 4 && s[len - 1] === 's') len--;
  if (len > 7 && anyEnd(s, len, 'elser heten')) return len - 5;
  if (len > 6 && anyEnd(s, len, 'arne erna ande else aste orna aren')) return len - 4;
  if (len > 5 && anyEnd(s, len, 'are ast het')) return len - 3;
  if (len > 4 && anyEnd(s, len, 'ar er or en at te et')) return len - 2;
  if (len > 3 && 'taen'.includes(s[len - 1]!)) return len - 1;
  return len;
}

/** Norwegian variants: Bokmål (`nb`) and/or Nynorsk (`nn`). */
interface Variant { nb: boolean; nn: boolean }

function norwegianLight({ nb, nn }: Variant) {
  return (s: string[], len: number): number => {
    if (len > 4 && s[len - 1] === 's') len--;
    if (len > 7 && ((endsWith(s, len, 'heter') && nb) || (endsWith(s, len, 'heten') && nb) || (endsWith(s, len, 'heita') && nn))) return len - 5;
    if (len > 8 && nn && anyEnd(s, len, 'heiter leiken leikar')) return len - 6;
    if (len > 5 && (endsWith(s, len, 'dom') || (endsWith(s, len, 'het') && nb))) return len - 3;
    if (len > 6 && nn && anyEnd(s, len, 'heit semd leik')) return len - 4;
    if (len > 7 && anyEnd(s, len, 'elser elsen')) return len - 5;
    if (len > 6 && ((endsWith(s, len, 'ende') && nb) || (endsWith(s, len, 'ande') && nn) || endsWith(s, len, 'else')
      || (endsWith(s, len, 'este') && nb) || (endsWith(s, len, 'aste') && nn) || (endsWith(s, len, 'eren') && nb) || (endsWith(s, len, 'aren') && nn))) return len - 4;
    if (len > 5 && ((endsWith(s, len, 'ere') && nb) || (endsWith(s, len, 'are') && nn) || (endsWith(s, len, 'est') && nb)
      || (endsWith(s, len, 'ast') && nn) || endsWith(s, len, 'ene') || (endsWith(s, len, 'ane') && nn))) return len - 3;
    if (len > 4 && (anyEnd(s, len, 'er en et') || (endsWith(s, len, 'ar') && nn) || (endsWith(s, len, 'st') && nb) || endsWith(s, len, 'te'))) return len - 2;
    if (len > 3 && 'aen'.includes(s[len - 1]!)) return len - 1;
    return len;
  };
}

function norwegianMinimal({ nn }: Variant) {
  return (s: string[], len: number): number => {
    if (len > 4 && s[len - 1] === 's') len--;
    if (len > 5 && (endsWith(s, len, 'ene') || (endsWith(s, len, 'ane') && nn))) return len - 3;
    if (len > 4 && (anyEnd(s, len, 'er en et') || (endsWith(s, len, 'ar') && nn))) return len - 2;
    if (len > 3 && 'ae'.includes(s[len - 1]!)) return len - 1;
    return len;
  };
}

function russian(s: string[], len: number): number {
  if (len > 6 && anyEnd(s, len, 'иями оями')) len -= 4;
  else if (len > 5 && anyEnd(s, len, 'иям иях оях ями оям оьв ами его ему ери ими ого ому ыми оев')) len -= 3;
  else if (len > 4 && anyEnd(s, len, 'ая яя ях юю ах ею их ия ию ьв ою ую ям ых ея ам ем ей ём ев ий им ое ой ом ов ые ый ым ми')) len -= 2;
  else if (len > 3 && 'аеиоуйыяь'.includes(s[len - 1]!)) len -= 1;
  // normalize
  if (len > 3) {
    const last = s[len - 1];
    if (last === 'ь' || last === 'и') return len - 1;
    if (last === 'н' && s[len - 2] === 'н') return len - 1;
  }
  return len;
}

const BOKMAAL: Variant = { nb: true, nn: false };
const NYNORSK: Variant = { nb: false, nn: true };

export const swedishLightStem = charStemmer(swedish);
export const norwegianLightStem = charStemmer(norwegianLight(BOKMAAL));
export const nynorskLightStem = charStemmer(norwegianLight(NYNORSK));
export const norwegianMinimalStem = charStemmer(norwegianMinimal(BOKMAAL));
export const nynorskMinimalStem = charStemmer(norwegianMinimal(NYNORSK));
export const russianLightStem = charStemmer(russian);
