/**
 * An enrich policy (x-pack core's EnrichPolicy): its type (`match`, `geo_match`, `range`), an optional
 * query over the source indices, the source index patterns, the match field and the enrich fields. The
 * body of `PUT /_enrich/policy/<name>` is read as EnrichPolicy.fromXContent reads it (one `{type: {...}}`
 * object, then the ConstructingObjectParser "policy"), and printed as NamedPolicy.toXContent prints it.
 */
import {
  enrichPolicyFieldsRequired, enrichPolicyNotAnObject, enrichPolicyUnexpectedToken, unknownField, valueTypeUnsupported, type EsError,
} from '../errors/index.ts';
import { isObject, xContentToken, type Json, type JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';
import { ingestHas } from '../ingest/caps.ts';

export interface EnrichPolicy {
  type: string;
  /** The `query` object as sent (the runner wraps it in a wrapper query). */
  query?: Json;
  indices: string[];
  matchField: string;
  enrichFields: string[];
  /** The version that stored it (Version.CURRENT at PUT), printed only with `include_version`. */
  version: string;
}

/** The enrich coordinator's counters (EnrichCoordinatorProxyAction) and its cache's (EnrichCache), by what ES reports. */
export interface EnrichStatsState {
  remoteRequestsTotal: number;
  executedSearchesTotal: number;
  /** Cached lookups by key, oldest first (EnrichCache keeps at most `enrich.cache_size`, 1000). */
  cache: Map<string, JsonObject[]>;
  hits: number;
  misses: number;
  evictions: number;
  /** When the maintenance run is due (maintenance.ts): set by the first execution. */
  nextMaintenance?: number;
}

/** The policy types a version stores (EnrichPolicy.SUPPORTED_POLICY_TYPES; `range` since 7.16). */
export function supportedPolicyTypes(profile: Profile): string[] {
  return ingestHas(profile, 'enrich.range') ? ['match', 'geo_match', 'range'] : ['match', 'geo_match'];
}

/** The alias of a policy's current enrich index (EnrichPolicy.getBaseName). */
export function enrichAlias(policy: string): string {
  return `.enrich-${policy}`;
}

/** Whether an index is one of a policy's enrich indices, `.enrich-<policy>-<timestamp>` (EnrichPolicy.isPolicyForIndex). */
export function isPolicyIndex(policy: string, index: string): boolean {
  const prefix = `${enrichAlias(policy)}-`;
  return index.startsWith(prefix) && /^\d+$/.test(index.slice(prefix.length));
}

/** A string array field (ObjectParser's STRING_ARRAY: an array, or one string, number or boolean). */
function stringArray(v: Json): string[] | undefined {
  const items = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const i of items) {
    if (typeof i === 'string' || typeof i === 'number' || typeof i === 'boolean') out.push(String(i));
    else return undefined;
  }
  return out;
}

/** Reads a policy body, or the error ES's parser gives; `raw` is the body text, for positions. */
export function parsePolicy(body: Json | undefined, raw: string | undefined, profile: Profile, version: string): EsError | EnrichPolicy {
  if (!isObject(body)) return enrichPolicyUnexpectedToken({ line: 1, col: 1 });
  const keys = Object.keys(body);
  if (keys.length === 0) return enrichPolicyUnexpectedToken(valueAt(raw, []));
  if (keys.length > 1) return enrichPolicyUnexpectedToken(keyAt(raw, [keys[1]!]));
  const type = keys[0]!;
  const inner = body[type] as Json;
  if (!isObject(inner)) return enrichPolicyNotAnObject(valueAt(raw, [type]), xContentToken(inner ?? null));
  const got: Partial<EnrichPolicy> = { type };
  for (const [k, v] of Object.entries(inner) as [string, Json][]) {
    const unsupported = (): EsError => valueTypeUnsupported(profile, 'policy', k, xContentToken(v), valueAt(raw, [type, k]));
    switch (k) {
      case 'query':
        if (!isObject(v)) return unsupported();
        got.query = v;
        break;
      case 'indices':
      case 'enrich_fields': {
        const list = stringArray(v);
        if (!list) return unsupported();
        if (k === 'indices') got.indices = list;
        else got.enrichFields = list;
        break;
      }
      case 'match_field':
        if (typeof v !== 'string') return unsupported();
        got.matchField = v;
        break;
      case 'elasticsearch_version':
        if (typeof v !== 'string') return unsupported();
        got.version = v;
        break;
      default:
        return unknownField(profile, 'policy', k, keyAt(raw, [type, k]));
    }
  }
  const missing = [['indices', got.indices], ['match_field', got.matchField], ['enrich_fields', got.enrichFields]].filter(([, v]) => v === undefined).map(([n]) => n as string);
  if (missing.length > 0) return enrichPolicyFieldsRequired(missing);
  return { version, ...got } as EnrichPolicy;
}

/** NamedPolicy.toXContent: `{<type>: {name, query?, indices, match_field, enrich_fields}}`. */
export function namedPolicyJson(name: string, p: EnrichPolicy): JsonObject {
  return {
    [p.type]: {
      name,
      ...(p.query !== undefined ? { query: p.query } : {}),
      indices: p.indices,
      match_field: p.matchField,
      enrich_fields: p.enrichFields,
    },
  };
}
