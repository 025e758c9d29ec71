/**
 * Case and character folding as Lucene does it per code point (Java's Character.toLowerCase /
 * toUpperCase, not String's: no context-dependent final sigma, no one-to-many mappings), and
 * ASCIIFoldingFilter.
 */
import { FOLDINGS } from './asciiFoldingTable.ts';

const lowerCache = new Map<string, string>();
const upperCache = new Map<string, string>();

function simpleCase(ch: string, cache: Map<string, string>, upper: boolean): string {
  let r = cache.get(ch);
  if (r === undefined) {
    const full = upper ? ch.toUpperCase() : ch.toLowerCase();
    // Java's simple mapping: a character whose full mapping is several characters maps to itself,
    // except U+0130 (İ), whose simple lower case is `i`.
    r = [...full].length === 1 ? full : ch === '\u0130' ? 'i' : ch;
    cache.set(ch, r);
  }
  return r;
}

/** Lower case per code point (Lucene's LowerCaseFilter). */
export function lowerCase(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  let out = '';
  for (const ch of s) out += simpleCase(ch, lowerCache, false);
  return out;
}

/** Upper case per code point (Lucene's UpperCaseFilter). */
export function upperCase(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toUpperCase();
  let out = '';
  for (const ch of s) out += simpleCase(ch, upperCache, true);
  return out;
}

/** Greek lower case (GreekLowerCaseFilter): final sigma to sigma, accents off the vowels. */
export function greekLowerCase(s: string): string {
  const map: Record<string, string> = { ς: 'σ', ά: 'α', έ: 'ε', ή: 'η', ί: 'ι', ϊ: 'ι', ΐ: 'ι', ό: 'ο', ύ: 'υ', ϋ: 'υ', ΰ: 'υ', ώ: 'ω', Ά: 'α', Έ: 'ε', Ή: 'η', Ί: 'ι', Ϊ: 'ι', Ό: 'ο', Ύ: 'υ', Ϋ: 'υ', Ώ: 'ω', ϐ: 'β', ϑ: 'θ', ϒ: 'υ', ϕ: 'φ', ϖ: 'π', ϰ: 'κ', ϱ: 'ρ', ϲ: 'σ', ϵ: 'ε', Σ: 'σ' };
  let out = '';
  for (const ch of s) out += map[ch] ?? lowerCase(ch);
  return out;
}

/** Turkish lower case (TurkishLowerCaseFilter): dotted and dotless I as Turkish writes them. */
export function turkishLowerCase(s: string): string {
  // TurkishLowerCaseFilter's loop: an `I` is `i` when a COMBINING DOT ABOVE follows it (after any other
  // non-spacing marks), else `ı`; every such dot in the marks after an `I` goes; the rest lower-cases per code point.
  const cps = [...s];
  let out = '';
  let iOrAfter = false;
  for (let i = 0; i < cps.length; i++) {
    const ch = cps[i]!;
    iOrAfter = ch === 'I' || (iOrAfter && /\p{Mn}/u.test(ch));
    if (iOrAfter) {
      if (ch === '\u0307') continue;
      if (ch === 'I') {
        let k = i + 1;
        while (k < cps.length && cps[k] !== '\u0307' && /\p{Mn}/u.test(cps[k]!)) k++;
        const dotted = cps[k] === '\u0307';
        out += dotted ? 'i' : 'ı';
        if (!dotted) iOrAfter = false;
        continue;
      }
    }
    out += lowerCase(ch);
  }
  return out;
}

/**
 * Irish lower case (IrishLowerCaseFilter): `nA` → `n-a`, `tE` → `t-e` before a capital vowel (AEIOUÁÉÍÓÚ, the
 * accented ones spelt in escapes: the server bundle must stay ASCII, harness/build.js asciiText).
 */
export function irishLowerCase(s: string): string {
  const prefixed = /^[nt][AEIOU\u00c1\u00c9\u00cd\u00d3\u00da]/.test(s) ? `${s[0]}-${s.slice(1)}` : s;
  return lowerCase(prefixed);
}

let folding: Map<string, string> | undefined;

/** The ASCII folding of a term, or the term itself where nothing folds. */
export function asciiFold(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s;
  if (!folding) {
    folding = new Map();
    for (const [to, from] of FOLDINGS) for (const ch of from) folding.set(ch, to);
  }
  let out = '';
  // Java folds UTF-16 units: characters outside the BMP pass through as their surrogates.
  for (let i = 0; i < s.length; i++) out += folding.get(s[i]) ?? s[i];
  return out;
}
