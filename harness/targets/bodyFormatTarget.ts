/**
 * Bodies in the format Elasticsearch's own YAML runner would send them (`--body-format random`): each request
 * body the case gives as JSON goes out, chosen at random from a seed, as JSON, YAML, CBOR or Smile, and a
 * bulk-style body (JSON lines) as JSON lines or a Smile stream (ClientYamlTestExecutionContext.createEntity:
 * XContentType.values() for one body, the streaming types for several, and for the bulk-style APIs, which
 * refuse the others). Only the request builder's own Content-Types are replaced (`application/json`,
 * `application/x-ndjson`): a case that names another keeps it, as there. The answer, which Elasticsearch writes in the request's format, is read
 * back into JSON text, so every check after this sees what a JSON run sees; the format sent and received
 * stay on the outcome (`bodyFormat`) for the report.
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { jsonToCbor } from '../../reference/wire/xcontent/cbor.ts';
import { jsonToSmile } from '../../reference/wire/xcontent/smile.ts';
import { jsonToYaml } from '../../reference/wire/xcontent/yaml.ts';
import { cborToJson } from '../../reference/wire/xcontent/readCbor.ts';
import { smileToJson } from '../../reference/wire/xcontent/readSmile.ts';
import { yamlToJson } from '../../reference/wire/xcontent/readYaml.ts';
import { rng } from '../model/rng.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import type { Target } from './target.ts';

type Format = 'json' | 'yaml' | 'cbor' | 'smile';
const SINGLE: readonly Format[] = ['json', 'yaml', 'cbor', 'smile'];
const STREAMING: readonly Format[] = ['json', 'smile'];
/** The APIs that read a body as a stream of documents (RestHandler.supportsBulkContent). */
const BULK_PATH = /\/_(bulk|msearch(\/template)?)$/;
const MEDIA: Readonly<Record<Format, string>> = { json: 'application/json', yaml: 'application/yaml', cbor: 'application/cbor', smile: 'application/smile' };

function contentTypeOf(req: WireRequest): string | undefined {
  for (const [k, v] of Object.entries(req.headers ?? {})) if (k.toLowerCase() === 'content-type') return typeof v === 'string' ? v : v?.join(', ');
  return undefined;
}

/** The body re-encoded, or undefined where it is not JSON this decorator may re-encode. */
function encode(text: string, ndjson: boolean, format: Format): string | Uint8Array | undefined {
  if (format === 'json') return text;
  try {
    if (!ndjson) {
      JSON.parse(text);
      return format === 'yaml' ? jsonToYaml(text) : format === 'cbor' ? jsonToCbor(text) : jsonToSmile(text);
    }
    const parts: Uint8Array[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      JSON.parse(line);
      parts.push(jsonToSmile(line), Uint8Array.of(0xff));
    }
    return Buffer.concat(parts);
  } catch {
    return undefined; // not JSON (a case sending a malformed body on purpose): sent as it is
  }
}

/** The answer's JSON text, when it came in YAML, CBOR or Smile. */
function decode(o: Outcome): Outcome {
  if (o.kind !== 'ok') return o;
  const ct = (o.headers['content-type'] ?? '').toLowerCase();
  let text: string | undefined;
  try {
    if (ct.startsWith('application/yaml')) text = yamlToJson(o.body);
    else if (ct.startsWith('application/cbor') && o.bytes) text = cborToJson(o.bytes);
    else if (ct.startsWith('application/smile') && o.bytes) text = smileToJson(o.bytes);
  } catch {
    return o; // unreadable in its own format: left as it came, for the checks to report
  }
  if (text === undefined) return o;
  const { bytes: _bytes, json: _json, ...rest } = o;
  const json = okOutcome(o.status, { ...o.headers, 'content-type': 'application/json' }, text, o.ms);
  return { ...rest, ...json, bodyFormat: ct.split(';')[0]! };
}

/** A target whose request bodies go out in a format drawn from `seed` (see above). */
export function bodyFormatTarget(inner: Target, seed: number): Target {
  const next = rng(seed);
  return {
    ...inner,
    name: inner.name,
    async send(req: WireRequest): Promise<Outcome> {
      const ct = contentTypeOf(req);
      if (typeof req.body !== 'string' || req.body.trim() === '' || (ct !== 'application/json' && ct !== 'application/x-ndjson')) return inner.send(req);
      const ndjson = ct === 'application/x-ndjson';
      const choices = ndjson || BULK_PATH.test(req.path) ? STREAMING : SINGLE;
      const format = choices[Math.floor(next() * choices.length)]!;
      const body = encode(req.body, ndjson || BULK_PATH.test(req.path), format);
      if (body === undefined || format === 'json') return inner.send(req);
      const headers = Object.fromEntries(Object.entries(req.headers ?? {}).filter(([k]) => k.toLowerCase() !== 'content-type'));
      return decode(await inner.send({ ...req, headers: { ...headers, 'content-type': MEDIA[format] }, body }));
    },
  };
}
