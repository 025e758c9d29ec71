/** Tests of javaFloatText (Float.toString, as Jackson writes requests_per_second). */
import { describe, expect, it } from 'vitest';
import { javaFloatText } from './jobStatus.ts';

describe('javaFloatText (Float.toString, as Jackson writes requests_per_second)', () => {
  it('whole numbers keep a .0; the shortest digits that read back as the float; scientific outside [1e-3, 1e7)', () => {
    expect([-1, 0, 100, 0.5, 12.34, 0.0001, 1e7, 0.001, 2.5e-5].map(javaFloatText)).toEqual(['-1.0', '0.0', '100.0', '0.5', '12.34', '1.0E-4', '1.0E7', '0.001', '2.5E-5']);
    // 0.1 is not a float: Java prints the shortest decimal of the nearest float, 0.1 again.
    expect(javaFloatText(0.1)).toBe('0.1');
    expect(javaFloatText(1 / 3)).toBe('0.33333334');
  });
});
