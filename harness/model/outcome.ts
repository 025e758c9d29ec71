/**
 * What a target answered, as data. Following Jepsen, a completion is either something that
 * happened (`ok`, whatever its status) or something we cannot know (`info`: reset, time-out,
 * refused connection). Sending never throws; a caller can always inspect the outcome.
 */

/** A response was received. `json` is set only when the body parsed (JSON, or YAML when asked for). */
export interface OkOutcome {
  kind: 'ok';
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  json?: unknown;
  /** The raw answer where its Content-Type is a binary XContent (CBOR, Smile), which `body` cannot carry. */
  bytes?: Uint8Array;
  /** Set where the answer came in YAML, CBOR or Smile and `body` is its JSON reading (targets/bodyFormatTarget.ts). */
  bodyFormat?: string;
  ms: number;
}

/** No usable response: transport failure, time-out, reset. */
export interface InfoOutcome {
  kind: 'info';
  /**
   * A stable code: the transport's own (undici's `UND_ERR_HEADERS_TIMEOUT`, Node's `ECONNREFUSED`…) or the
   * harness's (`HARNESS_*`, model/errors.ts). Absent only on outcomes written by hand in tests.
   */
  code?: string;
  /** What happened, in words (the error's message; the code is not repeated here). */
  reason: string;
  ms: number;
}

/** An info outcome's code and reason in one phrase, for messages (`ECONNREFUSED: connect ECONNREFUSED …`). */
export function infoText(o: InfoOutcome): string {
  return o.code ? `${o.code}: ${o.reason}` : o.reason;
}

/** Either of the two completions. */
export type Outcome = OkOutcome | InfoOutcome;

/** Parse a response body into a value when it looks like JSON or YAML; undefined otherwise. */
export function parseBody(body: string, contentType: string | undefined, parseYaml?: (s: string) => unknown): unknown {
  const ct = (contentType ?? '').toLowerCase();
  const text = body.trim();
  if (text === '') return undefined;
  if (ct.includes('yaml') && parseYaml) {
    try {
      return parseYaml(body);
    } catch {
      return undefined;
    }
  }
  // Some servers omit or mislabel the content type; a body that starts like JSON is tried anyway.
  if (ct.includes('json') || text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Build an ok outcome from a raw response, parsing the body when possible. */
export function okOutcome(status: number, headers: Record<string, string>, body: string, ms: number, parseYaml?: (s: string) => unknown, bytes?: Uint8Array): OkOutcome {
  const json = parseBody(body, headers['content-type'], parseYaml);
  const out: OkOutcome = json === undefined ? { kind: 'ok', status, headers, body, ms } : { kind: 'ok', status, headers, body, json, ms };
  if (bytes !== undefined) out.bytes = bytes;
  return out;
}

/** Render an outcome in one line, for messages. */
export function describeOutcome(o: Outcome): string {
  if (o.kind === 'info') return `no response (${infoText(o)})`;
  const body = o.body.length > 300 ? `${o.body.slice(0, 300)}…` : o.body;
  return `${o.status} ${body}`;
}
