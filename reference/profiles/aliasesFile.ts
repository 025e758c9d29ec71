/**
 * `profiles.aliases.json`, the five historical profiles written out in full, made from the timelines (never
 * edited by hand): a change to a timeline that moves an alias shows in review as a diff of this file.
 * `npm run profiles:aliases` writes it; profiles.test.ts holds the committed file to this text.
 */
import { PROFILE_NAMES } from './names.ts';
import type { Profile } from './profile.ts';
import { getProfile } from './resolve.ts';

/** A profile as plain JSON: identity first, then the capabilities by name (so an added one lands in one place); Infinity as a string. */
function plainProfile(p: Profile): Record<string, unknown> {
  const { name, distribution, version, ...caps } = p;
  const out: Record<string, unknown> = { name, distribution, version };
  for (const k of Object.keys(caps).sort()) out[k] = (caps as Record<string, unknown>)[k];
  return out;
}

/** The text of `reference/profiles.aliases.json`. */
export function aliasesFileText(): string {
  const all: Record<string, unknown> = {};
  for (const name of PROFILE_NAMES) all[name] = plainProfile(getProfile(name));
  return `${JSON.stringify(all, (_k, v: unknown) => (v === Infinity ? 'Infinity' : v), 1)}\n`;
}
