/**
 * Lucene's StandardTokenizer: Unicode word boundaries (UAX#29) with Lucene's own rules for the scripts
 * UAX#29 leaves to dictionaries. Boundaries elsewhere come from Intl.Segmenter (ICU's UAX#29); ICU
 * segments Han, kana and South-East Asian text with dictionaries, where Lucene's grammar
 * (StandardTokenizerImpl.jflex) emits each ideograph and each hiragana on its own, a run of katakana as
 * one token and a run of Thai, Lao, Myanmar or Khmer as one token: those runs are cut out and tokenized
 * here by Lucene's rules.
 */
import { tok, type Tok } from '../token.ts';

export const ALPHANUM = '<ALPHANUM>';
export const NUM = '<NUM>';
export const SOUTHEAST_ASIAN = '<SOUTHEAST_ASIAN>';
export const IDEOGRAPHIC = '<IDEOGRAPHIC>';
export const HIRAGANA = '<HIRAGANA>';
export const KATAKANA = '<KATAKANA>';
export const HANGUL = '<HANGUL>';
export const EMOJI = '<EMOJI>';

/** Lucene's StandardAnalyzer.DEFAULT_MAX_TOKEN_LENGTH. */
export const DEFAULT_MAX_TOKEN_LENGTH = 255;

const HAN = /\p{Script=Han}/u;
const HIRA = /\p{Script=Hiragana}/u;
// Word_Break=Katakana: the Katakana script plus the common marks UAX#29 files with it.
const KATA = /[\p{Script=Katakana}\u3031-\u3035\u309B\u309C\u30A0\u30FC\uFF70]/u;
// Line_Break=Complex_Context: the letters and marks of these scripts (their digits and punctuation are not).
const SA = /(?![\p{Nd}\p{P}])[\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Tai_Le}\p{Script=New_Tai_Lue}\p{Script=Tai_Tham}\p{Script=Tai_Viet}\p{Script=Ahom}]/u;
// WB4: Extend, Format and ZWJ attach to the character before them.
const EXTEND = /[\p{M}\p{Cf}\u200D\uFF9E\uFF9F]/u;
const HANGUL_ONLY = /^(?:\p{Script=Hangul}[\p{M}\p{Cf}\u200D]*)+$/u;
const HAS_LETTER = /[\p{L}\p{N}]/u;
const HAS_ALPHA = /[\p{L}]/u;
const EMOJI_START = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[0-9#*]\uFE0F?\u20E3)/u;

type Kind = 'han' | 'hira' | 'kata' | 'sa' | 'other';

function kindOf(ch: string): Kind {
  // Below Thai (U+0E00) no character is of a dictionary script.
  if (ch.charCodeAt(0) < 0x0e00) return 'other';
  if (HAN.test(ch)) return 'han';
  if (HIRA.test(ch)) return 'hira';
  if (KATA.test(ch)) return 'kata';
  if (SA.test(ch)) return 'sa';
  return 'other';
}

let segmenter: Intl.Segmenter | undefined;
function words(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  return segmenter.segment(text);
}

/** The type Lucene's grammar gives a UAX#29 word of the non-dictionary scripts. */
function typeOfWord(w: string): string | undefined {
  if (EMOJI_START.test(w)) return EMOJI;
  if (!HAS_LETTER.test(w)) return undefined;
  if (!HAS_ALPHA.test(w)) return NUM;
  if (HANGUL_ONLY.test(w)) return HANGUL;
  return ALPHANUM;
}

/** Tokens of a run of text outside the dictionary scripts, by ICU's UAX#29 boundaries. */
function segmentOther(text: string, base: number, out: Tok[]): void {
  for (const s of words(text)) {
    const type = typeOfWord(s.segment);
    if (type) out.push(tok(s.segment, base + s.index, base + s.index + s.segment.length, type));
  }
}

/** The characters from i on that attach to the one before (WB4). */
function extendEnd(cps: string[], i: number): number {
  while (i < cps.length && EXTEND.test(cps[i])) i++;
  return i;
}

// ASCII classes of UAX#29: letters, digits, `_` (ExtendNumLet) join; `:` `.` `'` join letters, `.` `,` `;` `'` digits.
const isLetterCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;
const isWordCode = (c: number): boolean => isLetterCode(c) || isDigitCode(c) || c === 95;

/**
 * The same rules over ASCII text, without ICU (which costs ~100x more): WB5-WB13b on the ASCII classes.
 * standard.test.ts holds it to the general path.
 */
export function asciiStandardTokens(text: string): Tok[] {
  const out: Tok[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let letters = false;
    let alnum = false;
    for (;;) {
      while (i < n) {
        const c = text.charCodeAt(i);
        if (isLetterCode(c)) letters = alnum = true;
        else if (isDigitCode(c)) alnum = true;
        else if (c !== 95) break;
        i++;
      }
      if (i + 1 >= n) break;
      const mid = text.charCodeAt(i);
      const before = text.charCodeAt(i - 1);
      const after = text.charCodeAt(i + 1);
      // WB6/WB7: letter (: . ') letter; WB11/WB12: digit (. , ; ') digit.
      const joinsLetters = (mid === 58 || mid === 46 || mid === 39) && isLetterCode(before) && isLetterCode(after);
      const joinsDigits = (mid === 46 || mid === 44 || mid === 59 || mid === 39) && isDigitCode(before) && isDigitCode(after);
      if (!joinsLetters && !joinsDigits) break;
      i++;
    }
    if (alnum) out.push(tok(text.slice(start, i), start, i, letters ? ALPHANUM : NUM));
  }
  return out;
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/** Splits text into tokens of Lucene's types, offsets in UTF-16 units as Java's. */
export function standardTokens(text: string): Tok[] {
  if (ASCII.test(text)) return asciiStandardTokens(text);
  return unicodeStandardTokens(text);
}

/** The general path: ICU's boundaries, Lucene's rules for the dictionary scripts. */
export function unicodeStandardTokens(text: string): Tok[] {
  const out: Tok[] = [];
  const cps = Array.from(text);
  let i = 0;
  let off = 0;
  let otherStart = 0;
  let otherOff = 0;
  const len = (a: number, b: number): number => {
    let n = 0;
    for (let k = a; k < b; k++) n += cps[k].length;
    return n;
  };
  const flushOther = (): void => {
    if (otherStart < i) segmentOther(cps.slice(otherStart, i).join(''), otherOff, out);
  };
  while (i < cps.length) {
    const kind = kindOf(cps[i]);
    if (kind === 'other') {
      off += cps[i].length;
      i++;
      continue;
    }
    flushOther();
    let j: number;
    if (kind === 'han' || kind === 'hira') {
      j = extendEnd(cps, i + 1);
    } else {
      j = i + 1;
      while (j < cps.length && (kindOf(cps[j]) === kind || EXTEND.test(cps[j]))) j++;
    }
    const n = len(i, j);
    const type = kind === 'han' ? IDEOGRAPHIC : kind === 'hira' ? HIRAGANA : kind === 'kata' ? KATAKANA : SOUTHEAST_ASIAN;
    out.push(tok(cps.slice(i, j).join(''), off, off + n, type));
    off += n;
    i = j;
    otherStart = i;
    otherOff = off;
  }
  flushOther();
  return out;
}

/**
 * Lucene's scanners see at most `maxTokenLength` characters from a token's start (StandardTokenizer and
 * UAX29URLEmailTokenizer call `scanner.setBufferSize(maxTokenLength)`, and their JFlex skeleton never grows
 * the buffer): a word that runs past that window ends where the window ends, and the word-break rules that
 * look ahead see nothing past it, so `john.smith` with a window of 5 is `john` then `smith` (the `.` joins
 * letters only when a letter is seen after it). A token no longer than the window comes out as without it,
 * so only the text from the first longer token is rescanned, window by window.
 * (TestStandardAnalyzer.testMaxTokenLengthDefault; ES docs: `jumped` → `jumpe`, `d`, and the uax_url_email
 * page's `john`, `smith`, `globa`, `l`, … for max_token_length 5.)
 */
export function bufferLimited(tokenize: (text: string) => Tok[], text: string, maxTokenLength: number): Tok[] {
  const whole = tokenize(text);
  const first = whole.findIndex((t) => t.end - t.start > maxTokenLength);
  if (first < 0) return whole;
  const out = whole.slice(0, first);
  let p = whole[first].start;
  while (p < text.length) {
    const window = tokenize(text.slice(p, p + maxTokenLength));
    if (window.length === 0) {
      p += maxTokenLength;
      continue;
    }
    const t = window[0];
    if (t.start > 0) {
      // Characters no rule matches are skipped one by one: the next token's window starts at the token.
      p += t.start;
      continue;
    }
    out.push({ ...t, start: p + t.start, end: p + t.end });
    p += t.end;
  }
  return out;
}

/** The standard tokenizer with a maximum token length. */
export function standardTokenizer(maxTokenLength = DEFAULT_MAX_TOKEN_LENGTH): (text: string) => Tok[] {
  return (text) => bufferLimited(standardTokens, text, maxTokenLength);
}
