/**
 * Version numbers and `skip: version` ranges (FORMAT.md §6), per distribution. Elasticsearch compares plain
 * numbers. OpenSearch's runner reads a range bound through `org.opensearch.Version.fromString`, which takes a
 * number whose major is above 3 as a legacy Elasticsearch version (`LegacyESVersion`), and every legacy
 * version sorts before every OpenSearch one (their ids carry the 0x08000000 mask bit). So on OpenSearch
 * `" - 6.99.99"` means "Elasticsearch up to 6.x" and never holds for OpenSearch 1.x–3.x, and `"7.0.0 - "`
 * holds for every OpenSearch version.
 */
import type { Distribution } from '../../reference/profiles.ts';

/** The number an OpenSearch runner compares: a leading 0 for legacy Elasticsearch versions, 1 for its own. */
function keyOf(s: string, distribution: Distribution): number[] {
  const v = parseVersion(s);
  if (distribution !== 'opensearch') return v;
  return [(v[0] ?? 0) > 3 ? 0 : 1, ...v];
}

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
export function inVersionRange(range: string, version: string, distribution: Distribution = 'elasticsearch'): boolean {
  const v = keyOf(version, distribution);
  for (const one of range.split(',')) {
    const r = one.trim();
    if (r === 'all') return true;
    const m = /^(.*?)\s*-\s*(.*)$/.exec(r);
    if (!m) {
      if (compareVersions(keyOf(r, distribution), v) === 0) return true;
      continue;
    }
    const low = m[1]!.trim();
    const high = m[2]!.trim();
    const aboveLow = low === '' || compareVersions(v, keyOf(low, distribution)) >= 0;
    const belowHigh = high === '' || compareVersions(v, keyOf(high, distribution)) <= 0;
    if (aboveLow && belowHigh) return true;
  }
  return false;
}
