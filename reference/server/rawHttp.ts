/**
 * A raw-socket HTTP/1.1 client for tests that must send what no well-behaved client would: broken
 * framing, invalid bytes, bodies dribbled slowly, requests cut off, several requests pipelined in one
 * write. It never throws: whatever came back (maybe nothing) is parsed as far as it goes.
 */
import net from 'node:net';

/** How the bytes are put on the wire. */
export type Delivery =
  | { kind: 'whole' }
  | { kind: 'slow'; chunk: number; delayMs: number }
  | { kind: 'truncated'; keep: number };

/** One response read off the socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Serialise a request; `body` may be any bytes, `chunked` sends it with Transfer-Encoding: chunked. */
export function rawRequest(method: string, target: string, headers: Array<[string, string]>, body?: Buffer, chunked = false): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: fuzz', ...headers.map(([k, v]) => `${k}: ${v}`)];
  if (body && chunked) lines.push('Transfer-Encoding: chunked');
  else if (body) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  if (!body) return head;
  if (!chunked) return Buffer.concat([head, body]);
  const parts: Buffer[] = [head];
  for (let i = 0; i < body.length; i += 4096) {
    const c = body.subarray(i, i + 4096);
    parts.push(Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** Parse as many complete responses as the buffer holds (the server always sends Content-Length). */
export function parseResponses(buf: Buffer, heads: readonly boolean[] = []): RawResponse[] {
  const out: RawResponse[] = [];
  let at = 0;
  while (at < buf.length) {
    const end = buf.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const [statusLine, ...headerLines] = buf.subarray(at, end).toString('latin1').split('\r\n');
    const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
    if (!m) break;
    const headers: Record<string, string> = {};
    for (const l of headerLines) {
      const i = l.indexOf(':');
      if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
    }
    const status = Number(m[1]);
    if (status >= 100 && status < 200) {
      at = end + 4; // an interim answer (100 Continue): the real one follows
      continue;
    }
    const isHead = heads[out.length] === true;
    const len = isHead ? 0 : Number(headers['content-length'] ?? 0);
    if (end + 4 + len > buf.length) break;
    out.push({ status, headers, body: buf.subarray(end + 4, end + 4 + len) });
    at = end + 4 + len;
  }
  return out;
}

/**
 * Send bytes to 127.0.0.1:port and collect responses until `expect` of them arrived, the server
 * closed, or `timeoutMs` passed. `heads` marks which pipelined requests were HEAD (no body follows).
 */
export function sendRaw(port: number, bytes: Buffer, delivery: Delivery, expect: number, timeoutMs = 2000, heads: readonly boolean[] = []): Promise<{ responses: RawResponse[]; closed: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let closed = false;
    let finished = false;
    const s = net.connect(port, '127.0.0.1');
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      s.destroy();
      resolve({ responses: parseResponses(Buffer.concat(chunks), heads), closed });
    };
    const timer = setTimeout(finish, timeoutMs);
    s.on('data', (d: Buffer) => {
      chunks.push(d);
      if (parseResponses(Buffer.concat(chunks), heads).length >= expect) finish();
    });
    s.on('close', () => {
      closed = true;
      finish();
    });
    s.on('error', () => undefined); // EPIPE/ECONNRESET: the server may close before we are done writing
    s.on('connect', () => {
      if (delivery.kind === 'whole') s.write(bytes);
      else if (delivery.kind === 'truncated') s.end(bytes.subarray(0, delivery.keep));
      else {
        let i = 0;
        // At most ~60 writes, so a slow delivery of a large body still ends in bounded time.
        const step = Math.max(delivery.chunk, Math.ceil(bytes.length / 60));
        const next = () => {
          if (finished || s.destroyed) return;
          if (i >= bytes.length) return;
          s.write(bytes.subarray(i, i + step));
          i += step;
          setTimeout(next, delivery.delayMs);
        };
        next();
      }
    });
  });
}
