/**
 * `format=cbor|smile` and `Accept: application/cbor|smile` on every API and on `_cat` (AbstractRestChannel
 * .newBuilder, RestTable.getXContentType; OpenSearch's API-spec stories ask `_cat/indices?format=cbor`).
 * The bytes are the JSON answer through the Jackson-faithful writers (xcontent.test.ts holds them to Jackson).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { Simulator } from '../../simulator.ts';
import { startServer, type RunningServer } from '../../server/server.ts';
import type { ProfileName } from '../../profiles.ts';
import { jsonToCbor } from './cbor.ts';
import { jsonToSmile } from './smile.ts';

function sim(profile: ProfileName = 'es8'): Simulator {
  const s = new Simulator({ profile });
  s.handle({ method: 'PUT', path: '/logs', headers: {} });
  return s;
}
const get = (s: Simulator, path: string, query: Record<string, string>, headers: Record<string, string> = {}) => s.handle({ method: 'GET', path, query, headers });

describe('binary response formats', () => {
  it('_cat/indices?format=cbor|smile is the JSON table in CBOR or Smile', () => {
    for (const profile of ['es8', 'opensearch2', 'elasticsearch@7.17.3'] as const) {
      const s = sim(profile);
      const json = get(s, '/_cat/indices', { format: 'json' }).body;
      expect(JSON.parse(json)[0].index).toBe('logs');
      const cbor = get(s, '/_cat/indices', { format: 'cbor' });
      expect(cbor.headers['content-type']).toBe('application/cbor');
      expect(Buffer.from(cbor.bytes!).equals(Buffer.from(jsonToCbor(json)))).toBe(true);
      // An array of objects: indefinite-length array (0x9F) of indefinite-length maps (0xBF).
      expect([...cbor.bytes!.subarray(0, 2)]).toEqual([0x9f, 0xbf]);
      const smile = get(s, '/_cat/indices', { format: 'SMILE' });
      expect(smile.headers['content-type']).toBe('application/smile');
      expect(Buffer.from(smile.bytes!).equals(Buffer.from(jsonToSmile(json)))).toBe(true);
    }
  });

  it('an Accept header naming CBOR or Smile alone chooses it, on _cat and elsewhere; format wins over it', () => {
    const s = sim();
    expect(get(s, '/_cat/indices', {}, { accept: 'application/cbor' }).headers['content-type']).toBe('application/cbor');
    expect(get(s, '/', {}, { accept: 'application/smile' }).headers['content-type']).toBe('application/smile');
    expect(get(s, '/', { format: 'json' }, { accept: 'application/smile' }).bytes).toBeUndefined();
    expect(get(s, '/_cat/indices', {}, { accept: 'application/cbor, text/plain' }).bytes).toBeUndefined();
    expect(get(s, '/_cat/indices', {}).body).toMatch(/^yellow open logs /);
    // RestTable reads JSON and YAML from a single Accept type too; a list (the JS client's) or */* is text.
    expect(JSON.parse(get(s, '/_cat/indices', {}, { accept: 'application/json' }).body)[0].index).toBe('logs');
    expect(get(s, '/_cat/indices', {}, { accept: 'application/yaml' }).body).toMatch(/^---\n- health: "yellow"/);
    expect(get(s, '/_cat/indices', {}, { accept: 'application/json, text/plain' }).body).toMatch(/^yellow open logs /);
    expect(get(s, '/_cat/indices', {}, { accept: '*/*' }).body).toMatch(/^yellow open logs /);
  });

  it('every JSON answer, errors included, takes the format; text answers stay text', () => {
    const s = sim();
    const root = get(s, '/', { format: 'cbor' });
    expect(Buffer.from(root.bytes!).equals(Buffer.from(jsonToCbor(get(s, '/', {}).body)))).toBe(true);
    const missing = get(s, '/nope/_settings', { format: 'smile' });
    expect(missing.status).toBe(404);
    expect(Buffer.from(missing.bytes!).equals(Buffer.from(jsonToSmile(get(s, '/nope/_settings', {}).body)))).toBe(true);
    const help = get(s, '/_cat/indices', { help: 'true', format: 'cbor' });
    expect(help.bytes).toBeUndefined();
    expect(help.headers['content-type']).toBe('text/plain; charset=UTF-8');
  });
});

describe('over HTTP', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the bytes with their length', async () => {
    server = await startServer({ port: 0, profile: 'opensearch2' });
    await request(`${server.url}/logs`, { method: 'PUT' }).then((r) => r.body.dump());
    const json = await (await request(`${server.url}/_cat/indices?format=json`)).body.text();
    const r = await request(`${server.url}/_cat/indices?format=cbor`);
    const bytes = Buffer.from(await r.body.arrayBuffer());
    expect(r.headers['content-type']).toBe('application/cbor');
    expect(Number(r.headers['content-length'])).toBe(bytes.length);
    expect(bytes.equals(Buffer.from(jsonToCbor(json)))).toBe(true);
  });
});
