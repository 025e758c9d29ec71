import type { WireRequest } from '../../../reference/http/wire.ts';
import type { Outcome } from '../../model/outcome.ts';
import type { Target } from '../../targets/target.ts';
import { bodyJson, decorate } from './wire.ts';

/**
 * Planted fault: `POST /_reindex` ignores `dest.version_type: external` and copies with internal
 * versions, so the destination's versions count up instead of taking the source's.
 */
export function versionTypeIgnored(inner: Target): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const body = bodyJson(req) as { dest?: { version_type?: unknown } } | undefined;
    if (req.method.toUpperCase() !== 'POST' || req.path !== '/_reindex' || body?.dest?.version_type !== 'external') return inner.send(req);
    const { version_type: _dropped, ...dest } = body.dest;
    return inner.send({ ...req, body: JSON.stringify({ ...body, dest }) });
  });
}
