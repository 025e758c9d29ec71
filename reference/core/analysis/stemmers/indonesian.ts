/**
 * Lucene's IndonesianStemmer (Tala's algorithm: particles, possessive pronouns, then derivational prefixes and
 * suffixes, each only while the word keeps more than two syllables), as `stemmer` `indonesian` and the
 * `indonesian` analyzer (IndonesianStemFilter with stemDerivational = true) use it.
 */
import { charStemmer, deleteN, endsWith, startsWith } from './stemUtil.ts';

const KE = 1, PENG = 2, DI = 4, MENG = 8, TER = 16, BER = 32, PE = 64;
const isVowel = (c: string | undefined): boolean => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

/** One stemming run's state (Lucene keeps it in the stemmer's fields). */
interface State { text: string[]; len: number; syllables: number; flags: number }

function removeParticle(st: State): void {
  if (['kah', 'lah', 'pun'].some((x) => endsWith(st.text, st.len, x))) {
    st.syllables--;
    st.len -= 3;
  }
}

function removePossessivePronoun(st: State): void {
  if (endsWith(st.text, st.len, 'ku') || endsWith(st.text, st.len, 'mu')) {
    st.syllables--;
    st.len -= 2;
  } else if (endsWith(st.text, st.len, 'nya')) {
    st.syllables--;
    st.len -= 3;
  }
}

/** Removes `n` leading chars, setting `flag`. */
function cutPrefix(st: State, n: number, flag: number): void {
  st.flags |= flag;
  st.syllables--;
  st.len = deleteN(st.text, 0, st.len, n);
}

function removeFirstOrderPrefix(st: State): void {
  const { text: t, len } = st;
  if (startsWith(t, len, 'meng')) return cutPrefix(st, 4, MENG);
  if (startsWith(t, len, 'meny') && len > 4 && isVowel(t[4])) {
    t[3] = 's';
    return cutPrefix(st, 3, MENG);
  }
  if (startsWith(t, len, 'men') || startsWith(t, len, 'mem')) return cutPrefix(st, 3, MENG);
  if (startsWith(t, len, 'me')) return cutPrefix(st, 2, MENG);
  if (startsWith(t, len, 'peng')) return cutPrefix(st, 4, PENG);
  if (startsWith(t, len, 'peny') && len > 4 && isVowel(t[4])) {
    t[3] = 's';
    return cutPrefix(st, 3, PENG);
  }
  if (startsWith(t, len, 'peny')) return cutPrefix(st, 4, PENG);
  if (startsWith(t, len, 'pen') && len > 3 && isVowel(t[3])) {
    t[2] = 't';
    return cutPrefix(st, 2, PENG);
  }
  if (startsWith(t, len, 'pen') || startsWith(t, len, 'pem')) return cutPrefix(st, 3, PENG);
  if (startsWith(t, len, 'di')) return cutPrefix(st, 2, DI);
  if (startsWith(t, len, 'ter')) return cutPrefix(st, 3, TER);
  if (startsWith(t, len, 'ke')) return cutPrefix(st, 2, KE);
}

function removeSecondOrderPrefix(st: State): void {
  const { text: t, len } = st;
  if (startsWith(t, len, 'ber')) return cutPrefix(st, 3, BER);
  if (len === 7 && startsWith(t, len, 'belajar')) return cutPrefix(st, 3, BER);
  if (startsWith(t, len, 'be') && len > 4 && !isVowel(t[2]) && t[3] === 'e' && t[4] === 'r') return cutPrefix(st, 2, BER);
  if (startsWith(t, len, 'per')) return cutPrefix(st, 3, 0);
  if (len === 7 && startsWith(t, len, 'pelajar')) return cutPrefix(st, 3, 0);
  if (startsWith(t, len, 'pe')) return cutPrefix(st, 2, PE);
}

function removeSuffix(st: State): void {
  const { text: t, len, flags } = st;
  if (endsWith(t, len, 'kan') && (flags & (KE | PENG | PE)) === 0) {
    st.syllables--;
    st.len -= 3;
  } else if (endsWith(t, len, 'an') && (flags & (DI | MENG | TER)) === 0) {
    st.syllables--;
    st.len -= 2;
  } else if (endsWith(t, len, 'i') && !endsWith(t, len, 'si') && (flags & (BER | KE | PENG)) === 0) {
    st.syllables--;
    st.len -= 1;
  }
}

function stemDerivational(st: State): void {
  let old = st.len;
  if (st.syllables > 2) removeFirstOrderPrefix(st);
  if (old !== st.len) {
    old = st.len;
    if (st.syllables > 2) removeSuffix(st);
    if (old !== st.len && st.syllables > 2) removeSecondOrderPrefix(st);
  } else {
    if (st.syllables > 2) removeSecondOrderPrefix(st);
    if (st.syllables > 2) removeSuffix(st);
  }
}

function stem(text: string[], len: number): number {
  const st: State = { text, len, syllables: 0, flags: 0 };
  for (let i = 0; i < len; i++) if (isVowel(text[i])) st.syllables++;
  if (st.syllables > 2) removeParticle(st);
  if (st.syllables > 2) removePossessivePronoun(st);
  stemDerivational(st);
  return st.len;
}

export const indonesianStem = charStemmer(stem);
