/**
 * The query parameters a version knows, per API: the catalogue's per-version lists (paramTable.json,
 * generated from the REST API specs by buildParamTable.ts) with the parameters every API takes. Elasticsearch
 * and OpenSearch refuse any other (BaseRestHandler: `contains unrecognized parameter`).
 */
import type { Profile } from '../profiles.ts';
import TABLE from './paramTable.json' with { type: 'json' };
import { majorOf, spanHolds } from './paramSpan.ts';
import { apiDef } from './catalogue.ts';

type Row = Readonly<Record<string, string>>;
interface ParamTable {
  common: { elasticsearch: readonly string[]; opensearch: readonly string[]; cat: readonly string[] };
  elasticsearch: Readonly<Record<string, Row>>;
  opensearch: Readonly<Record<string, Row>>;
}
const DATA = TABLE as unknown as ParamTable;

/** The table's row of an API for a distribution, or undefined when the table has none. */
export function paramRow(distribution: 'elasticsearch' | 'opensearch', api: string): Row | undefined {
  return (distribution === 'opensearch' ? DATA.opensearch : DATA.elasticsearch)[api];
}

/**
 * What ES reads before any handler or for every response: `_common.json`'s parameters and `format`
 * (AbstractRestChannel), and on `_cat` tables their response parameters (AbstractCatAction.RESPONSE_PARAMS,
 * and `help`).
 */
export function globalParams(distribution: 'elasticsearch' | 'opensearch', api: string): readonly string[] {
  const common = distribution === 'opensearch' ? DATA.common.opensearch : DATA.common.elasticsearch;
  return api.startsWith('cat.') && api !== 'cat.help' ? [...common, ...DATA.common.cat] : common;
}

/**
 * An API the catalogue has and the table does not (added since the table was last made): its catalogue
 * list, in every version, until buildParamTable.ts is re-run (the API_SPECS test says when it is due).
 */
function isNewApi(api: string): boolean {
  return paramRow('elasticsearch', api) === undefined && paramRow('opensearch', api) === undefined;
}

function sinceAlways(api: string): Row {
  return Object.fromEntries((apiDef(api)?.params ?? []).map((p) => [p, '0.0.0']));
}

const MEMO = new WeakMap<Profile, Map<string, ReadonlySet<string>>>();

/**
 * Every query parameter the profile's version takes on an API. A REST compatibility view (ES 8 serving a
 * 7.x client, ES 9 an 8.x one) also takes what the previous major knew: its compatibility handlers read them.
 */
export function knownParams(profile: Profile, api: string): ReadonlySet<string> {
  let memo = MEMO.get(profile);
  if (!memo) MEMO.set(profile, (memo = new Map()));
  const hit = memo.get(api);
  if (hit) return hit;
  const dist = profile.distribution;
  const out = new Set<string>(globalParams(dist, api));
  // An API the OpenSearch part of the table lacks (OpenSearch's own, served since that part was made, or
  // regenerated without OpenSearch's specification at hand) takes its catalogue list, as a new API does.
  const row = paramRow(dist, api) ?? (isNewApi(api) || dist === 'opensearch' ? sinceAlways(api) : {});
  const versions = [profile.version.number];
  if ((profile.typesCompat && !profile.typedApis) || profile.apiV8Compat) versions.push(`${majorOf(profile.version.number) - 1}.99.0`);
  for (const p in row) if (versions.some((v) => spanHolds(row[p]!, v))) out.add(p);
  // `include_type_name` belongs to the typed dialect, not to a version alone: the spec's service takes it on
  // 8.15's wire, ES 8's view for 7.x clients reads it, and ES before 6.7 (#37285 added it) never did, though
  // the table, made from 7.17's spec on, dates it from 5.0.
  if (profile.includeTypeName && documentedParams(api).includes('include_type_name')) out.add('include_type_name');
  else if (!profile.includeTypeName && !profile.typesCompat) out.delete('include_type_name');
  // ES 9's compatibility view keeps `local` for get-aliases only: `_cat` is outside the compatibility policy.
  if (api === 'cat.aliases' && profile.catAliasesLocalRemoved) out.delete('local');
  // RestResizeHandler reads `copy_settings` for all three resizes from 6.4 to 7.x (clone's spec never listed
  // it), and ES 8 for a 7.x client's compatible request; no resize knew it before 6.4.
  if (api === 'indices.shrink' || api === 'indices.split' || api === 'indices.clone') {
    const mode = profile.resizeCopySettings;
    const compat7 = versions.length > 1 && majorOf(versions[1]!) === 7;
    if (mode === 'on-request' || mode === 'by-default' || (mode === 'always' && compat7)) out.add('copy_settings');
    else out.delete('copy_settings');
  }
  memo.set(api, out);
  return out;
}

/**
 * The query parameters of a request the version does not know, sorted as ES lists them (a TreeSet). A
 * parameter named like a part of the matched path is the handler's: ES puts path parts among the request's
 * parameters, and the handler reads them.
 */
export function unknownParams(profile: Profile, api: string, query: Readonly<Record<string, string>>, pathParts: Readonly<Record<string, string>>): string[] {
  const known = knownParams(profile, api);
  const out: string[] = [];
  for (const k in query) if (!known.has(k) && !Object.prototype.hasOwnProperty.call(pathParts, k)) out.push(k);
  return out.sort();
}

/**
 * Every parameter any supported version documents for an API: what a client may send (the YAML runner's
 * registry takes these with the catalogue's own list; the version decides).
 */
export function documentedParams(api: string): string[] {
  return [...new Set([...Object.keys(paramRow('elasticsearch', api) ?? {}), ...Object.keys(paramRow('opensearch', api) ?? {})])];
}
