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

/**
 * The constant text between a write answer's variable values (id, version, sequence number) for the last
 * shape answered: `open` and the head up to the id, the text from the result up to the sequence number, and
 * the rest with `close`. A bulk answers a thousand items of one shape: each is then seven pieces, or five
 * for a first version with an id JSON writes as it is (`quoted` and `firstMid` hold the quotes and the
 * version): the join's cost is mostly per piece, and the id's JSON.stringify made a string per item.
 */
const shape = {
  profile: undefined as Profile | undefined,
  index: undefined as IndexState | undefined,
  name: '',
  type: '',
  result: '',
  forced: false,
  total: NaN,
  seq: false,
  primaryTerm: 0,
  failureStore: undefined as string | undefined,
  status: undefined as number | undefined,
  open: '',
  close: '',
  head: '',
  mid: '',
  tail: '',
  quoted: '',
  firstMid: '',
  firstMidTail: '',
};

/** The copies a write reached as `writeBody` counts them (none for a noop). */
function shardsTotal(r: WriteDone): number {
  return r.result === 'noop' ? 0 : shardTotal(r.index);
}

function reshape(profile: Profile, r: WriteDone, total: number, seq: boolean, status: number | undefined, open: string, close: string): void {
  let head = open + '{"_index":' + JSON.stringify(r.index.name);
  const t = typeLabel(profile, r.type);
  if (t !== undefined) head += ',"_type":' + JSON.stringify(t);
  let mid = ',"result":"' + r.result + '"';
  if (r.forcedRefresh) mid += ',"forced_refresh":true';
  mid += ',"_shards":{"total":' + JSON.stringify(total) + (r.result === 'noop' ? ',"successful":0,"failed":0}' : ',"successful":1,"failed":0}');
  let tail = '';
  if (seq) {
    mid += ',"_seq_no":';
    tail += ',"_primary_term":' + JSON.stringify(r.primaryTerm);
  }
  if (profile.createdFlag) tail += r.result === 'created' ? ',"created":true' : ',"created":false';
  if (r.failureStore) tail += ',"failure_store":' + JSON.stringify(r.failureStore);
  if (status !== undefined) tail += ',"status":' + JSON.stringify(status);
  Object.assign(shape, {
    profile, index: r.index, name: r.index.name, type: r.type, result: r.result, forced: r.forcedRefresh, total, seq, primaryTerm: r.primaryTerm,
    failureStore: r.failureStore, status, open, close, head: head + ',"_id":', mid, tail: tail + '}' + close,
    quoted: head + ',"_id":"', firstMid: '","_version":1' + mid, firstMidTail: '","_version":1' + mid + tail + '}' + close,
  });
}

/** Whether JSON.stringify writes `id` as it is between quotes: no quote, backslash, control character or surrogate. */
function plainJsonText(id: string): boolean {
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/**
 * The same body as `writeBody` (plus bulk's `status` when given), appended to `out` as pieces of JSON text,
 * `open` before it and `close` after it: every single-document write and every bulk item answers with one.
 * Building the object only to have JSON.stringify walk it cost more than the write itself, and so did a
 * string concatenated piece by piece (about twenty-five pieces an item, each an object of its own, copied
 * when flattened and again by the answer's join). `writeText.test.ts` holds the text equal to
 * JSON.stringify(writeBody).
 */
export function writeParts(out: TextParts, profile: Profile, r: WriteDone, status?: number, open = '', close = ''): void {
  const total = shardsTotal(r);
  const seq = profile.seqNo && r.seqNo >= 0;
  const s = shape;
  if (
    s.index !== r.index || s.name !== r.index.name || s.profile !== profile || s.type !== r.type || s.result !== r.result || s.forced !== r.forcedRefresh ||
    s.total !== total || s.seq !== seq || s.primaryTerm !== r.primaryTerm || s.failureStore !== r.failureStore || s.status !== status || s.open !== open || s.close !== close
  ) {
    reshape(profile, r, total, seq, status, open, close);
  }
  if (r.version === 1 && plainJsonText(r.id)) {
    if (seq) out.push(s.quoted, r.id, s.firstMid, r.seqNo, s.tail);
    else out.push(s.quoted, r.id, s.firstMidTail);
  } else if (seq) out.push(s.head, JSON.stringify(r.id), ',"_version":', r.version, s.mid, r.seqNo, s.tail);
  else out.push(s.head, JSON.stringify(r.id), ',"_version":', r.version, s.mid + s.tail);
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
