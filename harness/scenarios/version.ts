/** Version numbers and `skip: version` ranges (FORMAT.md §6). */

/** Parse `6.8.13`, `8.15.0-SNAPSHOT` or `1.0.0.Beta1` into its leading numeric components. */
export function parseVersion(s: string): number[] {
  const out: number[] = [];
  for (const part of s.trim().split(/[.-]/)) {
    if (!/^\d+$/.test(part)) break;
    out.push(Number(part));
  }
  return out;
}

/** Compare component by component, missing components counting as 0. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether `version` falls in a `LOW - HIGH` range (either side blank; `all`; several ranges comma-separated). */
export function inVersionRange(range: string, version: string): boolean {
  const v = parseVersion(version);
  for (const one of range.split(',')) {
    const r = one.trim();
    if (r === 'all') return true;
    const m = /^(.*?)\s*-\s*(.*)$/.exec(r);
    if (!m) {
      if (compareVersions(parseVersion(r), v) === 0) return true;
      continue;
    }
    const low = m[1]!.trim();
    const high = m[2]!.trim();
    const aboveLow = low === '' || compareVersions(v, parseVersion(low)) >= 0;
    const belowHigh = high === '' || compareVersions(v, parseVersion(high)) <= 0;
    if (aboveLow && belowHigh) return true;
  }
  return false;
}
