/** Planted fault: a server that accepts a field's type change instead of refusing it. */
import { callOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, decorate, forged } from './wire.ts';

type Props = Record<string, { type?: string; properties?: Props }>;

/** Overwrite types in `into` with the top-level field types of `changes`. */
function patch(into: Props | undefined, changes: Props): void {
  if (!into) return;
  for (const [f, def] of Object.entries(changes)) if (into[f] && def.type) into[f] = { type: def.type };
}

/**
 * Planted fault: a mapping update that changes a field's type is acknowledged instead of refused,
 * and later mapping reads show the new type (the documents are not touched).
 */
export function acceptTypeChange(inner: Target): Target {
  const changed = new Map<string, Props>();
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const call = callOf(req);
    const out = await inner.send(req);
    const index = call?.parts.index;
    if (call?.api === 'indices.put_mapping' && index !== undefined && out.kind === 'ok' && out.status === 400) {
      const type = (out.json as { error?: { type?: unknown } } | undefined)?.error?.type;
      const props = (bodyJson(req) as { properties?: Props } | undefined)?.properties;
      if (type === 'illegal_argument_exception' && props) {
        changed.set(index, { ...(changed.get(index) ?? {}), ...props });
        return forged(200, { acknowledged: true });
      }
    }
    if (call?.api === 'indices.get_mapping' && out.kind === 'ok' && out.status === 200 && out.json && typeof out.json === 'object') {
      const json = structuredClone(out.json) as Record<string, { mappings?: Record<string, unknown> }>;
      for (const [index, v] of Object.entries(json)) {
        const changes = changed.get(index);
        const m = v.mappings as ({ properties?: Props } & Record<string, { properties?: Props }>) | undefined;
        if (!changes || !m) continue;
        patch(m.properties, changes);
        for (const t of Object.values(m)) if (t && typeof t === 'object' && 'properties' in t) patch(t.properties as Props, changes);
      }
      return forged(200, json);
    }
    return out;
  }, () => changed.clear());
}
