/** Tests of date-math index names (DateMathExpressionResolver). */
import { describe, expect, it } from 'vitest';
import { resolveDateMathExpression, resolveDateMathName } from './indexNames.ts';
import { getProfile } from '../../profiles.ts';
import { isEsError } from '../errors/index.ts';

// 2024-03-22T23:30:15.123Z: late enough in the day that zones east of UTC are already on the 23rd.
const NOW = Date.UTC(2024, 2, 22, 23, 30, 15, 123);
const java = getProfile('es8');
const joda = getProfile('es6');

function name(expr: string, profile = java): string {
  const r = resolveDateMathName(expr, NOW, profile);
  if (isEsError(r)) throw new Error(`${expr}: ${r.cause.reason}`);
  return r;
}

function reason(expr: string, profile = java): string {
  const r = resolveDateMathName(expr, NOW, profile);
  return isEsError(r) ? `${r.status} ${r.cause.type}: ${r.cause.reason}` : `resolved ${r}`;
}

describe('date-math index names (DateMathExpressionResolver)', () => {
  it('resolves the documented examples', () => {
    expect(name('<logstash-{now/d}>')).toBe('logstash-2024.03.22');
    expect(name('<logstash-{now/M}>')).toBe('logstash-2024.03.01');
    expect(name('<logstash-{now/M{yyyy.MM}}>')).toBe('logstash-2024.03');
    expect(name('<logstash-{now/M-1M{yyyy.MM}}>')).toBe('logstash-2024.02');
    expect(name('<logstash-{now/d{yyyy.MM.dd|+12:00}}>')).toBe('logstash-2024.03.23');
    expect(name('<elastic\\{ON\\}-{now/M}>')).toBe('elastic{ON}-2024.03.01');
  });

  it('rounds and formats in the time zone', () => {
    expect(name('<l-{now/d{yyyy.MM.dd|Europe/Paris}}>')).toBe('l-2024.03.23');
    expect(name('<l-{now+1h{HH:mm|America/New_York}}>')).toBe('l-20:30');
    expect(name('<l-{now/d{yyyy.MM.dd|-08:00}}>')).toBe('l-2024.03.22');
    expect(name('<l-{now/w}>')).toBe('l-2024.03.18');
    expect(name('<l-{now-1y/y}>')).toBe('l-2023.01.01');
  });

  it('adds months as java.time does (the day clamped)', () => {
    const jan31 = Date.UTC(2024, 0, 31, 12);
    expect(resolveDateMathName('<l-{now+1M}>', jan31, java)).toBe('l-2024.02.29');
  });

  it('reads Y as the week-based year in java.time and as the year in Joda', () => {
    const dec30 = Date.UTC(2024, 11, 30, 12);
    expect(resolveDateMathName('<l-{now{YYYY.MM.dd}}>', dec30, java)).toBe('l-2025.12.30');
    expect(resolveDateMathName('<l-{now{YYYY.MM.dd}}>', dec30, joda)).toBe('l-2024.12.30');
  });

  it('leaves other names alone and resolves each item of a list', () => {
    expect(name('logs')).toBe('logs');
    expect(name('<logs')).toBe('<logs');
    expect(resolveDateMathExpression('a,<l-{now/d}>,-<l-{now/M}>', NOW, java)).toBe('a,l-2024.03.22,-l-2024.03.01');
  });

  it("rejects bad expressions with ES's errors", () => {
    expect(reason('<l-{now/x}>')).toBe('400 parse_exception: unit [x] not supported for date math [/x]');
    expect(reason('<l-{now/2d}>')).toBe('400 parse_exception: rounding `/` can only be used on single unit types [/2d]');
    expect(reason('<l-{now/d{}}>')).toBe('400 parse_exception: invalid dynamic name expression [now/d{}]. missing date format');
    expect(reason('<l-{now/d>')).toBe('400 parse_exception: invalid dynamic name expression [l-{now/d]. date math placeholder is open ended');
    expect(reason('<l-}>')).toMatch(/^400 parse_exception: invalid dynamic name expression \[l-\}\]\. invalid character at position \[3\]/);
    expect(reason('<{now/d}{now/d}x{}>')).toMatch(/parse_exception/);
    expect(reason('<l-{now{yyyy.MM.dd|Mars/Base}}>')).toBe('500 zone_rules_exception: Unknown time-zone ID: Mars/Base');
    expect(reason('<l-{now{yyyy.bb}}>')).toBe('400 illegal_argument_exception: Invalid format: [yyyy.bb]: Unknown pattern letter: b');
    expect(reason('<l-{now{yyyy.q}}>', joda)).toBe('400 illegal_argument_exception: Invalid format: [yyyy.q]: Illegal pattern component: q');
  });

  it('anchors math at a date read with the placeholder\'s own format (JavaDateMathParser: date||math)', () => {
    expect(name('<logs_{2022-12-31||/d{yyyy-MM-dd}}>')).toBe('logs_2022-12-31');
    expect(name('<logs_{2022-12-31||+1d{yyyy-MM-dd}}>')).toBe('logs_2023-01-01');
    expect(name('<l-{2022.12.31||/M}>')).toBe('l-2022.12.01');
    expect(name('<l-{2022.12.31}>')).toBe('l-2022.12.31');
    expect(name('<l-{20220131||+1M{yyyyMMdd}}>')).toBe('l-20220228');
    expect(name('<l-{2022-12-31T23:30||+1h{yyyy-MM-dd\'T\'HH:mm}}>')).toBe('l-2023-01-01T00:30');
    expect(name('<l-{2022.12||-1M{yyyy.MM}}>')).toBe('l-2022.11');
    // The anchor is local to the placeholder's zone, and printed back in it.
    expect(name('<l-{2022-12-31||/d{yyyy-MM-dd|+12:00}}>')).toBe('l-2022-12-31');
    expect(name('<l-{2022-12-31||/d{YYYY-MM-dd}}>', joda)).toBe('l-2022-12-31');
  });

  it('refuses an anchor its format does not read, naming where it stops', () => {
    expect(reason('<l-{2022-1x-31||/d{yyyy-MM-dd}}>')).toBe(
      "400 parse_exception: failed to parse date field [2022-1x-31] with format [yyyy-MM-dd]: [Text '2022-1x-31' could not be parsed at index 5]",
    );
    expect(reason('<l-{2022-12-31||/d}>')).toBe(
      "400 parse_exception: failed to parse date field [2022-12-31] with format [uuuu.MM.dd]: [Text '2022-12-31' could not be parsed at index 4]",
    );
    expect(reason('<l-{2022-02-30{yyyy-MM-dd}}>')).toMatch(/^400 parse_exception: failed to parse date field \[2022-02-30\]/);
    expect(reason('<l-{2022-12-31x{yyyy-MM-dd}}>')).toMatch(/could not be parsed at index 10\]$/);
  });
});

