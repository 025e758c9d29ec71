/**
 * The `hunspell` token filter over dictionaries of our own, each answer checked against Lucene's own
 * HunspellStemFilter (Lucene 8.7's hunspell.Dictionary and Stemmer, run on the same files and words):
 * suffixes with conditions, a prefix, cross products, continuation classes (FLAG long with AF aliases),
 * COMPLEXPREFIXES with FLAG num, NEEDAFFIX, KEEPCASE, ONLYINCOMPOUND, case variants, `dedup`, `longest_only`
 * and a dictionary's `ignore_case`; and HunspellService's refusals (HunspellTokenFilterFactory, HunspellService).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

const AFF = [
  'SET UTF-8', 'NEEDAFFIX Z', 'KEEPCASE K', 'ONLYINCOMPOUND O',
  'SFX S Y 3', 'SFX S 0 s [^sxy]', 'SFX S y ies [^aeiou]y', 'SFX S 0 es [sx]',
  'SFX D Y 2', 'SFX D 0 ed [^e]', 'SFX D 0 d e',
  'SFX N N 1', 'SFX N 0 ness/S .',
  'SFX L Y 1', 'SFX L 0 ly/N .',
  'PFX U Y 1', 'PFX U 0 un .',
  'PFX R N 1', 'PFX R 0 re [^r]', '',
].join('\n');
const DIC = ['16', 'walk/SDU', 'happy/SLU', 'box/S', 'fox/S', 'bake/DR', 'kind/LNU', 'paint/ZSD', 'Paris/K', 'NASA/K', 'cat/S', 'under/O', 'loud/LN', 'axe/S', 'ax/S', 'Axes/S', 'rose/S', ''].join('\n');

const LONG_AFF = ['SET UTF-8', 'FLAG long', 'AF 4', 'AF AaBb', 'AF Bb', 'AF Cc', 'AF AaPp', 'SFX Aa Y 1', 'SFX Aa 0 ing/3 .', 'SFX Bb Y 1', 'SFX Bb 0 er .', 'SFX Cc Y 1', 'SFX Cc 0 s .', 'PFX Pp Y 1', 'PFX Pp 0 pre .', ''].join('\n');
const LONG_DIC = '3\nplay/1\nread/2\ntest/4\n';
const NUM_AFF = ['SET UTF-8', 'FLAG num', 'COMPLEXPREFIXES', 'SFX 101 Y 1', 'SFX 101 0 ar/102 .', 'SFX 102 Y 1', 'SFX 102 0 tu .', 'PFX 201 Y 1', 'PFX 201 0 an/202 .', 'PFX 202 Y 1', 'PFX 202 0 be .', ''].join('\n');
const NUM_DIC = '2\nkal/101,201\nmin/201\n';

const files = {
  'hunspell/xx_XX/xx.aff': AFF, 'hunspell/xx_XX/xx.dic': DIC,
  'hunspell/xx_CI/xx.aff': AFF, 'hunspell/xx_CI/xx.dic': DIC, 'hunspell/xx_CI/settings.yml': 'ignore_case: true\n',
  'hunspell/yy_LONG/y.aff': LONG_AFF, 'hunspell/yy_LONG/y.dic': LONG_DIC,
  'hunspell/zz_NUM/z.aff': NUM_AFF, 'hunspell/zz_NUM/z.dic': NUM_DIC,
  'hunspell/two_AFF/a.aff': AFF, 'hunspell/two_AFF/b.aff': AFF,
  'hunspell/no_AFF/a.dic': DIC,
};

function analyze(filter: Record<string, unknown>, text: string, pre: unknown[] = []): string[] {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0', configFiles: files });
  const r = call(s, 'POST', '/_analyze', { tokenizer: 'whitespace', filter: [...pre, { type: 'hunspell', ...filter }], text });
  expect(r.status, r.text).toBe(200);
  return r.body.tokens.map((t: { token: string; position: number }) => `${t.token}/${t.position}`);
}

describe('hunspell token filter (answers of Lucene 8.7 on the same dictionaries)', () => {
  const text = 'axes Axes AXES roses walks unhappy kindnesses Paris PARIS';
  it('stems by suffix, prefix and cross product; several stems share the position; unknown words stay', () => {
    expect(analyze({ locale: 'xx_XX' }, text)).toEqual(['axe/0', 'ax/0', 'Axes/1', 'axe/1', 'ax/1', 'Axes/2', 'axe/2', 'ax/2', 'rose/3', 'walk/4', 'happy/5', 'kindnesses/6', 'Paris/7', 'PARIS/8']);
    expect(analyze({ lang: 'xx_XX' }, 'walked unhappy boxes painting painted paint bakes baked rebake under loudly')).toEqual(
      ['walk/0', 'happy/1', 'box/2', 'painting/3', 'paint/4', 'paint/5', 'bakes/6', 'bake/7', 'bake/8', 'under/9', 'loud/10']);
  });
  it('longest_only keeps the longest stem; dedup: false is the same here', () => {
    expect(analyze({ language: 'xx_XX', longest_only: true }, text)).toEqual(['axe/0', 'Axes/1', 'Axes/2', 'rose/3', 'walk/4', 'happy/5', 'kindnesses/6', 'Paris/7', 'PARIS/8']);
    expect(analyze({ locale: 'xx_XX', dedup: false }, text)).toEqual(analyze({ locale: 'xx_XX' }, text));
  });
  it('a dictionary with ignore_case in its settings file folds words and input', () => {
    expect(analyze({ locale: 'xx_CI' }, text)).toEqual(['axes/0', 'axe/0', 'ax/0', 'axes/1', 'axe/1', 'ax/1', 'axes/2', 'axe/2', 'ax/2', 'rose/3', 'walk/4', 'happy/5', 'kindnesses/6', 'paris/7', 'paris/8']);
  });
  it('FLAG long with AF aliases and continuation classes; FLAG num with COMPLEXPREFIXES', () => {
    expect(analyze({ locale: 'yy_LONG' }, 'plays playing playings player reads reading reader tests testing pretest pretesting pretestings').map((t) => t.split('/')[0])).toEqual(
      ['plays', 'play', 'play', 'play', 'reads', 'reading', 'read', 'tests', 'test', 'test', 'pretesting', 'test']);
    expect(analyze({ locale: 'zz_NUM' }, 'kalar kalartu ankal beankal beankalartu ankalar beankalar anmin beanmin kaltu').map((t) => t.split('/')[0])).toEqual(
      ['kal', 'kalartu', 'kal', 'kal', 'beankalartu', 'ankalar', 'beankalar', 'min', 'min', 'kaltu']);
  });
  it('leaves keyword tokens alone', () => {
    expect(analyze({ locale: 'xx_XX' }, 'walks boxes', [{ type: 'keyword_marker', keywords: ['walks'] }])).toEqual(['walks/0', 'box/1']);
  });
});

describe('hunspell refusals', () => {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0', configFiles: files });
  const put = (filter: Record<string, unknown>) => call(s, 'PUT', '/h', { settings: { analysis: { filter: { h: { type: 'hunspell', ...filter } } } } });
  it('without a locale, or a dictionary the config directory lacks or holds wrongly', () => {
    expect(put({}).body.error.reason).toBe('missing [locale | language | lang] configuration for hunspell token filter');
    for (const [locale, why] of [['en_US', 'Could not find hunspell dictionary [en_US]'], ['no_AFF', 'Missing affix file for hunspell dictionary [no_AFF]'], ['two_AFF', 'Too many affix files exist for hunspell dictionary [two_AFF]'], ['../hunspell', 'Could not find hunspell dictionary [../hunspell]']]) {
      const r = put({ locale });
      expect(r.status).toBe(500);
      expect(r.body.error).toMatchObject({ type: 'illegal_state_exception', reason: `failed to load hunspell dictionary for locale: ${locale}`, caused_by: { type: 'exception', reason: why } });
    }
    expect(call(s, 'HEAD', '/h').status).toBe(404);
  });
});
