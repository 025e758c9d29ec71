/**
 * Planted write faults of this turn's features, each a decorator of a correct target: a scripted update
 * run twice, an update by query that reports what it did not do, a data stream that takes `op_type=index`.
 * Each answer has the right shape; only the state left behind (or a refusal that never comes) shows it.
 */
import { apiNameOf } from '../api/apiNameOf.ts';
import { isObject } from '../model/values.ts';
import type { Target } from '../targets/target.ts';
import { rewriteRequests } from './queryRewrites.ts';
import { bodyJson, decorate } from './wire.ts';

/**
 * A scripted update applied twice (a proxy that retries a non-idempotent request, an engine that runs the
 * script again on a version conflict it resolved itself): the first answer is returned, the document holds
 * the script's effect twice (a counter `+= 1` ends 2 up).
 */
export function updateAppliedTwice(inner: Target): Target {
  return decorate(inner, async (req) => {
    const body = apiNameOf(req) === 'update' ? bodyJson(req) : undefined;
    const first = await inner.send(req);
    if (!isObject(body) || body.script === undefined || first.kind !== 'ok' || first.status >= 300) return first;
    await inner.send(req);
    return first;
  });
}

/**
 * Update by query that ignores its script: every matching document is written again unchanged, and the
 * answer reports them `updated` (what an engine that drops the script from the request does).
 */
export function updateByQueryScriptIgnored(inner: Target): Target {
  return rewriteRequests(inner, ['update_by_query'], (body) => {
    if (body.script === undefined) return undefined;
    const { script: _s, ...rest } = body;
    return rest;
  });
}

/** Elasticsearch's refusal of a write to a data stream that is not a create (DataStream#validate... in IndexRequest). */
const ONLY_CREATE = /op_type of create/;

/**
 * A data stream that accepts `op_type=index` with an id: where the target refuses the index API's write, it
 * is sent again as a create (`PUT /<stream>/_create/<id>`), as a server that does not tell a stream from
 * an index would take it.
 */
export function dataStreamAcceptsIndex(inner: Target): Target {
  return decorate(inner, async (req) => {
    const o = await inner.send(req);
    if (apiNameOf(req) !== 'index' || o.kind !== 'ok' || o.status !== 400 || !ONLY_CREATE.test(o.body)) return o;
    const { op_type: _op, ...query } = req.query ?? {};
    const m = /^\/([^/]+)\/_doc\/([^/]+)$/.exec(req.path);
    return inner.send(m ? { ...req, method: 'PUT', path: `/${m[1]}/_create/${m[2]}`, query } : { ...req, query: { ...query, op_type: 'create' } });
  });
}
