/** `significant_text` reads terms with the field's index analyzer and honours include/exclude (search.aggregation/470_significant_texts.yml). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ full_text: { type: 'text', analyzer: 'standard', fields: { eng: { type: 'text', store: true, analyzer: 'stop' } } } }, [
  { full_text: 'the apple a banana a pear the melon' },
  { full_text: 'an apple a banana the pear' },
  { full_text: 'the apple the banana the melon' },
  { full_text: 'an apple a pear a melon' },
  { full_text: 'an apple a melon' },
  { full_text: 'elma muz armut kavun' },
  { full_text: 'the quick brown fox' },
]);
const query = { terms: { full_text: ['apple', 'banana', 'melon', 'pear'] } };
const keys = (extra: Record<string, unknown>): string[] =>
  aggs(st, { k: { significant_text: { field: 'full_text.eng', jlh: {}, min_doc_count: 1, ...extra } } }, {}, 'es8', { query }).k.buckets.map((b: { key: string }) => b.key);

describe('significant_text', () => {
  it("drops the stop analyzer's stop words (no `the`, `a`, `an` bucket)", () => {
    expect(keys({}).sort()).toEqual(['apple', 'banana', 'melon', 'pear']);
  });

  it('keeps only the included terms', () => {
    expect(keys({ include: ['melon', 'banana'] })).toEqual(['melon', 'banana']);
  });

  it('drops the excluded terms', () => {
    expect(keys({ exclude: 'app.*' })).not.toContain('apple');
  });
});
