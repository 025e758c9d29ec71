/**
 * Request bodies sent compressed. Elasticsearch's HTTP pipeline decompresses before it aggregates
 * (Netty4HttpServerTransport: `decoder_compress`, an HttpContentDecompressor, ahead of the aggregator), so a
 * body with `Content-Encoding: gzip`, `x-gzip`, `deflate` or `x-deflate` is read as its decompressed bytes,
 * and `http.max_content_length` bounds the decompressed size. Clients send such bodies when asked to
 * compress: the Ruby client's `compression: true`, the Python client's `http_compress=True`.
 * Another encoding is passed through as it came (Netty leaves encodings it does not know alone).
 */
import zlib from 'node:zlib';
import { bodyDecompressionFailed, type EsError } from '../core/errors/index.ts';

export type Decoded = { body: Buffer } | { tooLarge: true } | { error: EsError };

/** The body as the handler reads it; `maxBytes` bounds the decompressed size. */
export function decodeBody(body: Buffer, encoding: string | string[] | undefined, maxBytes: number): Decoded {
  const name = (Array.isArray(encoding) ? encoding[0] : encoding)?.trim().toLowerCase();
  const gzip = name === 'gzip' || name === 'x-gzip';
  if (!gzip && name !== 'deflate' && name !== 'x-deflate') return { body };
  try {
    if (gzip) return { body: zlib.gunzipSync(body, { maxOutputLength: maxBytes }) };
    // Netty reads deflate as ZLIB_OR_NONE: zlib-wrapped (RFC 9110) or raw, as some clients send it.
    try {
      return { body: zlib.inflateSync(body, { maxOutputLength: maxBytes }) };
    } catch (e) {
      if ((e as { code?: string }).code !== 'Z_DATA_ERROR') throw e;
      return { body: zlib.inflateRawSync(body, { maxOutputLength: maxBytes }) };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') return { tooLarge: true };
    return { error: bodyDecompressionFailed(e instanceof Error ? e.message : String(e)) };
  }
}

/** The request's headers once its body is decoded: the encoding no longer describes it. */
export function withoutContentEncoding<H extends Record<string, string | string[] | undefined>>(headers: H): H {
  if (headers['content-encoding'] === undefined) return headers;
  const out = { ...headers };
  delete out['content-encoding'];
  return out;
}
