/**
 * Lucene's character-level normalizations for Scandinavian and German text, each a loop over the term's chars
 * as the Java filter runs it (a deletion consumes the pair, so `aaa` is not `a`), not a set of regexes:
 * ScandinavianNormalizer (ScandinavianNormalizationFilter, all foldings), ScandinavianFoldingFilter and
 * GermanNormalizationFilter (lower case only: it runs after the German analyzer's LowerCaseFilter).
 */
import { filter, type TokenFilterFactory } from '../components.ts';
import { mapTerms } from '../token.ts';

type Fold = (b: string[]) => void;

const folding = (f: Fold) => (t: string): string => {
  const b = t.split('');
  f(b);
  return b.join('');
};

const isA = (c: string | undefined): boolean => c === 'a' || c === 'A';
const isE = (c: string | undefined): boolean => c === 'e' || c === 'E';
const isO = (c: string | undefined): boolean => c === 'o' || c === 'O';

/** ScandinavianNormalizer.processToken with ALL_FOLDINGS: to å/æ/ø (ä→æ, ö→ø, aa/ao→å, ae→æ, oe/oo→ø). */
const scandinavianNormalize: Fold = (b) => {
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (c === 'ä') b[i] = 'æ';
    else if (c === 'Ä') b[i] = 'Æ';
    else if (c === 'ö') b[i] = 'ø';
    else if (c === 'Ö') b[i] = 'Ø';
    else if (b.length - 1 > i) {
      const n = b[i + 1];
      const to = c === 'a' && (isA(n) || isO(n)) ? 'å' : c === 'A' && (isA(n) || isO(n)) ? 'Å' : c === 'a' && isE(n) ? 'æ' : c === 'A' && isE(n) ? 'Æ'
        : c === 'o' && (isE(n) || isO(n)) ? 'ø' : c === 'O' && (isE(n) || isO(n)) ? 'Ø' : undefined;
      if (to !== undefined) {
        b.splice(i + 1, 1);
        b[i] = to;
      }
    }
  }
};

/** ScandinavianFoldingFilter: å/ä/æ to a, ö/ø to o, and the second letter of aa/ae/ao/oe/oo dropped. */
const scandinavianFold: Fold = (b) => {
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (c === 'å' || c === 'ä' || c === 'æ') b[i] = 'a';
    else if (c === 'Å' || c === 'Ä' || c === 'Æ') b[i] = 'A';
    else if (c === 'ö' || c === 'ø') b[i] = 'o';
    else if (c === 'Ö' || c === 'Ø') b[i] = 'O';
    else if (b.length - 1 > i) {
      const n = b[i + 1];
      if ((isA(c) && (isA(n) || isE(n) || isO(n))) || (isO(c) && (isE(n) || isO(n)))) b.splice(i + 1, 1);
    }
  }
};

/**
 * GermanNormalizationFilter's state machine: `e` after `a`/`o`, or after a `u` that does not follow a vowel, is
 * dropped (ae, oe, ue; not `aue`, `que`); ä/ö/ü lose their umlaut; ß becomes ss.
 */
const germanNormalize: Fold = (b) => {
  const N = 0;
  const V = 1;
  const U = 2;
  let state = N;
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    switch (c) {
      case 'a':
      case 'o':
        state = U;
        break;
      case 'u':
        state = state === N ? U : V;
        break;
      case 'e':
        if (state === U) b.splice(i--, 1);
        state = V;
        break;
      case 'i':
      case 'q':
      case 'y':
        state = V;
        break;
      case 'ä':
        b[i] = 'a';
        state = V;
        break;
      case 'ö':
        b[i] = 'o';
        state = V;
        break;
      case 'ü':
        b[i] = 'u';
        state = V;
        break;
      case 'ß':
        b[i] = 's';
        b.splice(++i, 0, 's');
        state = N;
        break;
      default:
        state = N;
    }
  }
};

const normalization = (f: Fold): TokenFilterFactory => (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, folding(f)), true);

export const scandinavianNormalizationFactory = normalization(scandinavianNormalize);
export const scandinavianFoldingFactory = normalization(scandinavianFold);
export const germanNormalizationFactory = normalization(germanNormalize);
