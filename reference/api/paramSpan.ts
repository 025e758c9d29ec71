/** The version spans of the parameter table (`since`, `since-until`, `,`-joined; until excluded), read at a version. */

type Triple = readonly [number, number, number];

function parts(v: string): Triple {
  const [a = 0, b = 0, c = 0] = v.split('.').map((x) => Number.parseInt(x, 10) || 0);
  return [a, b, c];
}

function before(a: Triple, b: Triple): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The major of `8.15.0`: 8. */
export function majorOf(version: string): number {
  return parts(version)[0];
}

/** Whether a version is below another (`2.9.0` < `2.10.0`). */
export function versionBefore(a: string, b: string): boolean {
  return before(parts(a), parts(b));
}

/** Whether a table entry holds at a version. */
export function spanHolds(text: string, version: string): boolean {
  const v = parts(version);
  return text.split(',').some((span) => {
    const [since, until] = span.split('-');
    return !before(v, parts(since!)) && (until === undefined || before(v, parts(until)));
  });
}
