/** A target answering from a function, for tests. */
import type { WireRequest, WireResponse } from '../../reference/wire/wire.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import type { Target } from '../targets/target.ts';

/** A target answering from a function, for tests: canned responses without any simulator. */
export function fakeTarget(handler: (req: WireRequest) => WireResponse, name = 'fake'): Target & { requests: WireRequest[] } {
  const requests: WireRequest[] = [];
  const t = inProcessTarget({ handle: (r) => (requests.push(r), handler(r)), reset: () => undefined }, name);
  return Object.assign(t, { requests });
}

/** A JSON response. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): WireResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
