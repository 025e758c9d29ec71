/** A target over HTTP (undici): auth, TLS, time-outs; never throws, failures are outcomes. */
import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import { parse as parseYaml } from 'yaml';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import { transportCode } from '../model/errors.ts';
import type { Target } from './target.ts';

/** How to reach and authenticate to a URL target. */
export interface HttpTargetOptions {
  /** Per-request budget in ms (connect + headers + body). Default 30 000. */
  timeoutMs?: number;
  /** Basic auth as `user:pass` (credentials in the URL work too). */
  user?: string;
  /** Elasticsearch API key (already base64, as `Authorization: ApiKey <key>` expects). */
  apiKey?: string;
  bearer?: string;
  /** PEM file with the CA that signed the target's certificate. */
  caFile?: string;
  /** Accept any certificate (self-signed test clusters). */
  insecure?: boolean;
  /** Keep-alive connections per origin. Default 8. */
  connections?: number;
}

/** Build the query string the way Elasticsearch reads it (every value percent-encoded). */
export function encodeQuery(query: Record<string, string> | undefined): string {
  if (!query) return '';
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const TEXT = new TextDecoder('utf-8');

/** Collapse undici's header record (arrays for repeated headers) into the wire shape. */
function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

/** A transport error in words: its message alone when it has a code (the code goes to the outcome's `code` field, not into the text), else its name and message. */
function reasonOf(err: unknown): string {
  if (err instanceof Error) return typeof (err as { code?: unknown }).code === 'string' ? err.message : `${err.name}: ${err.message}`;
  return String(err);
}

/** A target reached over HTTP(S) with undici: keep-alive, time-outs, auth, TLS options. */
export function httpTarget(url: string, opts: HttpTargetOptions = {}): Target {
  const parsed = new URL(url);
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const basePath = parsed.pathname.replace(/\/+$/, '');
  const auth = authorization(parsed, opts);
  const agent = new Agent({
    connections: opts.connections ?? 8,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: {
      timeout: Math.min(timeoutMs, 10_000),
      rejectUnauthorized: !opts.insecure,
      ...(opts.caFile ? { ca: readFileSync(opts.caFile) } : {}),
    },
  });
  const shown = `${parsed.protocol}//${parsed.host}${basePath}`;
  return {
    name: shown,
    async send(req: WireRequest): Promise<Outcome> {
      const started = performance.now();
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers ?? {})) if (v !== undefined) headers[k] = typeof v === 'string' ? v : v.join(', ');
      if (auth && !headers.authorization) headers.authorization = auth;
      const hasBody = req.body !== undefined && (typeof req.body === 'string' ? req.body.length > 0 : req.body.byteLength > 0);
      try {
        const res = await agent.request({
          origin: parsed.origin,
          path: `${basePath}${req.path}${encodeQuery(req.query)}`,
          method: req.method as 'GET',
          headers,
          body: hasBody ? req.body : undefined,
          // undici closes the connection after a body on a method that "expects no payload" (DELETE /_search/scroll,
          // GET /_search with a body: most of a run's requests), so each such request paid a TCP connect and the
          // server an accept. Elasticsearch reads these bodies by design. After a HEAD undici closes too (a guard
          // against servers that send a body anyway, undici#258); with reset false it still closes unless the
          // answer says `connection: keep-alive` (client-h1.js onHeaders), so only a server that promises to keep
          // it is trusted, and a run's HEADs (hundreds of index existence checks) stop paying a connect each.
          reset: false,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const raw = new Uint8Array(await res.body.arrayBuffer());
        const flat = flattenHeaders(res.headers);
        const binary = /^application\/(vnd\.elasticsearch\+)?(cbor|smile)/i.test(flat['content-type'] ?? '');
        return okOutcome(res.statusCode, flat, TEXT.decode(raw), performance.now() - started, parseYaml, binary ? raw : undefined);
      } catch (err) {
        return { kind: 'info', code: transportCode(err), reason: reasonOf(err), ms: performance.now() - started };
      }
    },
    async close(): Promise<void> {
      try {
        await agent.close();
      } catch {
        await agent.destroy();
      }
    },
  };
}

/** Pick the Authorization header: explicit options win over credentials in the URL. */
function authorization(u: URL, opts: HttpTargetOptions): string | undefined {
  if (opts.apiKey) return `ApiKey ${opts.apiKey}`;
  if (opts.bearer) return `Bearer ${opts.bearer}`;
  const user = opts.user ?? (u.username ? `${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}` : undefined);
  return user ? `Basic ${Buffer.from(user).toString('base64')}` : undefined;
}
