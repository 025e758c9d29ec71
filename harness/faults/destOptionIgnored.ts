/** Planted fault: a `_reindex` that ignores options of its `dest`. */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, decorate } from './wire.ts';

/**
 * Planted fault: `POST /_reindex` ignores one option of its destination when it has the given value
 * (`op_type: create`, so existing ids are overwritten instead of counted as conflicts; `version_type:
 * external`, so versions count up instead of taking the source's): the request goes on without it.
 */
export function destOptionIgnored(inner: Target, option: 'op_type' | 'version_type', value: string): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    if (apiNameOf(req) !== 'reindex') return inner.send(req);
    const body = bodyJson(req) as { dest?: Record<string, unknown> } | undefined;
    if (body?.dest?.[option] !== value) return inner.send(req);
    const dest = { ...body.dest };
    delete dest[option];
    return inner.send({ ...req, body: JSON.stringify({ ...body, dest }) });
  });
}
