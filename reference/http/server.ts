/**
 * The thin HTTP layer: node:http in front of the Simulator. It reads bodies (refusing those over the
 * limit with 413 before buffering them), splits the query string, and writes the simulator's answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Simulator, type SimulatorOptions } from '../simulator.ts';
import type { WireRequest } from './wire.ts';

export interface ServerOptions extends SimulatorOptions {
  host?: string;
  port?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  simulator: Simulator;
  server: http.Server;
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY = 100 * 1024 * 1024;

function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) out[k] = v;
  return out;
}

/** Starts a server; resolves once it listens. Port 0 picks a free port. */
export function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const simulator = new Simulator(opts);
  const maxBody = opts.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const query = q < 0 ? {} : parseQuery(url.slice(q + 1));
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBody) {
      res.writeHead(413, { 'content-length': '0', connection: 'close' });
      res.end();
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBody) {
        if (!refused) {
          refused = true;
          res.writeHead(413, { 'content-length': '0', connection: 'close' });
          res.end();
        }
        return;
      }
      chunks.push(c);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (refused) return;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const wire: WireRequest = { method: req.method ?? 'GET', path, query, headers, body: size > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined };
      const answer = simulator.handle(wire);
      const out: Record<string, string> = { ...answer.headers };
      if (wire.method.toUpperCase() !== 'HEAD') out['content-length'] = String(Buffer.byteLength(answer.body));
      res.writeHead(answer.status, out);
      res.end(answer.body);
    });
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 9200, opts.host ?? '127.0.0.1', () => {
      const addr = server.address() as AddressInfo;
      const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      resolve({
        url: `http://${host}:${addr.port}`,
        port: addr.port,
        simulator,
        server,
        close: () => new Promise<void>((r) => {
          server.close(() => r());
          server.closeAllConnections();
        }),
      });
    });
  });
}
