/** Tests of rangePrecision.ts: float and half_float bounds reduced as NumberFieldMapper stores them. */
import { describe, expect, it } from 'vitest';
import { storedPrecision } from './rangePrecision.ts';

describe('storedPrecision', () => {
  // 40_range.yml "Float Endpoint Exclusive": float 0.04 indexes as 0.03999999910593033, and the bound too.
  it('rounds a float bound to float precision', () => {
    expect(storedPrecision('float')(0.04)).toBe(0.03999999910593033);
  });
  // 40_range.yml "Half Float Endpoint Exclusive": 0.0152 as a half float is 0.01519775390625.
  it('rounds a half_float bound to half precision', () => {
    expect(storedPrecision('half_float')(0.0152)).toBe(0.01519775390625);
  });
  it('keeps double, long and open bounds', () => {
    expect(storedPrecision('double')(0.04)).toBe(0.04);
    expect(storedPrecision('long')(50.5)).toBe(50.5);
    expect(storedPrecision('float')(Infinity)).toBe(Infinity);
  });
});
