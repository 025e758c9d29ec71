/** fingerprint (FingerprintProcessor): a salted hash over the named fields' values, walked in a fixed order. */
import { processorIllegalArgument } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import { base64, md5, murmur3x64128, sha1, sha256, sha512 } from '../hashes.ts';
import { isIntegral, isMap, javaClassName, type Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';

const METHODS: Record<string, (b: Uint8Array) => Uint8Array> = { MD5: md5, 'SHA-1': sha1, 'SHA-256': sha256, 'SHA-512': sha512, MurmurHash3: murmur3x64128 };
const enc = new TextEncoder();

/** FingerprintProcessor.toBytes: strings as UTF-8, numbers little-endian (ints 4 bytes, longs and doubles 8), booleans 1/2. */
function toBytes(v: Value): Uint8Array {
  if (typeof v === 'string') return enc.encode(v);
  if (typeof v === 'boolean') return Uint8Array.of(v ? 1 : 2);
  if (typeof v === 'number') {
    const dv = new DataView(new ArrayBuffer(8));
    if (isIntegral(v) && v >= -2147483648 && v <= 2147483647) {
      dv.setInt32(0, v, true);
      return new Uint8Array(dv.buffer, 0, 4);
    }
    if (isIntegral(v)) dv.setBigInt64(0, BigInt(v), true);
    else dv.setFloat64(0, v, true);
    return new Uint8Array(dv.buffer);
  }
  if (v === null || v === undefined) return new Uint8Array(0);
  return fail(processorIllegalArgument(`cannot convert object of type [${javaClassName(v)}] to bytes`));
}

/** A map entry on the walk's stack (Map.Entry): its key is hashed, then its value is walked. */
class Entry {
  constructor(
    readonly key: string,
    readonly value: Value,
  ) {}
}

/** fingerprint: `fields` sorted, their values walked depth first, each leaf hashed after a zero byte. */
export const fingerprint: Factory = (c) => {
  const fields = c.list('fields') as string[];
  if (fields.length < 1) c.error('fields', 'must specify at least one field');
  const target = c.str('target_field', 'fingerprint');
  const salt = c.str('salt', '');
  const method = c.str('method', 'SHA-1');
  const hash = METHODS[method];
  if (!hash) c.error('method', `[${method}] must be one of the supported hash methods [${Object.keys(METHODS).join(',')}]`);
  const ignoreMissing = c.bool('ignore_missing', false);
  const sorted = [...fields].sort();
  return (doc) => {
    const parts: Uint8Array[] = [salt.trim() ? enc.encode(salt) : new Uint8Array(0)];
    const stack: Value[] = [];
    for (let k = sorted.length - 1; k >= 0; k--) {
      const v = doc.get(sorted[k]!, true);
      if (v === null || v === undefined) {
        if (ignoreMissing) continue;
        fail(processorIllegalArgument(`missing field [${sorted[k]}] when calculating fingerprint`));
      }
      stack.push(v);
    }
    if (stack.length === 0) return true;
    while (stack.length > 0) {
      const v = stack.pop();
      if (v instanceof Entry) {
        parts.push(Uint8Array.of(0), toBytes(v.key));
        stack.push(v.value);
      } else if (Array.isArray(v)) for (let k = v.length - 1; k >= 0; k--) stack.push(v[k]);
      else if (isMap(v)) {
        const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        for (let k = entries.length - 1; k >= 0; k--) stack.push(new Entry(entries[k]![0], entries[k]![1]));
      } else parts.push(Uint8Array.of(0), toBytes(v));
    }
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      all.set(p, at);
      at += p.length;
    }
    doc.set(target, base64(hash!(all)));
    return true;
  };
};
