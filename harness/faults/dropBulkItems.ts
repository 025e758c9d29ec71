/** Planted fault: a bulk that silently drops items and answers as if it wrote them. */
import { apiNameOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { bodyText, decorate, forged } from './wire.ts';

interface Item {
  op: string;
  meta: { _index?: string; _type?: string; _id?: string };
  lines: string[];
}

/** Split an NDJSON bulk body into items (an action line and, except for delete, its source). */
function items(text: string): Item[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const out: Item[] = [];
  for (let i = 0; i < lines.length; i++) {
    const action = JSON.parse(lines[i]!) as Record<string, Item['meta']>;
    const [op, meta] = Object.entries(action)[0] ?? ['index', {}];
    const n = op === 'delete' ? 1 : 2;
    out.push({ op, meta, lines: lines.slice(i, i + n) });
    i += n - 1;
  }
  return out;
}

/** FNV-1a: a stable hash, so the same item is always the one dropped (replay and shrinking stay exact). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** What a successful item looks like in a bulk answer (what the faulty server claims). */
function fakeSuccess(it: Item): Record<string, unknown> {
  return {
    [it.op]: {
      _index: it.meta._index, ...(it.meta._type ? { _type: it.meta._type } : {}), _id: it.meta._id, _version: 1,
      result: 'created', _shards: { total: 2, successful: 1, failed: 0 }, _seq_no: 0, _primary_term: 1, status: 201,
    },
  };
}

/**
 * Planted fault: one index/create bulk item in `every` (chosen by a hash of its id and source) is
 * silently dropped: not applied, yet answered as created.
 */
export function dropBulkItems(inner: Target, every = 1000): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    if (apiNameOf(req) !== 'bulk') return inner.send(req);
    let all: Item[];
    try {
      all = items(bodyText(req));
    } catch {
      return inner.send(req);
    }
    const dropped = new Set(all.flatMap((it, i) => (it.op !== 'delete' && hash(`${it.meta._id}\n${it.lines[1]}`) % every === 0 ? [i] : [])));
    if (dropped.size === 0) return inner.send(req);
    const kept = all.filter((_, i) => !dropped.has(i));
    const out = kept.length
      ? await inner.send({ ...req, body: `${kept.flatMap((k) => k.lines).join('\n')}\n` })
      : forged(200, { took: 0, errors: false, items: [] });
    if (out.kind !== 'ok' || out.status !== 200) return out;
    const answer = out.json as { items?: unknown[] } & Record<string, unknown>;
    const got = [...(answer.items ?? [])];
    const merged = all.map((it, i) => (dropped.has(i) ? fakeSuccess(it) : got.shift()));
    return forged(200, { ...answer, items: merged });
  });
}
