/**
 * OpenSearch's own community_id processor (2.13, CommunityIdProcessor; Elasticsearch's processor of the same
 * name reads other options, network.ts): `source_ip_field`/`destination_ip_field` required, ports, protocol
 * name or IANA number, ICMP type/code from named fields, `seed`, `target_field` (`community_id`), and
 * `ignore_missing` off by default. The hash is the Community ID spec's: `1:` and the base64 SHA-1 of
 * seed, ordered addresses, protocol, a pad byte and the two ports (or ICMP type and its equivalent code).
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import { base64, sha1 } from '../hashes.ts';
import { javaClassName, type Value } from '../javaValues.ts';
import type { IngestDoc } from '../document.ts';
import type { Factory } from '../types.ts';
import { ipBytes } from './network.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

/** Protocol names (Protocol.fromProtocolName: the enum's names upper-cased, and IPV6-ICMP) and numbers; `transport` says ports are read. */
const PROTOCOLS: Record<string, { code: number; transport: boolean }> = {
  ICMP: { code: 1, transport: false },
  TCP: { code: 6, transport: true },
  UDP: { code: 17, transport: true },
  ICMP_V6: { code: 58, transport: false },
  'IPV6-ICMP': { code: 58, transport: false },
  SCTP: { code: 132, transport: true },
};
const BY_CODE = new Map([1, 6, 17, 58, 132].map((c) => [c, Object.values(PROTOCOLS).find((p) => p.code === c)!]));
// ICMPType and ICMPv6Type: message types with an equivalent code make a two-way flow.
const ICMP4: Record<number, number> = { 0: 8, 8: 0, 9: 10, 10: 9, 13: 14, 14: 13, 15: 16, 16: 15, 17: 18, 18: 17 };
const ICMP6: Record<number, number> = { 128: 129, 129: 128, 130: 131, 131: 130, 133: 134, 134: 133, 135: 136, 136: 135, 139: 140, 140: 139, 144: 145, 145: 144 };

const empty = (s: string | undefined): boolean => s === undefined || s === '';

/** `getFieldValue(path, Integer.class, true)`: null when missing, a cast error for any other type. */
function intAt(doc: IngestDoc, path: string): number | null {
  const v: Value = doc.get(path, true);
  if (v === undefined || v === null) return null;
  if (javaClassName(v) !== 'java.lang.Integer') bad(`field [${path}] of type [${javaClassName(v)}] cannot be cast to [java.lang.Integer]`);
  return v as number;
}

/** community_id (OpenSearch): CommunityIdProcessor.Factory's options, then execute. */
export const communityIdOpenSearch: Factory = (c) => {
  const sipField = c.str('source_ip_field');
  const sportField = c.optStr('source_port_field');
  const dipField = c.str('destination_ip_field');
  const dportField = c.optStr('destination_port_field');
  const ianaField = c.optStr('iana_protocol_number_field');
  const protocolField = c.optStr('protocol_field');
  const typeField = c.optStr('icmp_type_field');
  const codeField = c.optStr('icmp_code_field');
  const seed = c.int('seed', 0)!;
  if (seed < 0 || seed > 65535) c.error('seed', 'seed must be between 0 and 65535');
  const target = c.str('target_field', 'community_id');
  const ignoreMissing = c.bool('ignore_missing', false);
  return (doc) => {
    // resolveProtocol: the IANA number wins over the name.
    const iana = empty(ianaField) ? null : intAt(doc, ianaField!);
    const name = empty(protocolField) ? null : doc.getString(protocolField!, true) ?? null;
    let protocol: { code: number; transport: boolean } | undefined;
    if (iana !== null) {
      protocol = iana >= 0 && iana <= 255 ? BY_CODE.get(iana) : undefined;
      if (!protocol) bad(`unsupported iana protocol number [${iana}]`);
    } else if (name !== null) {
      protocol = PROTOCOLS[name.toUpperCase()];
      if (!protocol) bad(`unsupported protocol [${name}]`);
    }
    if (!protocol) {
      if (ignoreMissing) return true;
      bad(`cannot resolve protocol by neither iana protocol number field [${ianaField ?? null}] nor protocol name field [${protocolField ?? null}]`);
    }
    const ip = (field: string): number[] | null => {
      if (empty(field)) return ignoreMissing ? null : bad('both source ip field path and destination ip field path cannot be null nor empty');
      const s = doc.getString(field, true);
      if (s === undefined || s === null || s === '') return ignoreMissing ? null : bad(`ip address in the field [${field}] is null or empty`);
      return ipBytes(s) ?? bad(`ip address [${s}] in the field [${field}] is not a valid ipv4/ipv6 address`);
    };
    let src = ip(sipField);
    if (!src) return true;
    let dst = ip(dipField);
    if (!dst) return true;
    if (src.length !== dst.length) bad('source ip and destination ip must have same format');
    const port = (field: string | undefined): number | null => {
      if (empty(field)) return ignoreMissing ? null : bad('both source port and destination port field path cannot be null nor empty');
      const p = intAt(doc, field!);
      if (p === null) return ignoreMissing ? null : bad(`both source port and destination port cannot be null, but port in the field path [${field}] is null`);
      // MAX_PORT is 63335 in the source (not 65535), while its message says 65535.
      if (p < 0 || p > 63335) bad(`both source port and destination port must be between 0 and 65535, but port in the field path [${field}] is [${p}]`);
      return p;
    };
    let sp: number | null = null;
    let dp: number | null = null;
    if (protocol!.transport) {
      sp = port(sportField);
      if (sp === null) return true;
      dp = port(dportField);
      if (dp === null) return true;
    }
    const icmp = (field: string | undefined, kind: string): number | null => {
      if (empty(field)) return ignoreMissing ? null : bad(`icmp message ${kind} field path cannot be null nor empty`);
      const v = intAt(doc, field!);
      if (v === null) return ignoreMissing ? null : bad(`icmp message ${kind} cannot be null`);
      if (v < 0 || v > 255) bad(`invalid icmp message ${kind} [${v}]`);
      return v;
    };
    let oneWay = true;
    const isIcmp = protocol!.code === 1 || protocol!.code === 58;
    if (isIcmp) {
      const type = icmp(typeField, 'type');
      if (type === null) return true;
      sp = type;
      const equivalent = (protocol!.code === 1 ? ICMP4 : ICMP6)[type];
      if (equivalent !== undefined) {
        oneWay = false;
        dp = equivalent;
      } else {
        const code = icmp(codeField, 'code');
        if (code === null) return true;
        dp = code;
      }
    }
    let cmp = 0;
    for (let i = 0; i < src.length && cmp === 0; i++) cmp = src[i]! - dst[i]!;
    const less = cmp < 0 || (cmp === 0 && sp! < dp!);
    if (!less && (!isIcmp || !oneWay)) {
      [src, dst] = [dst, src];
      [sp, dp] = [dp, sp];
    }
    const two = (v: number): number[] => [(v >>> 8) & 0xff, v & 0xff];
    const bytes = [...two(seed), ...src, ...dst, protocol!.code, 0, ...two(sp!), ...two(dp!)];
    doc.set(target, `1:${base64(sha1(Uint8Array.from(bytes)))}`);
    return true;
  };
};
