/** Java's Double.parseDouble as javaParseDouble reads it (FloatingDecimal.readJavaFormatString). */
import { describe, expect, it } from 'vitest';
import { javaParseDouble, javaParsesAsDouble } from './javaNumbers.ts';

describe('javaParseDouble', () => {
  // search.aggregation/480_matrix_stats.yml indexes `1.0d`, `10.0d` into double fields and counts 6 hits.
  it('reads a type suffix as Java does', () => {
    expect(javaParseDouble('1.0d')).toBe(1);
    expect(javaParseDouble('10.0D')).toBe(10);
    expect(javaParseDouble('2.5f')).toBe(2.5);
    expect(javaParseDouble(' 3 ')).toBe(3);
  });

  it('reads a hexadecimal float (0x1.8p1 is 3.0)', () => {
    expect(javaParseDouble('0x1.8p1')).toBe(3);
    expect(javaParseDouble('-0x10p-4d')).toBe(-1);
  });

  it('refuses what Java refuses though Number takes it', () => {
    expect(javaParseDouble('0x10')).toBeNaN();
    expect(javaParseDouble('1d0')).toBeNaN();
    expect(javaParseDouble('')).toBeNaN();
  });

  it('agrees with javaParsesAsDouble on what parses', () => {
    for (const s of ['1.0d', '1e3', '.5', 'NaN', 'abc', '0x1p0', '1_0']) expect(!Number.isNaN(javaParseDouble(s)) || s === 'NaN').toBe(javaParsesAsDouble(s));
  });
});
