/**
 * Helpers the planted faults share: decorating a target, reading bodies, sending the fault's own calls
 * (through the API catalogue), forging answers. Which API a request calls is api/apiNameOf.ts's to say.
 */
import { parse as parseYaml } from 'yaml';
import { encodeJson } from '../../reference/core/json.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { callRequest, type ApiCall } from '../api/apiCall.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';

/** The body of a request as text. */
export function bodyText(req: WireRequest): string {
  return req.body === undefined ? '' : typeof req.body === 'string' ? req.body : new TextDecoder().decode(req.body);
}

/** Parse a JSON body, or undefined. */
export function bodyJson(req: WireRequest): unknown {
  try {
    return JSON.parse(bodyText(req)) as unknown;
  } catch {
    return undefined;
  }
}

/** Send one of the fault's own calls to the inner target, its body as JSON (what a faulty server does internally). */
export function sendCall(t: Target, call: ApiCall): Promise<Outcome> {
  return t.send(callRequest(call));
}

/** A forged JSON answer, shaped like a real one. */
export function forged(status: number, json: unknown): Outcome {
  // encodeJson writes an exact integer past 2^53 (a bigint) with every digit: a fault lies only its one way.
  return okOutcome(status, { 'content-type': 'application/json' }, encodeJson(json), 0, parseYaml);
}

/**
 * Decorate only `send`, keeping name, close and reset (so a wrapped reference still counts as
 * in-process); `onReset` clears the fault's own state with the target's.
 */
export function decorate(inner: Target, send: (req: WireRequest) => Promise<Outcome>, onReset?: () => void): Target {
  const t: Target = { name: `${inner.name}+fault`, send, close: () => inner.close() };
  if (inner.reset) {
    t.reset = async () => {
      onReset?.();
      await inner.reset!();
    };
  }
  return t;
}
