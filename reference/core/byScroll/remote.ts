/**
 * Reindex from a remote cluster (`source.remote`). The simulator reaches no other cluster, so it answers
 * as ES does with an empty `reindex.remote.whitelist`: a well-formed remote is refused as not
 * whitelisted, once the task runs. What ES's body parser refuses first (RemoteInfo's fields) is refused here too.
 */
import {
  remoteFieldNotAString,
  remoteFieldsUnsupported,
  remoteHostMalformed,
  remoteHostMissing,
  remoteNotAllowed,
  remoteTimeoutUnparsable,
  type EsError,
} from '../errors/index.ts';
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { parseTimeValue } from '../search/timeValue.ts';

const FIELDS = new Set(['username', 'password', 'host', 'headers', 'api_key', 'socket_timeout', 'connect_timeout']);

/** `scheme://host:port(/prefix)?`, as java.net.URI reads it for RemoteInfo; undefined when malformed. */
function hostPort(host: string): { host: string; port: number } | undefined {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/:?#]+):(\d+)(\/[^?#]*)?$/.exec(host);
  return m ? { host: m[2]!, port: Number(m[3]) } : undefined;
}

/** A remote timeout as RemoteInfo parses it (TimeValue's failures, the number's as their cause). */
function timeout(v: unknown, name: string, profile: Profile): EsError | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return remoteFieldNotAString(name, JSON.stringify(v));
  const ms = parseTimeValue(v, name, profile);
  if (typeof ms === 'number') return undefined;
  const digits = /^(.*?)(nanos|micros|ms|s|m|h|d)$/i.exec(v.trim())?.[1];
  return digits !== undefined ? remoteTimeoutUnparsable(v, digits) : ms;
}

/** RemoteInfo's parse of `source.remote`, in ES's order; undefined when it reads. */
export function readRemote(remote: JsonObject, profile: Profile): EsError | undefined {
  for (const k of ['username', 'password'] as const) {
    const v = remote[k];
    if (v !== undefined && typeof v !== 'string') return remoteFieldNotAString(k, JSON.stringify(v));
  }
  const host = remote.host;
  if (host === undefined) return remoteHostMissing();
  if (typeof host !== 'string') return remoteFieldNotAString('host', JSON.stringify(host));
  if (!hostPort(host)) return remoteHostMalformed(host);
  const bad = timeout(remote.socket_timeout, 'socket_timeout', profile) ?? timeout(remote.connect_timeout, 'connect_timeout', profile);
  if (bad) return bad;
  const unsupported = Object.keys(remote).filter((k) => !FIELDS.has(k));
  if (unsupported.length > 0) return remoteFieldsUnsupported(unsupported);
  return undefined;
}

/** The task-time refusal of a remote: no remote is ever whitelisted here. */
export function remoteRefusal(remote: JsonObject, profile: Profile): EsError {
  const hp = hostPort(String(remote.host))!;
  return remoteNotAllowed(profile, hp.host, hp.port);
}
