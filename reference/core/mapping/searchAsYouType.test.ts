/** search_as_you_type mappings: the sub-field definitions and max_shingle_size's validation. */
import { describe, expect, it } from 'vitest';
import { isSaytSubField, maxShingleSize, maxShingleSizeGiven, saytPrefixFieldOf, saytPrefixWithinBounds, saytSubField, saytSubFieldNames } from './searchAsYouType.ts';

// SearchAsYouTypeFieldMapper: max_shingle_size 2..4 (default 3), sub-fields `_2gram`.. and `_index_prefix`.
describe('search_as_you_type sub-fields', () => {
  it('names one shingle field per size from 2 to max_shingle_size, and the prefix field', () => {
    expect(saytSubFieldNames({ type: 'search_as_you_type' })).toEqual(['_index_prefix', '_2gram', '_3gram']);
    expect(saytSubFieldNames({ type: 'search_as_you_type', max_shingle_size: 4 })).toEqual(['_index_prefix', '_2gram', '_3gram', '_4gram']);
    expect(maxShingleSize({ type: 'search_as_you_type', max_shingle_size: 2 })).toBe(2);
  });

  it('gives a sub-field the root\'s analysis parameters and a marker; none past max_shingle_size', () => {
    const root = { type: 'search_as_you_type', analyzer: 'simple', max_shingle_size: 2 };
    const g2 = saytSubField(root, '_2gram')!;
    expect(g2.analyzer).toBe('simple');
    expect(isSaytSubField(g2)).toBe(true);
    expect(saytSubField(root, '_3gram')).toBeUndefined();
    expect(saytSubField(root, '_5gram')).toBeUndefined();
    // The prefix field omits norms (prefixft.setOmitNorms(true)) and its type is `prefix`.
    const p = saytSubField(root, '_index_prefix')!;
    expect(p.norms).toBe(false);
    expect(p.type).toBe('prefix');
    expect(isSaytSubField({ type: 'search_as_you_type' })).toBe(false);
  });

  it('sends prefixes on the root and shingle fields (not the prefix field) to _index_prefix', () => {
    const root = { type: 'search_as_you_type' };
    expect(saytPrefixFieldOf('a.f', root)).toBe('a.f._index_prefix');
    expect(saytPrefixFieldOf('a.f._3gram', saytSubField(root, '_3gram'))).toBe('a.f._index_prefix');
    expect(saytPrefixFieldOf('a.f._index_prefix', saytSubField(root, '_index_prefix'))).toBeUndefined();
    expect(saytPrefixFieldOf('t', { type: 'text' })).toBeUndefined();
    // PrefixFieldType.termLengthWithinBounds: up to maxChars (20).
    expect(saytPrefixWithinBounds('a'.repeat(20))).toBe(true);
    expect(saytPrefixWithinBounds('a'.repeat(21))).toBe(false);
  });

  it('reads a given max_shingle_size as an integer or numeric string (for the 2..4 check)', () => {
    expect(maxShingleSizeGiven({ max_shingle_size: 5 })).toBe(5);
    expect(maxShingleSizeGiven({ max_shingle_size: '1' })).toBe(1);
    expect(maxShingleSizeGiven({})).toBeUndefined();
  });
});
