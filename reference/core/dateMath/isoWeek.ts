/**
 * java.time's week-based fields (`Y` week-based year, `w` week of it) as Elasticsearch resolves them: its
 * IsoCalendarDataProvider gives every locale ISO weeks (Monday first, four days in week 1), and a date
 * read with only a week-based year and a week falls on that week's Monday.
 */
const DAY_MS = 86_400_000;

/** The Monday of ISO week `week` of week-based year `weekYear`, as UTC midnight millis. */
export function isoWeekMonday(weekYear: number, week: number): number {
  const jan4 = Date.UTC(weekYear, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return mondayOfWeek1 + (week - 1) * 7 * DAY_MS;
}
