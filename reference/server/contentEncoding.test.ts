/**
 * Compressed request bodies over HTTP: Elasticsearch decompresses `Content-Encoding: gzip` and `deflate`
 * bodies before anything reads them (Netty4HttpServerTransport's HttpContentDecompressor ahead of the
 * aggregator, so `http.max_content_length` bounds the decompressed size). The Ruby client 7.17 with
 * `compression: true` and the Python client 7.17 with `http_compress=True` send every body so; the
 * simulator read the gzip bytes as JSON and answered `Invalid UTF-8 start byte`.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { decodeBody } from './contentEncoding.ts';

const LIMIT = 64 * 1024;
let srv: RunningServer;
beforeAll(async () => {
  srv = await startServer({ port: 0, maxBodyBytes: LIMIT, profile: 'elasticsearch@8.19.0' });
});
afterAll(async () => {
  await srv?.close();
});

async function send(method: string, path: string, body: Buffer, encoding: string, type = 'application/json') {
  const r = await request(`${srv.url}${path}`, { method: method as 'POST', headers: { 'content-type': type, 'content-encoding': encoding }, body });
  const text = await r.body.text();
  return { status: r.statusCode, body: text === '' ? undefined : JSON.parse(text) };
}

describe('compressed request bodies', () => {
  it('reads a gzip bulk body and a deflate search body as their decompressed text', async () => {
    const bulk = '{"index":{"_index":"z","_id":"1"}}\n{"n":1}\n{"index":{"_index":"z","_id":"2"}}\n{"n":2}\n';
    const b = await send('POST', '/_bulk?refresh=true', zlib.gzipSync(bulk), 'gzip', 'application/x-ndjson');
    expect(b.status).toBe(200);
    expect(b.body.errors).toBe(false);
    const s = await send('POST', '/z/_search', zlib.deflateSync(JSON.stringify({ query: { term: { n: 2 } } })), 'deflate');
    expect(s.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['2']);
    const raw = await send('POST', '/z/_count', zlib.deflateRawSync('{"query":{"match_all":{}}}'), 'x-deflate');
    expect(raw.body.count).toBe(2);
  });

  it('refuses a body that does not decompress, and one whose decompressed size passes the limit, changing nothing', async () => {
    const bad = await send('PUT', '/y/_doc/1', Buffer.from('{"not":"gzip"}'), 'gzip');
    expect(bad.status).toBe(400);
    expect(bad.body.error.type).toBe('decompression_exception');
    const big = zlib.gzipSync(JSON.stringify({ pad: 'x'.repeat(LIMIT * 2) }));
    expect(big.length).toBeLessThan(LIMIT);
    const tooBig = await send('PUT', '/y/_doc/1', big, 'gzip');
    expect(tooBig.status).toBe(413);
    expect((await request(`${srv.url}/y`, { method: 'HEAD' })).statusCode).toBe(404);
  });

  it('leaves an encoding it does not know alone, as Netty does', () => {
    const body = Buffer.from('{}');
    expect(decodeBody(body, 'identity', LIMIT)).toEqual({ body });
    expect(decodeBody(body, undefined, LIMIT)).toEqual({ body });
  });
});
