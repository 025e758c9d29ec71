/**
 * The cluster's license (LicensesMetadata): a fresh node generates itself a `basic` license
 * (SelfGeneratedLicense through LicenseService on the first cluster state: issued to the cluster, by
 * `elasticsearch`, `max_nodes` 1000, no expiry), a trial replaces it for 30 days
 * (StartTrialClusterTask, LicenseSettings.NON_BASIC_SELF_GENERATED_LICENSE_DURATION), once per cluster
 * (TrialLicenseVersion), and start_basic or DELETE (StartBasicClusterTask) put a new basic one back.
 * Its status is computed from the clock (License.status: expired past its expiry date). Nothing in the
 * simulator is gated on the license level yet; `licenseAllows` is the one place that would ask.
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { LicenseState } from './types.ts';
export type { LicenseState } from './types.ts';

const TRIAL_MS = 30 * 24 * 3600 * 1000;
const MAX_NODES = 1000;

/** A UUID (version 4 layout) derived from a text: the license uid, deterministic where ES draws it at random. */
export function uuidFrom(text: string): string {
  const words: number[] = [];
  let h = 0x811c9dc5;
  for (let w = 0; w < 4; w++) {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ (w + 1), 0x01000193) >>> 0;
    words.push(h);
  }
  const hex = words.map((x) => x.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The basic license a node generates itself at `now` (`uidSeed` makes its uid). */
export function selfGeneratedBasic(now: number, uidSeed: string, issuedTo: string, trialUsed = false): LicenseState {
  return { uid: uuidFrom(uidSeed), type: 'basic', issueDate: now, issuedTo, trialUsed };
}

/** License.VALID_TRIAL_TYPES: what start_trial's `type` may ask for. */
export const TRIAL_TYPES: readonly string[] = ['gold', 'platinum', 'enterprise', 'trial'];

/** A 30-day self-generated license of a trial type from `now`. */
export function trialLicense(now: number, uidSeed: string, issuedTo: string, type = 'trial'): LicenseState {
  return { uid: uuidFrom(uidSeed), type, issueDate: now, expiryDate: now + TRIAL_MS, issuedTo, trialUsed: true };
}

/** License.status(): `expired` past the expiry date, `invalid` before the issue date, else `active`. */
export function licenseStatus(l: LicenseState, now: number): 'active' | 'expired' | 'invalid' {
  if (l.issueDate > now) return 'invalid';
  if (l.expiryDate !== undefined && l.expiryDate < now) return 'expired';
  return 'active';
}

/** The license of a state that predates licenses (a snapshot written before them): a basic one issued at `now`. */
export function currentLicense(state: ClusterState, now: number, issuedTo: string): LicenseState {
  state.license ??= selfGeneratedBasic(now, `license:${now}`, issuedTo);
  return state.license;
}

/** Whether the license allows a feature of a level (XPackLicenseState.isAllowed): a trial allows all, an expired license none but basic ones. */
export function licenseAllows(l: LicenseState, level: 'basic' | 'platinum' | 'enterprise', now: number): boolean {
  if (level === 'basic') return true;
  if (l.type === 'basic' || licenseStatus(l, now) !== 'active') return false;
  const rank = ['gold', 'platinum', 'enterprise'];
  return l.type === 'trial' || rank.indexOf(l.type) >= rank.indexOf(level);
}

/**
 * GET /_license's `license` object (License.toXContent, REST view). `resourceUnits`: the view prints
 * `max_resource_units` (version 5); without it an enterprise license shows as platinum, its resource units as nodes.
 */
export function renderLicense(l: LicenseState, now: number, opts: { resourceUnits: boolean }): JsonObject {
  const enterprise = l.type === 'enterprise';
  const type = enterprise && !opts.resourceUnits ? 'platinum' : l.type;
  const out: JsonObject = { status: licenseStatus(l, now), uid: l.uid, type, issue_date: new Date(l.issueDate).toISOString(), issue_date_in_millis: l.issueDate };
  if (l.expiryDate !== undefined) Object.assign(out, { expiry_date: new Date(l.expiryDate).toISOString(), expiry_date_in_millis: l.expiryDate });
  // An enterprise license counts resource units instead of nodes (StartTrialClusterTask).
  out.max_nodes = enterprise && opts.resourceUnits ? null : MAX_NODES;
  if (opts.resourceUnits) out.max_resource_units = enterprise ? MAX_NODES : null;
  Object.assign(out, { issued_to: l.issuedTo, issuer: 'elasticsearch', start_date_in_millis: -1 });
  return out;
}
