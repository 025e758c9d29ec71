/**
 * Sliced scroll as ES computes it (`SliceBuilder.toFilter`, `TermsSliceQuery`, `DocValuesSliceQuery`):
 * a document's shard comes from Murmur3 of its routing (UTF-16LE, seed 0), whole shards go to slices
 * when there are fewer slices than shards, and within a shard documents split by Murmur3 of the
 * indexed `_id` term (seed 7919) — or of a numeric field's values, mixed by HPPC's BitMixer.
 */
import { isObject, type Json } from '../json.ts';
import {
  fieldParseFailed,
  numberFormatCause,
  sliceFieldNotNumeric,
  sliceProblem,
  sliceIncomplete,
  sliceNotAnObject,
  SLICE_PROBLEMS,
  tooManySlices,
  unknownField,
  type EsCause,
  type EsError,
} from '../errors/index.ts';
import { parseJavaDouble } from '../params.ts';
import type { IndexState } from '../state.ts';
import { StoredDoc, type Doc } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import { locate } from '../mapping/locate.ts';
import { resolveField, someValue, toMillis, toNumber } from './fields.ts';
import { floorMod, murmur3, shardCount, shardOf } from './routing.ts';
import { visibleDocs } from './execute.ts';

export interface SliceSpec {
  id: number;
  max: number;
  field?: string;
}

function utf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function isUrlBase64NoPadding(id: string): boolean {
  const r = id.length & 3;
  if (r === 1) return false;
  if (r === 2 && !'AQgw'.includes(id[id.length - 1])) return false;
  if (r === 3 && !'AEIMQUYcgkosw048'.includes(id[id.length - 1])) return false;
  for (let i = 0; i < id.length; i++) if (B64URL.indexOf(id[i]) < 0) return false;
  return true;
}

/** Whether an id is all decimal digits (ES packs those two to a byte). */
function isDigits(id: string): boolean {
  if (id.length === 0) return false;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The length of a digit id's packed term. */
const packedLength = (id: string): number => 1 + ((id.length + 1) >> 1);

/** Writes a digit id's term into `out` (`Uid.encodeNumericId`: 0xfe, then two digits a byte, 0xf pads an odd one). */
function packDigits(id: string, out: Uint8Array): void {
  out[0] = 0xfe;
  for (let i = 0; i < id.length; i += 2) {
    const hi = id.charCodeAt(i) - 48;
    const lo = i + 1 === id.length ? 0x0f : id.charCodeAt(i + 1) - 48;
    out[1 + (i >> 1)] = (hi << 4) | lo;
  }
}

/** The bytes of an `_id` term as ES ≥ 6 indexes it (`Uid.encodeId`): packed digits, raw base64, or 0xff + UTF-8. */
export function encodeId(id: string): Uint8Array {
  if (isDigits(id)) {
    const b = new Uint8Array(packedLength(id));
    packDigits(id, b);
    return b;
  }
  if (id.length > 0 && isUrlBase64NoPadding(id)) {
    const bytes: number[] = [];
    let acc = 0;
    let bits = 0;
    for (const ch of id) {
      acc = (acc << 6) | B64URL.indexOf(ch);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        bytes.push((acc >> bits) & 0xff);
      }
    }
    if (bytes[0] >= 0xfd) bytes.unshift(0xfd);
    return Uint8Array.from(bytes);
  }
  const u = utf8(id);
  const b = new Uint8Array(u.length + 1);
  b[0] = 0xff;
  b.set(u, 1);
  return b;
}

/** HPPC `BitMixer.mix(long)`: mix64 truncated to an int. */
function bitMix(value: bigint): number {
  const M = (1n << 64n) - 1n;
  let z = BigInt.asUintN(64, value);
  z = ((z ^ (z >> 32n)) * 0x4cd6944c5cc20b6dn) & M;
  z = ((z ^ (z >> 29n)) * 0xfc12c5b19d3259e9n) & M;
  z = z ^ (z >> 32n);
  return Number(BigInt.asIntN(32, z));
}

/** A document's slice hash: one number (its `_id`), or one per value of a numeric or date field. */
type Hash = (doc: Doc) => number | number[];

/**
 * The slice hash of a document's encoded `_id` (ES ≥ 6). It depends on the id alone, so a stored document
 * keeps it: a reindex opens sliced scrolls over the same million documents several times (the job's slices,
 * the per-slice counts, the verification's workers), and hashing every id again each time was most of the
 * cost of opening one.
 */
function idHash(d: Doc): number {
  if (d instanceof StoredDoc) return (d.idHash ??= idTermHash(d.id));
  return idTermHash(d.id);
}

/** Bytes of one id term, reused: hashing a million ids made a million short-lived arrays. */
let scratch = new Uint8Array(64);

/**
 * `murmur3(encodeId(id), 7919)` without making the term: numeric ids (the common case, and what ES
 * packs) are packed into a reused buffer; other ids go through encodeId.
 */
export function idTermHash(id: string): number {
  if (!isDigits(id)) return murmur3(encodeId(id), 7919);
  const len = packedLength(id);
  if (scratch.length < len) scratch = new Uint8Array(len * 2);
  packDigits(id, scratch);
  return murmur3(scratch, 7919, len);
}

function hashFor(spec: SliceSpec, index: IndexState, profile: Profile): Hash | EsError {
  if (spec.field === undefined || spec.field === '_id' || spec.field === '_uid') {
    // ES 5 slices on `_uid` (`type#id`); ES ≥ 6 on the encoded `_id` term.
    if (profile.sliceIdField === '_uid') {
      return (d) => murmur3(utf8(`${d.type}#${d.id}`), 7919);
    }
    return idHash;
  }
  const ref = resolveField(index, spec.field);
  if (ref.kind !== 'number' && ref.kind !== 'date') return sliceFieldNotNumeric(spec.field);
  const name = index.name;
  return (d) => {
    const out: number[] = [];
    someValue(d, ref, name, (v) => {
      const n = ref.kind === 'date' ? toMillis(v, ref.format) : toNumber(v);
      if (Number.isFinite(n)) out.push(bitMix(BigInt(Math.trunc(n))));
      return false;
    });
    return out;
  };
}

function parseError(profile: Profile, rawBody: string | undefined, key: string, message: string | undefined, cause?: EsCause): EsError {
  const loc = rawBody ? locate(rawBody, ['slice', key]) : undefined;
  const at = { line: loc?.line ?? 1, col: loc?.col ?? 1 };
  if (cause) return fieldParseFailed(profile, 'slice', key, at, cause);
  if (message === undefined) return unknownField(profile, 'slice', key, at);
  return fieldParseFailed(profile, 'slice', key, at, sliceProblem(message));
}

/** Parses `slice: {id, max, field}` with SliceBuilder's checks, in the order the fields appear. */
export function parseSlice(body: Json, profile: Profile, rawBody?: string): SliceSpec | EsError {
  if (!isObject(body)) return sliceNotAnObject();
  let id = -1;
  let max = -1;
  let field: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'id' || k === 'max') {
      let n = v;
      if (typeof v === 'string') {
        // ObjectParser's declareInt reads a string as XContentParser.intValue does: Double.parseDouble, truncated.
        const d = parseJavaDouble(v);
        if (!Number.isFinite(d)) return parseError(profile, rawBody, k, undefined, numberFormatCause(v));
        n = Math.trunc(d);
      }
      if (typeof n !== 'number' || !Number.isInteger(n)) return parseError(profile, rawBody, k, SLICE_PROBLEMS.notAnInteger(k));
      const num = n;
      if (k === 'id') {
        if (num < 0) return parseError(profile, rawBody, k, SLICE_PROBLEMS.idNegative);
        if (max !== -1 && num >= max) return parseError(profile, rawBody, k, SLICE_PROBLEMS.maxNotAboveId);
        id = num;
      } else {
        if (num <= 1) return parseError(profile, rawBody, k, SLICE_PROBLEMS.maxTooSmall);
        if (id !== -1 && id >= num) return parseError(profile, rawBody, k, SLICE_PROBLEMS.maxNotAboveId);
        max = num;
      }
    } else if (k === 'field') {
      if (typeof v !== 'string') return parseError(profile, rawBody, k, SLICE_PROBLEMS.fieldNotAString);
      field = v;
    } else return parseError(profile, rawBody, k, undefined);
  }
  if (id === -1 || max === -1) return sliceIncomplete(id === -1);
  return field === undefined ? { id, max } : { id, max, field };
}

/**
 * One index's share of a slice: the test of one document, and, where a document belongs to one slice
 * only (slicing on `_id` or `_uid`), the slice's documents in `_doc` order with their positions.
 */
export interface SliceFilter {
  (doc: Doc): boolean;
  /** The slice's documents of `index` and their `_doc` positions; absent when a document may be in several slices (a multi-valued field). */
  members?: (index: IndexState) => SliceMembers;
}

/**
 * A per-index test selecting the slice's documents. `indices` are all the indices the request searches:
 * shards are numbered across the whole request (shards ordered by index name, then shard id) or per index,
 * as the profile's `sliceShardNumbering` says.
 */
export function sliceFilters(spec: SliceSpec, indices: IndexState[], profile: Profile): Map<string, SliceFilter> | EsError {
  const global = profile.sliceShardNumbering === 'per-request';
  const ordered = [...indices].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const total = ordered.reduce((s, i) => s + shardCount(i), 0);
  const out = new Map<string, SliceFilter>();
  let base = 0;
  for (const index of ordered) {
    const limit = Number(index.settings['index.max_slices_per_scroll'] ?? 1024);
    if (spec.max > limit) {
      return tooManySlices(profile, spec.max, limit, index.name);
    }
    const hash = hashFor(spec, index, profile);
    if ('kind' in hash) return hash;
    const n = global ? total : shardCount(index);
    const offset = global ? base : 0;
    const own = shardCount(index);
    const { id, max } = spec;
    const shard = (d: Doc) => offset + (own === 1 ? 0 : shardOf(index, profile, d.id, d.routing));
    // The slice (or slices) of document `d` on shard `s`; its slice hash is asked only when the shard has
    // several slices. Fewer slices than shards take whole shards; otherwise a shard's slices are s, s+n, s+2n…
    const sliceIn = (s: number, d: Doc): number | number[] => {
      if (max < n) return s % max;
      const inShard = Math.floor(max / n) + (max % n > s ? 1 : 0);
      if (inShard === 1) return s;
      const v = hash(d);
      return typeof v === 'number' ? s + n * floorMod(v, inShard) : v.map((x) => s + n * floorMod(x, inShard));
    };
    if (spec.field === undefined || spec.field === '_id' || spec.field === '_uid') {
      // One hash per document: each document is in exactly one slice, so a pass over the index can sort
      // every document into its slice at once (slicePartition), for every slice of the same split.
      const sliceOf = (d: Doc): number => sliceIn(shard(d), d) as number;
      const f: SliceFilter = (d) => sliceOf(d) === id;
      f.members = (idx) => slicePartition(idx, profile, `${max}|${n}|${offset}|${spec.field ?? ''}`, max, sliceOf)[id]!;
      out.set(index.name, f);
    } else {
      // A multi-valued field puts a document in the slice of each of its values.
      out.set(index.name, (d) => {
        const at = sliceIn(shard(d), d);
        return typeof at === 'number' ? at === id : at.includes(id);
      });
    }
    base += own;
  }
  return out;
}

/** The last split of an index's documents into slices, valid while the index holds the same documents. */
interface Partition {
  seqNo: number;
  size: number;
  profile: Profile;
  key: string;
  /** Held weakly: while a view reads one of its slices (which holds the whole split), or until collected. */
  parts: WeakRef<SliceMembers[]>;
}

/** A slice's documents of one index in `_doc` order, and the `_doc` position of each. */
export interface SliceMembers {
  docs: readonly Doc[];
  pos: ArrayLike<number>;
  /** Every slice of the same split: a view holding one slice keeps the others for the next opening. */
  split: readonly SliceMembers[];
}

/**
 * Kept per index (by its document map, outside the state: a cache, not cluster state). A reindex opens the
 * slices of one split side by side (the snapshot's, the comparisons' on the old and the new index): each
 * opening passed over every document of the index to keep its own, one request holding the server for
 * about 90 ms per million documents; now the first opening sorts every document into its slice in one
 * pass, and the others of the same split, until the index changes, take their share as it is. Every write
 * and delete raises the index's `seqNo`, so an unchanged `seqNo` (and size) means unchanged documents.
 * The split is held weakly: views reading it keep it, and once none does it is the collector's (a split
 * kept after its index changed would keep every document since replaced alive with it).
 */
const PARTITIONS = new WeakMap<Map<string, Doc>, Partition>();

function slicePartition(index: IndexState, profile: Profile, key: string, max: number, sliceOf: (d: Doc) => number): SliceMembers[] {
  const all = visibleDocs(index);
  const known = PARTITIONS.get(all);
  const kept = known && known.seqNo === index.seqNo && known.size === all.size && known.profile === profile && known.key === key ? known.parts.deref() : undefined;
  if (kept) return kept;
  // Two passes (each document's slice, then each slice's documents in arrays of their final size): arrays
  // grown one push at a time over a million documents cost twice as long, most of it in the copying. The
  // first pass also checks that the map is in `_doc` order, as docsInOrder (execute.ts) does in a pass of its
  // own (the map is in order unless restored out of order).
  const n = all.size;
  const which = new Uint32Array(n);
  let counts = new Array<number>(max).fill(0);
  let i = 0;
  let prev = -Infinity;
  let sorted: Doc[] | undefined;
  for (const d of all.values()) {
    if (d.order < prev) {
      sorted = [...all.values()].sort((a, b) => a.order - b.order);
      break;
    }
    prev = d.order;
    const w = sliceOf(d);
    which[i++] = w;
    counts[w]!++;
  }
  if (sorted) {
    counts = new Array<number>(max).fill(0);
    for (i = 0; i < n; i++) counts[(which[i] = sliceOf(sorted[i]!))]!++;
  }
  const parts: SliceMembers[] = [];
  for (const c of counts) parts.push({ docs: new Array<Doc>(c), pos: new Int32Array(c), split: parts });
  const filled = new Array<number>(max).fill(0);
  i = 0;
  for (const d of sorted ?? all.values()) {
    const w = which[i]!;
    const part = parts[w]!;
    const k = filled[w]!++;
    (part.docs as Doc[])[k] = d;
    (part.pos as Int32Array)[k] = i++;
  }
  PARTITIONS.set(all, { seqNo: index.seqNo, size: n, profile, key, parts: new WeakRef(parts) });
  return parts;
}
