/** The processor types by name (IngestCommonPlugin.getProcessors and the modules'), as the version has them. */
import type { Profile } from '../../profiles.ts';
import type { Factory } from './types.ts';
import { bytes, gsub, htmlStripProcessor, join, lowercase, split, trim, uppercase, urldecode } from './processors/strings.ts';
import { append, dotExpander, drop, failProc, remove, rename, set, sort } from './processors/fields.ts';
import { convert, json } from './processors/convert.ts';
import { foreach, pipeline, script, terminate } from './processors/flow.ts';
import { date, dateIndexName } from './processors/dates.ts';
import { dissect } from './processors/dissect.ts';
import { grok } from './processors/grok.ts';
import { csv, kv } from './processors/kv.ts';
import { communityId, networkDirection, registeredDomain, uriParts } from './processors/network.ts';
import { fingerprint } from './processors/fingerprint.ts';
import { fingerprintOpenSearch } from './processors/fingerprintOpenSearch.ts';
import { communityIdOpenSearch } from './processors/communityIdOpenSearch.ts';
import { ingestHas } from './caps.ts';
import { copy, removeByPattern } from './processors/copy.ts';
import { reroute } from './processors/reroute.ts';
import { geoip, inference, ipLocation } from './processors/unavailable.ts';
import { userAgent } from './processors/userAgent.ts';
import { enrich } from './processors/enrich.ts';
import { redact } from './processors/redact.ts';
import { circle } from './processors/circle.ts';

const ALL: Record<string, Factory> = {
  append,
  bytes,
  circle,
  // OpenSearch 2.13's community_id reads other options than Elasticsearch's (communityIdOpenSearch.ts).
  community_id: (c, ctx) => (ingestHas(ctx.profile, 'community_id.opensearch') ? communityIdOpenSearch(c, ctx) : communityId(c, ctx)),
  convert,
  copy,
  csv,
  date,
  date_index_name: dateIndexName,
  dissect,
  dot_expander: dotExpander,
  drop,
  enrich,
  fail: failProc,
  // OpenSearch 2.16's fingerprint is its own processor, not Elasticsearch's (fingerprintOpenSearch.ts).
  fingerprint: (c, ctx) => (ingestHas(ctx.profile, 'fingerprint.opensearch') ? fingerprintOpenSearch(c, ctx) : fingerprint(c, ctx)),
  foreach,
  geoip,
  grok,
  gsub,
  html_strip: htmlStripProcessor,
  inference,
  ip_location: ipLocation,
  join,
  json,
  kv,
  lowercase,
  network_direction: networkDirection,
  pipeline,
  redact,
  registered_domain: registeredDomain,
  remove,
  remove_by_pattern: removeByPattern,
  rename,
  reroute,
  script,
  set,
  sort,
  split,
  terminate,
  trim,
  uppercase,
  uri_parts: uriParts,
  urldecode,
  user_agent: userAgent,
};

const cache = new WeakMap<Profile, Record<string, Factory>>();

/** The factories of the processor types the version ships. */
export function processorFactories(profile: Profile): Record<string, Factory> {
  let out = cache.get(profile);
  if (!out) {
    out = {};
    for (const name of profile.ingest) if (ALL[name]) out[name] = ALL[name]!;
    cache.set(profile, out);
  }
  return out;
}

/** The processor type names the version ships, sorted (`_nodes/ingest`). */
export function processorTypes(profile: Profile): string[] {
  return Object.keys(processorFactories(profile)).sort();
}
