/** Request and response media types as ES checks them (406 for unsupported bodies, vendor types for 8.x clients). */
import type { Profile } from '../profiles.ts';
import { compatibleVersionsDiffer, incompatibleMediaVersion, type EsError } from '../core/errors/index.ts';

export type BodyFormat = 'json' | 'ndjson' | 'unsupported' | 'missing';

const JSON_TYPES = new Set(['application/json', 'application/x-ndjson']);
const VENDOR = /^application\/vnd\.elasticsearch\+(json|x-ndjson)$/;
/** Whether a header may name a vendor type at all: most do not, and then need no parsing. */
const MAY_BE_VENDOR = /vnd\.elasticsearch/i;

/** Parses `type/subtype; k=v` into its parts (lower case). */
export function parseMediaType(value: string): { type: string; params: Record<string, string> } {
  const [head, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const r of rest) {
    const [k, v] = r.split('=');
    if (k && v !== undefined) params[k.trim().toLowerCase()] = v.trim();
  }
  return { type: head.trim().toLowerCase(), params };
}

/** How the body of a request with this Content-Type may be read. */
export function bodyFormat(profile: Profile, contentType: string | undefined): BodyFormat {
  if (contentType === undefined || contentType.trim() === '') return 'missing';
  if (contentType === 'application/json') return 'json';
  const { type } = parseMediaType(contentType);
  if (JSON_TYPES.has(type)) return type === 'application/json' ? 'json' : 'ndjson';
  if (profile.compatibleMediaTypes && VENDOR.test(type)) return type.endsWith('ndjson') ? 'ndjson' : 'json';
  return 'unsupported';
}

/** The Content-Type of a JSON response: ES echoes a vendor type back with its `compatible-with`. */
export function responseContentType(profile: Profile, accept: string | undefined, contentType: string | undefined): string {
  if (profile.compatibleMediaTypes && ((accept !== undefined && MAY_BE_VENDOR.test(accept)) || (contentType !== undefined && MAY_BE_VENDOR.test(contentType)))) {
    for (const candidate of [accept, contentType]) {
      if (!candidate) continue;
      for (const part of candidate.split(',')) {
        const { type, params } = parseMediaType(part);
        if (type === 'application/vnd.elasticsearch+json' && params['compatible-with']) {
          return `application/vnd.elasticsearch+json;compatible-with=${params['compatible-with']}`;
        }
      }
    }
  }
  return 'application/json; charset=UTF-8';
}

/**
 * The ES ≥ 8 rule: a compatible-with version must be one the profile lists (the current or the previous
 * major); 7.x takes any. A media range (a list, `a, b`) is ignored, "treated as not provided"
 * (ParsedMediaType.parseMediaType), so a 9.x client's `…compatible-with=9,text/plain` passes an 8.x node.
 */
export function compatibleVersionError(profile: Profile, header: string | undefined, name: string): EsError | undefined {
  if (!header || !profile.compatibleMediaTypes || !profile.compatibleVersionChecked || !MAY_BE_VENDOR.test(header) || header.includes(',')) return undefined;
  const { type, params } = parseMediaType(header);
  if (!type.startsWith('application/vnd.elasticsearch+')) return undefined;
  const v = Number(params['compatible-with']);
  if (Number.isInteger(v) && profile.compatibleWith.includes(v)) return undefined;
  const [major, previous] = profile.compatibleWith;
  return incompatibleMediaVersion(name, header, params['compatible-with'], major, previous);
}

/**
 * The `compatible-with` version a header names, if it is one vendor type with one. A media range (a list,
 * `a, b`) is ignored, "treated as not provided" (ParsedMediaType.parseMediaType): it names none.
 */
function requestedVersion(header: string | undefined): number | undefined {
  if (!header || !MAY_BE_VENDOR.test(header) || header.includes(',')) return undefined;
  const { type, params } = parseMediaType(header);
  const v = Number(params['compatible-with']);
  return type.startsWith('application/vnd.elasticsearch+') && Number.isInteger(v) ? v : undefined;
}

/**
 * ES >= 8, a request with a body (RestCompatibleVersionHelper, after each header's own range check): the
 * Accept and Content-Type versions must be equal (an unversioned header counts as the current major), and
 * both headers or neither must name one.
 */
export function compatibleHeadersError(profile: Profile, accept: string | undefined, contentType: string | undefined): EsError | undefined {
  if (!profile.compatibleMediaTypes || !profile.compatibleVersionChecked) return undefined;
  const a = requestedVersion(accept);
  const c = requestedVersion(contentType);
  if (a === undefined && c === undefined) return undefined;
  const current = profile.compatibleWith[0];
  if ((a ?? current) !== (c ?? current)) return compatibleVersionsDiffer(accept, contentType, true);
  if (a === undefined || c === undefined) return compatibleVersionsDiffer(accept, contentType, false);
  return undefined;
}
