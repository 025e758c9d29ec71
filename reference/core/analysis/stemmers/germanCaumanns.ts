/**
 * Lucene's GermanStemmer (Caumanns's "fast and simple" algorithm, the `german_stem` filter): the term lower-cased,
 * doubled letters and common clusters (sch, ch, ei, ie, ig, st) masked, the base suffixes e/s/n/t/em/er/nd
 * stripped under length limits that count the masked chars, then everything unmasked; umlauts stay folded and
 * ß stays ss. Terms with a non-letter come back lower-cased only.
 */
const isLetter = (c: string): boolean => /\p{L}/u.test(c);

/** Lucene's `substitute`: masks in place, returning how many chars the masks saved. */
function substitute(b: string[]): number {
  let count = 0;
  for (let c = 0; c < b.length; c++) {
    if (c > 0 && b[c] === b[c - 1]) b[c] = '*';
    else if (b[c] === 'ä') b[c] = 'a';
    else if (b[c] === 'ö') b[c] = 'o';
    else if (b[c] === 'ü') b[c] = 'u';
    else if (b[c] === 'ß') {
      b[c] = 's';
      b.splice(c + 1, 0, 's');
      count++;
    }
    if (c < b.length - 1) {
      if (c < b.length - 2 && b[c] === 's' && b[c + 1] === 'c' && b[c + 2] === 'h') {
        b[c] = '$';
        b.splice(c + 1, 2);
        count += 2;
      } else {
        const pair = b[c]! + b[c + 1]!;
        const mask = ({ ch: '§', ei: '%', ie: '&', ig: '#', st: '!' } as Record<string, string>)[pair];
        if (mask) {
          b[c] = mask;
          b.splice(c + 1, 1);
          count++;
        }
      }
    }
  }
  return count;
}

function strip(b: string[], substCount: number): void {
  for (;;) {
    if (b.length <= 3) return;
    const last2 = b.slice(-2).join('');
    const last = b[b.length - 1];
    if (b.length + substCount > 5 && last2 === 'nd') b.splice(-2);
    else if (b.length + substCount > 4 && (last2 === 'em' || last2 === 'er')) b.splice(-2);
    else if (last === 'e' || last === 's' || last === 'n' || last === 't') b.pop();
    else return;
  }
}

function optimize(b: string[], substCount: number): void {
  // Female plurals of professions and inhabitants.
  if (b.length > 5 && b.slice(-5).join('') === 'erin*') {
    b.pop();
    strip(b, substCount);
  }
  // Irregular plurals like Matrizen → Matrix.
  if (b.length > 0 && b[b.length - 1] === 'z') b[b.length - 1] = 'x';
}

const UNMASK: Record<string, string> = { $: 'sch', '§': 'ch', '%': 'ei', '&': 'ie', '#': 'ig', '!': 'st' };

function resubstitute(b: string[]): void {
  for (let c = 0; c < b.length; c++) {
    if (b[c] === '*') b[c] = b[c - 1]!;
    else if (UNMASK[b[c]!] !== undefined) b.splice(c, 1, ...UNMASK[b[c]!]!.split(''));
  }
}

function removeParticleDenotion(b: string[]): void {
  if (b.length <= 4) return;
  for (let c = 0; c < b.length - 3; c++) {
    if (b.slice(c, c + 4).join('') === 'gege') {
      b.splice(c, 2);
      return;
    }
  }
}

export function germanCaumannsStem(term: string): string {
  const lower = term.toLowerCase();
  for (const ch of lower.split('')) if (!isLetter(ch)) return lower;
  const b = lower.split('');
  const substCount = substitute(b);
  strip(b, substCount);
  optimize(b, substCount);
  resubstitute(b);
  removeParticleDenotion(b);
  return b.join('');
}
