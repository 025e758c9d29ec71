/**
 * Lucene's hunspell `Stemmer`: a word's stems are its own entry (unless it needs an affix, lives only in
 * compounds or is forbidden) and every dictionary word it reaches by stripping a prefix and/or suffix whose
 * flag the word carries, the affix's condition holding on the candidate; with continuation classes a second
 * suffix (or, with COMPLEXPREFIXES, a second prefix) may be stripped, and a cross-product affix combines a
 * prefix with a suffix. An upper-case word is also stemmed title- and lower-cased, a title-case word
 * lower-cased (caseOf / doStem with caseVariant), where KEEPCASE words do not match.
 */
import type { Affix, HunspellDictionary } from './hunspellDictionary.ts';

function has(flags: ReadonlySet<string>, flag: string | undefined): boolean {
  return flag !== undefined && flags.has(flag);
}

/** hasCrossCheckedFlag: the flag is among the continuation classes (or there are none and that matches). */
function crossChecked(flag: string, flags: ReadonlySet<string>, matchEmpty: boolean): boolean {
  return (flags.size === 0 && matchEmpty) || flags.has(flag);
}

class Stemmer {
  constructor(private readonly d: HunspellDictionary) {}

  /** The stems of `word`, as Stemmer.stem lists them (duplicates kept). */
  stem(input: string): string[] {
    let word = input;
    if (this.d.ignore !== '') word = [...word].filter((c) => !this.d.ignore.includes(c)).join('');
    if (this.d.ignoreCase) word = word.toLowerCase();
    const out = this.doStem(word, false);
    if (this.d.ignoreCase || word.length === 0) return out;
    const kind = caseOf(word);
    if (kind === 'upper') {
      const title = word[0] + word.slice(1).toLowerCase();
      out.push(...this.doStem(title, true), ...this.doStem(title.toLowerCase(), true));
    } else if (kind === 'title') out.push(...this.doStem(word.toLowerCase(), true));
    return out;
  }

  private doStem(word: string, caseVariant: boolean): string[] {
    const d = this.d;
    const stems: string[] = [];
    for (const flags of d.words.get(word) ?? []) {
      if (caseVariant && has(flags, d.keepCase)) continue;
      if (has(flags, d.needAffix) || has(flags, d.onlyInCompound) || has(flags, d.forbidden)) continue;
      stems.push(word);
    }
    stems.push(...this.strip(word, undefined, undefined, undefined, 0, true, true, false, false, caseVariant));
    return stems;
  }

  /** The affix may stand first (depth 0), or follow the previous one through its continuation classes. */
  private compatible(a: Affix, prevFlag: string | undefined, depth: number, previousWasPrefix: boolean): boolean {
    const onlyInCompound = has(a.appendFlags, this.d.onlyInCompound);
    if (depth === 0) return !onlyInCompound;
    if (!a.cross) return false;
    return !onlyInCompound && prevFlag !== undefined && crossChecked(prevFlag, a.appendFlags, previousWasPrefix);
  }

  /** Stemmer.stem(word, ..., recursionDepth, doPrefix, doSuffix, ...): strips one more affix. */
  private strip(word: string, previous: Affix | undefined, prevFlag: string | undefined, prefixFlag: string | undefined, depth: number, doPrefix: boolean, doSuffix: boolean, previousWasPrefix: boolean, circumfix: boolean, caseVariant: boolean): string[] {
    const d = this.d;
    const stems: string[] = [];
    if (doPrefix && d.prefixes.size > 0) {
      const limit = Math.min(d.fullStrip ? word.length : word.length - 1, d.longestAppend.prefix);
      for (let i = 0; i <= limit; i++) {
        for (const a of d.prefixes.get(word.slice(0, i)) ?? []) {
          if (a === previous || !this.compatible(a, prevFlag, depth, false)) continue;
          const candidate = a.strip + word.slice(i);
          if (a.condition && !a.condition.test(candidate)) continue;
          stems.push(...this.applyAffix(candidate, a, undefined, depth, true, circumfix, caseVariant));
        }
      }
    }
    if (doSuffix && d.suffixes.size > 0) {
      const min = d.fullStrip ? 0 : 1;
      for (let i = word.length; i >= Math.max(min, word.length - d.longestAppend.suffix); i--) {
        for (const a of d.suffixes.get(word.slice(i)) ?? []) {
          if (a === previous || !this.compatible(a, prevFlag, depth, previousWasPrefix)) continue;
          const candidate = word.slice(0, i) + a.strip;
          if (a.condition && !a.condition.test(candidate)) continue;
          stems.push(...this.applyAffix(candidate, a, prefixFlag, depth, false, circumfix, caseVariant));
        }
      }
    }
    return stems;
  }

  /** Stemmer.applyAffix: the candidate is a stem if a dictionary word carries the affix's flag; then deeper affixes. */
  private applyAffix(candidate: string, a: Affix, prefixFlag: string | undefined, depth: number, prefix: boolean, circumfix: boolean, caseVariant: boolean): string[] {
    const d = this.d;
    const stems: string[] = [];
    for (const flags of d.words.get(candidate) ?? []) {
      if (!flags.has(a.flag)) continue;
      // The one exception: with COMPLEXPREFIXES the first prefix was already chained against the second.
      const chainedPrefix = d.complexPrefixes && depth === 1 && prefix;
      if (!chainedPrefix && prefixFlag !== undefined && !flags.has(prefixFlag) && !crossChecked(prefixFlag, a.appendFlags, false)) continue;
      if (d.circumfix !== undefined && circumfix !== a.appendFlags.has(d.circumfix)) continue;
      if (caseVariant && has(flags, d.keepCase)) continue;
      if (has(flags, d.onlyInCompound) || has(flags, d.forbidden)) continue;
      stems.push(candidate);
    }
    if (d.circumfix !== undefined && !circumfix && prefix) circumfix = a.appendFlags.has(d.circumfix);
    if (a.cross) {
      if (depth === 0) {
        if (prefix) stems.push(...this.strip(candidate, a, a.flag, a.flag, 1, d.complexPrefixes && d.twoStageAffix, true, true, circumfix, caseVariant));
        else if (!d.complexPrefixes && d.twoStageAffix) stems.push(...this.strip(candidate, a, a.flag, prefixFlag, 1, false, true, false, circumfix, caseVariant));
      } else if (depth === 1) {
        if (prefix && d.complexPrefixes) stems.push(...this.strip(candidate, a, a.flag, a.flag, 2, false, true, true, circumfix, caseVariant));
        else if (!prefix && !d.complexPrefixes && d.twoStageAffix) stems.push(...this.strip(candidate, a, a.flag, prefixFlag, 2, false, true, false, circumfix, caseVariant));
      }
    }
    return stems;
  }
}

/** Stemmer.caseOf: upper (all upper), title (first upper only), or exact. */
function caseOf(word: string): 'upper' | 'title' | 'exact' {
  const chars = [...word];
  const isUpper = (c: string): boolean => c !== c.toLowerCase() && c === c.toUpperCase();
  if (!isUpper(chars[0])) return 'exact';
  let seenUpper = false;
  let seenLower = false;
  for (const c of chars.slice(1)) {
    const u = isUpper(c);
    seenUpper ||= u;
    seenLower ||= !u;
  }
  return !seenLower ? 'upper' : !seenUpper ? 'title' : 'exact';
}

const stemmers = new WeakMap<HunspellDictionary, Stemmer>();

/** The stems of a word; `dedup`: each once (Stemmer.uniqueStems, case-blind when the dictionary ignores case). */
export function hunspellStems(d: HunspellDictionary, word: string, dedup: boolean): string[] {
  let s = stemmers.get(d);
  if (!s) stemmers.set(d, (s = new Stemmer(d)));
  const stems = s.stem(word);
  if (!dedup || stems.length < 2) return stems;
  const seen = new Set<string>();
  return stems.filter((x) => {
    const k = d.ignoreCase ? x.toLowerCase() : x;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
