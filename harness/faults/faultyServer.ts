/**
 * Small misbehaving HTTP servers for testing the harness against faulty targets. `GET /` is answered
 * as a real Elasticsearch would (from a Simulator) unless the fault is aimed at it, so detection can
 * pass and the fault meets the scenarios instead; `where: 'root'` aims it at `GET /` itself.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Simulator } from '../../reference/simulator.ts';

/** The misbehaviours on offer. */
export type Fault =
  | 'reset-mid-body' // headers and half a body, then the connection is destroyed
  | 'hang' // never answers
  | 'slow-body' // answers headers at once, then dribbles the body past any time-out
  | '5xx-storm' // 503 with an ES-shaped error, always
  | 'garbage' // 200 with bytes that are neither JSON nor text
  | 'truncated' // a Content-Length larger than the body sent, then the connection is closed
  | 'html' // a 200 HTML page with text/html, whatever was asked
  | 'wrong-content-type' // the right body, labelled text/html
  | 'redirect' // 301 to another host
  | 'redirect-loop' // 302 to itself
  | 'raw-garbage'; // not even HTTP: random bytes on the socket

export interface FaultyServer {
  url: string;
  /** Requests received, as `METHOD path`. */
  seen: string[];
  close(): Promise<void>;
}

/** Start a faulty server on a free loopback port. */
export async function faultyServer(fault: Fault, where: 'root' | 'rest' = 'rest'): Promise<FaultyServer> {
  const sim = new Simulator();
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const honest = (req: IncomingMessage, body: string) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    return sim.handle({ method: req.method ?? 'GET', path: u.pathname, query: Object.fromEntries(u.searchParams), headers, body });
  };
  const misbehave = (req: IncomingMessage, res: ServerResponse, body: string): void => {
    const real = honest(req, body);
    switch (fault) {
      case 'reset-mid-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(real.body.length + 50) });
        res.write(real.body.slice(0, Math.max(1, real.body.length >> 1)));
        return void later(() => req.socket.destroy(), 5);
      case 'hang':
        return;
      case 'slow-body': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = () => {
          if (res.destroyed) return;
          res.write(' ');
          later(drip, 100);
        };
        return drip();
      }
      case '5xx-storm':
        return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"root_cause":[{"type":"cluster_block_exception","reason":"blocked"}],"type":"cluster_block_exception","reason":"blocked"},"status":503}');
      case 'garbage':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.from([0x00, 0xff, 0x7b, 0x22, 0xfe, 0x01, 0x5d]));
      case 'truncated':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write(real.body.slice(0, 10));
        return void later(() => req.socket.destroy(), 5);
      case 'html':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome to nginx!</body></html>');
      case 'wrong-content-type':
        return void res.writeHead(real.status, { ...real.headers, 'content-type': 'text/html' }).end(real.body);
      case 'redirect':
        return void res.writeHead(301, { location: 'http://127.0.0.1:1/' }).end();
      case 'redirect-loop':
        return void res.writeHead(302, { location: req.url ?? '/' }).end();
      case 'raw-garbage':
        req.socket.write(Buffer.from('\x16\x03\x01 not http at all\r\n\r\n'));
        return void req.socket.destroy();
    }
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      const body = Buffer.concat(chunks).toString();
      const isRoot = (req.url ?? '/').split('?')[0] === '/';
      if (isRoot === (where === 'root')) return misbehave(req, res, body);
      const out = honest(req, body);
      res.writeHead(out.status, out.headers).end(req.method === 'HEAD' ? undefined : out.body);
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      server.close(() => r());
    }),
  };
}
