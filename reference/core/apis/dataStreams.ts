/**
 * The data stream APIs of a cluster that has none: the simulator models no data streams (they need
 * composable templates with `data_stream` and a `@timestamp` field), so it answers as a real node on
 * which none exists. Names resolve as ES's `IndexNameExpressionResolver.dataStreamNames` does: a
 * wildcard matches nothing and is no error; a concrete name is `index_not_found_exception` (404).
 */
import { splitExpr } from '../resolve.ts';
import { indexNotFound } from '../errors/index.ts';
import { ok, type Handler } from '../handler.ts';

/** The first concrete (wildcard-free, not `_all`) name of a list, which a real node would fail to find. */
function firstConcrete(expr: string | undefined): string | undefined {
  return splitExpr(expr).find((n) => !n.includes('*') && n !== '_all' && !n.startsWith('-'));
}

/** GET /_data_stream[/{name}] */
export const getDataStream: Handler = (_state, req, env) => {
  const missing = firstConcrete(req.parts.name);
  if (missing !== undefined) return indexNotFound(env.profile, missing);
  return ok({ data_streams: [] });
};

/** DELETE /_data_stream/{name} */
export const deleteDataStream: Handler = (_state, req, env) => {
  const missing = firstConcrete(req.parts.name);
  if (missing !== undefined) return indexNotFound(env.profile, missing);
  return ok({ acknowledged: true });
};
