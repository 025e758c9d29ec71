/**
 * Lucene's ArabicNormalizer and PersianNormalizer (TestArabicNormalizationFilter, TestPersianNormalizationFilter
 * cases), and the filters by name as analysis-common's 40_token_filters.yml uses them (آجن → اجن, های → هاي).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { arabicNormalize, persianNormalize } from './arabicScript.ts';

describe('Arabic-script normalization', () => {
  it('folds alef, yeh and teh marbuta variants and drops harakat and tatweel (ArabicNormalizer)', () => {
    expect(arabicNormalize('أحمد')).toBe('احمد');
    expect(arabicNormalize('إعاذ')).toBe('اعاذ');
    expect(arabicNormalize('ىاكستان')).toBe('ياكستان');
    expect(arabicNormalize('ذلكة')).toBe('ذلكه');
    expect(arabicNormalize('روبرـــــت')).toBe('روبرت');
    expect(arabicNormalize('مَبنا')).toBe('مبنا');
  });
  it('folds farsi yeh, keheh and heh variants and drops hamza above (PersianNormalizer)', () => {
    expect(persianNormalize('های')).toBe('هاي');
    expect(persianNormalize('کتاب')).toBe('كتاب');
    expect(persianNormalize('زادهٔ')).toBe('زادهٔ'.replace('\u0654', ''));
  });
  it('are pre-configured filters and may serve a normalizer', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const terms = (filter: string, text: string) => call(sim, 'POST', '/_analyze', { tokenizer: 'keyword', filter: [filter], text }).body.tokens.map((t: { token: string }) => t.token);
    expect(terms('arabic_normalization', 'آجن')).toEqual(['اجن']);
    expect(terms('persian_normalization', 'های')).toEqual(['هاي']);
    expect(call(sim, 'PUT', '/n', { settings: { analysis: { normalizer: { ar: { type: 'custom', filter: ['arabic_normalization'] } } } } }).status).toBe(200);
  });
});
