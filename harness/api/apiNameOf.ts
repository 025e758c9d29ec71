/**
 * The catalogue's reading of a raw request (which API it calls, with which path parts), for the code
 * that sees requests it did not build: a recorder names its events once, where they are recorded, so
 * judges read `Event.api`; a planted fault tells which call it is decorating.
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { UNKNOWN_API } from '../model/history.ts';
import { classify } from '../safety/classify.ts';

/** The API a request calls and its path parts, as the catalogue reads them; undefined for a path it does not know. */
export function callOf(req: Pick<WireRequest, 'method' | 'path'>): { api: string; parts: Record<string, string> } | undefined {
  const c = classify(req.method, req.path);
  return c ? { api: c.def.name, parts: c.parts } : undefined;
}

/** The API a request calls as the catalogue reads its method and path, or UNKNOWN_API. */
export function apiNameOf(req: Pick<WireRequest, 'method' | 'path'>): string {
  return callOf(req)?.api ?? UNKNOWN_API;
}
