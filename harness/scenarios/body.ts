/** Request bodies of `do` steps, serialised as the official runner sends them. */
import { encodeJson } from '../../reference/core/json.ts';

/** A serialised request body with the content type it implies. */
export interface SerialisedBody {
  text: string;
  contentType: string;
}

const NDJSON = 'application/x-ndjson';
const JSON_CT = 'application/json';

/**
 * A string's non-empty lines when each is one JSON value, else undefined. The lines are kept as written, not
 * re-serialised: Elasticsearch's runner reads them with Jackson (big integers as BigInteger, `1.0` a double)
 * and writes the same values back, which JSON.parse then JSON.stringify would not (2^64 - 1 becomes 2^64).
 */
function jsonLines(s: string): string[] | undefined {
  const lines = s.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  try {
    for (const l of lines) JSON.parse(l);
    return lines;
  } catch {
    return undefined;
  }
}

/**
 * Encode a `do` body (FORMAT.md §2): a mapping as JSON; a list as NDJSON with a trailing newline
 * (string items verbatim, objects serialised); a string re-emitted as NDJSON when it holds several
 * JSON documents, else as given.
 */
export function serialiseBody(body: unknown): SerialisedBody {
  if (Array.isArray(body)) {
    const lines = body.map((item) => (typeof item === 'string' ? item : encodeJson(item)));
    return { text: `${lines.join('\n')}\n`, contentType: NDJSON };
  }
  if (typeof body === 'string') {
    const docs = jsonLines(body);
    if (docs && docs.length > 1) return { text: `${docs.join('\n')}\n`, contentType: NDJSON };
    return { text: body, contentType: JSON_CT };
  }
  // encodeJson writes RawJson leaves (a YAML float kept as Java writes it, yamlFloats.ts) verbatim.
  return { text: encodeJson(body), contentType: JSON_CT };
}
