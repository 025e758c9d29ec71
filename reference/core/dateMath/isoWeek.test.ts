/** ISO week resolution: ES's 30_date_processor.yml reads `2020-33` with `YYYY-ww` as 2020-08-10 (a Monday). */
import { describe, expect, it } from 'vitest';
import { isoWeekMonday } from './isoWeek.ts';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('isoWeekMonday', () => {
  it('places week 1 on the week holding January 4th, Monday first', () => {
    expect(day(isoWeekMonday(2020, 33))).toBe('2020-08-10');
    expect(day(isoWeekMonday(2020, 1))).toBe('2019-12-30');
    expect(day(isoWeekMonday(2021, 1))).toBe('2021-01-04');
    expect(day(isoWeekMonday(2015, 53))).toBe('2015-12-28');
  });
});
