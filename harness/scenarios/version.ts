/**
 * Version numbers and `skip: version` ranges (FORMAT.md §6), per distribution. Elasticsearch compares plain
 * numbers. OpenSearch's runner of the 1.x and 2.x lines reads a range bound through
 * `org.opensearch.Version.fromString`, which takes a number whose major is above 3 as a legacy Elasticsearch
 * version (`LegacyESVersion`), and every legacy version sorts before every OpenSearch one (their ids lack the
 * 0x08000000 mask bit). So there `" - 6.99.99"` means "Elasticsearch up to 6.x" and never holds for OpenSearch
 * 1.x–2.x, and `"7.0.0 - "` holds for every OpenSearch version. OpenSearch 3.0 removed that branch ("remove when
 * creating OpenSearch 3.0", libs/core Version.java at 2.16; the 3.x file parses every bound with
 * `fromStringSlow` into a masked OpenSearch id): a 3.x runner compares plain numbers, so `" - 7.6.99"` holds for
 * OpenSearch 3.2. The runner is taken to be the target's version, as in the projects' own CI.
 */
import type { Distribution } from '../../reference/profiles.ts';

/**
 * The number a runner compares: for OpenSearch's 1.x/2.x runners a leading 0 for legacy Elasticsearch
 * versions and 1 for its own; plain numbers elsewhere (Elasticsearch, OpenSearch 3.x).
 */
function keyOf(s: string, legacyAware: boolean): number[] {
  const v = parseVersion(s);
  if (!legacyAware) return v;
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
  // OpenSearch's runners before 3.0 read bounds above major 3 as legacy Elasticsearch versions.
  const legacyAware = distribution === 'opensearch' && (parseVersion(version)[0] ?? 0) < 3;
  const keyOfBound = (b: string): number[] => keyOf(b, legacyAware);
  const v = keyOfBound(version);
  for (const one of range.split(',')) {
    const r = one.trim();
    if (r === 'all') return true;
    const m = /^(.*?)\s*-\s*(.*)$/.exec(r);
    if (!m) {
      if (compareVersions(keyOfBound(r), v) === 0) return true;
      continue;
    }
    const low = m[1]!.trim();
    const high = m[2]!.trim();
    const aboveLow = low === '' || compareVersions(v, keyOfBound(low)) >= 0;
    const belowHigh = high === '' || compareVersions(v, keyOfBound(high)) <= 0;
    if (aboveLow && belowHigh) return true;
  }
  return false;
}
