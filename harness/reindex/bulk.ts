/**
 * Bulk writes as data: a list of actions becomes one NDJSON request; items that the server rejected
 * for load (429) or its own failure (5xx) are sent again with back-off; every other item failure is
 * kept (bounded) for the summary. Version conflicts are counted apart: under external versioning they
 * mean "the new index already has this version or a newer one", which is the point.
 */
import { backoffDelay, describeReply, type EsClient } from './client.ts';
import { bulkItems, field, type BulkItem, type Hit } from './hits.ts';

/** One bulk action. */
export interface BulkAction {
  op: 'index' | 'create' | 'delete';
  id: string;
  type?: string;
  routing?: string;
  version?: number;
  versionType?: 'external' | 'internal';
  ifSeqNo?: number;
  ifPrimaryTerm?: number;
  source?: unknown;
  /** Not sent: the copy version (see copyVersion) of the old document this action copies, for the book. */
  copyOf?: number;
  /** Not sent: the `_version` the document must have after this write when nothing else wrote it in between. */
  after?: number;
}

/** A rejected item, as reported. */
export interface ItemFailure {
  id: string;
  status: number;
  type: string;
  reason: string;
}

/** What a bulk write achieved. */
export interface BulkTally {
  ok: number;
  /** 409: the target already had this version or newer (external), or was changed meanwhile (if_seq_no). */
  conflicts: number;
  /** Deletes of documents already gone. */
  notFound: number;
  failed: number;
  /** The first failures, for the report. */
  failures: ItemFailure[];
  /** Highest `_seq_no` a successful item reported (-1 when none did). */
  maxSeqNo: number;
}

/** Where a write of the reindex left a document: its `_seq_no`, primary term and `_version`, or deleted. */
export interface WrittenState {
  seq: number;
  term: number;
  /** The document's `_version` after the write (for a delete: the tombstone's). */
  version: number;
  deleted?: boolean;
  /** The copy version of the old document written (so a later comparison knows it is current). */
  copyOf?: number;
  type?: string;
  routing?: string;
}

/** What a bulk write reports about each item, besides the tally. */
export interface BulkObserver {
  /** A write that happened (2xx), or a delete of a document already gone (404, which leaves a tombstone too). */
  done?(a: BulkAction, item: BulkItem): void;
  /** A version conflict (409). */
  conflict?(a: BulkAction): void;
}

const FAILURES_KEPT = 50;

/** An empty tally. */
export function tally(): BulkTally {
  return { ok: 0, conflicts: 0, notFound: 0, failed: 0, failures: [], maxSeqNo: -1 };
}

/** Add `b` into `a`. */
export function addTally(a: BulkTally, b: BulkTally): void {
  a.ok += b.ok;
  a.conflicts += b.conflicts;
  a.notFound += b.notFound;
  a.failed += b.failed;
  a.maxSeqNo = Math.max(a.maxSeqNo, b.maxSeqNo);
  for (const f of b.failures) if (a.failures.length < FAILURES_KEPT) a.failures.push(f);
}

/** The NDJSON text of actions (no `_index`: the index is in the path). */
export function ndjson(actions: readonly BulkAction[], typed = false): string {
  let out = '';
  for (const a of actions) {
    const meta: Record<string, unknown> = { _id: a.id };
    // `_doc` is implied from 6.7 on (and 7.x warns about any `_type`); older servers need it spelt out.
    if (a.type !== undefined && (a.type !== '_doc' || typed)) meta._type = a.type;
    if (a.routing !== undefined) meta.routing = a.routing;
    if (a.version !== undefined) {
      meta.version = a.version;
      meta.version_type = a.versionType ?? 'external';
    }
    if (a.ifSeqNo !== undefined) {
      meta.if_seq_no = a.ifSeqNo;
      meta.if_primary_term = a.ifPrimaryTerm ?? 1;
    }
    out += `${JSON.stringify({ [a.op]: meta })}\n`;
    if (a.op !== 'delete') out += `${JSON.stringify(a.source ?? {})}\n`;
  }
  return out;
}

/** The action copying a hit, ordered by its version so an older copy never replaces a newer one. */
export function copyAction(h: Hit, versioned: 'seq_no' | 'version' | false): BulkAction {
  const a: BulkAction = { op: 'index', id: h._id, source: h._source ?? {} };
  if (h._type !== undefined) a.type = h._type;
  if (h._routing !== undefined) a.routing = h._routing;
  if (versioned) {
    a.version = copyVersion(h, versioned);
    a.versionType = 'external';
  }
  return a;
}

/**
 * The external version a copy carries: the old index's `_seq_no + 1` (strictly increasing across every
 * write of the old index's shard, deletes and re-creates included), or `_version` on servers without
 * sequence numbers.
 */
export function copyVersion(h: Hit, versioned: 'seq_no' | 'version'): number {
  if (versioned === 'seq_no' && typeof h._seq_no === 'number') return h._seq_no + 1;
  return h._version ?? 1;
}

/**
 * Send actions to `index` in one bulk request, re-sending retryable items; never throws for item errors.
 * `observe` sees each item that was done or conflicted (the book of the reindex's own writes, book.ts).
 */
export async function bulkWrite(client: EsClient, index: string, actions: readonly BulkAction[], observe: BulkObserver = {}): Promise<BulkTally> {
  const t = tally();
  let pending = [...actions];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const r = await client.send({ api: 'bulk', method: 'POST', params: { index } }, { ndjson: ndjson(pending, client.typedBulk) });
    if (r.status !== 200 || !Array.isArray(field(r.json, 'items'))) {
      // The whole request failed after the client's own retries (or answered no items): every item fails with that reason.
      const reason = describeReply(r);
      for (const a of pending) {
        t.failed++;
        if (t.failures.length < FAILURES_KEPT) t.failures.push({ id: a.id, status: r.status, type: 'bulk_request_failed', reason });
      }
      return t;
    }
    const items = bulkItems(r.json);
    const again: BulkAction[] = [];
    pending.forEach((a, i) => {
      const it = items[i];
      const status = it?.status ?? 0;
      if (status >= 200 && status < 300) {
        t.ok++;
        if (typeof it?.seqNo === 'number') t.maxSeqNo = Math.max(t.maxSeqNo, it.seqNo);
        observe.done?.(a, it!);
      } else if (status === 404 && a.op === 'delete') {
        t.notFound++;
        observe.done?.(a, it!);
      } else if (status === 409) {
        t.conflicts++;
        observe.conflict?.(a);
      } else if ((status === 429 || status >= 500 || status === 0) && attempt < client.retry.attempts) again.push(a);
      else {
        t.failed++;
        if (t.failures.length < FAILURES_KEPT) t.failures.push({ id: a.id, status, type: it?.error?.type ?? 'unknown', reason: it?.error?.reason ?? 'no item in the bulk answer' });
      }
    });
    if (again.length > 0) {
      client.retries++;
      await new Promise((res) => setTimeout(res, backoffDelay(attempt, client.retry)));
    }
    pending = again;
  }
  return t;
}
