/** A time value setting (`30m`, `2h`) in milliseconds, or undefined when unset or unreadable. */
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Reads `<number><unit>` as TimeValue.parseTimeValue does for the common units. */
export function timeValueMillis(v: string | string[] | null | undefined): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(v.trim());
  return m ? Number(m[1]) * UNITS[m[2]!]! : undefined;
}
