/** A target confined to the run prefix: names in paths and bodies rewritten under it. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { okOutcome, type Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { destructiveReason } from './destructive.ts';
import { rewriteBody } from './rewriteBody.ts';
import { rewritePath } from './rewritePath.ts';
import { parse as parseYaml } from 'yaml';

/**
 * Confine a URL target to the run prefix. Requests: index, alias and template names in the path
 * and in the bodies that carry names (`_aliases`, `_bulk`, `_msearch`, `_mget`, `_reindex`,
 * templates, index creation) are prefixed; root endpoints that act on every index are scoped to
 * `<prefix>*`. Responses: every occurrence of the prefix is removed from the body and headers, so
 * scenarios and expectations are written with plain names and stashed names round-trip.
 * A destructive request (see destructive.ts) keeps its every-index expression: the runner only lets one
 * through with --allow-destructive, whose point is to see the target's own guard refuse it.
 */
export function prefixingTarget(inner: Target, prefix: string): Target {
  const strip = (s: string): string => s.split(prefix).join('');
  const t: Target = {
    name: inner.name,
    async send(req: WireRequest): Promise<Outcome> {
      const out = await inner.send(rewriteRequest(req, prefix));
      if (out.kind !== 'ok') return { ...out, reason: strip(out.reason) };
      const headers = Object.fromEntries(Object.entries(out.headers).map(([k, v]) => [k, strip(v)]));
      return okOutcome(out.status, headers, strip(out.body), out.ms, parseYaml);
    },
    close: () => inner.close(),
  };
  return t;
}

/**
 * A search whose body names a point in time (`pit`): the point in time, opened on the run's own indexes,
 * confines it, and Elasticsearch refuses an index beside it, so its root path is kept.
 */
function throughPointInTime(req: WireRequest): boolean {
  if (!/\/_search(\?|$)/.test(req.path) || req.path.replace(/\?.*/, '') !== '/_search') return false;
  const text = typeof req.body === 'string' ? req.body : req.body instanceof Uint8Array ? new TextDecoder().decode(req.body) : '';
  try {
    const b = JSON.parse(text) as unknown;
    return typeof b === 'object' && b !== null && !Array.isArray(b) && 'pit' in b;
  } catch {
    return false;
  }
}

/**
 * The request actually sent: names under the prefix. A destructive request (let through only with
 * --allow-destructive) keeps its every-index expression, so the target's own guard is what it meets;
 * its other names (aliases, templates) are still the run's.
 */
export function rewriteRequest(req: WireRequest, prefix: string): WireRequest {
  const path = rewritePath(req.method.toUpperCase(), req.path, prefix, destructiveReason(req) !== undefined, !throughPointInTime(req));
  const out: WireRequest = { ...req, path };
  if (typeof req.body === 'string' && req.body !== '') out.body = rewriteBody(req.method.toUpperCase(), req.path, req.body, prefix);
  else if (req.body instanceof Uint8Array && req.body.byteLength > 0) {
    out.body = rewriteBody(req.method.toUpperCase(), req.path, new TextDecoder().decode(req.body), prefix);
  }
  return out;
}
