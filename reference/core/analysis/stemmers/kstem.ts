/**
 * Lucene's KStemmer (org.apache.lucene.analysis.en.KStemmer, behind KStemFilter: ES's `kstem` token filter and
 * the `stemmer` languages `kstem`, `light_english`): Bob Krovetz's stemmer, which strips an inflectional or
 * derivational ending only when what is left is a word of its dictionary (kstemData.ts), with a default for each
 * ending when nothing is found. Ported step for step from Lucene 9.12's class (Apache License 2.0), including its
 * quirks (some steps keep a stale `k`, `charAt` reads past the current length): the output must be Lucene's,
 * not a cleaner stemmer's.
 *
 * Lucene's class was partially derived from the original CIIR KStemmer, whose notice follows:
 *
 * Copyright © 2003, Center for Intelligent Information Retrieval, University of Massachusetts, Amherst.
 * All rights reserved.
 *
 * Redistribution and use in source and binary forms, with or without modification, are permitted provided that
 * the following conditions are met:
 * 1. Redistributions of source code must retain the above copyright notice, this list of conditions and the
 *    following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the
 *    following disclaimer in the documentation and/or other materials provided with the distribution.
 * 3. The names "Center for Intelligent Information Retrieval" and "University of Massachusetts" must not be used
 *    to endorse or promote products derived from this software without prior written permission. To obtain
 *    permission, contact info@ciir.cs.umass.edu.
 *
 * THIS SOFTWARE IS PROVIDED BY UNIVERSITY OF MASSACHUSETTS AND OTHER CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
 * IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A
 * PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDERS OR CONTRIBUTORS BE LIABLE FOR ANY
 * DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO,
 * PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR
 * OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
import { KSTEM_CONFLATIONS, KSTEM_EXCEPTIONS, KSTEM_WORDS } from './kstemData.ts';

/** A dictionary entry: `root` null means the word is its own stem; an exception is never a stripped form's root. */
interface DictEntry { readonly root: string | null; readonly exception: boolean }

let dictionary: Map<string, DictEntry> | undefined;

/** KStemmer.initializeDictHash, built on first use (the tables are large). */
function dict(): Map<string, DictEntry> {
  if (dictionary) return dictionary;
  const d = new Map<string, DictEntry>();
  for (const w of KSTEM_EXCEPTIONS().split(' ')) d.set(w, { root: w, exception: true });
  for (const pair of KSTEM_CONFLATIONS().trim().split(/\s+/)) {
    const [word, root] = pair.split(':');
    d.set(word!, { root: root!, exception: false });
  }
  const plain: DictEntry = { root: null, exception: false };
  for (const w of KSTEM_WORDS().trim().split(/\s+/)) d.set(w, plain);
  dictionary = d;
  return d;
}

const MAX_WORD_LEN = 50;

/**
 * OpenStringBuilder as KStemmer uses it: a char buffer with a length, whose `charAt` reads the buffer without
 * checking the length (a few steps read a character they have just cut off).
 */
class Word {
  buf: string[] = [];
  len = 0;
  charAt(i: number): string { return this.buf[i] ?? '\0'; }
  setCharAt(i: number, c: string): void { this.buf[i] = c; }
  setLength(n: number): void { this.len = n; }
  write(c: string): void { this.buf[this.len++] = c; }
  append(s: string): void { for (const c of s) this.write(c); }
  toString(): string { return this.buf.slice(0, this.len).join(''); }
}

/** One stemming run: KStemmer's fields `word`, `j`, `k` and `matchedEntry`, and its steps. */
class Run {
  readonly word = new Word();
  /** Index of the stem's last letter. */
  j = 0;
  /** Index of the word's last letter. */
  k = 0;
  matchedEntry: DictEntry | undefined;
  constructor(private readonly d: Map<string, DictEntry>) {}

  isCons(index: number): boolean {
    const ch = this.word.charAt(index);
    if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') return false;
    if (ch !== 'y' || index === 0) return true;
    return !this.isCons(index - 1);
  }

  endsInChars(s: string): boolean {
    if (s.length > this.k) return false;
    const r = this.word.len - s.length;
    this.j = this.k;
    for (let i = 0; i < s.length; i++) if (s[i] !== this.word.charAt(r + i)) return false;
    this.j = r - 1;
    return true;
  }

  /** endsIn(a, b[, c[, d]]): the fixed-arity forms, which compare from `k` back and check `n > k` first. */
  endsIn(s: string): boolean {
    const n = s.length;
    if (n > this.k) return false;
    for (let i = 0; i < n; i++) if (this.word.charAt(this.k - n + 1 + i) !== s[i]) return false;
    this.j = this.k - n;
    return true;
  }

  wordInDict(): DictEntry | undefined {
    if (this.matchedEntry) return this.matchedEntry;
    const e = this.d.get(this.word.toString());
    if (e && !e.exception) this.matchedEntry = e;
    return e;
  }

  lookup(): boolean {
    this.matchedEntry = this.d.get(this.word.toString());
    return this.matchedEntry !== undefined;
  }

  setSuffix(s: string): void {
    this.word.setLength(this.j + 1);
    this.word.append(s);
    this.k = this.j + s.length;
  }

  doubleC(i: number): boolean {
    if (i < 1) return false;
    if (this.word.charAt(i) !== this.word.charAt(i - 1)) return false;
    return this.isCons(i);
  }

  vowelInStem(): boolean {
    for (let i = 0; i < this.j + 1; i++) if (!this.isCons(i)) return true;
    return false;
  }

  /** Plurals to singular, `-ies` to `-y`. */
  plural(): void {
    const w = this.word;
    if (w.charAt(this.k) !== 's') return;
    if (this.endsIn('ies')) {
      w.setLength(this.j + 3);
      this.k--;
      if (this.lookup()) return; // calories -> calorie
      this.k++;
      w.write('s');
      this.setSuffix('y');
      this.lookup();
    } else if (this.endsIn('es')) {
      w.setLength(this.j + 2);
      this.k--;
      // `-sses`: crosses is not crosse
      const tryE = this.j > 0 && !(w.charAt(this.j) === 's' && w.charAt(this.j - 1) === 's');
      if (tryE && this.lookup()) return;
      w.setLength(this.j + 1);
      this.k--;
      if (this.lookup()) return;
      w.write('e');
      this.k++;
      if (!tryE) this.lookup();
    } else if (w.len > 3 && w.charAt(this.k - 1) !== 's' && !this.endsIn('ous')) {
      w.setLength(this.k);
      this.k--;
      this.lookup();
    }
  }

  /** `-ed` to the present, `-ied` to `-y`. */
  pastTense(): void {
    const w = this.word;
    if (w.len <= 4) return; // fled is not fl
    if (this.endsIn('ied')) {
      w.setLength(this.j + 3);
      this.k--;
      if (this.lookup()) return;
      this.k++;
      w.write('d');
      this.setSuffix('y');
      this.lookup();
      return;
    }
    if (this.endsIn('ed') && this.vowelInStem()) {
      w.setLength(this.j + 2);
      this.k = this.j + 1;
      const entry = this.wordInDict();
      if (entry && !entry.exception) return;
      w.setLength(this.j + 1);
      this.k = this.j;
      if (this.lookup()) return;
      if (this.doubleC(this.k)) {
        w.setLength(this.k);
        this.k--;
        if (this.lookup()) return;
        w.write(w.charAt(this.k));
        this.k++;
        this.lookup();
        return;
      }
      if (w.charAt(0) === 'u' && w.charAt(1) === 'n') {
        w.write('e');
        w.write('d');
        this.k += 2;
        return;
      }
      w.setLength(this.j + 1);
      w.write('e');
      this.k = this.j + 1;
    }
  }

  /** `-ing`. */
  aspect(): void {
    const w = this.word;
    if (w.len <= 5) return;
    if (this.endsIn('ing') && this.vowelInStem()) {
      w.setCharAt(this.j + 1, 'e');
      w.setLength(this.j + 2);
      this.k = this.j + 1;
      const entry = this.wordInDict();
      if (entry && !entry.exception) return;
      w.setLength(this.k);
      this.k--;
      if (this.lookup()) return;
      if (this.doubleC(this.k)) {
        this.k--;
        w.setLength(this.k + 1);
        if (this.lookup()) return;
        w.write(w.charAt(this.k));
        this.k++;
        this.lookup();
        return;
      }
      if (this.j > 0 && this.isCons(this.j) && this.isCons(this.j - 1)) {
        this.k = this.j;
        w.setLength(this.k + 1);
        return;
      }
      w.setLength(this.j + 1);
      w.write('e');
      this.k = this.j + 1;
    }
  }

  /** `-ity` (`-ability`/`-ibility` to `-ble`, `-ivity` to `-ive`, `-ality` to `-al` without a look-up). */
  ityEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('ity')) return;
    w.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    w.write('e');
    this.k = this.j + 1;
    if (this.lookup()) return;
    w.setCharAt(this.j + 1, 'i');
    w.append('ty');
    this.k = oldK;
    const j = this.j;
    if (j > 0 && w.charAt(j - 1) === 'i' && w.charAt(j) === 'l') {
      w.setLength(j - 1);
      w.append('le');
      this.k = j;
      this.lookup();
      return;
    }
    if (j > 0 && w.charAt(j - 1) === 'i' && w.charAt(j) === 'v') {
      w.setLength(j + 1);
      w.write('e');
      this.k = j + 1;
      this.lookup();
      return;
    }
    if (j > 0 && w.charAt(j - 1) === 'a' && w.charAt(j) === 'l') {
      w.setLength(j + 1);
      this.k = j;
      this.lookup();
      return;
    }
    if (this.lookup()) return;
    w.setLength(j + 1);
    this.k = j;
  }

  /** `-ence`, `-ance`. */
  nceEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('nce')) return;
    const c = w.charAt(this.j);
    if (c !== 'e' && c !== 'a') return;
    w.setLength(this.j);
    w.write('e');
    this.k = this.j;
    if (this.lookup()) return;
    w.setLength(this.j);
    this.k = this.j - 1;
    if (this.lookup()) return;
    w.write(c);
    w.append('nce');
    this.k = oldK;
  }

  /** `-ness`, always removed (`-iness` to `-y`). */
  nessEndings(): void {
    if (!this.endsIn('ness')) return;
    this.word.setLength(this.j + 1);
    this.k = this.j;
    if (this.word.charAt(this.j) === 'i') this.word.setCharAt(this.j, 'y');
    this.lookup();
  }

  /** `-ism`, always removed. */
  ismEndings(): void {
    if (!this.endsIn('ism')) return;
    this.word.setLength(this.j + 1);
    this.k = this.j;
    this.lookup();
  }

  /** `-ment`. */
  mentEndings(): void {
    const oldK = this.k;
    if (!this.endsIn('ment')) return;
    this.word.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    this.word.append('ment');
    this.k = oldK;
  }

  /** `-ize`. */
  izeEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('ize')) return;
    w.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    w.write('i');
    if (this.doubleC(this.j)) {
      w.setLength(this.j);
      this.k = this.j - 1;
      if (this.lookup()) return;
      w.write(w.charAt(this.j - 1));
    }
    w.setLength(this.j + 1);
    w.write('e');
    this.k = this.j + 1;
    if (this.lookup()) return;
    w.setLength(this.j + 1);
    w.append('ize');
    this.k = oldK;
  }

  /** `-ency`, `-ancy`: to `-nt`, else `-nce`. */
  ncyEndings(): void {
    const w = this.word;
    if (!this.endsIn('ncy')) return;
    if (w.charAt(this.j) !== 'e' && w.charAt(this.j) !== 'a') return;
    w.setCharAt(this.j + 2, 't');
    w.setLength(this.j + 3);
    this.k = this.j + 2;
    if (this.lookup()) return;
    w.setCharAt(this.j + 2, 'c');
    w.write('e');
    this.k = this.j + 3;
    this.lookup();
  }

  /** `-able`, `-ible`. */
  bleEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('ble')) return;
    const c = w.charAt(this.j);
    if (c !== 'a' && c !== 'i') return;
    w.setLength(this.j);
    this.k = this.j - 1;
    if (this.lookup()) return;
    if (this.doubleC(this.k)) {
      w.setLength(this.k);
      this.k--;
      if (this.lookup()) return;
      this.k++;
      w.write(w.charAt(this.k - 1));
    }
    w.setLength(this.j);
    w.write('e');
    this.k = this.j;
    if (this.lookup()) return;
    w.setLength(this.j);
    w.append('ate'); // compensable -> compensate
    this.k = this.j + 2;
    if (this.lookup()) return;
    w.setLength(this.j);
    w.write(c);
    w.append('ble');
    this.k = oldK;
  }

  /** `-ic`: to `-ical` (the one expansion), `-y`, `-e`, or removed. */
  icEndings(): void {
    const w = this.word;
    if (!this.endsIn('ic')) return;
    w.setLength(this.j + 3);
    w.append('al');
    this.k = this.j + 4;
    if (this.lookup()) return;
    w.setCharAt(this.j + 1, 'y');
    w.setLength(this.j + 2);
    this.k = this.j + 1;
    if (this.lookup()) return;
    w.setCharAt(this.j + 1, 'e');
    if (this.lookup()) return;
    w.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    w.append('ic');
    this.k = this.j + 2;
  }

  /** `-ion`, `-ition`, `-ation`, `-ization` (always to `-ize`), `-ication`. */
  ionEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('ion')) return;
    if (this.endsInChars('ization')) {
      w.setLength(this.j + 3);
      w.write('e');
      this.k = this.j + 3;
      this.lookup();
      return;
    }
    if (this.endsInChars('ition')) {
      w.setLength(this.j + 1);
      w.write('e');
      this.k = this.j + 1;
      if (this.lookup()) return; // definition -> define
      w.setLength(this.j + 1);
      w.append('ition');
      this.k = oldK;
    } else if (this.endsInChars('ation')) {
      w.setLength(this.j + 3);
      w.write('e');
      this.k = this.j + 3;
      if (this.lookup()) return; // elimination -> eliminate
      w.setLength(this.j + 1);
      w.write('e');
      this.k = this.j + 1;
      if (this.lookup()) return;
      w.setLength(this.j + 1);
      this.k = this.j;
      if (this.lookup()) return; // resignation -> resign
      w.setLength(this.j + 1);
      w.append('ation');
      this.k = oldK;
    }
    if (this.endsInChars('ication')) {
      w.setLength(this.j + 1);
      w.write('y');
      this.k = this.j + 1;
      if (this.lookup()) return; // amplification -> amplify
      w.setLength(this.j + 1);
      w.append('ication');
      this.k = oldK;
    }
    this.j = this.k - 3;
    w.setLength(this.j + 1);
    w.write('e');
    this.k = this.j + 1;
    if (this.lookup()) return;
    w.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    w.setLength(this.j + 1);
    w.append('ion');
    this.k = oldK;
  }

  /** `-er`, `-or`, `-ier`, `-eer` (`-izer` always to `-ize`). */
  erAndOrEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (w.charAt(this.k) !== 'r') return;
    if (this.endsIn('izer')) {
      w.setLength(this.j + 4);
      this.k = this.j + 3;
      this.lookup();
      return;
    }
    if (!(this.endsIn('er') || this.endsIn('or'))) return;
    const c = w.charAt(this.j + 1);
    if (this.doubleC(this.j)) {
      w.setLength(this.j);
      this.k = this.j - 1;
      if (this.lookup()) return;
      w.write(w.charAt(this.j - 1));
    }
    if (w.charAt(this.j) === 'i') {
      w.setCharAt(this.j, 'y');
      w.setLength(this.j + 1);
      this.k = this.j;
      if (this.lookup()) return;
      w.setCharAt(this.j, 'i');
      w.write('e');
    }
    if (w.charAt(this.j) === 'e') {
      w.setLength(this.j);
      this.k = this.j - 1;
      if (this.lookup()) return;
      w.write('e');
    }
    w.setLength(this.j + 2);
    this.k = this.j + 1;
    if (this.lookup()) return;
    w.setLength(this.j + 1);
    this.k = this.j;
    if (this.lookup()) return;
    w.write('e');
    this.k = this.j + 1;
    if (this.lookup()) return;
    w.setLength(this.j + 1);
    w.write(c);
    w.write('r');
    this.k = oldK;
  }

  /** `-ly` (`-ally` always to `-al`, `-ably` to `-able`, `-ily` to `-y` if a word). */
  lyEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('ly')) return;
    const j = this.j;
    w.setCharAt(j + 2, 'e');
    if (this.lookup()) return;
    w.setCharAt(j + 2, 'y');
    w.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    if (j > 0 && w.charAt(j - 1) === 'a' && w.charAt(j) === 'l') return;
    w.append('ly');
    this.k = oldK;
    if (j > 0 && w.charAt(j - 1) === 'a' && w.charAt(j) === 'b') {
      w.setCharAt(j + 2, 'e');
      this.k = j + 2;
      return;
    }
    if (w.charAt(j) === 'i') {
      w.setLength(j);
      w.write('y');
      this.k = j;
      if (this.lookup()) return;
      w.setLength(j);
      w.append('ily');
      this.k = oldK;
    }
    w.setLength(j + 1);
    this.k = j;
  }

  /** `-al` (and the `-ical` left by lyEndings). */
  alEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (w.len < 4) return;
    if (!this.endsIn('al')) return;
    const j = this.j;
    w.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    if (this.doubleC(j)) {
      w.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      w.write(w.charAt(j - 1));
    }
    w.setLength(j + 1);
    w.write('e');
    this.k = j + 1;
    if (this.lookup()) return;
    w.setLength(j + 1);
    w.append('um'); // optimal -> optimum
    this.k = j + 2;
    if (this.lookup()) return;
    w.setLength(j + 1);
    w.append('al');
    this.k = oldK;
    if (j > 0 && w.charAt(j - 1) === 'i' && w.charAt(j) === 'c') {
      w.setLength(j - 1);
      this.k = j - 2;
      if (this.lookup()) return;
      w.setLength(j - 1);
      w.write('y'); // bibliographical -> bibliography
      this.k = j - 1;
      if (this.lookup()) return;
      w.setLength(j - 1);
      w.append('ic');
      this.k = j;
      this.lookup();
      return;
    }
    if (w.charAt(j) === 'i') {
      w.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      w.append('ial');
      this.k = oldK;
      this.lookup();
    }
  }

  /** `-ive` (`-ative` to `-e` or removed; `-ive` to `-ion`). */
  iveEndings(): void {
    const w = this.word;
    const oldK = this.k;
    if (!this.endsIn('ive')) return;
    const j = this.j;
    w.setLength(j + 1);
    this.k = j;
    if (this.lookup()) return;
    w.write('e');
    this.k = j + 1;
    if (this.lookup()) return;
    w.setLength(j + 1);
    w.append('ive');
    if (j > 0 && w.charAt(j - 1) === 'a' && w.charAt(j) === 't') {
      w.setCharAt(j - 1, 'e'); // determinative -> determine
      w.setLength(j);
      this.k = j - 1;
      if (this.lookup()) return;
      w.setLength(j - 1);
      if (this.lookup()) return;
      w.append('ative');
      this.k = oldK;
    }
    w.setCharAt(j + 2, 'o'); // injunctive -> injunction
    w.setCharAt(j + 3, 'n');
    if (this.lookup()) return;
    w.setCharAt(j + 2, 'v');
    w.setCharAt(j + 3, 'e');
    this.k = oldK;
  }
}

/** The step order of KStemmer.stem: the first step whose look-up finds a word ends the run. */
const STEPS: ReadonlyArray<(r: Run) => void> = [
  (r) => r.plural(), (r) => r.pastTense(), (r) => r.aspect(), (r) => r.ityEndings(), (r) => r.nessEndings(),
  (r) => r.ionEndings(), (r) => r.erAndOrEndings(), (r) => r.lyEndings(), (r) => r.alEndings(),
  // KStemmer calls wordInDict() here; it matters only through matchedEntry, which it may set.
  (r) => { r.wordInDict(); r.iveEndings(); }, (r) => r.izeEndings(), (r) => r.mentEndings(), (r) => r.bleEndings(),
  (r) => r.ismEndings(), (r) => r.icEndings(), (r) => r.ncyEndings(), (r) => r.nceEndings(),
];

/**
 * KStemFilter's stem of a (lower-cased) term: unchanged when 2 characters or fewer, 50 or more, or not all of
 * `a`–`z`; a dictionary word's own root; else the steps' result.
 */
export function kstem(term: string): string {
  const len = term.length;
  const k = len - 1;
  if (k <= 1 || k >= MAX_WORD_LEN - 1) return term;
  const d = dict();
  const entry = d.get(term);
  if (entry) return entry.root ?? term;
  for (let i = 0; i < len; i++) {
    const c = term.charCodeAt(i);
    if (c < 97 || c > 122) return term;
  }
  const run = new Run(d);
  run.word.append(term);
  run.k = k;
  for (const step of STEPS) {
    step(run);
    if (run.matchedEntry) break;
  }
  return run.matchedEntry?.root ?? run.word.toString();
}
