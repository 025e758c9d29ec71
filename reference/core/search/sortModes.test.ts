/** Tests of the combining numeric sort modes (sortModes.ts). */
import { describe, expect, it } from 'vitest';
import { combineKeys } from './sortModes.ts';

// Expected values: OpenSearch's rest-api-spec test/search/260_sort_long.yml and 260_sort_double.yml.
describe('combineKeys', () => {
  it('sums longs with Java long overflow, and averages the wrapped sum', () => {
    expect(combineKeys('sum', [9223372036854775807, 1], true)).toBe(-9223372036854775808);
    expect(combineKeys('avg', [9223372036854775807, 1], true)).toBe(-4611686018427387904);
    expect(combineKeys('avg', [2147483647, 3, 4], true)).toBe(715827885);
    expect(combineKeys('avg', [2147483648, 5, -1, -2], true)).toBe(536870913);
  });
  it('takes the middle value or the rounded mean of the middle two for longs', () => {
    expect(combineKeys('median', [2147483648, 5, -1, -2], true)).toBe(2);
    expect(combineKeys('median', [2147483647, 3, 4], true)).toBe(4);
    expect(combineKeys('median', [9223372036854775807, 1], true)).toBe(4611686018427387904);
  });
  it('combines doubles in double arithmetic over the sorted values', () => {
    expect(combineKeys('median', [900719925474099.1, 1.1], false)).toBe(450359962737050.1);
    expect(combineKeys('median', [450359962737049.7, 5.8, -1.9, -2.0], false)).toBe(1.95);
    expect(combineKeys('sum', [450359962737049.7, 5.8, -1.9, -2.0], false)).toBe(450359962737051.56);
    expect(combineKeys('avg', [450359962737049.7, 5.8, -1.9, -2.0], false)).toBe(112589990684262.89);
  });
  it('has no key for a document without values', () => {
    expect(combineKeys('avg', [], true)).toBeNull();
  });
});
