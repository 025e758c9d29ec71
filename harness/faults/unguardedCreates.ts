/**
 * Planted fault: a target that, once an alias has been swapped (`POST /_aliases`), treats every bulk
 * `index` item with `version_type: external` as a plain `create`. After the swap the only such items are
 * the reindex's guarded creates, so this puts back the race the guard closed: a create that only asks
 * "is it absent now?" succeeds over a client's delete (on its tombstone) and resurrects the document.
 * The reindex's verification must notice (the version shows the operations in between) and fail.
 */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { Target } from '../targets/target.ts';


/** Rewrite one NDJSON bulk body: external-version `index` items become `create` items without a version. */
export function unguardBulk(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      out.push(line);
      continue;
    }
    let action: Record<string, Record<string, unknown>> | undefined;
    try {
      action = JSON.parse(line) as Record<string, Record<string, unknown>>;
    } catch {
      return body; // not a bulk body the fault understands: leave it to the server
    }
    const [op, meta] = Object.entries(action)[0] ?? [];
    if (op === 'index' && meta && meta.version_type === 'external') {
      const { version: _v, version_type: _t, ...rest } = meta;
      out.push(JSON.stringify({ create: rest }));
    } else out.push(line);
    if (op !== 'delete') out.push(lines[++i] ?? '');
  }
  return out.join('\n');
}

/** Wrap `inner` with the fault. */
export function unguardedCreates(inner: Target): Target {
  let swapped = false;
  const t: Target = {
    name: `${inner.name}+unguarded-creates`,
    send: async (req) => {
      const api = apiNameOf(req);
      if (api === 'indices.update_aliases') swapped = true;
      if (!swapped || api !== 'bulk' || typeof req.body !== 'string') return inner.send(req);
      return inner.send({ ...req, body: unguardBulk(req.body) });
    },
    close: () => inner.close(),
  };
  if (inner.reset) t.reset = () => inner.reset!();
  return t;
}
