/**
 * Optional access control for the served simulator (`serve --auth user:password`, `--viewer
 * user:password`, `--api-key KEY`), answering as Elasticsearch's security layer does: 401
 * `security_exception` with a `WWW-Authenticate` challenge when credentials are missing or wrong,
 * 403 when an authenticated read-only user (a viewer) calls a writing or admin API. Who passed is
 * handed on as a Caller (scroll ownership and `_all` clearing are decided in the core with it).
 */
import type { Profile } from '../profiles.ts';
import { requiredPrivilege } from './privilege.ts';
import type { Caller } from '../core/handler.ts';
import { actionUnauthorized, apiKeyRefused, errorEnvelope, missingCredentials, userNotAuthenticated, type EsError } from '../core/errors/index.ts';

/** Who may come in. An empty config (no users, no keys) means no authentication at all. */
export interface AuthConfig {
  /** `user:password` pairs with every privilege. */
  users?: string[];
  /** `user:password` pairs that may only read (403 on writes). */
  viewers?: string[];
  /** API keys as clients send them: `Authorization: ApiKey <KEY>`. */
  apiKeys?: string[];
}

/** A refusal ready for the wire; multi-valued headers are arrays. */
export interface AuthRefusal {
  status: 401 | 403;
  headers: Record<string, string | string[]>;
  body: string;
}

/** Whether any credential is configured. */
export function authEnabled(cfg: AuthConfig | undefined): cfg is AuthConfig {
  return !!cfg && ((cfg.users?.length ?? 0) + (cfg.viewers?.length ?? 0) + (cfg.apiKeys?.length ?? 0)) > 0;
}

const BASIC = 'Basic realm="security" charset="UTF-8"';

function bodyOf(err: EsError): string {
  return JSON.stringify(errorEnvelope(err));
}

function user(pair: string): string {
  return pair.slice(0, pair.indexOf(':'));
}

/** Whether checkAccess let the request through. */
export function isRefusal(v: AuthRefusal | Caller): v is AuthRefusal {
  return (v as AuthRefusal).status !== undefined;
}

/** Check one request: the refusal, or who the caller is. `uri` is the path with its query string, as ES quotes it. */
export function checkAccess(cfg: AuthConfig, profile: Profile, method: string, path: string, uri: string, authorization: string | undefined): AuthRefusal | Caller {
  const challenge = cfg.apiKeys?.length ? [BASIC, 'ApiKey'] : [BASIC];
  const headers: Record<string, string | string[]> = { 'www-authenticate': challenge, 'content-type': 'application/json; charset=UTF-8' };
  if (profile.productHeader) headers['x-elastic-product'] = 'Elasticsearch';
  const refuse = (err: EsError): AuthRefusal => ({ status: 401, headers, body: bodyOf(err) });
  if (!authorization) return refuse(missingCredentials(uri, challenge));
  const sp = authorization.indexOf(' ');
  const scheme = (sp < 0 ? authorization : authorization.slice(0, sp)).toLowerCase();
  const cred = sp < 0 ? '' : authorization.slice(sp + 1).trim();
  if (scheme === 'apikey') {
    // Each key is its own principal (ES compares API key ids); the key itself is never the name.
    const k = cfg.apiKeys?.indexOf(cred) ?? -1;
    if (k >= 0) return { principal: `api_key#${k}`, user: `api_key#${k}`, viewer: false };
    return refuse(apiKeyRefused(challenge));
  }
  if (scheme !== 'basic') return refuse(missingCredentials(uri, challenge));
  const pair = Buffer.from(cred, 'base64').toString('utf8');
  const who = user(pair);
  if (cfg.users?.includes(pair)) return { principal: `user:${who}`, user: who, viewer: false };
  if (!cfg.viewers?.includes(pair)) return refuse(userNotAuthenticated(who, uri, challenge));
  const m = requiredPrivilege(profile, method, path);
  if (!m) return { principal: `user:${who}`, user: who, viewer: true };
  const a = m.access;
  const on = a.level === 'index' && m.parts.index ? m.parts.index : undefined;
  const h: Record<string, string | string[]> = { 'content-type': 'application/json; charset=UTF-8' };
  if (profile.productHeader) h['x-elastic-product'] = 'Elasticsearch';
  return { status: 403, headers: h, body: bodyOf(actionUnauthorized(a.action, who, on, a.level, a.granted)) };
}
