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

/** The copies a write reaches: the primary and its replicas. */
function shardTotal(idx: IndexState): number {
  const replicas = Number(idx.settings['index.number_of_replicas'] ?? 1);
  return 1 + (Number.isFinite(replicas) ? replicas : 1);
}

function shardsOf(idx: IndexState, r: WriteDone): JsonObject {
  if (r.result === 'noop') return { total: 0, successful: 0, failed: 0 };
  return { total: shardTotal(idx), successful: 1, failed: 0 };
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

/** Pieces of JSON text, joined once by their reader (`join('')`: a number is written as JSON writes it). */
export type TextParts = (string | number)[];

/** The text every answer of one index (and type label) starts with, up to the id: the last one made, kept. */
const head = { index: undefined as IndexState | undefined, name: '', profile: undefined as Profile | undefined, type: '', text: '' };

function headText(profile: Profile, idx: IndexState, type: string): string {
  if (head.index === idx && head.name === idx.name && head.profile === profile && head.type === type) return head.text;
  let text = '{"_index":' + JSON.stringify(idx.name);
  const t = typeLabel(profile, type);
  if (t !== undefined) text += ',"_type":' + JSON.stringify(t);
  Object.assign(head, { index: idx, name: idx.name, profile, type, text: text + ',"_id":' });
  return head.text;
}

/** `_shards` of a write answer as text, by its total (1 + replicas). */
const SHARDS_TEXT = new Map<number, string>();

/**
 * The same body as `writeBody` (plus bulk's `status` when given), appended to `out` as pieces of JSON text:
 * every single-document write and every bulk item answers with one. Building the object only to have
 * JSON.stringify walk it cost more than the write itself; concatenating the text piece by piece made a
 * string of about twenty-five pieces per item, each piece an object of its own, copied again when flattened
 * and once more by the answer's join. Pieces in one array are copied once, by its `join('')`.
 * `writeText.test.ts` holds the text equal to JSON.stringify(writeBody).
 */
export function writeParts(out: TextParts, profile: Profile, r: WriteDone, status?: number): void {
  out.push(headText(profile, r.index, r.type), JSON.stringify(r.id), ',"_version":', r.version, ',"result":"', r.result, '"');
  if (r.forcedRefresh) out.push(',"forced_refresh":true');
  if (r.result === 'noop') out.push(',"_shards":{"total":0,"successful":0,"failed":0}');
  else {
    const total = shardTotal(r.index);
    let text = SHARDS_TEXT.get(total);
    if (text === undefined) {
      text = ',"_shards":{"total":' + JSON.stringify(total) + ',"successful":1,"failed":0}';
      if (Number.isInteger(total) && total < 64) SHARDS_TEXT.set(total, text);
    }
    out.push(text);
  }
  if (profile.seqNo && r.seqNo >= 0) out.push(',"_seq_no":', r.seqNo, ',"_primary_term":', r.primaryTerm);
  if (profile.createdFlag) out.push(r.result === 'created' ? ',"created":true' : ',"created":false');
  if (r.failureStore) out.push(',"failure_store":"', r.failureStore, '"');
  if (status !== undefined) out.push(',"status":', status);
  out.push('}');
}

/** `writeParts` as one string. */
export function writeText(profile: Profile, r: WriteDone, status?: number): string {
  const out: TextParts = [];
  writeParts(out, profile, r, status);
  return out.join('');
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
