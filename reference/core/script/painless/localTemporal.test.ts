/**
 * LocalDate, LocalDateTime, LocalTime, OffsetDateTime and Period as Painless allowlists them (lang-painless
 * java.time.txt), answering as the JDK documents: LocalDate.plusMonths "2007-03-31 plus one month would result
 * in the invalid date 2007-04-31. Instead of returning an invalid result, the last valid day of the month,
 * 2007-04-30, is selected"; LocalTime.toString "uses the shortest of HH:mm, HH:mm:ss, HH:mm:ss.SSS,
 * HH:mm:ss.SSSSSS, HH:mm:ss.SSSSSSSSS, where the omitted parts are implied to be zero"; LocalTime.plusHours
 * "The calculation wraps around midnight"; LocalDate.until(end, MONTHS) "2012-06-15 to 2012-08-14 is one month,
 * as it is one day short of two months"; Period.between "2010-01-15 to 2011-03-18 is 1 year, 2 months and 3 days";
 * DateTimeParseException's messages of DateTimeFormatter.parse (`could not be parsed at index N`, `unparsed text
 * found at index N`, `could not be parsed: <the DateTimeException>`); a unit the class has not is
 * UnsupportedTemporalTypeException (LocalDate.plus: `Unsupported unit: Hours`), a method it has not is Painless's
 * "dynamic method [...] not found", and Painless has no `now()` (nondeterministic: not allowlisted).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const run = (profile: ProfileName, source: string) => call(testSimulator({ profile }), 'POST', '/_scripts/painless/_execute', { script: { source } });

const CASES: [string, string][] = [
  ['LocalDate.of(2026, 1, 31)', '2026-01-31'],
  ['LocalDate.of(2007, 3, 31).plusMonths(1)', '2007-04-30'],
  ['LocalDate.of(2008, 2, 29).plusYears(1)', '2009-02-28'],
  ["LocalDate.parse('2026-01-31').plusDays(1).toString()", '2026-02-01'],
  ['LocalDate.of(2026, 1, 31).minusWeeks(5)', '2025-12-27'],
  ['LocalDate.of(2026, 1, 31).plus(1, ChronoUnit.DECADES)', '2036-01-31'],
  ['LocalDate.of(2026, 5, 31).withMonth(6)', '2026-06-30'],
  ['LocalDate.of(2026, 5, 31).withDayOfYear(60)', '2026-03-01'],
  ['LocalDate.ofYearDay(2024, 366)', '2024-12-31'],
  ['LocalDate.ofEpochDay(0)', '1970-01-01'],
  ['LocalDate.of(999, 1, 2)', '0999-01-02'],
  ['LocalDate.of(2026, 1, 31).getDayOfWeek()', 'SATURDAY'],
  ['LocalDate.of(2026, 3, 1).getDayOfYear()', '60'],
  ['LocalDate.of(2024, 2, 1).lengthOfMonth()', '29'],
  ['LocalDate.of(2026, 1, 31).toEpochDay()', '20484'],
  ['LocalDate.of(2026, 1, 31).atStartOfDay()', '2026-01-31T00:00'],
  ["LocalDate.of(2026, 1, 31).atStartOfDay(ZoneId.of('Europe/Paris'))", '2026-01-31T00:00+01:00[Europe/Paris]'],
  ['LocalDate.of(2026, 1, 31).atTime(10, 15, 30)', '2026-01-31T10:15:30'],
  ['LocalDate.of(2012, 6, 15).until(LocalDate.of(2012, 8, 14), ChronoUnit.MONTHS)', '1'],
  ['ChronoUnit.DAYS.between(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 3, 1))', '59'],
  ['ChronoUnit.WEEKS.between(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 1, 1))', '-8'],
  ['Period.between(LocalDate.of(2010, 1, 15), LocalDate.of(2011, 3, 18))', 'P1Y2M3D'],
  ['Period.between(LocalDate.of(2026, 1, 31), LocalDate.of(2026, 3, 1))', 'P1M1D'],
  ['LocalDate.of(2024, 2, 29).plus(Period.ofYears(1))', '2025-02-28'],
  ["Period.parse('P1Y2W').getDays() + ' ' + Period.ofMonths(14).normalized() + ' ' + Period.ZERO", '14 P1Y2M P0D'],
  ["LocalDate.of(2026, 1, 1) == LocalDate.parse('2026-01-01')", 'true'],
  ['LocalDate.of(2026, 1, 31).isBefore(LocalDate.of(2026, 2, 1))', 'true'],
  ["LocalDate.parse('31/04/2026', DateTimeFormatter.ofPattern('dd/MM/yyyy'))", '2026-04-30'],
  ["LocalDate.parse('20260131', DateTimeFormatter.ofPattern('yyyyMMdd'))", '2026-01-31'],
  ["LocalDate.of(2026, 3, 5).format(DateTimeFormatter.ofPattern('dd MMM yyyy'))", '05 Mar 2026'],
  ['LocalDateTime.of(2026, 1, 31, 10, 15, 30)', '2026-01-31T10:15:30'],
  // The ISO formatters print the seconds always (ISO_LOCAL_TIME: HH:mm:ss, the fraction only when set).
  ['DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(LocalDateTime.of(2026, 1, 31, 10, 15))', '2026-01-31T10:15:00'],
  ["LocalDate.of(2026, 1, 31).format(DateTimeFormatter.ISO_LOCAL_DATE)", '2026-01-31'],
  ['LocalDateTime.of(2026, 1, 31, 10, 15)', '2026-01-31T10:15'],
  ['LocalDateTime.of(2026, 1, 31, 10, 15, 0, 5000)', '2026-01-31T10:15:00.000005'],
  ['LocalDateTime.of(2026, 1, 31, 23, 30).plusHours(1)', '2026-02-01T00:30'],
  ['LocalDateTime.of(2026, 1, 31, 10, 15, 30).truncatedTo(ChronoUnit.HOURS)', '2026-01-31T10:00'],
  ["LocalDateTime.parse('2026-01-31t10:15:30.5')", '2026-01-31T10:15:30.500'],
  ["LocalDateTime.ofInstant(Instant.ofEpochMilli(0), ZoneId.of('Europe/Paris'))", '1970-01-01T01:00'],
  ['LocalDateTime.ofEpochSecond(86400, 0, ZoneOffset.UTC)', '1970-01-02T00:00'],
  ['LocalDateTime.of(2026, 1, 31, 10, 0).toEpochSecond(ZoneOffset.UTC)', '1769853600'],
  // LocalDateTime.until: the end date counts a day only once its time of day is reached.
  ['ChronoUnit.DAYS.between(LocalDateTime.of(2026, 1, 1, 12, 0), LocalDateTime.of(2026, 1, 3, 11, 59))', '1'],
  ['ChronoUnit.HOURS.between(LocalDateTime.of(2026, 1, 1, 12, 0), LocalDateTime.of(2026, 1, 3, 11, 59))', '47'],
  ['Duration.between(LocalDateTime.of(2026, 1, 1, 0, 0), LocalDateTime.of(2026, 1, 2, 1, 30))', 'PT25H30M'],
  ['LocalTime.of(23, 30).plusHours(2)', '01:30'],
  ['LocalTime.of(10, 0, 0, 120000000)', '10:00:00.120'],
  ['LocalTime.NOON.minusSeconds(1).toSecondOfDay()', '43199'],
  ["LocalTime.parse('10:15').atDate(LocalDate.of(2026, 1, 31))", '2026-01-31T10:15'],
  ["OffsetDateTime.parse('2026-01-31T10:15:30+02:00').toInstant()", '2026-01-31T08:15:30Z'],
  ['OffsetDateTime.of(LocalDateTime.of(2026, 1, 31, 10, 0), ZoneOffset.UTC)', '2026-01-31T10:00Z'],
  ["OffsetDateTime.parse('2026-01-31T10:15:30+02:00').withOffsetSameInstant(ZoneOffset.UTC)", '2026-01-31T08:15:30Z'],
  ["OffsetDateTime.parse('2026-01-31T10:00+02:00').isEqual(OffsetDateTime.parse('2026-01-31T08:00Z'))", 'true'],
  ["OffsetDateTime.parse('2026-01-31T10:00+02:00').equals(OffsetDateTime.parse('2026-01-31T08:00Z'))", 'false'],
  ["Instant.parse('2026-01-31T10:00:00Z').atOffset(ZoneOffset.of('-05:00'))", '2026-01-31T05:00-05:00'],
  ["ZonedDateTime.parse('2026-01-31T23:30:00Z').withZoneSameInstant(ZoneId.of('Europe/Paris')).toLocalDate()", '2026-02-01'],
  ["ZonedDateTime.of(LocalDateTime.of(2026, 7, 1, 9, 0), ZoneId.of('Europe/Paris'))", '2026-07-01T09:00+02:00[Europe/Paris]'],
  ["ChronoUnit.MONTHS.between(ZonedDateTime.parse('2026-01-31T10:00:00Z'), ZonedDateTime.parse('2026-03-30T10:00:00Z'))", '1'],
  // TemporalAdjusters (javadoc: lastDayOfMonth "The input 2011-02-15 will return 2011-02-28"; next "the next
  // day-of-week after the date being adjusted"; dayOfWeekInMonth(-1, FRIDAY) "the last Friday in the month").
  ['LocalDate.of(2011, 2, 15).with(TemporalAdjusters.lastDayOfMonth())', '2011-02-28'],
  ['LocalDate.of(2026, 2, 2).with(TemporalAdjusters.next(DayOfWeek.MONDAY))', '2026-02-09'],
  ['LocalDate.of(2026, 2, 2).with(TemporalAdjusters.nextOrSame(DayOfWeek.MONDAY))', '2026-02-02'],
  ['LocalDate.of(2026, 2, 10).with(TemporalAdjusters.dayOfWeekInMonth(-1, DayOfWeek.FRIDAY))', '2026-02-27'],
  ['LocalDateTime.of(2026, 2, 10, 8, 30).with(ChronoField.DAY_OF_WEEK, 1)', '2026-02-09T08:30'],
  ['LocalDateTime.of(2026, 2, 10, 8, 30).with(LocalTime.NOON)', '2026-02-10T12:00'],
  ["ZonedDateTime.parse('2026-02-10T08:30:00Z').with(TemporalAdjusters.firstDayOfNextMonth())", '2026-03-01T08:30Z'],
  // YearMonth.atEndOfMonth "2012-02 will return 2012-02-29"; Year.isLeap: the ISO proleptic rules.
  ['YearMonth.of(2012, 2).atEndOfMonth()', '2012-02-29'],
  ["YearMonth.from(ZonedDateTime.parse('2026-01-31T23:30:00Z')).plusMonths(1) + ' ' + YearMonth.of(2026, 2).lengthOfMonth()", '2026-02 28'],
  ["YearMonth.of(2026, 2) == YearMonth.parse('2026-02')", 'true'],
  ["Year.isLeap(2100) + ' ' + Year.of(2026).atDay(60)", 'false 2026-03-01'],
  ['DayOfWeek.of(7) + " " + DayOfWeek.MONDAY.plus(8) + " " + Month.FEBRUARY.getValue()', 'SUNDAY TUESDAY 2'],
];

const ERRORS: [string, string, string][] = [
  ["LocalDate.parse('2026-02-30')", 'date_time_parse_exception', "Text '2026-02-30' could not be parsed: Invalid date 'FEBRUARY 30'"],
  ["LocalDate.parse('2025-02-29')", 'date_time_parse_exception', "Text '2025-02-29' could not be parsed: Invalid date 'February 29' as '2025' is not a leap year"],
  ["LocalDate.parse('2026-13-01')", 'date_time_parse_exception', "Text '2026-13-01' could not be parsed: Invalid value for MonthOfYear (valid values 1 - 12): 13"],
  ["LocalDate.parse('2026-1-31')", 'date_time_parse_exception', "Text '2026-1-31' could not be parsed at index 5"],
  ["LocalDate.parse('2026-01-31T10:00')", 'date_time_parse_exception', "Text '2026-01-31T10:00' could not be parsed, unparsed text found at index 10"],
  ["LocalTime.parse('24:00')", 'date_time_parse_exception', "Text '24:00' could not be parsed: Invalid value for HourOfDay (valid values 0 - 23): 24"],
  ["LocalDateTime.parse('2026-01-31')", 'date_time_parse_exception', "Text '2026-01-31' could not be parsed at index 10"],
  ['LocalDate.of(2026, 4, 31)', 'date_time_exception', "Invalid date 'APRIL 31'"],
  ['LocalTime.of(10, 60)', 'date_time_exception', 'Invalid value for MinuteOfHour (valid values 0 - 59): 60'],
  ['LocalDate.ofYearDay(2026, 366)', 'date_time_exception', "Invalid date 'DayOfYear 366' as '2026' is not a leap year"],
  ['LocalDate.of(2026, 1, 31).plus(1, ChronoUnit.HOURS)', 'unsupported_temporal_type_exception', 'Unsupported unit: Hours'],
  ['LocalTime.of(10, 0).plus(1, ChronoUnit.DAYS)', 'unsupported_temporal_type_exception', 'Unsupported unit: Days'],
  ['LocalDate.of(2026, 1, 31).plus(Duration.ofHours(1))', 'unsupported_temporal_type_exception', 'Unsupported unit: Seconds'],
  ["LocalDate.of(2026, 1, 31).format(DateTimeFormatter.ofPattern('HH:mm'))", 'unsupported_temporal_type_exception', 'Unsupported field: HourOfDay'],
  ['LocalDate.of(2026, 1, 31).plusHours(1)', 'illegal_argument_exception', 'dynamic method [java.time.LocalDate, plusHours/1] not found'],
  ['LocalDate.of(2026, 2, 10).with(ChronoField.HOUR_OF_DAY, 3)', 'unsupported_temporal_type_exception', 'Unsupported field: HourOfDay'],
  ["YearMonth.parse('2026-13')", 'date_time_parse_exception', "Text '2026-13' could not be parsed: Invalid value for MonthOfYear (valid values 1 - 12): 13"],
  ['LocalDate.now()', 'illegal_argument_exception', 'unknown static method [LocalDate, now/0]'],
];

describe('java.time local values in Painless', () => {
  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@7.17.3', 'elasticsearch@9.1.0', 'opensearch@2.19.0'] as const) {
    it(`${profile}: the values, arithmetic and toString java.time gives`, () => {
      for (const [source, want] of CASES) expect(String(run(profile, source).body.result), source).toBe(want);
    });
    it(`${profile}: the exceptions java.time throws`, () => {
      for (const [source, type, reason] of ERRORS) {
        const r = run(profile, source);
        expect(r.status, source).toBe(400);
        expect(r.body.error.caused_by, source).toEqual(expect.objectContaining({ type, reason }));
      }
    });
  }
  it("a date field's value as a LocalDate in a script field, and local values written by XContentBuilder", () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/d/_doc/1?refresh=true', { at: '2026-01-31T23:30:00Z' });
    const r = call(sim, 'POST', '/d/_search', {
      script_fields: {
        day: { script: "doc['at'].value.toLocalDate().plusMonths(1).toString()" },
        // XContentElasticsearchExtension: a LocalDate as toString, a LocalDateTime as strict_date_optional_time_nanos.
        local: { script: "doc['at'].value.toLocalDateTime()" },
        date: { script: "doc['at'].value.toLocalDate()" },
      },
    });
    expect(r.body.hits.hits[0].fields).toEqual({ day: ['2026-02-28'], local: ['2026-01-31T23:30:00.000'], date: ['2026-01-31'] });
  });
});
