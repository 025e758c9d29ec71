/**
 * HTTP fuzzing over raw sockets against the served simulator. fast-check generates requests no
 * well-behaved client sends (random methods, paths, query strings and headers; broken JSON and NDJSON,
 * huge numbers, deep nesting, invalid UTF-8; bodies sized, chunked, mis-sized; delivered whole, slowly,
 * truncated or pipelined) and asserts: no 5xx (ES gives one here only for the legacy scroll-context
 * limit), the server keeps answering, a rejected request leaves the state byte-for-byte as it was
 * (`stateDump`), and memory stays bounded. The seed is printed; FC_SEED=<n> replays a run.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startServer, type RunningServer } from './server.ts';
import { stateDump } from '../testkit.ts';
import { rawRequest, sendRaw, type Delivery } from './rawHttp.ts';
import type { Simulator } from '../simulator.ts';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const MAX_BODY = 64 * 1024;

let srv: RunningServer;
beforeAll(async () => {
  // A frozen clock: no scroll context expires between two requests, so any change is the request's.
  srv = await startServer({ port: 0, host: '127.0.0.1', maxBodyBytes: MAX_BODY, now: () => Date.UTC(2026, 0, 1), seed: 7 });
  populate(srv.simulator);
});
afterAll(async () => {
  await srv?.close();
});

function populate(sim: Simulator): void {
  const send = (method: string, path: string, body?: unknown) =>
    sim.handle({ method, path, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  send('PUT', '/logs', { settings: { number_of_shards: 2 }, mappings: { properties: { when: { type: 'date' }, msg: { type: 'text' }, n: { type: 'long' } } } });
  send('PUT', '/logs/_doc/1', { when: '2015-01-01', msg: 'hello', n: 1 });
  send('PUT', '/logs/_doc/2', { when: '2015-01-02', msg: 'world', n: 2 });
  send('PUT', '/other');
  send('PUT', '/logs/_alias/current');
}

// ---- generators -------------------------------------------------------------------------------

const names = fc.constantFrom('logs', 'logs', 'other', 'current', 'current', 'fz', 'fz', 'fz2', '_all', '*', 'log*', 'UPPER', '_x', '%zz', '..', 'a%2Fb', 'ünï', 'x'.repeat(300));
const endpoints = fc.constantFrom('', '_doc', '_doc/1', '_doc/9', '_create/3', '_update/1', '_mapping', '_mappings', '_settings', '_alias', '_alias/al', '_aliases',
  '_search', '_count', '_bulk', '_refresh', '_close', '_open', 'item/1', 'item', '_source/1', '_nope', '_doc/1/_update', '_search/scroll');
const roots = fc.constantFrom('/', '/_bulk', '/_aliases', '/_search', '/_search/scroll', '/_search/scroll/_all', '/_count', '/_cat/indices', '/_cat/aliases',
  '/_cluster/settings', '/_cluster/health', '/_mapping', '/_settings', '/_alias', '/_all', '/*', '/_nope', '//', '/a/b/c/d/e/f');
const path = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(names, endpoints).map(([n, e]) => `/${n}${e ? `/${e}` : ''}`) },
  { weight: 3, arbitrary: roots },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => '/' + encodeURIComponent(s).replace(/%2F/g, '/')) },
  { weight: 1, arbitrary: fc.constantFrom('/%', '/%%', '/%ff%fe', '/a?b?c', '/logs/_doc/%00', '/' + 'a/'.repeat(200), '/logs/_doc/' + 'é'.repeat(10)) },
);
const params = fc.constantFrom('refresh', 'scroll', 'size', 'from', 'pretty', 'filter_path', 'q', 'sort', 'routing', 'version', 'op_type', 'include_type_name',
  'source', 'timeout', 'wait_for_active_shards', 'if_seq_no', 'if_primary_term', 'expand_wildcards', 'ignore_unavailable', 'error_trace', 'format', 'h', 'v', 'zzz');
const values = fc.oneof(
  fc.constantFrom('', 'true', 'false', '1', '-1', '0', '1m', '1ms', '0s', '99999999999999999999', '1e400', 'NaN', '_doc', 'wait_for', '%', '%zz', 'a,b', '{', '{"query":{"match_all":{}}}', '*', 'json', 'yaml'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const query = fc.array(fc.tuple(params, values), { maxLength: 4 }).map((kv) => (kv.length ? '?' + kv.map(([k, v]) => (v === '' ? k : `${k}=${v}`)).join('&') : ''));

const contentTypes = fc.constantFrom(undefined, 'application/json', 'application/json', 'application/json', 'application/json', 'application/x-ndjson', 'application/json; charset=UTF-8', 'text/plain', 'application/x-www-form-urlencoded',
  'application/vnd.elasticsearch+json;compatible-with=7', 'application/vnd.elasticsearch+json;compatible-with=9', 'application/yaml', 'garbage/;;;', '');
const extraHeaders = fc.array(fc.oneof(
  fc.constantFrom<[string, string]>(['Accept', 'application/json'], ['Accept', 'application/vnd.elasticsearch+json;compatible-with=6'], ['Accept', 'text/yaml'],
    ['Connection', 'close'], ['Expect', '100-continue'], ['X-Opaque-Id', 'fuzz'], ['Accept-Encoding', 'gzip'], ['Content-Encoding', 'gzip'], ['Authorization', 'Basic Zm9vOmJhcg==']),
  fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/), fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ''))),
), { maxLength: 3 });

const deep = (n: number, open: string, close: string, mid = '1') => open.repeat(n) + mid + close.repeat(n);
const bodyText = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.record({ msg: fc.string({ maxLength: 10 }), n: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), when: fc.constantFrom('2015-01-01', 'x', 5) }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
  fc.constantFrom('{', '{"a":', '{"a" 1}', "{'a':1}", '[1,2', '{"a":1,}', 'nul', '{"a":tru}', '}{', '{"a":"\\x"}', '{"a":"\\ud800"}', '\u0000', ''),
  fc.constantFrom('{"n":1e400}', '{"n":123456789012345678901234567890}', '{"n":-1e-400}', '{"n":9223372036854775808}', '{"size":1e400}', '{"from":-1,"size":99999}',
    '{"query":{"range":{"n":{"gte":1e309}}}}', '{"settings":{"number_of_shards":99999999999}}', '{"properties":{"n":{"type":"long"}}}'),
  fc.integer({ min: 900, max: 1200 }).map((n) => deep(n, '[', ']')),
  fc.integer({ min: 900, max: 1100 }).map((n) => deep(n, '{"a":', '}')),
  fc.integer({ min: 15, max: 30 }).map((n) => JSON.stringify({ properties: JSON.parse(deep(n, '{"o":{"properties":', '}}', '{"x":{"type":"keyword"}}')) })),
  fc.array(fc.oneof(
    fc.constantFrom('{"index":{"_index":"fz","_id":"1"}}', '{"index":{}}', '{"create":{"_index":"logs"}}', '{"delete":{"_index":"logs","_id":"1"}}', '{"update":{"_index":"logs","_id":"2"}}',
      '{"doc":{"n":"x"}}', '{"when":"not a date"}', '{"n":1e400}', '{', '', '[]', '"x"', '{"index":{"_index":["a"]}}', '{"bogus":{}}'),
    fc.json({ maxDepth: 2 }),
  ), { maxLength: 8 }).map((ls) => ls.join('\n') + (ls.length ? '\n' : '')),
  fc.integer({ min: MAX_BODY - 100, max: MAX_BODY + 4000 }).map((n) => '{"a":"' + 'x'.repeat(n) + '"}'),
);
const invalidUtf8 = fc.uint8Array({ minLength: 1, maxLength: 16 }).map((b) => Buffer.concat([Buffer.from('{"msg":"'), Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82]), Buffer.from(b), Buffer.from('"}')]));
const body = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: bodyText.map((s) => Buffer.from(s)) },
  { weight: 1, arbitrary: invalidUtf8 },
);

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'HEAD') },
  { weight: 1, arbitrary: fc.constantFrom('PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'FOO', 'get', 'PUT ') },
);

interface Req { bytes: Buffer; head: boolean; label: string }
const request: fc.Arbitrary<Req> = fc.record({ method, path, query, ct: contentTypes, extra: extraHeaders, body, chunked: fc.boolean(), badLength: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, -3, 5) })
  .map(({ method: m, path: p, query: q, ct, extra, body: b, chunked, badLength }) => {
    const headers: Array<[string, string]> = [...(ct === undefined ? [] : [['Content-Type', ct] as [string, string]]), ...extra];
    let bytes: Buffer;
    if (badLength !== 0 && b && !chunked) {
      // A declared length that lies: short (the tail becomes a bogus next request) or long (the server waits).
      bytes = Buffer.concat([rawRequest(m, p + q, [...headers, ['Content-Length', String(Math.max(0, b.length + badLength))]]), b]);
    } else bytes = rawRequest(m, p + q, headers, b, chunked);
    return { bytes, head: m === 'HEAD', label: `${m} ${p}${q} ${ct ?? '-'} ${b ? `${b.length}B${chunked ? ' chunked' : ''}${badLength ? ` len${badLength > 0 ? '+' : ''}${badLength}` : ''}: ${b.subarray(0, 60).toString('latin1')}` : 'no body'}` };
  });
/** Well-formed requests, so the state grows and later rejections are checked against a busier cluster. */
const sane: fc.Arbitrary<Req> = fc.tuple(
  fc.constantFrom('fz', 'fz2', 'logs', 'current'),
  fc.nat({ max: 20 }),
  fc.constantFrom('doc', 'auto', 'bulk', 'alias', 'create', 'mapping', 'search', 'scroll', 'delete', 'oversize', 'oversize-chunked'),
  fc.record({ msg: fc.string({ maxLength: 8 }), n: fc.oneof(fc.integer(), fc.constantFrom('x', '1')), when: fc.constantFrom('2015-01-01', 'x') }, { requiredKeys: [] }),
).map(([ix, id, kind, doc]): Req => {
  const json = (m: string, p: string, b?: unknown, ct = 'application/json') => ({
    bytes: rawRequest(m, p, b === undefined ? [] : [['Content-Type', ct]], b === undefined ? undefined : Buffer.from(typeof b === 'string' ? b : JSON.stringify(b))),
    head: false,
    label: `sane ${m} ${p} ${b === undefined ? '' : (typeof b === 'string' ? b : JSON.stringify(b)).slice(0, 80)}`,
  });
  switch (kind) {
    case 'doc': return json('PUT', `/${ix}/_doc/${id}`, doc);
    case 'auto': return json('POST', `/${ix}/_doc`, doc);
    case 'create': return json('PUT', `/${ix}${id}`);
    case 'bulk': return json('POST', '/_bulk', `{"index":{"_index":"${ix}","_id":"${id}"}}\n${JSON.stringify(doc)}\n{"delete":{"_index":"${ix}","_id":"${id + 1}"}}\n`, 'application/x-ndjson');
    case 'alias': return json('POST', '/_aliases', { actions: [{ remove: { index: 'logs', alias: 'current' } }, { add: { index: id % 2 ? 'logs' : 'other', alias: 'current' } }] });
    case 'mapping': return json('PUT', `/${ix}/_mapping`, { properties: { [`f${id}`]: { type: id % 2 ? 'keyword' : 'long' } } });
    case 'search': return json('POST', `/${ix}/_search`, { query: { match_all: {} }, size: id });
    case 'scroll': return json('POST', `/${ix}/_search?scroll=1m`, { size: 1 + id });
    case 'oversize':
    case 'oversize-chunked': {
      // Would create an index if any of it got through: over the limit it must change nothing.
      const big = Buffer.from(JSON.stringify({ settings: { number_of_replicas: 0 }, mappings: { _meta: { pad: 'p'.repeat(MAX_BODY + id * 100) } } }));
      return { bytes: rawRequest('PUT', `/big${id}`, [['Content-Type', 'application/json']], big, kind === 'oversize-chunked'), head: false, label: `sane ${kind} PUT /big${id} ${big.length}B` };
    }
    default: return json('DELETE', `/${ix}/_doc/${id}`);
  }
});
const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Delivery>({ kind: 'whole' }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('slow' as const), chunk: fc.integer({ min: 1, max: 64 }), delayMs: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 2, arbitrary: fc.nat({ max: 400 }).map((keep): Delivery => ({ kind: 'truncated', keep })) },
);
const exchange = fc.record({ reqs: fc.array(fc.oneof({ weight: 2, arbitrary: request }, { weight: 1, arbitrary: sane }), { minLength: 1, maxLength: 3 }), delivery });

/**
 * Whether a 4xx body is a refusal (ES's error envelope, a bare error, or no body) rather than an
 * operation that ran and answered 4xx, like a delete of a missing document (404 `not_found`, which
 * takes a sequence number in ES too).
 */
function isRejection(body: Buffer): boolean {
  const text = body.toString('utf8').trim();
  if (text === '' || !text.startsWith('{')) return true;
  try {
    return 'error' in (JSON.parse(text) as object);
  } catch {
    return true;
  }
}

/** 5xx the real service also answers with, for the same input. */
function esGivesFiveHundred(status: number, body: string): boolean {
  return status === 500 && /Trying to create too many scroll contexts/.test(body);
}

describe('HTTP fuzzing (raw sockets, served simulator)', () => {
  it(`random hostile requests: no 5xx, server stays up, rejected requests change nothing, memory bounded (seed ${SEED})`, async () => {
    console.log(`HTTP fuzz: seed ${SEED}, ${RUNS} runs (replay with FC_SEED=${SEED})`);
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    let requests = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(exchange, async ({ reqs, delivery: d }) => {
        const before = stateDump(srv.simulator);
        const bytes = Buffer.concat(reqs.map((r) => r.bytes));
        const slowOrCut = d.kind !== 'whole';
        const { responses } = await sendRaw(srv.port, bytes, d, reqs.length, slowOrCut ? 800 : 500, reqs.map((r) => r.head));
        requests += reqs.length;
        const labels = reqs.map((r) => r.label).join(' | ');
        for (const r of responses) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (responses.length === 0) statuses.set(0, (statuses.get(0) ?? 0) + 1);
        for (const r of responses) {
          const text = r.body.toString('utf8');
          expect(r.status < 500 || esGivesFiveHundred(r.status, text), `${labels} → ${r.status} ${text.slice(0, 300)}`).toBe(true);
        }
        // Every request answered with a refusal, or the first one cut off before its end: nothing may
        // have changed. (A complete request whose answer never came is unknown, as in Jepsen: it may
        // have been applied before the server dropped a broken pipeline.)
        const allRefused = responses.length === reqs.length && responses.every((r) => r.status >= 400 && isRejection(r.body));
        const neverComplete = d.kind === 'truncated' && d.keep < reqs[0]!.bytes.length;
        if (allRefused || neverComplete) {
          expect(stateDump(srv.simulator), `state changed by rejected ${labels} → ${responses.map((r) => r.status).join(',')}`).toBe(before);
        }
        // The server is still there and healthy.
        const ping = await sendRaw(srv.port, rawRequest('GET', '/', []), { kind: 'whole' }, 1, 2000);
        expect(ping.responses[0]?.status, `server did not answer after ${labels}`).toBe(200);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    const growth = (rssPeak - rssStart) / 2 ** 20;
    console.log(`HTTP fuzz: ${requests} requests, rss growth ${growth.toFixed(1)} MB, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))} (0: no answer)`);
    expect(growth, 'rss grew too much').toBeLessThan(256);
  });

  it('a chunked body far over the limit is refused with 413 and never buffered (memory stays bounded)', async () => {
    const total = 160 * 2 ** 20;
    const before = process.memoryUsage().rss;
    let peak = before;
    const probe = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const status = await new Promise<number | undefined>((resolve) => {
      const s = net.connect(srv.port, '127.0.0.1');
      let got = '';
      s.on('data', (d: Buffer) => (got += d.toString('latin1')));
      s.on('error', () => undefined);
      s.on('close', () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(got) ? Number(/^HTTP\/1\.1 (\d{3})/.exec(got)![1]) : undefined));
      s.on('connect', async () => {
        s.write('PUT /huge/_doc/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
        const chunk = Buffer.alloc(256 * 1024, 0x61);
        const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
        for (let sent = 0; sent < total && !s.destroyed; sent += chunk.length) {
          if (!s.write(framed)) await new Promise((r) => s.once('drain', r).once('close', r));
        }
        if (!s.destroyed) s.end('0\r\n\r\n');
      });
      setTimeout(() => s.destroy(), 20_000);
    });
    clearInterval(probe);
    expect(status).toBe(413);
    expect(srv.simulator.state.indices.has('huge')).toBe(false);
    const growth = (peak - before) / 2 ** 20;
    console.log(`160 MB chunked body over a 64 KB limit: rss growth ${growth.toFixed(1)} MB`);
    expect(growth).toBeLessThan(64);
  });
});
