/**
 * Token filters that change or drop tokens one at a time: case, folding, trimming, length and
 * duplicate handling, elision, keyword marking, stop words (ES's factories of the same names).
 */
import { badAnalysisSetting, isEsError, type EsError } from '../../errors/index.ts';
import { inlineOrFileWords, wordListSetting } from '../fileSettings.ts';
import { filter, type TokenFilter, type TokenFilterFactory } from '../components.ts';
import { bool, int, list, str, type Params } from '../params.ts';
import { filterTokens, mapTerms, type Tok } from '../token.ts';
import { asciiFold, greekLowerCase, irishLowerCase, lowerCase, turkishLowerCase, upperCase } from './caseFold.ts';
import { ENGLISH_STOP_WORDS, resolveStopWords, stopSet } from './stopWords.ts';
import { javaRegex } from '../javaRegex.ts';
import { fit } from '../../regex/bounded.ts';

export const lowercaseFactory: TokenFilterFactory = (p, ctx) => {
  const lang = str(p, 'language');
  const f = lang === undefined ? lowerCase : lang === 'greek' ? greekLowerCase : lang === 'irish' ? irishLowerCase : lang === 'turkish' ? turkishLowerCase : undefined;
  if (!f) return badAnalysisSetting(`language [${lang}] not support for lower case`);
  return filter(ctx.name, (s) => mapTerms(s, f), true);
};

export const uppercaseFactory: TokenFilterFactory = (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, upperCase), true);

export const asciifoldingFactory: TokenFilterFactory = (p, ctx) => {
  const preserve = bool(p, 'preserve_original', false);
  if (preserve === undefined) return notBoolean(p, 'preserve_original');
  // ASCIIFoldingFilter emits the folded form, then (preserve_original) the original at the same position.
  return filter(ctx.name, (s) => {
    const out: Tok[] = [];
    for (const t of s.tokens) {
      const folded = asciiFold(t.term);
      if (folded === t.term) out.push(t);
      else {
        out.push({ ...t, term: folded });
        if (preserve) out.push({ ...t, posInc: 0 });
      }
    }
    return { ...s, tokens: out };
  }, true);
};

function notBoolean(p: Params, key: string): EsError {
  return badAnalysisSetting(`Failed to parse value [${str(p, key)}] as only [true] or [false] are allowed.`);
}

/** Java's Character.isWhitespace, which TrimFilter trims. */
const JAVA_WS = /[\t\n\u000B\f\r\u001C-\u001F \u1680\u2000-\u2006\u2008-\u200A\u2028\u2029\u205F\u3000]/;

export const trimFactory: TokenFilterFactory = (_p, ctx) =>
  filter(ctx.name, (s) => mapTerms(s, (t) => {
    let a = 0;
    let b = t.length;
    while (a < b && JAVA_WS.test(t[a])) a++;
    while (b > a && JAVA_WS.test(t[b - 1])) b--;
    return t.slice(a, b);
  }), true);

export const truncateFactory: TokenFilterFactory = (p, ctx) => {
  const length = int(p, 'length', 10);
  if (!(length > 0)) return badAnalysisSetting('length parameter must be provided');
  return filter(ctx.name, (s) => mapTerms(s, (t) => (t.length > length ? t.slice(0, length) : t)));
};

export const reverseFactory: TokenFilterFactory = (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, (t) => [...t].reverse().join('')));

export const uniqueFactory: TokenFilterFactory = (p, ctx) => {
  const samePos = bool(p, 'only_on_same_position', false);
  if (samePos === undefined) return notBoolean(p, 'only_on_same_position');
  // ES's UniqueTokenFilter drops duplicates without carrying their position increments.
  return filter(ctx.name, (s) => {
    const seen = new Set<string>();
    const out: Tok[] = [];
    for (const t of s.tokens) {
      let dup: boolean;
      if (samePos) {
        if (t.posInc > 0) seen.clear();
        dup = t.posInc === 0 && seen.has(t.term);
      } else dup = seen.has(t.term);
      seen.add(t.term);
      if (!dup) out.push(t);
    }
    return { ...s, tokens: out };
  });
};

export const removeDuplicatesFactory: TokenFilterFactory = (_p, ctx) =>
  filter(ctx.name, (s) => {
    let seen = new Set<string>();
    const out: Tok[] = [];
    for (const t of s.tokens) {
      if (t.posInc > 0) seen = new Set();
      if (seen.has(t.term)) continue;
      seen.add(t.term);
      out.push(t);
    }
    return { ...s, tokens: out };
  });

export const lengthFactory: TokenFilterFactory = (p, ctx) => {
  const min = int(p, 'min', 0);
  const max = int(p, 'max', 2147483647);
  return filter(ctx.name, (s) => filterTokens(s, (t) => t.term.length >= min && t.term.length <= max));
};

export const limitFactory: TokenFilterFactory = (p, ctx) => {
  const max = int(p, 'max_token_count', 1);
  return filter(ctx.name, (s) => ({ ...s, tokens: s.tokens.slice(0, max) }));
};

/** FrenchAnalyzer.DEFAULT_ARTICLES, the elision filter's default. */
const FRENCH_ARTICLES = ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu'];

export const elisionFactory: TokenFilterFactory = (p, ctx) => {
  const ignoreCase = bool(p, 'articles_case', false) ?? false;
  const given = inlineOrFileWords(p, ctx, 'articles');
  if (isEsError(given)) return given;
  // A defined elision filter must list its articles; the pre-configured one has French's.
  if (given === undefined && !ctx.preconfigured) return badAnalysisSetting('elision filter requires [articles] or [articles_path] setting');
  return elisionFilter(ctx.name, stopSet(given ?? FRENCH_ARTICLES, ignoreCase));
};

/** Lucene's ElisionFilter: a term whose part before its first apostrophe is an article loses that part. */
export function elisionFilter(name: string, isArticle: (t: string) => boolean): TokenFilter {
  return filter(name, (s) => mapTerms(s, (t) => {
    const i = t.search(/['\u2019]/);
    return i >= 0 && isArticle(t.slice(0, i)) ? t.slice(i + 1) : t;
  }), true);
}

/** Lucene's ApostropheFilter: a term is cut at its first apostrophe (Turkish suffixes follow one). */
export function apostropheFilter(name: string): TokenFilter {
  return filter(name, (s) => mapTerms(s, (t) => {
    const i = t.search(/['\u2019]/);
    return i >= 0 ? t.slice(0, i) : t;
  }));
}

export const apostropheFactory: TokenFilterFactory = (_p, ctx) => apostropheFilter(ctx.name);

export const decimalDigitFactory: TokenFilterFactory = (_p, ctx) =>
  filter(ctx.name, (s) => mapTerms(s, (t) => t.replace(/\p{Nd}/gu, (d) => String(digitValue(d)))), true);

/** Character.digit(c, 10) for a Unicode decimal digit (Nd) of any script. */
export function digitValue(d: string): number {
  const cp = d.codePointAt(0)!;
  // Every Nd block is ten consecutive code points starting at a zero.
  for (let z = cp; z >= cp - 9; z--) if (!/\p{Nd}/u.test(String.fromCodePoint(z - 1)) || (cp - z + 1) % 10 === 0) return (cp - z) % 10;
  return 0;
}

export const keywordMarkerFactory: TokenFilterFactory = (p, ctx) => {
  const pattern = str(p, 'keywords_pattern');
  // Analysis.getWordSet: the file, when named, rather than the inline list (read only without a pattern).
  const words = pattern === undefined ? wordListSetting(p, ctx, 'keywords') : list(p, 'keywords');
  if (isEsError(words)) return words;
  if (pattern !== undefined && (words !== undefined || p.keywords_path !== undefined)) {
    return badAnalysisSetting('cannot specify both `keywords_pattern` and `keywords` or `keywords_path`');
  }
  if (pattern === undefined && words === undefined) {
    return badAnalysisSetting('keyword filter requires either `keywords`, `keywords_path`, or `keywords_pattern` to be configured');
  }
  const ignoreCase = bool(p, 'ignore_case', false) ?? false;
  let test: (t: string) => boolean;
  if (pattern !== undefined) {
    const re = javaRegex(pattern, '', true);
    if (typeof re !== 'object' || !(re instanceof RegExp)) return re;
    test = (t) => fit(re, t).test(t);
  } else test = stopSet(words!, ignoreCase);
  return { ...filter(ctx.name, (s) => ({ ...s, tokens: s.tokens.map((t) => (!t.keyword && test(t.term) ? { ...t, keyword: true } : t)) })), keywordAttr: true };
};

/** A keyword marker over fixed words (the language analyzers' `stem_exclusion`). */
export function keywordMarker(name: string, words: readonly string[]): TokenFilter {
  const set = stopSet(words, false);
  return { ...filter(name, (s) => ({ ...s, tokens: s.tokens.map((t) => (set(t.term) ? { ...t, keyword: true } : t)) })), keywordAttr: true };
}

/** A stop filter (Lucene's StopFilter; with `remove_trailing: false` its SuggestStopFilter). */
export function stopFilter(name: string, words: readonly string[], ignoreCase: boolean, removeTrailing = true): TokenFilter {
  const isStop = stopSet(words, ignoreCase);
  // An empty list (the standard analyzer's `_none_`) removes nothing.
  if (words.length === 0) return filter(name, (s) => s);
  return filter(name, (s) => {
    if (removeTrailing || s.tokens.length === 0) return filterTokens(s, (t) => !isStop(t.term));
    // SuggestStopFilter keeps a last stop word that the input ends on (no separator after it).
    const last = s.tokens[s.tokens.length - 1];
    const keepLast = isStop(last.term) && last.end === s.endOffset;
    return filterTokens(s, (t) => !isStop(t.term) || (keepLast && t === last));
  });
}

export const stopFactory: TokenFilterFactory = (p, ctx) => {
  const words = inlineOrFileWords(p, ctx, 'stopwords');
  if (isEsError(words)) return words;
  const ignoreCase = bool(p, 'ignore_case', false);
  if (ignoreCase === undefined) return notBoolean(p, 'ignore_case');
  const removeTrailing = bool(p, 'remove_trailing', true);
  if (removeTrailing === undefined) return notBoolean(p, 'remove_trailing');
  return stopFilter(ctx.name, resolveStopWords(words, ENGLISH_STOP_WORDS), ignoreCase, removeTrailing);
};

export const patternReplaceFilterFactory: TokenFilterFactory = (p, ctx) => {
  const pattern = str(p, 'pattern');
  if (pattern === undefined) return badAnalysisSetting(`pattern is missing for [${ctx.name}] token filter of type 'pattern_replace'`);
  const all = bool(p, 'all', true) ?? true;
  const re = javaRegex(pattern, all ? 'g' : '', true);
  if (!(re instanceof RegExp)) return re;
  const replacement = javaReplacement(str(p, 'replacement') ?? '');
  return filter(ctx.name, (s) => mapTerms(s, (t) => t.replace(fit(re, t), replacement)));
};

/** A Java `Matcher.appendReplacement` string in JS's replacement syntax (`$1`, `${name}`, `\$`). */
export function javaReplacement(r: string): string {
  let out = '';
  for (let i = 0; i < r.length; i++) {
    const c = r[i];
    if (c === '\\' && i + 1 < r.length) out += r[++i] === '$' ? '$$' : r[i];
    else if (c === '$' && r[i + 1] === '{') {
      const end = r.indexOf('}', i);
      out += `$<${r.slice(i + 2, end)}>`;
      i = end;
    } else out += c;
  }
  return out;
}

export const fingerprintFactory: TokenFilterFactory = (p, ctx) => {
  const separator = str(p, 'separator') ?? ' ';
  const max = int(p, 'max_output_size', 255);
  // FingerprintFilter: one token of the sorted, deduplicated terms, or none past max_output_size.
  return filter(ctx.name, (s) => {
    if (s.tokens.length === 0) return s;
    const terms = [...new Set(s.tokens.map((t) => t.term))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const term = terms.join(separator);
    if (term.length > max) return { ...s, tokens: [] };
    return { ...s, tokens: [{ term, posInc: 1, posLen: 1, start: 0, end: s.endOffset, type: 'fingerprint', keyword: false }] };
  });
};

/** ClassicFilter: `'s` off <APOSTROPHE> tokens, dots out of <ACRONYM> tokens. */
export const classicFilterFactory: TokenFilterFactory = (_p, ctx) =>
  filter(ctx.name, (s) => ({
    ...s,
    tokens: s.tokens.map((t) => {
      if (t.type === '<APOSTROPHE>' && /'[sS]$/.test(t.term)) return { ...t, term: t.term.slice(0, -2) };
      if (t.type === '<ACRONYM>') return { ...t, term: t.term.replace(/\./g, '') };
      return t;
    }),
  }));

/** KeywordRepeatFilter: each token twice, first marked keyword, then not, at the same position. */
export const keywordRepeatFactory: TokenFilterFactory = (_p, ctx) => ({
  ...filter(ctx.name, (s) => ({ ...s, tokens: s.tokens.flatMap((t) => [{ ...t, keyword: true }, { ...t, keyword: false, posInc: 0 }]) })),
  keywordAttr: true,
});
