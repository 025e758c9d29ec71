/**
 * Lucene's JaroWinklerDistance and NGramDistance (org.apache.lucene.search.spell), the `jaro_winkler` and `ngram`
 * string distances of the term suggester and of the phrase suggester's direct generators
 * (DirectCandidateGeneratorBuilder.resolveDistance). Both work on Java chars (UTF-16 code units, as JS strings
 * index) and in float, step by step as the Java does, so scores agree to the last bit.
 */
const f = Math.fround;

/** JaroWinklerDistance.getDistance with its default threshold 0.7 for the Winkler prefix bonus. */
export function jaroWinkler(s1: string, s2: string): number {
  const [max, min] = s1.length > s2.length ? [s1, s2] : [s2, s1];
  const range = Math.max(Math.trunc(max.length / 2) - 1, 0);
  const matchIndexes = new Array<number>(min.length).fill(-1);
  const matchFlags = new Array<boolean>(max.length).fill(false);
  let matches = 0;
  for (let mi = 0; mi < min.length; mi++) {
    const c1 = min.charCodeAt(mi);
    for (let xi = Math.max(mi - range, 0), xn = Math.min(mi + range + 1, max.length); xi < xn; xi++) {
      if (!matchFlags[xi] && c1 === max.charCodeAt(xi)) {
        matchIndexes[mi] = xi;
        matchFlags[xi] = true;
        matches++;
        break;
      }
    }
  }
  const ms1: number[] = [];
  const ms2: number[] = [];
  for (let i = 0; i < min.length; i++) if (matchIndexes[i] !== -1) ms1.push(min.charCodeAt(i));
  for (let i = 0; i < max.length; i++) if (matchFlags[i]) ms2.push(max.charCodeAt(i));
  let transpositions = 0;
  for (let mi = 0; mi < ms1.length; mi++) if (ms1[mi] !== ms2[mi]) transpositions++;
  let prefix = 0;
  for (let mi = 0; mi < min.length; mi++) {
    if (s1.charCodeAt(mi) === s2.charCodeAt(mi)) prefix++;
    else break;
  }
  const m = matches;
  if (m === 0) return 0;
  const half = Math.trunc(transpositions / 2);
  const j = f(f(f(f(m / s1.length) + f(m / s2.length)) + f((m - half) / m)) / 3);
  return j < f(0.7) ? j : f(j + f(f(f(Math.min(f(0.1), f(1 / max.length))) * prefix) * f(1 - j)));
}

/** NGramDistance.getDistance with n = 2 (its default constructor, which ES uses). */
export function ngramDistance(source: string, target: string, n = 2): number {
  const sl = source.length;
  const tl = target.length;
  if (sl === 0 || tl === 0) return sl === tl ? 1 : 0;
  if (sl < n || tl < n) {
    let cost = 0;
    for (let i = 0, ni = Math.min(sl, tl); i < ni; i++) if (source.charCodeAt(i) === target.charCodeAt(i)) cost++;
    return f(cost / Math.max(sl, tl));
  }
  // The null-character prefix of n - 1 (0 never occurs in a term, as Java's (char) 0 prefix assumes).
  const sa: number[] = [];
  for (let i = 0; i < sl + n - 1; i++) sa.push(i < n - 1 ? 0 : source.charCodeAt(i - n + 1));
  let p = new Array<number>(sl + 1);
  let d = new Array<number>(sl + 1);
  for (let i = 0; i <= sl; i++) p[i] = i;
  const tj = new Array<number>(n);
  for (let j = 1; j <= tl; j++) {
    for (let ti = 0; ti < n; ti++) {
      const k = j - n + ti;
      tj[ti] = k < 0 ? 0 : target.charCodeAt(k);
    }
    d[0] = j;
    for (let i = 1; i <= sl; i++) {
      let cost = 0;
      let tn = n;
      for (let ni = 0; ni < n; ni++) {
        if (sa[i - 1 + ni] !== tj[ni]) cost++;
        else if (sa[i - 1 + ni] === 0) tn--; // matches on the prefix are discounted
      }
      const ec = f(cost / tn);
      d[i] = Math.min(Math.min(f(d[i - 1] + 1), f(p[i] + 1)), f(p[i - 1] + ec));
    }
    [p, d] = [d, p];
  }
  return f(1 - f(p[sl] / Math.max(tl, sl)));
}
