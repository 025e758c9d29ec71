/**
 * Network processors: uri_parts (UriPartsProcessor), community_id (CommunityIdProcessor),
 * network_direction (NetworkDirectionProcessor) and registered_domain (RegisteredDomainProcessor, over a
 * small subset of the public suffix list: the simulator ships no copy of the whole list).
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import { base64, sha1 } from '../hashes.ts';
import type { Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';
import { render } from '../valueSource.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

const URI = /^(?:([A-Za-z][A-Za-z0-9+.-]*):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A URI's parts (UriPartsProcessor.apply): `scheme`, `domain`, `port`, `path`, `extension`, `query`, `fragment`, user info. */
export function uriPartsOf(value: string): Record<string, Value> {
  const m = URI.exec(value);
  // java.net.URI takes a relative reference too (`/api/users?x=1`: a path and a query, no scheme nor host),
  // which access-log pipelines split; only what it refuses (and java.net.URL after it) is unparseable.
  if (!m || /\s/.test(value)) bad(`unable to parse URI [${value}]`);
  const [, scheme, authority, rawPath, query, fragment] = m!;
  const out: Record<string, Value> = {};
  if (authority !== undefined) {
    const at = authority.lastIndexOf('@');
    const userInfo = at >= 0 ? authority.slice(0, at) : undefined;
    const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
    const pm = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(hostPort);
    if (pm && pm[1]) out.domain = pm[1];
    if (pm && pm[2]) out.port = Number(pm[2]);
    if (userInfo !== undefined) {
      out.user_info = decode(userInfo);
      const colon = userInfo.indexOf(':');
      out.username = decode(colon >= 0 ? userInfo.slice(0, colon) : userInfo);
      if (colon >= 0) out.password = decode(userInfo.slice(colon + 1));
    }
  }
  if (fragment !== undefined) out.fragment = decode(fragment);
  const path = decode(rawPath!);
  if (path) {
    out.path = path;
    const dot = path.lastIndexOf('.');
    if (dot > -1 && dot > path.lastIndexOf('/')) out.extension = path.slice(dot + 1);
  }
  if (query !== undefined) out.query = query;
  // UriPartsProcessor.getUriParts puts the scheme even when the URI has none (null).
  out.scheme = scheme ?? null;
  return out;
}

/** uri_parts: a URI into its parts (uriPartsOf), with the original unless `keep_original` is false. */
export const uriParts: Factory = (c) => {
  const field = c.str('field');
  const target = c.str('target_field', 'url');
  const removeIfSuccessful = c.bool('remove_if_successful', false);
  const keepOriginal = c.bool('keep_original', true);
  const ignoreMissing = c.bool('ignore_missing', false);
  return (doc) => {
    const value = doc.getString(field, ignoreMissing);
    if ((value === null || value === undefined) && ignoreMissing) return true;
    if (value === null || value === undefined) bad(`field [${field}] is null, cannot parse URI.`);
    const out = uriPartsOf(value as string);
    if (keepOriginal) out.original = value;
    if (removeIfSuccessful && target !== field) doc.remove(field);
    doc.set(target, out);
    return true;
  };
};

/** An IPv4 or IPv6 address as bytes; undefined when it is neither. */
export function ipBytes(s: string): number[] | undefined {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (v4) {
    const b = v4.slice(1).map(Number);
    return b.every((x) => x <= 255) ? b : undefined;
  }
  if (!s.includes(':')) return undefined;
  const [head, tail, extra] = s.split('::');
  if (extra !== undefined) return undefined;
  const words = (part: string | undefined): number[] | undefined => {
    if (!part) return [];
    const out: number[] = [];
    for (const g of part.split(':')) {
      if (g.includes('.')) {
        const b = ipBytes(g);
        if (!b || b.length !== 4) return undefined;
        out.push((b[0]! << 8) | b[1]!, (b[2]! << 8) | b[3]!);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) out.push(parseInt(g, 16));
      else return undefined;
    }
    return out;
  };
  const h = words(head);
  const t = words(tail);
  if (!h || !t) return undefined;
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  if (fill < 0 || (tail === undefined && h.length !== 8)) return undefined;
  return [...h, ...Array(fill).fill(0), ...t].flatMap((w) => [w >> 8, w & 0xff]);
}

const TRANSPORTS: Record<string, number> = { icmp: 1, igmp: 2, tcp: 6, udp: 17, gre: 47, 'ipv6-icmp': 58, icmpv6: 58, eigrp: 88, ospf: 89, pim: 103, sctp: 132 };
const ICMP4: Record<number, number> = { 8: 0, 0: 8, 13: 14, 14: 13, 15: 16, 16: 15, 10: 9, 9: 10, 17: 18, 18: 17 };
const ICMP6: Record<number, number> = { 128: 129, 129: 128, 133: 134, 134: 133, 135: 136, 136: 135, 130: 131, 131: 130, 144: 145, 145: 144 };

/** The parts of a flow community_id reads, each from a field (the processor) or an argument (Processors.communityId). */
export type FlowPart = 'sip' | 'sport' | 'dip' | 'dport' | 'iana' | 'type' | 'code' | 'transport';

/**
 * The Community ID of a flow (`1:` and the base64 SHA-1 of the ordered flow tuple, CommunityIdProcessor.apply);
 * undefined when a needed part is missing and `ignoreMissing`.
 */
export function communityIdOf(get: (part: FlowPart) => Value, seed: number, ignoreMissing: boolean): string | undefined {
  const sip = get('sip');
  const dip = get('dip');
  const missing = (what: string): undefined => (ignoreMissing ? undefined : bad(`${what} field is missing`));
  if (sip === undefined || sip === null) return missing('source IP');
  if (dip === undefined || dip === null) return missing('destination IP');
  const s = ipBytes(String(sip));
  const d = ipBytes(String(dip));
  if (!s) bad(`unable to parse source IP address [${String(sip)}]`);
  if (!d) bad(`unable to parse destination IP address [${String(dip)}]`);
  let proto: number | undefined;
  const ianaV = get('iana');
  if (ianaV !== undefined && ianaV !== null) proto = Number(ianaV);
  else {
    const t = get('transport');
    if (t === undefined || t === null) return missing('transport');
    proto = TRANSPORTS[String(t).toLowerCase()];
    if (proto === undefined) bad(`could not convert string [${String(t)}] to transport protocol`);
  }
  let sp = 0;
  let dp = 0;
  let oneWay = false;
  if (proto === 6 || proto === 17 || proto === 132) {
    const a = get('sport');
    const b = get('dport');
    if (a === undefined || a === null) return missing('source port');
    if (b === undefined || b === null) return missing('destination port');
    sp = Number(a);
    dp = Number(b);
    if (!(sp >= 1 && sp <= 65535)) bad(`invalid source port [${String(a)}]`);
    if (!(dp >= 1 && dp <= 65535)) bad(`invalid destination port [${String(b)}]`);
  } else if (proto === 1 || proto === 58) {
    const type = Number(get('type') ?? NaN);
    const code = Number(get('code') ?? 0);
    if (Number.isNaN(type)) return missing('icmp type');
    const table = proto === 1 ? ICMP4 : ICMP6;
    sp = type;
    if (table[type] !== undefined) dp = table[type]!;
    else {
      dp = code;
      oneWay = true;
    }
  }
  let [a, b, pa, pb] = [s!, d!, sp, dp];
  const cmp = (x: number[], y: number[]): number => {
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  if (!oneWay && (cmp(a, b) > 0 || (cmp(a, b) === 0 && pa > pb))) [a, b, pa, pb] = [b, a, pb, pa];
  const bytes = [seed >> 8, seed & 0xff, ...a, ...b, proto, 0];
  if (proto === 6 || proto === 17 || proto === 132 || proto === 1 || proto === 58) bytes.push(pa >> 8, pa & 0xff, pb >> 8, pb & 0xff);
  return `1:${base64(sha1(Uint8Array.from(bytes)))}`;
}

/** community_id: the Community ID of the flow the document's fields describe (communityIdOf). */
export const communityId: Factory = (c) => {
  const f: Record<FlowPart, string> = {
    sip: c.str('source_ip', 'source.ip'),
    sport: c.str('source_port', 'source.port'),
    dip: c.str('destination_ip', 'destination.ip'),
    dport: c.str('destination_port', 'destination.port'),
    iana: c.str('iana_number', 'network.iana_number'),
    type: c.str('icmp_type', 'icmp.type'),
    code: c.str('icmp_code', 'icmp.code'),
    transport: c.str('transport', 'network.transport'),
  };
  const target = c.str('target_field', 'network.community_id');
  const seed = c.int('seed', 0)!;
  if (seed < 0 || seed > 65535) c.error('seed', 'must be a value between 0 and 65535');
  const ignoreMissing = c.bool('ignore_missing', true);
  return (doc) => {
    const id = communityIdOf((p) => doc.get(f[p], true), seed, ignoreMissing);
    if (id !== undefined) doc.set(target, id);
    return true;
  };
};

/** Whether an address (bytes) lies in a named network or a CIDR block (NetworkDirectionProcessor.inNetwork). */
function inNetwork(ip: number[], network: string): boolean {
  const v4 = ip.length === 4;
  const first = ip[0]!;
  switch (network) {
    case 'loopback':
      return v4 ? first === 127 : ip.slice(0, 15).every((x) => x === 0) && ip[15] === 1;
    case 'unicast':
    case 'global_unicast':
      return v4 ? !(first >= 224 && first <= 239) && !(first === 127) && !(first === 169 && ip[1] === 254) && !ip.every((x) => x === 0) && !ip.every((x) => x === 255) : first !== 0xff && !(first === 0xfe && (ip[1]! & 0xc0) === 0x80);
    case 'multicast':
      return v4 ? first >= 224 && first <= 239 : first === 0xff;
    case 'link_local_unicast':
      return v4 ? first === 169 && ip[1] === 254 : first === 0xfe && (ip[1]! & 0xc0) === 0x80;
    case 'link_local_multicast':
      return v4 ? first === 224 && ip[1] === 0 && ip[2] === 0 : first === 0xff && (ip[1]! & 0x0f) === 0x02;
    case 'interface_local_multicast':
      return !v4 && first === 0xff && (ip[1]! & 0x0f) === 0x01;
    case 'unspecified':
      return ip.every((x) => x === 0);
    case 'private':
      return v4 ? first === 10 || (first === 172 && (ip[1]! & 0xf0) === 16) || (first === 192 && ip[1] === 168) : (first & 0xfe) === 0xfc;
    case 'public':
      return !['loopback', 'unspecified', 'link_local_unicast', 'link_local_multicast', 'interface_local_multicast', 'private'].some((n) => inNetwork(ip, n)) && !(v4 && ip.every((x) => x === 255)) && !inNetwork(ip, 'multicast');
    default: {
      const [addr, bitsText] = network.split('/');
      const base = ipBytes(addr ?? '');
      if (!base) bad(`'${network}' is not an IP string literal.`);
      if (base!.length !== ip.length) return false;
      const bits = bitsText === undefined ? base!.length * 8 : Number(bitsText);
      for (let i = 0; i < bits; i++) {
        const mask = 0x80 >> i % 8;
        if ((ip[i >> 3]! & mask) !== (base![i >> 3]! & mask)) return false;
      }
      return true;
    }
  }
}

/** network_direction: `inbound`, `outbound`, `internal` or `external`, from where each address lies. */
export const networkDirection: Factory = (c) => {
  const sourceIp = c.str('source_ip', 'source.ip');
  const destIp = c.str('destination_ip', 'destination.ip');
  const target = c.str('target_field', 'network.direction');
  const networks = c.optList('internal_networks') as string[] | undefined;
  const networksField = c.optStr('internal_networks_field');
  if (networks !== undefined && networksField !== undefined) c.error('internal_networks', 'and [internal_networks_field] cannot both be used in the same processor');
  if (networks === undefined && networksField === undefined) c.error('internal_networks', 'or [internal_networks_field] must be specified');
  const templates = (networks ?? []).map((n) => c.compile('internal_networks', n));
  const ignoreMissing = c.bool('ignore_missing', true);
  return (doc) => {
    const nets = networksField !== undefined ? ((doc.get(networksField, ignoreMissing) as string[] | undefined) ?? undefined) : templates.map((t) => render(t, doc));
    if (nets === undefined || nets === null) {
      if (ignoreMissing) return true;
      bad(`unable to calculate network direction from document`);
    }
    const s = doc.getString(sourceIp, ignoreMissing);
    const d = doc.getString(destIp, ignoreMissing);
    if (s === null || s === undefined || d === null || d === undefined) {
      if (ignoreMissing) return true;
      bad('unable to calculate network direction from document');
    }
    const sb = ipBytes(s as string);
    const db = ipBytes(d as string);
    if (!sb || !db) bad('unable to calculate network direction from document');
    const internal = (ip: number[]): boolean => (nets as string[]).some((n) => inNetwork(ip, n));
    const si = internal(sb!);
    const di = internal(db!);
    doc.set(target, si && di ? 'internal' : si ? 'outbound' : di ? 'inbound' : 'external');
    return true;
  };
};

/** A subset of the public suffix list (the ICANN suffixes most seen in logs); a suffix not here is unknown. */
const SUFFIXES = new Set([
  'com', 'org', 'net', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'co', 'me', 'tv', 'app', 'dev', 'ai', 'xyz', 'online', 'site', 'cloud',
  'uk', 'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk',
  'de', 'fr', 'nl', 'be', 'it', 'es', 'pt', 'ch', 'at', 'se', 'no', 'dk', 'fi', 'pl', 'cz', 'ie', 'eu', 'ru', 'ua', 'tr', 'gr',
  'us', 'ca', 'mx', 'br', 'com.br', 'ar', 'com.ar', 'cl', 'co', 'com.co',
  'au', 'com.au', 'net.au', 'org.au', 'edu.au', 'gov.au', 'nz', 'co.nz', 'org.nz',
  'jp', 'co.jp', 'ne.jp', 'or.jp', 'ac.jp', 'cn', 'com.cn', 'net.cn', 'org.cn', 'in', 'co.in', 'kr', 'co.kr', 'tw', 'com.tw', 'hk', 'com.hk', 'sg', 'com.sg',
  'za', 'co.za', 'il', 'co.il',
]);

/** registered_domain: a host name's registered domain, its public suffix and its subdomain. */
export const registeredDomain: Factory = (c) => {
  const field = c.str('field');
  const target = c.str('target_field', '');
  const ignoreMissing = c.bool('ignore_missing', true);
  return (doc) => {
    const host = doc.getString(field, ignoreMissing);
    let info: { domain: string; registered?: string; tld: string; sub?: string } | undefined;
    if (host !== null && host !== undefined) {
      const labels = host.toLowerCase().split('.');
      let suffixAt = -1;
      for (let i = 0; i < labels.length; i++) {
        if (SUFFIXES.has(labels.slice(i).join('.'))) {
          suffixAt = i;
          break;
        }
      }
      if (suffixAt === 0) info = { domain: host, tld: host };
      else if (suffixAt > 0) {
        const registered = host.split('.').slice(suffixAt - 1).join('.');
        const sub = host.length > registered.length ? host.slice(0, host.length - registered.length - 1) : undefined;
        info = { domain: host, registered, tld: registered.slice(registered.indexOf('.') + 1), ...(sub ? { sub } : {}) };
      }
    }
    if (!info) {
      if (ignoreMissing) return true;
      bad('unable to set domain information for document');
    }
    const p = target === '' ? '' : `${target}.`;
    doc.set(`${p}domain`, info!.domain);
    if (info!.registered !== undefined) doc.set(`${p}registered_domain`, info!.registered);
    doc.set(`${p}top_level_domain`, info!.tld);
    if (info!.sub !== undefined) doc.set(`${p}subdomain`, info!.sub);
    return true;
  };
};
