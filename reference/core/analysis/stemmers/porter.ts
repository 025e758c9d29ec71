/**
 * Lucene's PorterStemmer (Martin Porter's 1980 algorithm, from his reference Java version, with its two
 * departures from the paper: `-bli` → `-ble` and `-logi` → `-log`). Steps keep Lucene's numbering
 * (step1 … step6); words of one or two characters are left as they are.
 */

/** The Porter stem of a word (lower case expected, as Lucene's PorterStemFilter receives it). */
export function porterStem(word: string): string {
  if (word.length <= 2) return word;
  const b = word.split('');
  let k = b.length - 1;
  let j = 0;

  const cons = (i: number): boolean => {
    switch (b[i]) {
      case 'a': case 'e': case 'i': case 'o': case 'u':
        return false;
      case 'y':
        return i === 0 ? true : !cons(i - 1);
      default:
        return true;
    }
  };
  // The number of consonant sequences between the start and j.
  const m = (): number => {
    let n = 0;
    let i = 0;
    for (;;) {
      if (i > j) return n;
      if (!cons(i)) break;
      i++;
    }
    i++;
    for (;;) {
      for (;;) {
        if (i > j) return n;
        if (cons(i)) break;
        i++;
      }
      i++;
      n++;
      for (;;) {
        if (i > j) return n;
        if (!cons(i)) break;
        i++;
      }
      i++;
    }
  };
  const vowelInStem = (): boolean => {
    for (let i = 0; i <= j; i++) if (!cons(i)) return true;
    return false;
  };
  const doublec = (x: number): boolean => x >= 1 && b[x] === b[x - 1] && cons(x);
  const cvc = (i: number): boolean => {
    if (i < 2 || !cons(i) || cons(i - 1) || !cons(i - 2)) return false;
    const ch = b[i];
    return !(ch === 'w' || ch === 'x' || ch === 'y');
  };
  const ends = (s: string): boolean => {
    const l = s.length;
    const o = k - l + 1;
    if (o < 0) return false;
    for (let i = 0; i < l; i++) if (b[o + i] !== s[i]) return false;
    j = k - l;
    return true;
  };
  const setto = (s: string): void => {
    const o = j + 1;
    for (let i = 0; i < s.length; i++) b[o + i] = s[i];
    k = j + s.length;
  };
  const r = (s: string): void => {
    if (m() > 0) setto(s);
  };

  const step1 = (): void => {
    if (b[k] === 's') {
      if (ends('sses')) k -= 2;
      else if (ends('ies')) setto('i');
      else if (b[k - 1] !== 's') k--;
    }
    if (ends('eed')) {
      if (m() > 0) k--;
    } else if ((ends('ed') || ends('ing')) && vowelInStem()) {
      k = j;
      if (ends('at')) setto('ate');
      else if (ends('bl')) setto('ble');
      else if (ends('iz')) setto('ize');
      else if (doublec(k)) {
        const ch = b[k--];
        if (ch === 'l' || ch === 's' || ch === 'z') k++;
      } else if (m() === 1 && cvc(k)) setto('e');
    }
  };
  const step2 = (): void => {
    if (ends('y') && vowelInStem()) b[k] = 'i';
  };
  const step3 = (): void => {
    if (k === 0) return;
    const rules: Record<string, [string, string][]> = {
      a: [['ational', 'ate'], ['tional', 'tion']],
      c: [['enci', 'ence'], ['anci', 'ance']],
      e: [['izer', 'ize']],
      l: [['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous']],
      o: [['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate']],
      s: [['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous']],
      t: [['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble']],
      g: [['logi', 'log']],
    };
    for (const [suffix, to] of rules[b[k - 1]] ?? []) {
      if (ends(suffix)) {
        r(to);
        return;
      }
    }
  };
  const step4 = (): void => {
    const rules: Record<string, [string, string][]> = {
      e: [['icate', 'ic'], ['ative', ''], ['alize', 'al']],
      i: [['iciti', 'ic']],
      l: [['ical', 'ic'], ['ful', '']],
      s: [['ness', '']],
    };
    for (const [suffix, to] of rules[b[k]] ?? []) {
      if (ends(suffix)) {
        r(to);
        return;
      }
    }
  };
  const step5 = (): void => {
    if (k === 0) return;
    const suffixes: Record<string, string[]> = {
      a: ['al'], c: ['ance', 'ence'], e: ['er'], i: ['ic'], l: ['able', 'ible'], n: ['ant', 'ement', 'ment', 'ent'],
      s: ['ism'], t: ['ate', 'iti'], u: ['ous'], v: ['ive'], z: ['ize'],
    };
    const c = b[k - 1];
    let hit = false;
    if (c === 'o') {
      hit = (ends('ion') && j >= 0 && (b[j] === 's' || b[j] === 't')) || ends('ou');
    } else {
      for (const s of suffixes[c] ?? []) {
        if (ends(s)) {
          hit = true;
          break;
        }
      }
    }
    if (hit && m() > 1) k = j;
  };
  const step6 = (): void => {
    j = k;
    if (b[k] === 'e') {
      const a = m();
      if (a > 1 || (a === 1 && !cvc(k - 1))) k--;
    }
    if (b[k] === 'l' && doublec(k) && m() > 1) k--;
  };

  step1();
  step2();
  step3();
  step4();
  step5();
  step6();
  return b.slice(0, k + 1).join('');
}
