/**
 * user_agent (UserAgentProcessor): parses the field with the module's default regexes (uap-core's, at the
 * revision the version ships: userAgent/regexes2020.ts, regexes2024.ts; `regex_file` other
 * than `_default_` names a file in the node's config/ingest-user-agent directory, which a simulated node
 * does not have) and sets `target_field` (default `user_agent`) to the chosen `properties`: name ("Other"
 * when nothing matched), version, os {name, version, full}, device {name} and original.
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import type { Factory } from '../types.ts';
import { ingestHas } from '../caps.ts';
import { parseUserAgent, type VersionedName } from '../userAgent/parser.ts';
import { UAP_2020 } from '../userAgent/regexes2020.ts';
import { UAP_2024 } from '../userAgent/regexes2024.ts';

const PROPERTIES = ['NAME', 'OS', 'DEVICE', 'ORIGINAL', 'VERSION'] as const;
type Property = (typeof PROPERTIES)[number];

/** major[.minor[.patch[.build]]], each part only when the one before it is there. */
function dotted(v: VersionedName): string {
  let s = v.major!;
  for (const p of [v.minor, v.patch, v.build]) {
    if (p === null) break;
    s += '.' + p;
  }
  return s;
}

export const userAgent: Factory = (c, ctx) => {
  const regexes = ingestHas(ctx.profile, 'user_agent.regexes_2024') ? UAP_2024 : UAP_2020;
  const field = c.str('field');
  const target = c.str('target_field', 'user_agent');
  const file = c.str('regex_file', '_default_');
  const names = c.optList('properties');
  // extract_device_type needs ES's device_type_regexes.yml, which the simulator does not ship.
  const deviceType = c.bool('extract_device_type', false);
  const ignoreMissing = c.bool('ignore_missing', false);
  if (file !== '_default_') c.error('regex_file', `regex file [${file}] doesn't exist (has to exist at node startup)`);
  if (deviceType) c.error('extract_device_type', 'device type extraction is not supported by this simulator');
  const wanted = new Set<Property>();
  for (const n of names ?? PROPERTIES) {
    const p = String(n).toUpperCase() as Property;
    if (!PROPERTIES.includes(p)) c.error('properties', `illegal property value [${String(n)}]. valid values are [${PROPERTIES.join(', ')}]`);
    wanted.add(p);
  }
  return (doc) => {
    const agent = doc.getString(field, ignoreMissing);
    if ((agent === null || agent === undefined) && ignoreMissing) return true;
    if (agent === null || agent === undefined) fail(processorIllegalArgument(`field [${field}] is null, cannot parse user-agent.`));
    const ua = parseUserAgent(regexes, agent as string);
    // Keys in the order the stored document prints them: the processor's HashMap as IngestDocument's deep
    // copy re-buckets it (name, original, os, device, version; the os map's name, version, full).
    const out: Record<string, unknown> = {};
    if (wanted.has('NAME')) out.name = ua.userAgent?.name ?? 'Other';
    if (wanted.has('ORIGINAL')) out.original = agent;
    if (wanted.has('OS') && ua.os) {
      const os: Record<string, string> = { name: ua.os.name };
      if (ua.os.major !== null) {
        os.version = dotted(ua.os);
        os.full = `${ua.os.name} ${os.version}`;
      }
      out.os = os;
    }
    if (wanted.has('DEVICE')) out.device = { name: ua.device?.name ?? 'Other' };
    if (wanted.has('VERSION') && ua.userAgent && ua.userAgent.major !== null) out.version = dotted(ua.userAgent);
    doc.set(target, out as never);
    return true;
  };
};
