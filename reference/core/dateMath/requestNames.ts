/**
 * Date math in the index names of a request's path: Elasticsearch resolves `<logs-{now/d}>` wherever an
 * index expression is read (creation, writes, reads), so the core resolves the path parts the API
 * catalogue marks as index names before any handler runs.
 */
import { isEsError, type EsError } from '../errors/index.ts';
import { apiDef } from '../../api/catalogue.ts';
import type { ApiRequest, Env } from '../handler.ts';
import { resolveDateMathExpression } from './indexNames.ts';

/** The request with its index-name path parts resolved (the same object when none holds date math). */
export function resolveRequestNames(req: ApiRequest, env: Env): ApiRequest | EsError {
  let any = false;
  for (const k in req.parts) if (req.parts[k]!.includes('<')) any = true;
  if (!any) return req;
  let parts: Record<string, string> | undefined;
  for (const [part, role] of Object.entries(apiDef(req.api)?.names ?? {})) {
    const v = req.parts[part];
    if (role !== 'index' || v === undefined || !v.includes('<')) continue;
    const r = resolveDateMathExpression(v, env.now, env.profile);
    if (isEsError(r)) return r;
    (parts ??= { ...req.parts })[part] = r;
  }
  return parts ? { ...req, parts, providedIndex: req.parts.index, providedParts: req.parts } : req;
}
