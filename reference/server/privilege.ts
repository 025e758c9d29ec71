/**
 * What a routed request needs beyond `read`, as the API catalogue records it: a writing API's access, or
 * the privilege of an API that changes nothing durable but is still an admin action (refresh, flush,
 * force merge). The access check (auth.ts) refuses a viewer with it.
 */
import type { Profile } from '../profiles.ts';
import type { WriteAccess } from '../api/catalogue.ts';
import { route } from '../wire/route.ts';

/** The privilege a request needs beyond read, with its path parts (for `on indices [...]`); undefined for reads and unroutable requests. */
export function requiredPrivilege(profile: Profile, method: string, path: string): { access: WriteAccess; parts: Record<string, string> } | undefined {
  const m = route(profile, method.toUpperCase(), path);
  if (m.kind !== 'match' || !m.def.simulated) return undefined;
  const access = m.def.access !== 'read' ? m.def.access : m.def.privilege;
  return access ? { access, parts: m.parts } : undefined;
}
