/**
 * Serve any Target over HTTP on a free loopback port: the simulator (in-process target), a faulty
 * decorator of it, or a proxy to another server (an HTTP target wrapped in faults). `transport` changes
 * only how answers are written: `chunked` (no Content-Length, several chunks) or `dribble` (a few bytes at
 * a time with pauses, after a jittered wait: a slow body, acknowledgements late and out of order).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { rng } from '../model/rng.ts';
import type { Target } from '../targets/target.ts';
import { infoText } from '../model/outcome.ts';

/** How answers are written. */
export interface ServeOptions {
  transport?: 'chunked' | 'dribble';
  /** Seed of the dribble's pauses. */
  seed?: number;
}

/** A running server. */
export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Headers that describe one connection or one framing, never passed on. */
const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** Start serving `target`. */
export async function serveTarget(target: Target, opts: ServeOptions = {}): Promise<Served> {
  const rand = rng(opts.seed ?? 1);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const body = Buffer.concat(chunks).toString('utf8');
      const query = Object.fromEntries(url.searchParams);
      void target.send({ method: req.method ?? 'GET', path: url.pathname, ...(url.search ? { query } : {}), headers, ...(body ? { body } : {}) }).then(async (o) => {
        if (o.kind !== 'ok') return void res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream: ${infoText(o)}`);
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(o.headers)) if (!HOP.has(k)) h[k] = v;
        if (req.method === 'HEAD') return void res.writeHead(o.status, h).end();
        const buf = Buffer.from(o.body);
        if (opts.transport === 'chunked') {
          res.writeHead(o.status, { ...h, 'transfer-encoding': 'chunked' });
          const step = Math.max(1, Math.ceil(buf.length / 3));
          for (let i = 0; i < buf.length; i += step) res.write(buf.subarray(i, i + step));
          return void res.end();
        }
        res.writeHead(o.status, { ...h, 'content-length': String(buf.length) });
        if (opts.transport !== 'dribble') return void res.end(buf);
        // A few bytes at a time: at most ~200 writes per answer, each after a pause of up to 3 ms.
        await sleep(rand() * 20);
        const step = Math.max(64, Math.ceil(buf.length / 200));
        for (let i = 0; i < buf.length && !res.destroyed; i += step) {
          res.write(buf.subarray(i, i + step));
          if (rand() < 0.5) await sleep(rand() * 3);
        }
        res.end();
      });
    });
  });
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it as the server closes it gets
  // ECONNRESET (a harness error that no target caused, seen under load when a run's first request followed a
  // slow start). Elasticsearch keeps idle connections open, and so does the simulator's server (65 s).
  server.keepAliveTimeout = 65_000;
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
