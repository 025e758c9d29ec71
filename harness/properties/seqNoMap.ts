/**
 * The target's `_seq_no`/`_primary_term` of a document state, as the reference numbers the same state.
 *
 * A sequence number is a server's own: it counts operations per shard (per index in the simulator), so
 * when the reindex command's slices write concurrently, the target and the reference (which replays each
 * request once the target has answered it) number the same document differently. The command then sends
 * the target's numbers back in `if_seq_no` conditions; the reference must get its own numbers for the
 * same document state, or it refuses a write the target rightly accepted. This map pairs the two sides'
 * numbers from every answer that reports them, and rewrites a bulk request's conditions for the reference.
 */
import type { WireRequest } from '../../reference/wire/wire.ts';

interface Stamp {
  seq: number;
  term: number;
}

const key = (index: string, id: string, s: Stamp): string => `${index}\u0000${id}\u0000${s.seq}\u0000${s.term}`;

/** Every document state an answer reports (search hits, bulk items, single-document answers), by index and id, in order. */
function stampsOf(json: unknown): Map<string, Stamp[]> {
  const out = new Map<string, Stamp[]>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > 8 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o._index === 'string' && typeof o._id === 'string' && typeof o._seq_no === 'number' && typeof o._primary_term === 'number') {
      const k = `${o._index}\u0000${o._id}`;
      out.set(k, [...(out.get(k) ?? []), { seq: o._seq_no, term: o._primary_term }]);
    }
    for (const x of Object.values(o)) walk(x, depth + 1);
  };
  walk(json, 0);
  return out;
}

export class SeqNoMap {
  private readonly pairs = new Map<string, Stamp>();

  /** Pair the stamps of the same documents in the target's and the reference's answers to one request. */
  learn(target: unknown, reference: unknown): void {
    const ref = stampsOf(reference);
    for (const [doc, stamps] of stampsOf(target)) {
      const theirs = ref.get(doc);
      if (!theirs) continue;
      const [index, id] = doc.split('\u0000') as [string, string];
      stamps.forEach((s, i) => {
        const r = theirs[i];
        if (r) this.pairs.set(key(index, id, s), r);
      });
    }
  }

  /**
   * The request with its bulk action lines' `if_seq_no`/`if_primary_term` in the reference's numbering,
   * where the state they name was seen on both sides; otherwise the request unchanged.
   */
  forReference(req: WireRequest, pathIndex: string | undefined): WireRequest {
    if (this.pairs.size === 0 || typeof req.body !== 'string' || !req.body.includes('if_seq_no')) return req;
    let changed = false;
    const lines = req.body.split('\n').map((line) => {
      if (!line.includes('if_seq_no')) return line;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        return line;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return line;
      const [op] = Object.keys(parsed);
      const meta = op ? (parsed as Record<string, unknown>)[op] : undefined;
      if (meta === null || typeof meta !== 'object') return line;
      const m = meta as Record<string, unknown>;
      const index = typeof m._index === 'string' ? m._index : pathIndex;
      if (index === undefined || typeof m._id !== 'string' || typeof m.if_seq_no !== 'number') return line;
      const mine = this.pairs.get(key(index, m._id, { seq: m.if_seq_no, term: typeof m.if_primary_term === 'number' ? m.if_primary_term : 1 }));
      if (!mine) return line;
      changed = true;
      return JSON.stringify({ [op!]: { ...m, if_seq_no: mine.seq, if_primary_term: mine.term } });
    });
    return changed ? { ...req, body: lines.join('\n') } : req;
  }
}
