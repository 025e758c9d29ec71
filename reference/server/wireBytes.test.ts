/** Large answers sent as their UTF-8 bytes (wireBytes.ts): the same bytes and length as a string sent whole. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from './server.ts';
import { WIRE_BYTES_FROM, wireBytes } from './wireBytes.ts';

let srv: RunningServer;
beforeAll(async () => {
  srv = await startServer({ port: 0 });
});
afterAll(async () => {
  await srv.close();
});

describe('wireBytes', () => {
  it('keeps small answers as text and gives large ones as UTF-8, lone surrogates as Node encodes them', () => {
    expect(wireBytes('{"a":1}')).toBe('{"a":1}');
    const big = `{"t":"${'é\u{1F600}\ud800x'.repeat(WIRE_BYTES_FROM)}"}`;
    const b = wireBytes(big);
    expect(Buffer.isBuffer(b)).toBe(true);
    expect(Buffer.compare(b as Buffer, Buffer.from(big))).toBe(0);
    expect((b as Buffer).byteLength).toBe(Buffer.byteLength(big));
  });

  it('a bulk answer of non-ASCII ids over HTTP: its content-length is its bytes, its ids as sent', async () => {
    let body = '';
    for (let i = 0; i < 400; i++) body += `{"index":{"_index":"wb","_id":"ïd-${i}-\u{1F600}"}}\n{"n":"välue ${i}"}\n`;
    const r = await request(`${srv.url}/_bulk`, { method: 'POST', body, headers: { 'content-type': 'application/x-ndjson' } });
    const bytes = Buffer.from(await r.body.arrayBuffer());
    expect(r.statusCode).toBe(200);
    expect(bytes.byteLength).toBeGreaterThan(WIRE_BYTES_FROM);
    expect(Number(r.headers['content-length'])).toBe(bytes.byteLength);
    const items = (JSON.parse(bytes.toString('utf8')) as { errors: boolean; items: { index: { _id: string } }[] });
    expect(items.errors).toBe(false);
    expect(items.items.map((i) => i.index._id)).toEqual(Array.from({ length: 400 }, (_, i) => `ïd-${i}-\u{1F600}`));
    // HEAD of a large answer's path still answers without a body.
    const h = await request(`${srv.url}/wb/_search?size=400`, { method: 'HEAD' });
    expect(h.statusCode).toBe(200);
    expect((await h.body.arrayBuffer()).byteLength).toBe(0);
  });
});
