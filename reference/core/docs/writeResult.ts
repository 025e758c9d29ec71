/** What a document write answers: done (with the index and version it reached) or failed (with what an item prints). */
import type { EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Doc } from '../doc.ts';
import type { IngestFailureDetail } from '../ingest/writeHook.ts';

/** A write that reached its shard (or was answered as a no-op). */
export interface WriteDone {
  index: IndexState;
  /** The type as the request named it (ES 6 echoes `_doc` even where it resolves to another type). */
  type: string;
  id: string;
  version: number;
  seqNo: number;
  primaryTerm: number;
  result: 'created' | 'updated' | 'deleted' | 'not_found' | 'noop';
  status: number;
  forcedRefresh: boolean;
  /** Set when the write auto-created its index. */
  created?: boolean;
  /** The document after the write (index, create, update). */
  doc?: Doc;
  /**
   * The update API's source before the index's pipelines ran on it: what its `get` shows (TransportUpdateAction
   * keeps the resolved source it sent to the bulk of one).
   */
  shownSource?: string;
  /** `used` when the document failed and went to its data stream's failure store (ES 8.19, 9.1+). */
  failureStore?: 'used';
}

/** A failed write with what an item response needs to print. */
export interface WriteFailed {
  error: EsError;
  index: string;
  type: string;
  id?: string;
  /** Set when an ingest pipeline failed the document: where (the failure store records it). */
  ingest?: IngestFailureDetail;
  /** `not_enabled` when a data stream without a failure store refused the document (bulk items print it). */
  failureStore?: 'not_enabled';
}
