import type { WireRequest } from '../../../reference/http/wire.ts';
import type { Outcome } from '../../model/outcome.ts';
import type { Target } from '../../targets/target.ts';
import { bodyJson, decorate } from './wire.ts';

/**
 * Planted fault: `POST /_reindex` ignores `dest.op_type: create` and indexes every document, so ids the
 * destination already holds are overwritten instead of counted as conflicts.
 */
export function createOverwrites(inner: Target): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const body = bodyJson(req) as { dest?: { op_type?: unknown } } | undefined;
    if (req.method.toUpperCase() !== 'POST' || req.path !== '/_reindex' || body?.dest?.op_type !== 'create') return inner.send(req);
    const { op_type: _dropped, ...dest } = body.dest;
    return inner.send({ ...req, body: JSON.stringify({ ...body, dest }) });
  });
}
