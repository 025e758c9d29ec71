/** The names a profile goes by: the five historical aliases, or a distribution and an exact version. */

/** The five historical names, each an exact version (the spec's service adds its own dialect on 8.15.0). */
export const ALIASES = {
  default: 'elasticsearch@8.15.0',
  es5: 'elasticsearch@5.6.16',
  es6: 'elasticsearch@6.8.13',
  es8: 'elasticsearch@8.15.0',
  opensearch2: 'opensearch@2.17.1',
} as const;

export type ProfileAlias = keyof typeof ALIASES;
/** A profile's name: one of the aliases, or a distribution and an exact version. */
export type ProfileName = ProfileAlias | `elasticsearch@${string}` | `opensearch@${string}`;

/** The historical names; every `distribution@version` in the supported range is a profile too. */
export const PROFILE_NAMES = Object.keys(ALIASES) as ProfileAlias[];
