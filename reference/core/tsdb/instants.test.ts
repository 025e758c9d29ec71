/**
 * Instants as the time series settings read them and as Java's Instant.toString prints them: the bound errors
 * of 10_settings.yml (tsdb/, ES's YAML tests) print `2021-09-26T03:09:41Z` for a whole second and
 * `2021-09-26T03:09:52.123456789Z` for nanoseconds; the default bounds are DateUtils.MAX_MILLIS_BEFORE_MINUS_9999
 * and MAX_MILLIS_BEFORE_9999.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_END_MS, DEFAULT_START_MS, instantString, millisOf, parseInstant } from './instants.ts';

describe('time series instants', () => {
  it('reads epoch millis, ISO dates with nanoseconds, and a signed year', () => {
    expect(parseInstant('1632625782000')).toBe(1632625782000n * 1_000_000n);
    expect(parseInstant('2021-09-26T03:09:42.123456789Z')).toBe(1632625782123456789n);
    expect(parseInstant('-9999-01-01T00:00:00Z')).toBe(BigInt(DEFAULT_START_MS) * 1_000_000n);
    expect(parseInstant('9999-12-31T23:59:59.999Z')).toBe(BigInt(DEFAULT_END_MS) * 1_000_000n);
    expect(parseInstant('not a date')).toBeUndefined();
  });
  it('prints as Instant.toString: the fraction only when not zero, in groups of three digits', () => {
    expect(instantString(1632625781000n * 1_000_000n)).toBe('2021-09-26T03:09:41Z');
    expect(instantString(1632625792123456789n)).toBe('2021-09-26T03:09:52.123456789Z');
    expect(instantString(1632625792120000000n)).toBe('2021-09-26T03:09:52.120Z');
    expect(instantString(1632625792123400000n)).toBe('2021-09-26T03:09:52.123400Z');
    expect(instantString(BigInt(DEFAULT_START_MS) * 1_000_000n)).toBe('-9999-01-01T00:00:00Z');
  });
  it('millis round down, before the epoch too', () => {
    expect(millisOf(-1n)).toBe(-1);
    expect(millisOf(1_999_999n)).toBe(1);
  });
});
