/**
 * The documents, request bodies and document paths the benchmark sends. Deterministic, so the load client
 * and the in-process parse measurement (`bulk_parse_docs_s`) work on exactly the same bytes.
 */
import { apiPath } from '../../reference/api/catalogue.ts';

/**
 * The path of a single-document API (`index` PUT, `get` GET) for `index`, up to the id: a timed loop
 * appends each request's id to it (one concatenation), instead of filling the catalogue's template per
 * request. Throws if the template does not end with the id, the one shape this works for.
 */
export function docPathPrefix(api: 'index' | 'get', index: string): string {
  const method = api === 'index' ? 'PUT' : 'GET';
  const path = apiPath(api, method, { index, id: '0' });
  if (!path.endsWith('/0')) throw new Error(`bench: the ${method} path of [${api}] does not end with its id: ${path}`);
  return path.slice(0, -1);
}

/** One small document, as the client sends it (about 80 bytes). */
export function docSource(i: number): string {
  return `{"id":${i},"name":"document ${i}","group":${i % 100},"created":"2024-01-${String((i % 28) + 1).padStart(2, '0')}","ok":${i % 2 === 0}}`;
}

/** One `_bulk` NDJSON body of `count` index actions into `index`, ids `first … first+count-1`. */
export function bulkBody(index: string, first: number, count: number): string {
  let out = '';
  for (let i = first; i < first + count; i++) out += `{"index":{"_index":"${index}","_id":"${i}"}}\n${docSource(i)}\n`;
  return out;
}

/** Parses an NDJSON body line by line with `JSON.parse`, the floor any bulk implementation pays. */
export function parseNdjson(body: string): number {
  let lines = 0;
  let start = 0;
  for (;;) {
    const nl = body.indexOf('\n', start);
    if (nl < 0) break;
    if (nl > start) {
      JSON.parse(body.slice(start, nl));
      lines++;
    }
    start = nl + 1;
  }
  return lines;
}
