/**
 * More token filters of ES's analysis-common module: keep / keep_types, stemmer_override,
 * pattern_capture, delimited_payload, common_grams, cjk_width / cjk_bigram, the Serbian normalization
 * (the Scandinavian and German ones are in nordicGerman.ts), multiplexer and flatten_graph (each as its Lucene filter behaves).
 */
import { badAnalysisSetting, isEsError } from '../../errors/index.ts';
import { inlineOrFileWords, wordListSetting } from '../fileSettings.ts';
import { filter, type TokenFilter, type TokenFilterFactory } from '../components.ts';
import { bool, list, str } from '../params.ts';
import { filterTokens, mapTerms, type Stream, type Tok } from '../token.ts';
import { stopSet } from './stopWords.ts';
import { javaRegex } from '../javaRegex.ts';
import { fit } from '../../regex/bounded.ts';
import { flattenGraph } from './flattenGraph.ts';
import { CJK_SCRIPTS, cjkBigrams } from './cjkBigram.ts';

export const keepFactory: TokenFilterFactory = (p, ctx) => {
  // KeepWordFilterFactory: exactly one of the list and the file ("we don't allow both or none").
  if ((p.keep_words === undefined) === (p.keep_words_path === undefined)) return badAnalysisSetting('keep requires `keep_words` or `keep_words_path` to be configured');
  const words = wordListSetting(p, ctx, 'keep_words');
  if (isEsError(words)) return words;
  const keep = stopSet(words ?? [], bool(p, 'keep_words_case', false) ?? false);
  return filter(ctx.name, (s) => filterTokens(s, (t) => keep(t.term)));
};

export const keepTypesFactory: TokenFilterFactory = (p, ctx) => {
  const types = list(p, 'types');
  if (types === undefined) return badAnalysisSetting('keep_types requires `types` to be configured');
  const mode = str(p, 'mode') ?? 'include';
  if (mode !== 'include' && mode !== 'exclude') return badAnalysisSetting("`mode` can only be 'include' or 'exclude'");
  const set = new Set(types);
  return filter(ctx.name, (s) => filterTokens(s, (t) => set.has(t.type) === (mode === 'include')));
};

/** StemmerOverrideFilter: a rule's term replaces the token's and marks it a keyword, so later stemmers leave it. */
export const stemmerOverrideFactory: TokenFilterFactory = (p, ctx) => {
  const given = wordListSetting(p, ctx, 'rules');
  if (isEsError(given)) return given;
  const rules = new Map<string, string>();
  for (const r of given ?? []) {
    const m = /^(.+?)\s*=>\s*(.+)$/.exec(r.trim());
    if (!m) return badAnalysisSetting(`Invalid Keyword override Rule:${r}`);
    for (const k of m[1].split(',')) rules.set(k.trim(), m[2].trim());
  }
  return stemmerOverrideFilter(ctx.name, rules);
};

/** Lucene's StemmerOverrideFilter: a non-keyword term the rules hold is replaced and marked keyword. */
export function stemmerOverrideFilter(name: string, rules: ReadonlyMap<string, string>): TokenFilter {
  return { ...filter(name, (s) => ({ ...s, tokens: s.tokens.map((t) => (!t.keyword && rules.has(t.term) ? { ...t, term: rules.get(t.term)!, keyword: true } : t)) })), keywordAttr: true };
}

/** PatternCaptureGroupTokenFilter: the original (preserve_original) and every capture group match of every pattern, at one position. */
export const patternCaptureFactory: TokenFilterFactory = (p, ctx) => {
  const res: RegExp[] = [];
  for (const src of list(p, 'patterns') ?? []) {
    const re = javaRegex(src, 'gd', true);
    if (!(re instanceof RegExp)) return re;
    res.push(re);
  }
  const preserve = bool(p, 'preserve_original', true) ?? true;
  return filter(ctx.name, (s) => {
    const out: Tok[] = [];
    for (const t of s.tokens) {
      const caps = captureGroups(t.term, res, preserve);
      const terms = preserve ? [t.term, ...caps] : caps.length ? caps : [t.term];
      terms.forEach((term, k) => out.push({ ...t, term, posInc: k === 0 ? t.posInc : 0 }));
    }
    return { ...s, tokens: out };
  });
};

/**
 * PatternCaptureGroupTokenFilter.nextCapture: the captures of every pattern, in order of their start in the
 * token (the earlier pattern first on a tie), repeats kept; an empty group, or with `preserve_original` one
 * that is the whole token, is passed over.
 */
function captureGroups(term: string, res: readonly RegExp[], preserve: boolean): string[] {
  const state = res.map((re) => ({ it: term.matchAll(fit(re, term))[Symbol.iterator](), m: undefined as RegExpExecArray | undefined, g: -1 }));
  const out: string[] = [];
  for (;;) {
    let min = Number.MAX_SAFE_INTEGER;
    let current = -1;
    for (let i = 0; i < state.length; i++) {
      const x = state[i];
      if (x.g === -1) {
        const r = x.it.next();
        x.m = r.done ? undefined : (r.value as RegExpExecArray);
        x.g = x.m ? 1 : 0;
      }
      if (x.g === 0 || !x.m) continue;
      const groups = x.m.length - 1;
      while (x.g < groups + 1) {
        const span = x.m.indices?.[x.g];
        const [start, end] = span ?? [-1, -1];
        if (start === end || (preserve && start === 0 && end === term.length)) {
          x.g++;
          continue;
        }
        if (start < min) {
          min = start;
          current = i;
        }
        break;
      }
      if (x.g === groups + 1) {
        x.g = -1;
        i--;
      }
    }
    if (current < 0) return out;
    const x = state[current];
    const [start, end] = x.m!.indices![x.g];
    out.push(term.slice(start, end));
    x.g++;
  }
}

/** DelimitedPayloadTokenFilter: the term before the delimiter (the payload after it is not shown by _analyze). */
export const delimitedPayloadFactory: TokenFilterFactory = (p, ctx) => {
  const delimiter = str(p, 'delimiter') ?? '|';
  const encoding = str(p, 'encoding') ?? 'float';
  if (!['float', 'int', 'identity'].includes(encoding)) return badAnalysisSetting(`Unknown encoding [${encoding}]`);
  const encode = PAYLOAD_ENCODERS[encoding as keyof typeof PAYLOAD_ENCODERS];
  // DelimitedPayloadTokenFilter: the text after the (first) delimiter is encoded as the payload, else no payload.
  return filter(ctx.name, (s) => {
    for (const t of s.tokens) {
      const i = t.term.indexOf(delimiter);
      if (i < 0) {
        delete t.payload;
        continue;
      }
      t.payload = encode(t.term.slice(i + delimiter.length));
      t.term = t.term.slice(0, i);
    }
    return s;
  });
};

/**
 * The payload encoders of DelimitedPayloadTokenFilterFactory: FloatEncoder and IntegerEncoder (PayloadHelper's
 * 4 big-endian bytes of Float.floatToIntBits / the int), IdentityEncoder (the text's UTF-8 bytes).
 */
const PAYLOAD_ENCODERS = {
  float: (v: string): Uint8Array => {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, Number(v));
    return b;
  },
  int: (v: string): Uint8Array => {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, Number.parseInt(v, 10));
    return b;
  },
  identity: (v: string): Uint8Array => new TextEncoder().encode(v),
};

/** TypeAsPayloadTokenFilter: each token's type, as UTF-8 bytes, is its payload. */
export const typeAsPayloadFactory: TokenFilterFactory = (_p, ctx) =>
  filter(ctx.name, (s) => {
    for (const t of s.tokens) t.payload = new TextEncoder().encode(t.type);
    return s;
  });

/** CommonGramsFilter: unigrams, and a bigram (`a_b`, type gram) over each pair with a common word. */
export const commonGramsFactory: TokenFilterFactory = (p, ctx) => {
  const words = inlineOrFileWords(p, ctx, 'common_words');
  if (isEsError(words)) return words;
  // The pre-configured `common_grams` is CommonGramsFilter(input, CharArraySet.EMPTY_SET): no common words.
  if (words === undefined && p.common_words_path === undefined && !ctx.preconfigured) return badAnalysisSetting('missing or empty [common_words] or [common_words_path] configuration for common_grams token filter');
  const common = stopSet(words ?? [], bool(p, 'ignore_case', false) ?? false);
  const queryMode = bool(p, 'query_mode', false) ?? false;
  return filter(ctx.name, (s) => {
    const out: Tok[] = [];
    const toks = s.tokens;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      const next = toks[i + 1];
      out.push(t);
      if (next && (common(t.term) || common(next.term))) out.push({ ...t, term: `${t.term}_${next.term}`, end: next.end, type: 'gram', posInc: 0, posLen: 2 });
    }
    return { ...s, tokens: queryMode ? commonGramsQuery(out) : out };
  });
};

/**
 * CommonGramsQueryFilter over CommonGramsFilter's output, as its incrementToken does it: a token is held until
 * the next one is read and dropped when that one is a gram (the gram stands for it); a gram given out gets
 * position increment and length 1; the last token is dropped when the token given out before it was a gram.
 * So `the quick fox is brown` gives the_quick, quick, fox_is, is_brown (the ES page's example).
 */
function commonGramsQuery(tokens: readonly Tok[]): Tok[] {
  const out: Tok[] = [];
  const asGiven = (t: Tok): Tok => (t.type === 'gram' ? { ...t, posInc: 1, posLen: 1 } : t);
  let previous: Tok | undefined;
  let previousType: string | undefined;
  for (const current of tokens) {
    if (previous && current.type !== 'gram') {
      out.push(asGiven(previous));
      previousType = previous.type;
    }
    previous = current;
  }
  if (previous && previousType !== 'gram') out.push(asGiven(previous));
  return out;
}

/**
 * CJKWidthFilter: full-width ASCII to basic Latin, half-width katakana to full width; a half-width (semi-)voiced
 * mark composes with the katakana before it, whether that was half or full width (CJKWidthFilter.combine), else
 * becomes the combining mark.
 */
function cjkWidth(t: string): string {
  const out: string[] = [];
  for (const ch of t) {
    const c = ch.charCodeAt(0);
    if (c >= 0xff01 && c <= 0xff5e) out.push(String.fromCharCode(c - 0xfee0));
    else if (c >= 0xff65 && c <= 0xff9f) {
      const prev = out[out.length - 1];
      const p = prev === undefined ? 0 : prev.charCodeAt(0);
      const composed = (c === 0xff9e || c === 0xff9f) && p >= 0x30a6 && p <= 0x30fd ? (prev! + (c === 0xff9e ? '\u3099' : '\u309A')).normalize('NFC') : '';
      if (composed.length === 1) out[out.length - 1] = composed;
      else out.push(ch.normalize('NFKC'));
    } else out.push(ch);
  }
  return out.join('');
}

export const cjkWidthFactory: TokenFilterFactory = (_p, ctx) => filter(ctx.name, (s) => mapTerms(s, cjkWidth), true);

/**
 * CJKBigramFilter (cjkBigram.ts) with ES's CJKBigramFilterFactory settings: `ignored_scripts` (han, hiragana,
 * katakana, hangul) take a script out, `output_unigrams` keeps the characters.
 */
export const cjkBigramFactory: TokenFilterFactory = (p, ctx) => {
  const unigrams = bool(p, 'output_unigrams', false) ?? false;
  const ignored = new Set((list(p, 'ignored_scripts') ?? []).map((x) => x.toLowerCase()));
  const types = new Set(Object.entries(CJK_SCRIPTS).filter(([name]) => !ignored.has(name)).map(([, type]) => type));
  return filter(ctx.name, (s) => cjkBigrams(s, types, unigrams));
};

const SERBIAN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n',
  њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
  č: 'c', ć: 'c', đ: 'dj', š: 's', ž: 'z',
};

/** SerbianNormalizationFilter: Cyrillic to Latin, diacritics off (lower case expected, as Lucene's). */
export function serbianNormalization(name = 'serbian_normalization'): TokenFilter {
  return filter(name, (s) => mapTerms(s, (t) => [...t].map((c) => (Object.hasOwn(SERBIAN, c) ? SERBIAN[c] : Object.hasOwn(SERBIAN, c.toLowerCase()) ? SERBIAN[c.toLowerCase()].toUpperCase() : c)).join('')), true);
}

export const serbianNormalizationFactory: TokenFilterFactory = (_p, ctx) => serbianNormalization(ctx.name);

/** MultiplexerTokenFilter: each token through every listed chain, all at its position, duplicates removed. */
export const multiplexerFactory: TokenFilterFactory = (p, ctx) => {
  const preserve = bool(p, 'preserve_original', true) ?? true;
  const chains: TokenFilter[][] = [];
  for (const spec of Array.isArray(p.filters) ? p.filters : list(p, 'filters') ?? []) {
    const chain: TokenFilter[] = [];
    for (const name of spec.split(',').map((x) => x.trim()).filter(Boolean)) {
      const f = ctx.filterOf?.(name);
      if (f === undefined) return badAnalysisSetting(`Multiplexing filter [${ctx.name}] refers to undefined tokenfilter [${name}]`);
      if (isEsError(f)) return f;
      chain.push(f);
    }
    chains.push(chain);
  }
  return filter(ctx.name, (s) => {
    const out: Tok[] = [];
    for (const t of s.tokens) {
      const seen = new Set<string>();
      const here: Tok[] = [];
      const add = (x: Tok): void => {
        if (seen.has(x.term)) return;
        seen.add(x.term);
        here.push({ ...x, posInc: here.length === 0 ? t.posInc : 0 });
      };
      if (preserve) add(t);
      for (const chain of chains) {
        let one: Stream = { tokens: [{ ...t, posInc: 1 }], endOffset: s.endOffset, endPosInc: 0 };
        for (const f of chain) one = f.apply(one);
        one.tokens.forEach(add);
      }
      out.push(...here);
    }
    return { ...s, tokens: out };
  });
};

/** FlattenGraphFilter (flattenGraph.ts). */
export const flattenGraphFactory: TokenFilterFactory = (_p, ctx) => filter(ctx.name, flattenGraph);
