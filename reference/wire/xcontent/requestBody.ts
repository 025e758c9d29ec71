/**
 * Request bodies in the other XContent types ES reads (RestRequest.getXContentType): YAML, CBOR and Smile,
 * plain or, where the version reads vendor types, as `application/vnd.elasticsearch+…`. ES's own YAML test
 * runner sends each body in one of them at random (ClientYamlTestExecutionContext.createEntity), so a fake
 * that refused them would fail its suites. Each is read into the JSON text ES would print for it; the
 * bulk-style APIs take Smile streams only (RestController refuses YAML and CBOR there, with 406).
 */
import type { Profile } from '../../profiles.ts';
import { contentTypeNotStreamable, type EsError } from '../../core/errors/index.ts';
import { parseMediaType } from '../mediaType.ts';
import { cborToJson } from './readCbor.ts';
import { smileStreamToJsonLines, smileToJson } from './readSmile.ts';
import { yamlToJson } from './readYaml.ts';
import { xContentOfMediaType } from './responseFormat.ts';

export type BodyXContent = 'yaml' | 'cbor' | 'smile';

/** The non-JSON XContent a request's Content-Type names, if any. */
export function bodyXContent(profile: Profile, contentType: string | undefined): BodyXContent | undefined {
  const f = xContentOfMediaType(profile, contentType);
  return f === 'json' ? undefined : f;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const bytesOf = (body: string | Uint8Array): Uint8Array => (typeof body === 'string' ? Buffer.from(body, 'latin1') : body);

/**
 * The body as JSON text (JSON lines for a bulk-style API), the parser's complaint as an Error (answered as
 * a malformed body), or ES's 406 for a format without a stream separator on a bulk-style API.
 */
export function transcodeBody(kind: BodyXContent, body: string | Uint8Array, bulk: boolean, contentType = ''): string | Error | EsError {
  if (bulk && kind !== 'smile') return contentTypeNotStreamable(parseMediaType(contentType).type || `application/${kind}`);
  try {
    if (kind === 'yaml') return yamlToJson(typeof body === 'string' ? body : UTF8.decode(body));
    if (kind === 'cbor') return cborToJson(bytesOf(body));
    return bulk ? smileStreamToJsonLines(bytesOf(body)) : smileToJson(bytesOf(body));
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}
