/**
 * Helpers the planted faults share: decorating a target, telling which API a request calls (through the
 * API catalogue, never by its path's spelling), reading bodies, sending the fault's own calls, forging answers.
 */
import { parse as parseYaml } from 'yaml';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { callRequest, type ApiCall } from '../api/apiCall.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import { classify } from '../safety/classify.ts';
import type { Target } from '../targets/target.ts';

/** The API a request calls and its path parts, as the catalogue reads them; undefined for a path it does not know. */
export function callOf(req: WireRequest): { api: string; parts: Record<string, string> } | undefined {
  const c = classify(req.method, req.path);
  return c ? { api: c.def.name, parts: c.parts } : undefined;
}

/** The name of the API a request calls, or undefined. */
export function apiOf(req: WireRequest): string | undefined {
  return callOf(req)?.api;
}

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
  return okOutcome(status, { 'content-type': 'application/json' }, JSON.stringify(json), 0, parseYaml);
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
