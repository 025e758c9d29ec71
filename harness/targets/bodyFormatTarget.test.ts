/** The body-format decorator: what it sends, what it reads back, and what it leaves alone. */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { Simulator } from '../../reference/simulator.ts';
import { cborToJson } from '../../reference/wire/xcontent/readCbor.ts';
import { smileStreamToJsonLines, smileToJson } from '../../reference/wire/xcontent/readSmile.ts';
import { yamlToJson } from '../../reference/wire/xcontent/readYaml.ts';
import { okOutcome } from '../model/outcome.ts';
import { bodyFormatTarget } from './bodyFormatTarget.ts';
import { inProcessTarget } from './inProcessTarget.ts';
import type { Target } from './target.ts';

/** A target that records each request and answers 200 with an empty JSON object. */
function recorder(): Target & { seen: WireRequest[] } {
  const seen: WireRequest[] = [];
  return { name: 'rec', seen, send: async (req) => (seen.push(req), okOutcome(200, { 'content-type': 'application/json' }, '{}', 0)), close: async () => undefined };
}
const ct = (r: WireRequest) => String(r.headers?.['content-type']);

describe('bodyFormatTarget', () => {
  it('draws every format for single bodies and only JSON or Smile for bulk bodies, each reading back to the same JSON', async () => {
    const rec = recorder();
    const t = bodyFormatTarget(rec, 3);
    const doc = '{"a":1,"b":[true,null,"x"],"c":{"d":2.5}}';
    for (let i = 0; i < 40; i++) await t.send({ method: 'PUT', path: '/i/_doc/1', headers: { 'content-type': 'application/json' }, body: doc });
    for (let i = 0; i < 20; i++) await t.send({ method: 'POST', path: '/_bulk', headers: { 'content-type': 'application/x-ndjson' }, body: '{"index":{"_index":"i"}}\n{"a":1}\n' });
    const single = rec.seen.slice(0, 40);
    expect(new Set(single.map(ct))).toEqual(new Set(['application/json', 'application/yaml', 'application/cbor', 'application/smile']));
    for (const r of single) {
      const b = r.body!;
      const back = ct(r) === 'application/yaml' ? yamlToJson(b as string) : ct(r) === 'application/cbor' ? cborToJson(b as Uint8Array) : ct(r) === 'application/smile' ? smileToJson(b as Uint8Array) : (b as string);
      expect(JSON.parse(back)).toEqual(JSON.parse(doc));
    }
    const bulk = rec.seen.slice(40);
    expect(new Set(bulk.map(ct))).toEqual(new Set(['application/x-ndjson', 'application/smile']));
    for (const r of bulk.filter((x) => ct(x) === 'application/smile')) expect(smileStreamToJsonLines(r.body as Uint8Array)).toBe('{"index":{"_index":"i"}}\n{"a":1}\n');
  });

  it('leaves a body the case gave its own Content-Type, and requests without a body, as they are', async () => {
    const rec = recorder();
    const t = bodyFormatTarget(rec, 3);
    for (let i = 0; i < 10; i++) await t.send({ method: 'POST', path: '/x', headers: { 'content-type': 'text/plain' }, body: '{"a":1}' });
    await t.send({ method: 'GET', path: '/' });
    expect(rec.seen.map(ct)).toEqual([...Array(10).fill('text/plain'), 'undefined']);
  });

  it('reads the answer back from the format the reference answers in', async () => {
    const t = bodyFormatTarget(inProcessTarget(new Simulator({ profile: 'elasticsearch@8.19.0' })), 11);
    const formats = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const o = await t.send({ method: 'PUT', path: `/i/_doc/${i}`, query: { refresh: 'true' }, headers: { 'content-type': 'application/json' }, body: `{"n":${i}}` });
      expect(o.kind).toBe('ok');
      if (o.kind !== 'ok') continue;
      expect((o.json as { result: string }).result).toBe('created');
      formats.add(o.bodyFormat ?? 'json');
    }
    expect(formats.size).toBeGreaterThan(2);
  });
});
