/** Tests of the combining numeric sort modes (sortModes.ts). */
import { describe, expect, it } from 'vitest';
import { combineKeys, combineLongKeys } from './sortModes.ts';

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

// OpenSearch's search/260_sort_long.yml: a long field's exact values, in Java long arithmetic.
describe('combineLongKeys', () => {
  const MAX = 9223372036854775807n;
  it('sums with wrap-around, every digit kept', () => {
    expect(combineLongKeys('sum', [MAX, 1n])).toBe(-9223372036854775808n);
    expect(combineLongKeys('sum', [922337203685477777n, 2n])).toBe(922337203685477779n);
  });
  it('averages as Math.round((double) sum / n), printed as a long', () => {
    expect(combineLongKeys('avg', [MAX, 1n])).toBe(-4611686018427387904n);
    expect(combineLongKeys('avg', [922337203685477777n, 2n])).toBe(461168601842738880n);
    expect(combineLongKeys('avg', [922337203685477777n])).toBe(922337203685477777n);
  });
  it('takes the median of two as Math.round(((double) a + b) / 2)', () => {
    expect(combineLongKeys('median', [MAX, 1n])).toBe(4611686018427387904n);
    expect(combineLongKeys('median', [922337203685477777n, 2n])).toBe(461168601842738880n);
    expect(combineLongKeys('median', [5n, 922337203685477777n, 2n])).toBe(5n);
  });
});
