/**
 * One document write as the write path takes it (a document API's request, a bulk item, a by-scroll job's
 * write of a hit): a type of its own, so that a running job, which the cluster state holds, can name it
 * without importing the write path, which imports the state.
 */
import type { Json, JsonObject } from '../json.ts';

/** The four document writes. */
export type WriteKind = 'index' | 'create' | 'update' | 'delete';

export interface WriteOp {
  kind: WriteKind;
  index: string;
  /** The type from a typed path or bulk `_type`; `_doc` when typeless. */
  type: string;
  id?: string;
  /** Source text as sent (index/create) — kept verbatim. */
  raw?: string;
  source?: Json;
  routing?: string;
  version?: number;
  versionType?: string;
  ifSeqNo?: number;
  ifPrimaryTerm?: number;
  refresh?: string;
  /** Update body: `{doc, doc_as_upsert, upsert, detect_noop}`. */
  update?: JsonObject;
  /** Bulk's `dynamic_templates`: the template each new field path must be mapped by (ES 7.13+). */
  dynamicTemplates?: Record<string, string>;
  /** `require_alias`: the target must be an alias (index, create and update; deletes never ask). */
  requireAlias?: boolean;
}
