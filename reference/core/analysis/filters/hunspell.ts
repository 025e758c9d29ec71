/**
 * The `hunspell` token filter (HunspellTokenFilterFactory over Lucene's HunspellStemFilter): each token is
 * replaced by its stems from the dictionary of `locale` (or `language`, `lang`), all at the token's position
 * (`dedup`, default true: each once; `longest_only`: the longest alone), an unknown word kept as it is, a
 * keyword token left alone. The dictionary is HunspellService's: `<config>/hunspell/<locale>/` with one `.aff`
 * and any `.dic` files, and an optional `settings.yml` / `settings.json` (`ignore_case`).
 *
 * Unlike ES, whose node loads each dictionary once and keeps it until it restarts, the simulator reads it with
 * the index's other config files: a changed dictionary applies at the index's next open, not only at restart.
 */
import { badAnalysisSetting, hunspellDictionaryUnloadable, isEsError, type EsError } from '../../errors/index.ts';
import { filter, type TokenFilterFactory } from '../components.ts';
import { NO_CONFIG, type ConfigReader } from '../configFiles.ts';
import { bool, str } from '../params.ts';
import type { Tok } from '../token.ts';
import { parseHunspell, type HunspellDictionary } from './hunspellDictionary.ts';
import { hunspellStems } from './hunspellStemmer.ts';

/** Parsed dictionaries by their files' text (a dictionary is parsed once however many indices name it). */
const parsed = new Map<string, HunspellDictionary>();
const PARSED_KEPT = 4;

/** `ignore_case` of the dictionary's own settings file (`key: value` lines, or JSON). */
function dictionaryIgnoreCase(text: string | undefined): boolean {
  if (text === undefined) return false;
  const m = /"?ignore_case"?\s*[:=]\s*"?(true|false)"?/.exec(text);
  return m?.[1] === 'true';
}

/** HunspellService.loadDictionary: the locale's folder, its one affix file and its word files. */
export function loadHunspell(config: ConfigReader, locale: string): HunspellDictionary | EsError {
  const dir = `hunspell/${locale}/`;
  const listing = /^[^/\\]+$/.test(locale) && locale !== '.' && locale !== '..' ? config.read(dir) : null;
  if (typeof listing !== 'string') return hunspellDictionaryUnloadable(locale, `Could not find hunspell dictionary [${locale}]`);
  const names = listing.split('\n').filter((n) => n !== '');
  const affs = names.filter((n) => n.endsWith('.aff'));
  if (affs.length === 0) return hunspellDictionaryUnloadable(locale, `Missing affix file for hunspell dictionary [${locale}]`);
  if (affs.length > 1) return hunspellDictionaryUnloadable(locale, `Too many affix files exist for hunspell dictionary [${locale}]`);
  const texts: string[] = [];
  for (const n of [affs[0], ...names.filter((x) => x.endsWith('.dic'))]) {
    const t = config.read(dir + n);
    // Lucene decodes by the affix file's SET; the simulator reads UTF-8 (ASCII) files only.
    if (typeof t !== 'string') return hunspellDictionaryUnloadable(locale, t === false ? `the simulator reads UTF-8 hunspell files only, and [${n}] is not` : `Could not load hunspell dictionary [${locale}]`);
    texts.push(t);
  }
  const settingsName = names.find((n) => n === 'settings.yml' || n === 'settings.json');
  const settingsText = settingsName ? config.read(dir + settingsName) : undefined;
  const ignoreCase = dictionaryIgnoreCase(typeof settingsText === 'string' ? settingsText : undefined);
  const key = `${ignoreCase}\u0000${texts.join('\u0000')}`;
  let d = parsed.get(key);
  if (!d) {
    const r = parseHunspell(texts[0], texts.slice(1), ignoreCase);
    if (typeof r === 'string') return hunspellDictionaryUnloadable(locale, r);
    d = r;
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
    parsed.set(key, d);
  }
  return d;
}

/** HunspellStemFilter's order for longest_only: longer first, then reverse order of the text. */
function longestFirst(a: string, b: string): number {
  return b.length - a.length || (b < a ? -1 : b > a ? 1 : 0);
}

export const hunspellFactory: TokenFilterFactory = (p, ctx) => {
  const locale = str(p, 'locale') ?? str(p, 'language') ?? str(p, 'lang');
  if (locale === undefined) return badAnalysisSetting('missing [locale | language | lang] configuration for hunspell token filter');
  const d = loadHunspell(ctx.config ?? NO_CONFIG, locale);
  if (isEsError(d)) return d;
  const dedup = bool(p, 'dedup', true) ?? true;
  const longestOnly = bool(p, 'longest_only', false) ?? false;
  return filter(ctx.name, (s) => {
    const out: Tok[] = [];
    for (const t of s.tokens) {
      if (t.keyword) {
        out.push(t);
        continue;
      }
      const stems = hunspellStems(d, t.term, dedup);
      if (stems.length === 0) {
        out.push(t);
        continue;
      }
      if (longestOnly && stems.length > 1) stems.sort(longestFirst);
      out.push({ ...t, term: stems[0] });
      if (!longestOnly) for (const st of stems.slice(1)) out.push({ ...t, term: st, posInc: 0 });
    }
    return { ...s, tokens: out };
  });
};
