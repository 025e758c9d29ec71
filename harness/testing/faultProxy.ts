/**
 * A fault-injecting HTTP proxy for tests of the harness itself: node:http in front of an upstream
 * (normally the reference simulator served by `startServer({port: 0})`), with named faults.
 *
 * Each fault is a transformation of one exchange: most are pure functions of the request or of the
 * response; a few (splitting an `_aliases` batch, answering `DELETE /_all` by deleting everything,
 * losing a scroll page) rewrite the exchange into several upstream calls. Faults that make the target
 * non-conforming must make `conformance run` fail in the right area; the harmless variations
 * (`shuffle-keys`, `extra-fields`, `other-took`, `latency`, `chunked`) must not.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { unguardBulk } from '../faults/unguardedCreates.ts';
import { rng } from '../model/rng.ts';

/** One request as the proxy sees it. `path` has no query string; `search` is `?…` or empty. */
export interface ProxyRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

/** One response as the proxy sees it. */
export interface ProxyResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends a request to the upstream. */
export type Send = (req: ProxyRequest) => Promise<ProxyResponse>;

/** A named fault: optional pure request/response transforms, or a whole-exchange rewrite. */
export interface Fault {
  request?: (req: ProxyRequest) => ProxyRequest;
  response?: (req: ProxyRequest, res: ProxyResponse) => ProxyResponse;
  exchange?: (req: ProxyRequest, send: Send) => Promise<ProxyResponse> | undefined;
  /** How the response is written: `chunked` drops Content-Length and writes several chunks. */
  chunked?: boolean;
  /** Write the body a few bytes at a time with pauses (after a jittered wait for the first byte). */
  dribble?: boolean;
}

type Json = unknown;
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const parse = (s: string): Json | undefined => {
  try {
    return JSON.parse(s) as Json;
  } catch {
    return undefined;
  }
};
const segments = (path: string): string[] => path.split('/').slice(1).map((s) => decodeURIComponent(s));
const withJson = (res: ProxyResponse, f: (v: Json) => Json): ProxyResponse => {
  const v = parse(res.body);
  return v === undefined ? res : { ...res, body: JSON.stringify(f(v)) };
};
const jsonReply = (status: number, body: unknown): ProxyResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=UTF-8' },
  body: JSON.stringify(body),
});

/** `PUT|POST …/_mapping` answered 400 for a type change becomes a 200 acknowledgement. */
const ackTypeChange: Fault = {
  response: (req, res) => {
    if (!/_mappings?(\/|$)/.test(req.path) || req.method === 'GET' || res.status !== 400) return res;
    const err = (parse(res.body) as { error?: { type?: string; reason?: string } } | undefined)?.error;
    if (err?.type !== 'illegal_argument_exception' || !/cannot be changed from type|of different type/.test(err.reason ?? '')) return res;
    return jsonReply(200, { acknowledged: true });
  },
};

/** Mapping views (get mapping, get index) report date fields as text. */
const dateAsText: Fault = {
  response: (req, res) =>
    req.method === 'GET' && res.body.includes('"mappings"') ? { ...res, body: res.body.replace(/"type":"date"/g, '"type":"text"') } : res,
};

/** A `POST /_aliases` batch is applied action by action with a pause between: a failing batch half-applies. */
const aliasesOneByOne: Fault = {
  exchange: (req, send) => {
    if (req.method !== 'POST' || req.path !== '/_aliases') return undefined;
    const body = parse(req.body);
    if (!isObj(body) || !Array.isArray(body.actions) || body.actions.length < 2) return undefined;
    const actions = body.actions;
    return (async () => {
      let last: ProxyResponse | undefined;
      for (const [i, action] of actions.entries()) {
        if (i > 0) await sleep(30);
        last = await send({ ...req, body: JSON.stringify({ actions: [action] }) });
        if (last.status >= 300) return last;
      }
      return last!;
    })();
  },
};

/** `DELETE /_all` and `DELETE /*` delete every index one by one and answer an acknowledgement. */
const allowDeleteAll: Fault = {
  exchange: (req, send) => {
    const segs = segments(req.path);
    if (req.method !== 'DELETE' || segs.length !== 1 || (segs[0] !== '_all' && segs[0] !== '*')) return undefined;
    return (async () => {
      const cat = await send({ method: 'GET', path: '/_cat/indices', search: '?format=json&h=index', headers: { accept: 'application/json' }, body: '' });
      const rows = parse(cat.body);
      for (const row of Array.isArray(rows) ? rows : []) {
        const name = isObj(row) ? String(row.index ?? '') : '';
        if (name) await send({ method: 'DELETE', path: `/${encodeURIComponent(name)}`, search: '', headers: {}, body: '' });
      }
      return jsonReply(200, { acknowledged: true });
    })();
  },
};

/** Whether a settings body asks for number_of_shards, in any of its forms; returns the body without it. */
function withoutShards(body: Json): { had: boolean; rest: Record<string, unknown> } {
  if (!isObj(body)) return { had: false, rest: {} };
  let had = false;
  const strip = (o: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (k === 'number_of_shards' || k === 'index.number_of_shards') had = true;
      else if ((k === 'index' || k === 'settings') && isObj(v)) out[k] = strip(v);
      else out[k] = v;
    }
    return out;
  };
  const rest = strip(body);
  return { had, rest };
}

/** `PUT /<index>/_settings` with number_of_shards is acknowledged (the rest of the body is applied). */
const noShardsGuard: Fault = {
  exchange: (req, send) => {
    if (req.method !== 'PUT' || !/\/_settings$/.test(req.path)) return undefined;
    const { had, rest } = withoutShards(parse(req.body));
    if (!had) return undefined;
    const empty = (o: Record<string, unknown>): boolean => Object.values(o).every((v) => isObj(v) && empty(v));
    return (async () => {
      if (!empty(rest)) {
        const r = await send({ ...req, body: JSON.stringify(rest) });
        if (r.status >= 300) return r;
      }
      return jsonReply(200, { acknowledged: true });
    })();
  },
};

/** One bulk item in three (the third, sixth, …) is dropped on the way in and faked as created on the way out. */
const DROP_EVERY = 3;
const dropBulkItem: Fault = {
  exchange: (req, send) => {
    if (!/(^|\/)_bulk$/.test(req.path) || req.method === 'GET') return undefined;
    const lines = req.body.split('\n').filter((l) => l.trim() !== '');
    const items: Array<{ lines: string[]; verb: string; meta: Record<string, unknown> }> = [];
    for (let i = 0; i < lines.length; ) {
      const action = parse(lines[i]!);
      if (!isObj(action)) return undefined; // malformed: let the upstream judge it
      const verb = Object.keys(action)[0] ?? '';
      const n = verb === 'delete' ? 1 : 2;
      items.push({ lines: lines.slice(i, i + n), verb, meta: isObj(action[verb]) ? (action[verb] as Record<string, unknown>) : {} });
      i += n;
    }
    const dropped = items.map((_, i) => i % DROP_EVERY === DROP_EVERY - 1);
    if (!dropped.some(Boolean)) return undefined;
    const kept = items.filter((_, i) => !dropped[i]);
    const pathIndex = segments(req.path).length > 1 ? segments(req.path)[0] : undefined;
    return (async () => {
      const res = await send({ ...req, body: `${kept.flatMap((k) => k.lines).join('\n')}\n` });
      const v = parse(res.body);
      if (res.status !== 200 || !isObj(v) || !Array.isArray(v.items)) return res;
      const real = [...v.items];
      const merged = items.map((it, i) => {
        if (!dropped[i]) return real.shift();
        const result = it.verb === 'delete' ? 'deleted' : 'created';
        const status = it.verb === 'delete' ? 200 : 201;
        return { [it.verb]: { _index: it.meta._index ?? pathIndex, _id: it.meta._id ?? 'dropped', _version: 1, result, _shards: { total: 2, successful: 1, failed: 0 }, status } };
      });
      return { ...res, body: JSON.stringify({ ...v, items: merged }) };
    })();
  },
};

/** The first continuation of every scroll skips a page: the proxy fetches it and throws it away. */
function loseScrollPage(): Fault {
  const lost = new Set<string>();
  return {
    exchange: (req, send) => {
      if (!req.path.startsWith('/_search/scroll') || req.method === 'DELETE') return undefined;
      const body = parse(req.body);
      if (!isObj(body)) return undefined;
      const id = typeof body.scroll_id === 'string' ? body.scroll_id : undefined;
      if (id === undefined || lost.has(id)) return undefined;
      return (async () => {
        const skipped = await send(req);
        const next = (parse(skipped.body) as { _scroll_id?: unknown } | undefined)?._scroll_id;
        lost.add(id);
        if (skipped.status !== 200 || typeof next !== 'string') return skipped;
        lost.add(next);
        return send({ ...req, body: JSON.stringify({ ...body, scroll_id: next }) });
      })();
    },
  };
}

/** Reverse the key order of every object (the JSON value is unchanged). */
function reverseKeys(v: Json): Json {
  if (Array.isArray(v)) return v.map(reverseKeys);
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reverseKeys(x)]));
}

/** Top-level keys of responses with a fixed shape (not keyed by index names). */
const FIXED_SHAPE = ['acknowledged', '_id', 'hits', 'items', 'count', 'error', '_scroll_id', 'succeeded', 'version', 'found', 'result'];

/** Add fields a newer or different server might send, where the shape allows extra keys. */
function addExtraFields(v: Json): Json {
  if (!isObj(v) || !FIXED_SHAPE.some((k) => k in v)) return v;
  const out: Record<string, unknown> = { ...v, x_proxy_note: { added: true } };
  if (isObj(out.error)) out.error = { ...out.error, x_proxy_detail: 'extra' };
  if (isObj(out.hits)) out.hits = { ...out.hits, x_proxy_hits: 0 };
  if (Array.isArray(out.items)) out.items = out.items.map((it) => (isObj(it) ? Object.fromEntries(Object.entries(it).map(([k, x]) => [k, isObj(x) ? { ...x, x_proxy_item: 1 } : x])) : it));
  return out;
}

/** Replace every `took` with another plausible value. */
function otherTook(v: Json): Json {
  if (Array.isArray(v)) return v.map(otherTook);
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'took' && typeof x === 'number' ? 4321 + x : otherTook(x)]));
}

/** Every fault by name. Stateful ones are built fresh for each proxy. */
export const FAULTS = {
  'ack-type-change': () => ackTypeChange,
  'date-as-text': () => dateAsText,
  'aliases-one-by-one': () => aliasesOneByOne,
  'allow-delete-all': () => allowDeleteAll,
  'no-shards-guard': () => noShardsGuard,
  'drop-bulk-item': () => dropBulkItem,
  'lose-scroll-page': loseScrollPage,
  'shuffle-keys': (): Fault => ({ response: (_q, r) => withJson(r, reverseKeys) }),
  'extra-fields': (): Fault => ({ response: (_q, r) => withJson(r, addExtraFields) }),
  'other-took': (): Fault => ({ response: (_q, r) => withJson(r, otherTook) }),
  latency: (): Fault => ({
    exchange: (req, send) => sleep(20).then(() => send(req)),
  }),
  chunked: (): Fault => ({ chunked: true }),
  /** Requests forwarded at once (the upstream applies them), answers dribbled out slowly: acknowledgements come late and out of order. */
  slow: (): Fault => ({ dribble: true }),
  /** Planted: after an alias swap, bulk index items with external versions become plain creates (see faults/unguardedCreates.ts). */
  'unguarded-creates': (): Fault => {
    let swapped = false;
    return {
      request: (req) => {
        if (req.method === 'POST' && req.path === '/_aliases') swapped = true;
        return swapped && req.method === 'POST' && req.path.endsWith('/_bulk') ? { ...req, body: unguardBulk(req.body) } : req;
      },
    };
  },
} satisfies Record<string, () => Fault>;

export type FaultName = keyof typeof FAULTS;

/** Forward one request to the upstream with node:http. */
function sender(upstream: URL): Send {
  const agent = new http.Agent({ keepAlive: true });
  return (req) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { ...req.headers, host: upstream.host };
      delete headers['transfer-encoding'];
      delete headers.connection;
      headers['content-length'] = String(Buffer.byteLength(req.body));
      const r = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.path + req.search, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const h: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v;
            resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      r.end(req.body === '' ? undefined : req.body);
    });
}

/** A running proxy. */
export interface FaultProxy {
  url: string;
  close(): Promise<void>;
}

/** Start a proxy on a free loopback port in front of `upstreamUrl`, applying `names` in order. */
export async function startFaultProxy(upstreamUrl: string, names: readonly FaultName[]): Promise<FaultProxy> {
  const faults = names.map((n) => FAULTS[n]());
  const upstream = sender(new URL(upstreamUrl));
  // Exchange rewrites nest: the first fault's exchange sees the others' as its upstream.
  const send: Send = faults.reduceRight<Send>((next, f) => {
    if (!f.exchange) return next;
    return (req) => f.exchange!(req, next) ?? next(req);
  }, upstream);
  const chunked = faults.some((f) => f.chunked);
  const dribble = faults.some((f) => f.dribble);
  const rand = rng(1);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      let preq: ProxyRequest = { method: req.method ?? 'GET', path: q < 0 ? url : url.slice(0, q), search: q < 0 ? '' : url.slice(q), headers, body: Buffer.concat(chunks).toString('utf8') };
      for (const f of faults) if (f.request) preq = f.request(preq);
      send(preq)
        .then((r0) => faults.reduce((r, f) => (f.response ? f.response(preq, r) : r), r0))
        .then((r) => {
          const h: Record<string, string> = { ...r.headers };
          delete h['content-length'];
          delete h['transfer-encoding'];
          delete h.connection;
          if (preq.method === 'HEAD') {
            res.writeHead(r.status, h).end();
          } else if (dribble) {
            // A few bytes at a time: at most ~200 writes per answer, each after a pause of up to 3 ms.
            res.writeHead(r.status, { ...h, 'content-length': String(Buffer.byteLength(r.body)) });
            const buf = Buffer.from(r.body);
            const step = Math.max(64, Math.ceil(buf.length / 200));
            void (async () => {
              await sleep(rand() * 20);
              for (let i = 0; i < buf.length && !res.destroyed; i += step) {
                res.write(buf.subarray(i, i + step));
                if (rand() < 0.5) await sleep(rand() * 3);
              }
              res.end();
            })();
          } else if (chunked) {
            res.writeHead(r.status, { ...h, 'transfer-encoding': 'chunked' });
            const buf = Buffer.from(r.body);
            const step = Math.max(1, Math.ceil(buf.length / 3));
            for (let i = 0; i < buf.length; i += step) res.write(buf.subarray(i, i + step));
            res.end();
          } else {
            res.writeHead(r.status, { ...h, 'content-length': String(Buffer.byteLength(r.body)) }).end(r.body);
          }
        })
        .catch((err: unknown) => {
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy error: ${(err as Error).message}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
