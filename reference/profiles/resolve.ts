/** Resolution: a spec (`elasticsearch@7.17.3`, or an alias) to a profile, and a cluster's reported version to the nearest profile. */
import { capabilitiesAt, type Capabilities } from './capabilities.ts';
import { SUPPORTED, versionInfoOf, warningAgentOf, type Distribution } from './identity.ts';
import { ALIASES, type ProfileName } from './names.ts';
import type { Profile } from './profile.ts';
import { triple } from './timeline.ts';

/**
 * The spec's service: its typed form (several types, `string` kept, internal versions as checks) and
 * today's typeless form on one server, speaking the 8.x wire so that current official clients work unchanged.
 * ES 8's REST compatibility view stays off: this dialect serves types natively.
 */
const SPEC_SERVICE: Partial<Capabilities> = {
  typedApis: true,
  typesPerIndex: 'many',
  mappingOutput: 'auto',
  typeInResponses: 'named',
  stringType: 'keep',
  internalVersionChecks: true,
  createMappingErrorNamesType: true,
  // The typed dialect's own switch between typed and typeless bodies, as ES 7.x takes it (the Python and
  // Java 7.x clients send it): without it, a typed put mapping would fail for the parameter, not its content.
  includeTypeName: true,
  restCompatV7: false,
};

const cache = new Map<string, Profile>();

/** Why a spec names no profile, in one line; undefined when it does. */
export function profileSpecError(spec: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(ALIASES, spec)) return undefined;
  const m = /^(elasticsearch|opensearch)@(.*)$/.exec(spec);
  const range = `${SUPPORTED.elasticsearch.text}, ${SUPPORTED.opensearch.text}, or one of ${Object.keys(ALIASES).join(', ')}`;
  if (!m) return `unknown profile "${spec}": give a distribution and an exact version (${range})`;
  const dist = m[1] as Distribution;
  const v = triple(m[2]!);
  if (!v) return `profile "${spec}": the version must be major.minor.patch (${range})`;
  const s = SUPPORTED[dist];
  if (v[0] < s.from || v[0] > s.to) return `profile "${spec}" is outside the supported versions (${range})`;
  return undefined;
}

/** Whether a string names a profile (an alias or a supported `distribution@x.y.z`). */
export function isProfileName(s: string): s is ProfileName {
  return profileSpecError(s) === undefined;
}

/** The profile a name resolves to; throws the one-line reason on a name outside the supported range (CLIs validate first). */
export function getProfile(name: ProfileName = 'default'): Profile {
  const hit = cache.get(name);
  if (hit) return hit;
  const err = profileSpecError(name);
  if (err) throw new Error(err);
  const spec = (ALIASES as Record<string, string>)[name] ?? name;
  const [distText, number] = spec.split('@') as [Distribution, string];
  const v = triple(number)!;
  const version = versionInfoOf(distText, number, v);
  const profile: Profile = {
    ...capabilitiesAt(distText, v),
    ...(name === 'default' ? SPEC_SERVICE : {}),
    name,
    distribution: distText,
    version,
    warningAgent: warningAgentOf(distText, version),
  };
  cache.set(name, profile);
  return profile;
}


/** The exact profile for what a cluster reports on `GET /` (its distribution and version number). */
export function profileForVersion(distribution: string, number: string): ProfileName | undefined {
  const dist: Distribution = distribution.toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  const core = /^(\d+\.\d+\.\d+)/.exec(number)?.[1];
  if (!core) return undefined;
  const spec = `${dist}@${core}` as ProfileName;
  return isProfileName(spec) ? spec : undefined;
}

/** The release of each major the simulator was checked against: what a major alone (a suite's folder name) means. */
const CHECKED: Readonly<Record<Distribution, Readonly<Record<number, string>>>> = {
  elasticsearch: { 5: '5.6.16', 6: '6.8.13', 7: '7.17.3', 8: '8.19.0', 9: '9.1.0' },
  opensearch: { 1: '1.3.19', 2: '2.19.0', 3: '3.2.0' },
};

/**
 * The one family rule: the profile for a distribution and a version (`8.19.2`, `8.19.2-SNAPSHOT`, a line
 * `7.10` as a suite's folder names it, or a major alone, `7`). The exact version when it is supported (a
 * line: its first release); a major alone, its checked release; outside the supported range, the nearest
 * supported major's checked release; no readable version, the alias of the distribution's historical profile.
 */
export function nearestProfile(distribution: string, number: string): ProfileName {
  const dist: Distribution = distribution.toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  const line = /^(\d+)\.(\d+)$/.exec(number.trim());
  const exact = profileForVersion(dist, line ? `${line[1]}.${line[2]}.0` : number);
  if (exact) return exact;
  const major = /^(\d+)/.exec(number.trim())?.[1];
  if (major === undefined) return dist === 'opensearch' ? 'opensearch2' : 'default';
  const s = SUPPORTED[dist];
  const m = Math.min(Math.max(Number(major), s.from), s.to);
  return `${dist}@${CHECKED[dist][m]!}` as ProfileName;
}

/**
 * Why a profile forced on a target contradicts what the target reports (another distribution or another
 * version), in one line; undefined when they agree.
 */
export function profileContradiction(forced: ProfileName, distribution: string, number: string): string | undefined {
  const p = getProfile(forced);
  const dist: Distribution = distribution.toLowerCase() === 'opensearch' ? 'opensearch' : 'elasticsearch';
  const core = /^(\d+\.\d+\.\d+)/.exec(number)?.[1] ?? number;
  if (p.distribution === dist && p.version.number === core) return undefined;
  return `--profile ${forced} (${p.distribution} ${p.version.number}) contradicts the target's ${dist} ${number}: failures may be the profile's, not the target's`;
}

/** `version.created` as ES writes it into index settings (6.8.13 → "6081399"). */
export function versionCreatedId(p: Profile): string {
  const [maj, min, rev] = p.version.number.split('.').map(Number);
  const id = maj * 1_000_000 + min * 10_000 + rev * 100 + 99;
  return p.version.distribution === 'opensearch' ? String(id ^ 0x08000000) : String(id);
}
