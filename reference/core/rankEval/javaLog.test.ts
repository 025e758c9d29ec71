/**
 * javaLogInt against Java's Math.log: raw bits printed by a JDK 25 (`Double.doubleToRawLongBits(Math.log(n))`)
 * for arguments where V8's Math.log answers one ulp lower or higher.
 */
import { describe, expect, it } from 'vitest';
import { javaLogInt } from './javaLog.ts';

const bits = (d: number): bigint => new BigInt64Array(new Float64Array([d]).buffer)[0]!;

describe('javaLogInt', () => {
  it('matches the JDK where V8 does not (ln 3) and where both agree', () => {
    expect(bits(javaLogInt(3))).toBe(4607626529066517259n);
    expect(bits(Math.log(3))).toBe(4607626529066517258n);
    expect(bits(javaLogInt(2))).toBe(4604418534313441775n);
    expect(bits(javaLogInt(7))).toBe(4611442419394828887n);
    expect(bits(javaLogInt(12))).toBe(4612777931131035261n);
    expect(javaLogInt(1)).toBe(0);
  });
});
