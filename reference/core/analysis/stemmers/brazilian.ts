/**
 * Lucene's BrazilianStemmer (the `brazilian` analyzer and `brazilian_stem` filter): the term lower-cased and
 * unaccented, then Snowball-like steps over the regions R1, R2 and RV, which are computed once from the
 * unaccented term and never recomputed (as Lucene does, quirks included: the `logias` rule changes nothing
 * and the verb rule for `ira` removes `ava`). Terms shorter than 3 or longer than 29 chars come back unchanged
 * (Lucene's stem returns null for them and the filter keeps the term).
 */
const UNACCENT: Record<string, string> = { á: 'a', â: 'a', ã: 'a', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', õ: 'o', ú: 'u', ü: 'u', ç: 'c', ñ: 'n' };
const isVowel = (c: string | undefined): boolean => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';
const isLetter = (c: string): boolean => /\p{L}/u.test(c);

function r1(v: string | null): string | null {
  if (v === null) return null;
  const i = v.length - 1;
  let j = 0;
  for (; j < i; j++) if (isVowel(v[j])) break;
  if (!(j < i)) return null;
  for (; j < i; j++) if (!isVowel(v[j])) break;
  if (!(j < i)) return null;
  return v.slice(j + 1);
}

function rv(v: string): string | null {
  const i = v.length - 1;
  if (i > 0 && !isVowel(v[1])) {
    let j = 2;
    for (; j < i; j++) if (isVowel(v[j])) break;
    if (j < i) return v.slice(j + 1);
  }
  if (i > 1 && isVowel(v[0]) && isVowel(v[1])) {
    let j = 2;
    for (; j < i; j++) if (!isVowel(v[j])) break;
    if (j < i) return v.slice(j + 1);
  }
  return i > 2 ? v.slice(3) : null;
}

const ends = (v: string | null, suffix: string): boolean => v !== null && v.endsWith(suffix);
const cut = (v: string, suffix: string): string => (v.endsWith(suffix) ? v.slice(0, v.length - suffix.length) : v);
const replace = (v: string, suffix: string, to: string): string => (v.endsWith(suffix) ? v.slice(0, v.length - suffix.length) + to : v);
const preceded = (v: string | null, suffix: string, before: string): boolean => v !== null && v.endsWith(suffix) && cut(v, suffix).endsWith(before);

/** Step 1: [suffix, region it must lie in, replacement (undefined: removed; null: left as is)], in Lucene's order. */
const STEP1: [string, 'R1' | 'R2' | 'RV', string | undefined | null][] = [
  ['uciones', 'R2', 'u'], ['imentos', 'R2', undefined], ['amentos', 'R2', undefined], ['adores', 'R2', undefined],
  ['adoras', 'R2', undefined], ['logias', 'R2', null], ['encias', 'R2', 'ente'], ['amente', 'R1', undefined],
  ['idades', 'R2', undefined], ['acoes', 'R2', undefined], ['imento', 'R2', undefined], ['amento', 'R2', undefined],
  ['adora', 'R2', undefined], ['ismos', 'R2', undefined], ['istas', 'R2', undefined], ['logia', 'R2', 'log'],
  ['ucion', 'R2', 'u'], ['encia', 'R2', 'ente'], ['mente', 'R2', undefined], ['idade', 'R2', undefined],
  ['acao', 'R2', undefined], ['ezas', 'R2', undefined], ['icos', 'R2', undefined], ['icas', 'R2', undefined],
  ['ismo', 'R2', undefined], ['avel', 'R2', undefined], ['ivel', 'R2', undefined], ['ista', 'R2', undefined],
  ['osos', 'R2', undefined], ['osas', 'R2', undefined], ['ador', 'R2', undefined], ['ivas', 'R2', undefined],
  ['ivos', 'R2', undefined], ['iras', 'RV', 'ir'], ['eza', 'R2', undefined], ['ico', 'R2', undefined],
  ['ica', 'R2', undefined], ['oso', 'R2', undefined], ['osa', 'R2', undefined], ['iva', 'R2', undefined],
  ['ivo', 'R2', undefined], ['ira', 'RV', 'ir'],
];

/** Step 2, verb endings in RV, in Lucene's order: [suffix in RV, what is removed from the term]. */
const STEP2: [string, string][] = [
  ...'issemos essemos assemos ariamos eriamos iriamos iremos eremos aremos avamos iramos eramos aramos asseis esseis isseis arieis erieis irieis irmos iamos armos ermos areis ereis ireis asses esses isses astes assem essem issem ardes erdes irdes ariam eriam iriam arias erias irias estes istes areis aveis aria eria iria asse esse isse aste este iste arei erei irei aram eram iram avam arem erem irem ando endo indo arao erao irao adas idas aras eras iras avas ares eres ires ados idos amos emos imos iras ieis ada ida ara era'
    .split(' ').map((x): [string, string] => [x, x]),
  ['ira', 'ava'],
  ...'iam ado ido ias ais eis ira ear ia ei am em ar er ir as es is eu iu ou'.split(' ').map((x): [string, string] => [x, x]),
];

function changeTerm(term: string): string {
  let r = '';
  for (const c of term.toLowerCase()) r += UNACCENT[c] ?? c;
  return r;
}

function createCT(term: string): string {
  let ct = changeTerm(term);
  if (ct.length < 2) return ct;
  if ('"\'-,;.?!'.includes(ct[0]!)) ct = ct.slice(1);
  if (ct.length < 2) return ct;
  if ('-,;.?!\'"'.includes(ct[ct.length - 1]!)) ct = ct.slice(0, -1);
  return ct;
}

/** The stem, or null where Lucene's stemmer gives null (the filter then keeps the term). */
function stem(term: string): string | null {
  let ct = createCT(term);
  if (!(ct.length < 30 && ct.length > 2)) return null;
  for (const c of ct) if (!isLetter(c)) return ct;
  const R1 = r1(ct);
  const regions = { R1, R2: r1(R1), RV: rv(ct) };
  const RV = regions.RV;

  let altered = false;
  for (const [suffix, region, to] of STEP1) {
    if (!ct.endsWith(suffix) || !ends(regions[region], suffix)) continue;
    if (region === 'RV' && !preceded(ct, suffix, 'e')) continue;
    if (to === undefined) ct = cut(ct, suffix);
    else if (to !== null) ct = replace(ct, suffix, to);
    altered = true;
    break;
  }
  if (!altered && RV !== null) {
    for (const [suffix, removed] of STEP2) {
      if (!RV.endsWith(suffix)) continue;
      ct = cut(ct, removed);
      altered = true;
      break;
    }
  }
  if (RV !== null) {
    if (altered) {
      // Step 3: a final `i` in RV after `c`.
      if (RV.endsWith('i') && preceded(RV, 'i', 'c')) ct = cut(ct, 'i');
    } else {
      // Step 4: residual suffixes in RV.
      const residual = ['os', 'a', 'i', 'o'].find((x) => RV.endsWith(x));
      if (residual) ct = cut(ct, residual);
    }
    // Step 5: a final `e` in RV, with the `u` of `gue` or the `i` of `cie`.
    if (RV.endsWith('e')) {
      if (preceded(RV, 'e', 'gu')) ct = cut(cut(ct, 'e'), 'u');
      else if (preceded(RV, 'e', 'ci')) ct = cut(cut(ct, 'e'), 'i');
      else ct = cut(ct, 'e');
    }
  }
  return ct;
}

/** BrazilianStemFilter's term: the stem, or the term itself where there is none. */
export function brazilianStem(term: string): string {
  return stem(term) ?? term;
}
