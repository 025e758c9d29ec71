/**
 * Versions as the axis. Every capability is a timeline per distribution: the value it takes from each
 * listed version on (ascending; the first step holds from the oldest supported version). A profile is a
 * distribution and an exact version; the five historical names are aliases of exact versions.
 * Where a step's version is not pinned by a cited change, its comment says so (`approx.`).
 */

/** A version as three numbers (major, minor, patch). */
export type Triple = readonly [number, number, number];

/** Orders two versions. */
export function cmp(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** `7.17.3` as a triple; undefined for anything but major.minor.patch. */
export function triple(v: string): Triple | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** A timeline: the value from each listed version on, ascending. */
export type Steps<T> = readonly (readonly [string, T])[];

/** A capability's timeline: Elasticsearch's steps and OpenSearch's. */
export interface Rule<T> {
  readonly es: Steps<T>;
  readonly os: Steps<T>;
}

/** The timelines of a set of capabilities, one per capability. */
export type RulesOf<C> = { readonly [K in keyof C]: Rule<C[K]> };

/** A capability's timeline from Elasticsearch's steps and OpenSearch's. */
export const rule = <T>(es: Steps<T>, os: Steps<T>): Rule<T> => ({ es, os });

/** The same value in every version of a distribution. */
export const always = <T>(v: T): Steps<T> => [['0.0.0', v]];

/** The value of a timeline at a version. */
export function stepAt<T>(steps: Steps<T>, v: Triple): T {
  let out = steps[0]![1];
  for (const [from, value] of steps) if (cmp(triple(from)!, v) <= 0) out = value;
  return out;
}
