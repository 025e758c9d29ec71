/** Request and response media types as ES checks them (406 for unsupported bodies, vendor types for 8.x clients). */
import type { Profile } from '../profiles.ts';
import { incompatibleMediaVersion, type EsError } from '../core/errors/index.ts';

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

/** The ES ≥ 8 rule: a compatible-with version must be one the profile lists (the current or the previous major); 7.x takes any. */
export function compatibleVersionError(profile: Profile, header: string | undefined, name: string): EsError | undefined {
  if (!header || !profile.compatibleMediaTypes || !profile.compatibleVersionChecked || !MAY_BE_VENDOR.test(header)) return undefined;
  const [major, previous] = profile.compatibleWith;
  for (const part of header.split(',')) {
    const { type, params } = parseMediaType(part);
    if (!type.startsWith('application/vnd.elasticsearch+')) continue;
    const v = Number(params['compatible-with']);
    if (!Number.isInteger(v) || !profile.compatibleWith.includes(v)) {
      return incompatibleMediaVersion(name, header, params['compatible-with'], major, previous);
    }
  }
  return undefined;
}
