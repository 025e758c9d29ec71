/**
 * The catalogue's name of the API a raw request calls, for the recorders that see requests they did not
 * build (a target decorator, a proxy): read once, where the event is recorded, so judges read `Event.api`.
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { UNKNOWN_API } from '../model/history.ts';
import { classify } from '../safety/classify.ts';

/** The API a request calls as the catalogue reads its method and path, or UNKNOWN_API. */
export function apiNameOf(req: Pick<WireRequest, 'method' | 'path'>): string {
  return classify(req.method, req.path)?.def.name ?? UNKNOWN_API;
}
