/**
 * Request bodies in YAML, CBOR and Smile (ES's YAML test runner sends each body in one of JSON, YAML, CBOR
 * and Smile at random: ClientYamlTestExecutionContext.createEntity), and answers in the format the request
 * came in (AbstractRestChannel.newBuilder falls back to the request's XContentType).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { jsonToCbor } from './cbor.ts';
import { jsonToSmile } from './smile.ts';
import { cborToJson } from './readCbor.ts';
import { smileToJson } from './readSmile.ts';
import { yamlToJson } from './readYaml.ts';
import { jsonToYaml } from './yaml.ts';

interface Fixture {
  name: string;
  json: string;
  cbor?: string;
  smile?: string;
}
const JACKSON = JSON.parse(readFileSync(new URL('./jackson.fixtures.json', import.meta.url), 'utf8')) as Fixture[];
const YAML_FIXTURES = JSON.parse(readFileSync(new URL('./yaml.fixtures.json', import.meta.url), 'utf8')) as { name: string; json: string; yaml: string }[];
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('the readers, against the bytes Jackson writes', () => {
  it('read back every Jackson-made CBOR and Smile body to a JSON text that writes the same bytes again', () => {
    let n = 0;
    for (const f of JACKSON) {
      if (f.cbor !== undefined) {
        expect(hex(jsonToCbor(cborToJson(Buffer.from(f.cbor, 'hex')))), `${f.name} (cbor)`).toBe(f.cbor);
        n++;
      }
      if (f.smile !== undefined) {
        expect(hex(jsonToSmile(smileToJson(Buffer.from(f.smile, 'hex')))), `${f.name} (smile)`).toBe(f.smile);
        n++;
      }
    }
    expect(n).toBe(158);
  });

  it('read back what the YAML writer writes (SnakeYAML-checked) as the same JSON values', () => {
    for (const f of YAML_FIXTURES) {
      if (/\\u(0085|2028|2029)/.test(f.json)) continue; // a plain key holding a YAML 1.1 line break folds on reading
      expect(JSON.parse(yamlToJson(f.yaml)), f.name).toEqual(JSON.parse(f.json));
    }
  });

  it('type plain YAML scalars as Jackson does, and keep quoted ones text', () => {
    expect(yamlToJson('a: yes\nb: "1"\nc: 1.50\nd: ~\ne: 0x1F\nf: 1_000\ng: True\nh: 12345678901234567890\n')).toBe(
      '{"a":"yes","b":"1","c":1.5,"d":null,"e":31,"f":1000,"g":true,"h":12345678901234567890}',
    );
    expect(() => yamlToJson('a: 1\na: 2\n')).toThrow("Duplicate field 'a'");
  });

  it('refuse malformed bytes with the parser complaint', () => {
    expect(() => cborToJson(Uint8Array.from([0xbf, 0x61]))).toThrow(/end-of-input/);
    expect(() => smileToJson(Uint8Array.from([0x7b]))).toThrow(/Smile format header/);
  });
});

function sim(profile = 'elasticsearch@8.19.0'): Simulator {
  return new Simulator({ profile: profile as never, now: () => Date.UTC(2026, 0, 1) });
}
const send = (s: Simulator, method: string, path: string, body: string | Uint8Array | undefined, contentType?: string, query: Record<string, string> = {}) =>
  s.handle({ method, path, query, headers: contentType ? { 'content-type': contentType } : {}, body });

describe('bodies in YAML, CBOR and Smile, as ES reads them', () => {
  it('index, search and read back the same documents whatever the body format, answering in that format', () => {
    const s = sim();
    expect(send(s, 'PUT', '/t', '---\nmappings:\n  properties:\n    n: {type: integer}\n', 'application/yaml').body).toBe('---\nacknowledged: true\nshards_acknowledged: true\nindex: "t"\n');
    const cbor = send(s, 'PUT', '/t/_doc/1', jsonToCbor('{"n":5,"t":"hello world","f":1.5}'), 'application/cbor', { refresh: 'true' });
    expect(cbor.headers['content-type']).toBe('application/cbor');
    expect(JSON.parse(cborToJson(cbor.bytes!)).result).toBe('created');
    const smile = send(s, 'POST', '/t/_search', jsonToSmile('{"query":{"match":{"t":"hello"}}}'), 'application/smile');
    expect(smile.headers['content-type']).toBe('application/smile');
    expect(JSON.parse(smileToJson(smile.bytes!)).hits.hits[0]._source).toEqual({ n: 5, t: 'hello world', f: 1.5 });
    // A JSON read of the document the CBOR body indexed.
    expect(JSON.parse(send(s, 'GET', '/t/_doc/1', undefined).body)._source).toEqual({ n: 5, t: 'hello world', f: 1.5 });
  });

  it('take a Smile stream on _bulk (each document ended by 0xFF) and refuse YAML and CBOR there with 406', () => {
    const s = sim();
    const bulk = Buffer.concat([jsonToSmile('{"index":{"_index":"b","_id":"1"}}'), Buffer.from([0xff]), jsonToSmile('{"n":7}'), Buffer.from([0xff])]);
    const ok = send(s, 'POST', '/_bulk', bulk, 'application/smile', { refresh: 'true' });
    expect(JSON.parse(smileToJson(ok.bytes!)).errors).toBe(false);
    expect(JSON.parse(send(s, 'GET', '/b/_doc/1', undefined).body)._source).toEqual({ n: 7 });
    const yaml = send(s, 'POST', '/_bulk', '{"index":{}}\n', 'application/yaml');
    expect(yaml.status).toBe(406);
    expect(yamlToJson(yaml.body)).toBe('{"error":"Content-Type [application/yaml] does not support stream parsing. Use JSON or SMILE instead","status":406}');
    expect(send(s, 'POST', '/_bulk', jsonToCbor('{"index":{}}'), 'application/cbor').status).toBe(406);
  });

  it('answer a malformed body as a malformed JSON body is answered, in the request format, and change nothing', () => {
    const s = sim();
    const r = send(s, 'PUT', '/bad', 'settings: [1\n', 'application/yaml');
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toBe('application/yaml');
    expect(JSON.parse(yamlToJson(r.body)).error.type).toBe('x_content_parse_exception');
    expect(send(s, 'HEAD', '/bad', undefined).status).toBe(404);
  });

  it('choose the answer format: format first, then a single Accept type, then the request Content-Type', () => {
    const s = sim();
    send(s, 'PUT', '/f', undefined);
    const get = (query: Record<string, string>, headers: Record<string, string>) => s.handle({ method: 'GET', path: '/f/_settings', query, headers });
    expect(get({ format: 'yaml' }, {}).headers['content-type']).toBe('application/yaml');
    expect(get({ format: 'json' }, { 'content-type': 'application/yaml' }).headers['content-type']).toMatch(/^application\/json/);
    expect(get({ format: 'txt' }, { accept: 'application/yaml' }).headers['content-type']).toBe('application/yaml');
    expect(get({}, { accept: 'application/cbor', 'content-type': 'application/yaml' }).headers['content-type']).toBe('application/cbor');
    expect(get({}, { 'content-type': 'application/smile' }).headers['content-type']).toBe('application/smile');
    expect(get({}, { accept: 'application/json, application/yaml' }).headers['content-type']).toMatch(/^application\/json/);
    // Vendor types from 7.11 (compatibleMediaTypes) only.
    expect(get({}, { accept: 'application/vnd.elasticsearch+yaml; compatible-with=8' }).headers['content-type']).toBe('application/yaml');
    expect(send(sim('elasticsearch@6.8.13'), 'GET', '/', undefined, undefined, { format: 'yaml' }).body).toMatch(/^---\nname: "/);
  });

  it('quote YAML names as the version’s Jackson does (2.8 in 6.x: plain)', () => {
    const body = '{"aggs":{"p":{"percentiles":{"field":"n","percents":[50]}}}}';
    for (const [profile, key] of [['elasticsearch@8.19.0', '"50.0":'], ['elasticsearch@6.8.13', '50.0:']] as const) {
      const s = sim(profile);
      send(s, 'PUT', '/p', profile.startsWith('elasticsearch@6') ? '{"mappings":{"_doc":{"properties":{"n":{"type":"long"}}}}}' : '{"mappings":{"properties":{"n":{"type":"long"}}}}', 'application/json');
      send(s, 'PUT', '/p/_doc/1', '{"n":3}', 'application/json', { refresh: 'true' });
      const r = send(s, 'POST', '/p/_search', body, 'application/json', { format: 'yaml', size: '0' });
      expect(r.body, profile).toContain(`\n      ${key} 3.0\n`);
    }
  });
});

describe('bodies in YAML, CBOR and Smile, fuzzed', () => {
  // The seed is printed; FC_SEED=<n> replays a run.
  const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  it(`never throw, answer 4xx or 2xx, and a refused one changes nothing (seed ${SEED})`, async () => {
    const fc = (await import('fast-check')).default;
    const { stateDump } = await import('../../testkit.ts');
    console.log(`bodies fuzz seed ${SEED}`);
    const s = sim();
    send(s, 'PUT', '/logs', '{"mappings":{"properties":{"n":{"type":"long"}}}}', 'application/json');
    // Well-formed documents mutated at one byte, or random bytes, in each format, to the APIs that read bodies.
    const doc = fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 8 }), fc.boolean(), fc.constant(null)), { maxKeys: 5 });
    const encoded = fc.tuple(fc.constantFrom('yaml', 'cbor', 'smile'), doc, fc.nat(), fc.integer({ min: -1, max: 255 })).map(([f, d, at, b]) => {
      const json = JSON.stringify(d);
      const bytes = f === 'yaml' ? Buffer.from(jsonToYaml(json)) : Buffer.from(f === 'cbor' ? jsonToCbor(json) : jsonToSmile(json));
      if (b >= 0 && bytes.length > 0) bytes[at % bytes.length] = b;
      return [f, bytes] as const;
    });
    const raw = fc.tuple(fc.constantFrom('yaml', 'cbor', 'smile'), fc.uint8Array({ maxLength: 64 })).map(([f, b]) => [f, Buffer.from(b)] as const);
    const target = fc.constantFrom(['PUT', '/logs/_doc/1'], ['POST', '/logs/_search'], ['PUT', '/new'], ['POST', '/_bulk'], ['PUT', '/logs/_mapping'], ['POST', '/logs/_count']);
    fc.assert(
      fc.property(fc.oneof(encoded, raw), target, ([format, body], [method, path]) => {
        const before = stateDump(s);
        const r = send(s, method!, path!, body, `application/${format}`);
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400) expect(stateDump(s)).toBe(before);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
