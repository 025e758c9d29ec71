/**
 * InternalStats.verifyFormattingStats (ES 8.15+, stats_metric_fail_formatting.yml "fixed in 8.15.0"): a `stats`
 * or `extended_stats` over a formatted field prints min, max, avg and sum as it is built, and a value its
 * printer refuses fails the search. The date_hour family prints its year with STRICT_YEAR_MONTH_DAY_FORMATTER
 * (`appendValue(YEAR, 4, 4, EXCEEDS_PAD)`), so a sum of dates past year 9999 cannot print; the
 * strict_date_optional_time printer (width 4 to 9) signs such a year instead. Our own documents.
 */
import { describe, expect, it } from 'vitest';
import { dateFormat } from './format.ts';
import { aggs, fixture } from './testkit.ts';

describe('date printers past year 9999', () => {
  const y12000 = Date.UTC(12000, 0, 1);
  it('the date_hour family refuses, the default printer and yyyy patterns sign the year', () => {
    expect(dateFormat('date_hour_minute').refuses!(y12000)).toBe('Field Year cannot be printed as the value 12000 exceeds the maximum print width of 4');
    expect(dateFormat('strict_date_hour').refuses!(Date.UTC(9999, 11, 31, 23))).toBeUndefined();
    expect(dateFormat('strict_date_optional_time').refuses!(y12000)).toBeUndefined();
    expect(dateFormat('strict_date_optional_time').format(y12000)).toBe('+12000-01-01T00:00:00.000Z');
    expect(dateFormat('yyyy-MM').format(y12000)).toBe('+12000-01');
    expect(dateFormat('yyyy-MM').format(Date.UTC(2024, 4, 1))).toBe('2024-05');
    expect(dateFormat('date_hour_minute').describe).toBe('DocValueFormat.DateTime(format[date_hour_minute] locale[], Z, MILLISECONDS)');
  });
});

describe('stats over dates whose sum a date_hour printer cannot print', () => {
  // Two launch windows in year 7000: min, max and avg print, the sum lands in year 12030.
  const st = fixture({ window: { type: 'date', format: 'date_hour_minute' } }, [{ window: '7000-03-01T10:00' }, { window: '7000-09-01T22:30' }]);
  it('fails the shard from 8.15 with "Cannot format stat [sum]"', () => {
    const r = aggs(st, { s: { stats: { field: 'window' } } }, {}, 'elasticsearch@8.15.0') as Record<string, unknown>;
    expect(r.status).toBe(400);
    expect(JSON.stringify(r)).toContain('"root_cause":[{"type":"illegal_argument_exception","reason":"Cannot format stat [sum] with format [DocValueFormat.DateTime(format[date_hour_minute] locale[], Z, MILLISECONDS)]"}]');
    expect(JSON.stringify(r)).toContain('"caused_by":{"type":"date_time_exception","reason":"Field Year cannot be printed as the value 12030 exceeds the maximum print width of 4"}');
    expect((aggs(st, { s: { extended_stats: { field: 'window' } } }, {}, 'elasticsearch@8.19.0') as Record<string, unknown>).status).toBe(400);
  });
  it('answers before 8.15, and for the metrics that print no sum', () => {
    const before = aggs(st, { s: { stats: { field: 'window' } } }, {}, 'elasticsearch@8.14.0') as Record<string, Record<string, unknown>>;
    expect(before.s!.count).toBe(2);
    const one = aggs(st, { s: { sum: { field: 'window' } }, m: { max: { field: 'window' } } }, {}, 'elasticsearch@8.19.0') as Record<string, Record<string, unknown>>;
    expect(one.m!.value_as_string).toBe('7000-09-01T22:30');
  });
});
