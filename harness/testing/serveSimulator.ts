import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatorLike } from '../targets/target.ts';

/** Serve any SimulatorLike over node:http on a free loopback port, for end-to-end tests of the CLI. */
export async function serveSimulator(sim: SimulatorLike): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const out = sim.handle({ method: req.method ?? 'GET', path: u.pathname, query: Object.fromEntries(u.searchParams), headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(out.status, out.headers).end(req.method === 'HEAD' ? undefined : out.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
