/**
 * Lucene's SpanishPluralStemmer (`stemmer` `spanish_plural`, ES 8.14+): accents removed, invariant words kept,
 * listed irregular plurals cut by two, then the plural endings of wikilengua's rules.
 */
import { charStemmer, foldChars, foldTable } from './stemUtil.ts';

const INVARIANTS = new Set(('abrebotellas abrecartas abrelatas afueras albatros albricias aledaños alexis aries alicates analisis '
  + 'andurriales antitesis añicos apendicitis apocalipsis arcoiris bilis boletus boris brindis cactus canutas caries cascanueces '
  + 'cascarrabias ciempies cifosis cortaplumas corpus cosmos cosquillas creces crisis cuatrocientas cuatrocientos cuelgacapas '
  + 'cuentacuentos cuentapasos cumpleaños doscientas doscientos dosis enseres entonces esponsales estatus exequias fauces forceps '
  + 'fotosintesis gafas gafotas gargaras gris honorarios ictus jueves lapsus lavacoches lavaplatos limpiabotas lunes maitines martes '
  + 'mondadientes novecientas novecientos nupcias ochocientas ochocientos pais paris parabrisas paracaidas parachoques paraguas '
  + 'pararrayos pisapapeles piscis portaaviones portamaletas portamantas quinientas quinientos quitamanchas recogepelotas rictus '
  + 'rompeolas sacacorchos sacapuntas saltamontes salvavidas seis seiscientas seiscientos setecientas setecientos sintesis tenis tifus '
  + 'trabalenguas vacaciones venus versus viacrucis virus viveres volandas').split(' '));
const SPECIAL = new Set('yoes noes sies clubes faralaes albalaes itemes albumes sandwiches relojes bojes contrarreloj carcajes'.split(' '));
const ACCENTS = foldTable([['a', 'àáâä'], ['o', 'òóôö'], ['e', 'èéêë'], ['u', 'ùúûü'], ['i', 'ìíîï']]);
const isVowel = (c: string | undefined): boolean => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

function stem(s: string[], len: number): number {
  if (len < 4) return len;
  foldChars(s, len, ACCENTS);
  // Both sets match ignoring case (CharArraySet with ignoreCase).
  const word = s.slice(0, len).join('').toLowerCase();
  if (INVARIANTS.has(word)) return len;
  if (SPECIAL.has(word)) return len - 2;
  if (s[len - 1] !== 's') return len;
  const [c4, c3, c2] = [s[len - 4], s[len - 3], s[len - 2]];
  if (!isVowel(c2)) return len - 1;
  if (c4 === 'q' || (c4 === 'g' && c3 === 'u' && (c2 === 'i' || c2 === 'e'))) return len - 1;
  if (isVowel(c4) && c3 === 'r' && c2 === 'e') return len - 2;
  if (isVowel(c4) && (c3 === 'd' || c3 === 'l' || c3 === 'n' || c3 === 'x') && c2 === 'e') return len - 2;
  if ((c3 === 'y' || c3 === 'u') && c2 === 'e') return len - 2;
  if ((c4 === 'u' || c4 === 'l' || c4 === 'r' || c4 === 't' || c4 === 'n') && c3 === 'i' && c2 === 'e') return len - 2;
  if (c3 === 's' && c2 === 'e') return len - 2;
  if (isVowel(c3) && c2 === 'i') {
    s[len - 2] = 'y';
    return len - 1;
  }
  if (c3 === 'd' && c2 === 'i') {
    s[len - 2] = 'y';
    return len - 1;
  }
  if (c2 === 'e' && c3 === 'c') {
    s[len - 3] = 'z';
    return len - 2;
  }
  return len - 1;
}

export const spanishPluralStem = charStemmer(stem);
