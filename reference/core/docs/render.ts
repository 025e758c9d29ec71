/** Document-level response bodies (write results, GET), shaped per profile. */
import type { JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import type { WriteDone } from './write.ts';

/** The `_type` a response shows for a document of `type`, or undefined when the profile omits it. */
export function typeLabel(profile: Profile, type: string): string | undefined {
  if (profile.typeInResponses === 'always' || profile.typeInResponses === 'doc') return type;
  if (profile.typeInResponses === 'named' && type !== '_doc') return type;
  return undefined;
}

function shardsOf(idx: IndexState, r: WriteDone): JsonObject {
  if (r.result === 'noop') return { total: 0, successful: 0, failed: 0 };
  const replicas = Number(idx.settings['index.number_of_replicas'] ?? 1);
  return { total: 1 + (Number.isFinite(replicas) ? replicas : 1), successful: 1, failed: 0 };
}

/** The body of a successful write, in ES's field order. */
export function writeBody(profile: Profile, r: WriteDone): JsonObject {
  const out: JsonObject = { _index: r.index.name };
  const t = typeLabel(profile, r.type);
  if (t !== undefined) out._type = t;
  out._id = r.id;
  out._version = r.version;
  out.result = r.result;
  if (r.forcedRefresh) out.forced_refresh = true;
  out._shards = shardsOf(r.index, r);
  // DocWriteResponse prints sequence numbers only once assigned (a dropped document has none).
  if (profile.seqNo && r.seqNo >= 0) {
    out._seq_no = r.seqNo;
    out._primary_term = r.primaryTerm;
  }
  if (profile.createdFlag) out.created = r.result === 'created';
  // IndexResponse prints the failure store's status last (IndexDocFailureStoreStatus, ES 8.19, 9.1+).
  if (r.failureStore) out.failure_store = r.failureStore;
  return out;
}

/**
 * The same body as `writeBody` (plus bulk's `status` when given), written straight to JSON text: every
 * single-document write and every bulk item answers with one, and building the object only to have
 * JSON.stringify walk it cost more than the write itself. `writeText.test.ts` holds the two equal.
 */
export function writeText(profile: Profile, r: WriteDone, status?: number): string {
  let out = '{"_index":' + JSON.stringify(r.index.name);
  const t = typeLabel(profile, r.type);
  if (t !== undefined) out += ',"_type":' + JSON.stringify(t);
  out += ',"_id":' + JSON.stringify(r.id) + ',"_version":' + r.version + ',"result":"' + r.result + '"';
  if (r.forcedRefresh) out += ',"forced_refresh":true';
  const shards = shardsOf(r.index, r);
  out += ',"_shards":{"total":' + shards.total + ',"successful":' + shards.successful + ',"failed":' + shards.failed + '}';
  if (profile.seqNo && r.seqNo >= 0) out += ',"_seq_no":' + r.seqNo + ',"_primary_term":' + r.primaryTerm;
  if (profile.createdFlag) out += ',"created":' + (r.result === 'created');
  if (r.failureStore) out += ',"failure_store":"' + r.failureStore + '"';
  if (status !== undefined) out += ',"status":' + status;
  return out + '}';
}

/** The `Location` header of a 201, as ES builds it. */
export function locationOf(profile: Profile, r: WriteDone): string {
  const t = typeLabel(profile, r.type) ?? '_doc';
  return `/${uriPart(r.index.name)}/${uriPart(t)}/${uriPart(r.id)}`;
}

/** Characters encodeURIComponent leaves as they are. */
const URI_SAFE = /^[A-Za-z0-9\-_.!~*'()]*$/;

/** encodeURIComponent, skipped for the usual names and ids that it would return unchanged. */
function uriPart(s: string): string {
  return URI_SAFE.test(s) ? s : encodeURIComponent(s);
}
