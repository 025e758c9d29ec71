/**
 * OpenSearch's bitmap terms filter (2.17+, opensearch-project/OpenSearch#14774): `{"terms": {"f": ["<base64>"],
 * "value_type": "bitmap"}}`, or a lookup whose field holds the bitmap, matches the documents whose `integer`
 * field `f` has a value in the RoaringBitmap. TermsQueryBuilder.fromXContent reads `value_type` (DEFAULT or
 * BITMAP, case-insensitive) and decodes the one base64 string with java.util.Base64; doToQuery hands the bytes
 * to NumberFieldType.bitmapQuery, which only INTEGER implements (IndexOrDocValuesQuery of BitmapIndexQuery and
 * BitmapDocValuesQuery); the other number types refuse.
 */
import type { Json, JsonObject } from '../../json.ts';
import { base64Invalid, bitmapQueryUnsupported, bitmapUnreadable, bitmapValueNotSingle, notSupportedBySimulator, termsValueTypeInvalid, type EsError } from '../../errors/index.ts';
import { MATCH_NONE, onField, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import type { FieldRef } from '../fields.ts';
import { decodeRoaring } from './roaring.ts';

export type TermsValueType = 'default' | 'bitmap';

/** The query's `value_type` (ValueType.fromString: equalsIgnoreCase of `default` or `bitmap`). */
export function termsValueType(body: JsonObject): TermsValueType | EsError {
  const v = body.value_type;
  if (v === undefined) return 'default';
  const text = String(v);
  const t = text.toLowerCase();
  return t === 'default' || t === 'bitmap' ? t : termsValueTypeInvalid(text);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * java.util.Base64.getDecoder().decode(String): the RFC 4648 alphabet, padding optional but, when present,
 * only at the end of a unit of 2 or 3 characters; the text is read as ISO-8859-1 (other characters become '?').
 */
export function javaBase64(text: string): Uint8Array | EsError {
  const out: number[] = [];
  let bits = 0;
  let n = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i) > 255 ? 0x3f : text.charCodeAt(i);
    if (code === 0x3d) break;
    const d = ALPHABET.indexOf(String.fromCharCode(code));
    if (d < 0) return base64Invalid(`Illegal base64 character ${code.toString(16)}`);
    bits = (bits << 6) | d;
    n++;
    if (n === 4) {
      out.push((bits >> 16) & 0xff, (bits >> 8) & 0xff, bits & 0xff);
      bits = 0;
      n = 0;
    }
  }
  if (i < text.length) {
    // '=' ends the data (Base64.Decoder.decode0): it completes a unit of 2 ("==") or 3 ("=") characters, a
    // unit of 1 lacks bits, a padding with no unit is wrong, and nothing may follow.
    if (n === 0 || (n === 2 && text[i + 1] !== '=')) return base64Invalid('Input byte array has wrong 4-byte ending unit');
    if (n === 1) return base64Invalid('Last unit does not have enough valid bits');
    const end = i + (n === 2 ? 2 : 1);
    if (end < text.length) return base64Invalid(`Input byte array has incorrect ending byte at ${end}`);
  } else if (n === 1) return base64Invalid('Last unit does not have enough valid bits');
  if (n === 2) out.push((bits >> 4) & 0xff);
  if (n === 3) out.push((bits >> 10) & 0xff, (bits >> 2) & 0xff);
  return Uint8Array.from(out);
}

/** The bitmap's bytes from the query's values: one string, base64-decoded (fromXContent), or its refusal. */
export function bitmapBytes(values: Json[]): Uint8Array | EsError {
  if (values.length !== 1 || typeof values[0] !== 'string') return bitmapValueNotSingle();
  return javaBase64(values[0]);
}

const NUMBER_TYPES = new Set(['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long']);

/** The shard's query for a decoded bitmap on `ref` (TermsQueryBuilder.doToQuery's BITMAP branch). */
export function bitmapTermsQuery(ctx: QueryContext, ref: FieldRef, bytes: Uint8Array): CompiledQuery | EsError {
  if (ref.kind === 'unmapped') return MATCH_NONE;
  const type = ref.def?.type ?? '';
  // Any other field type gets the bytes as one ordinary term (fieldType.termsQuery), which is not modelled.
  if (!NUMBER_TYPES.has(type)) return notSupportedBySimulator(`A bitmap terms query on a field of type [${type || ref.kind}]`);
  if (type !== 'integer') return bitmapQueryUnsupported(type, ctx.index);
  const set = decodeRoaring(bytes);
  if (!set) return bitmapUnreadable(ctx.index);
  // An integer field indexes each value as a Java int (a coerced fraction truncated, IntPoint).
  return onField(ctx, ref, (v) => {
    const x = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(x) && set.has(Math.trunc(x) | 0);
  });
}
