/**
 * ZonedDateTime's calendar arithmetic and with* setters (Painless allowlists them from java.time.ZonedDateTime):
 * the answers java.time gives — a month added to 31 January ends on the last day of February
 * (LocalDate.plusMonths: resolvePreviousValid), a local time moved across a DST change keeps its wall clock with
 * the zone's new offset (ZonedDateTime.ofLocal), an out-of-range value throws ChronoField.checkValidValue's
 * DateTimeException, an Instant refuses month units (Instant.plus: UnsupportedTemporalTypeException).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const run = (profile: ProfileName, source: string) => call(testSimulator({ profile }), 'POST', '/_scripts/painless/_execute', { script: { source } });

const CASES: [string, string][] = [
  ["ZonedDateTime.parse('2020-01-31T10:00:00Z').plusMonths(1)", '2020-02-29T10:00Z'],
  ["ZonedDateTime.parse('2021-01-31T10:00:00Z').plusMonths(1)", '2021-02-28T10:00Z'],
  ["ZonedDateTime.parse('2020-02-29T10:00:00+01:00[Europe/Paris]').plusYears(1)", '2021-02-28T10:00+01:00[Europe/Paris]'],
  ["ZonedDateTime.parse('2020-03-31T10:00:00Z').minusMonths(13)", '2019-02-28T10:00Z'],
  ["ZonedDateTime.parse('2020-03-31T10:00:00Z').minusYears(1)", '2019-03-31T10:00Z'],
  ["ZonedDateTime.parse('2020-03-31T10:00:00Z').plus(1, ChronoUnit.MONTHS)", '2020-04-30T10:00Z'],
  ["ZonedDateTime.parse('2020-03-31T10:00:00Z').minus(1, ChronoUnit.DECADES)", '2010-03-31T10:00Z'],
  ["ZonedDateTime.parse('2020-03-01T01:30:00+01:00[Europe/Paris]').plusMonths(1)", '2020-04-01T01:30+02:00[Europe/Paris]'],
  ["ZonedDateTime.parse('2020-03-31T10:00:00Z').withDayOfMonth(1).withHour(0).withMinute(0).withSecond(0)", '2020-03-01T00:00Z'],
  ["ZonedDateTime.parse('2020-03-31T10:00:00Z').withMonth(2)", '2020-02-29T10:00Z'],
  // ZonedDateTime.plusDays: "operates on the local time-line, adding days to the local date-time" (a DST night
  // keeps 10:00), where plusHours(24) "operates on the instant time-line".
  ["ZonedDateTime.parse('2026-03-28T10:00:00+01:00[Europe/Paris]').plusDays(1)", '2026-03-29T10:00+02:00[Europe/Paris]'],
  ["ZonedDateTime.parse('2026-03-28T10:00:00+01:00[Europe/Paris]').plus(1, ChronoUnit.WEEKS)", '2026-04-04T10:00+02:00[Europe/Paris]'],
  ["ZonedDateTime.parse('2026-03-28T10:00:00+01:00[Europe/Paris]').plusHours(24)", '2026-03-29T11:00+02:00[Europe/Paris]'],
  ["ZonedDateTime.parse('2020-02-29T10:00:00Z').withYear(2021)", '2021-02-28T10:00Z'],
];

const ERRORS: [string, string, string][] = [
  ["ZonedDateTime.parse('2021-02-10T10:00:00Z').withDayOfMonth(29)", 'date_time_exception', "Invalid date 'February 29' as '2021' is not a leap year"],
  ["ZonedDateTime.parse('2020-04-10T10:00:00Z').withDayOfMonth(31)", 'date_time_exception', "Invalid date 'APRIL 31'"],
  ["ZonedDateTime.parse('2020-04-10T10:00:00Z').withDayOfMonth(32)", 'date_time_exception', 'Invalid value for DayOfMonth (valid values 1 - 28/31): 32'],
  ["ZonedDateTime.parse('2020-04-10T10:00:00Z').withMonth(13)", 'date_time_exception', 'Invalid value for MonthOfYear (valid values 1 - 12): 13'],
  ["ZonedDateTime.parse('2020-04-10T10:00:00Z').withHour(24)", 'date_time_exception', 'Invalid value for HourOfDay (valid values 0 - 23): 24'],
  ["Instant.parse('2020-03-31T10:00:00Z').plus(1, ChronoUnit.MONTHS)", 'unsupported_temporal_type_exception', 'Unsupported unit: Months'],
];

describe('ZonedDateTime calendar arithmetic', () => {
  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@7.17.3', 'opensearch@2.19.0'] as const) {
    it(`${profile}: plusMonths/plusYears/with* as java.time answers`, () => {
      for (const [source, want] of CASES) expect(run(profile, source).body.result, source).toBe(want);
    });
    it(`${profile}: the DateTimeExceptions java.time throws`, () => {
      for (const [source, type, reason] of ERRORS) {
        const r = run(profile, source);
        expect(r.status, source).toBe(400);
        expect(r.body.error.caused_by, source).toEqual(expect.objectContaining({ type, reason }));
      }
    });
  }
  it('a date field\'s value moves by a month in a script field', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/d/_doc/1?refresh=true', { at: '2024-01-31T08:00:00Z' });
    const r = call(sim, 'POST', '/d/_search', { script_fields: { due: { script: "doc['at'].value.plusMonths(1).toString()" } } });
    expect(r.body.hits.hits[0].fields.due).toEqual(['2024-02-29T08:00Z']);
  });
});
