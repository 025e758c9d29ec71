/**
 * OpenSearch's own fingerprint processor (2.16, FingerprintProcessor; Elasticsearch's is another processor of the
 * same name, fingerprint.ts): the chosen top-level fields (`fields`, all but `exclude_fields`, or all), metadata
 * left out, sorted, each written `|name|length:value` (a map flattened to `name.key` entries, sorted), then `|`,
 * hashed and stored as `<hash_method>:<base64>`.
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import { METADATA_KEYS } from '../document.ts';
import { fail } from '../failure.ts';
import { base64, md5, sha1, sha256 } from '../hashes.ts';
import { isMap, javaString, type Value, type VMap } from '../javaValues.ts';
import { sha3_256 } from '../sha3.ts';
import type { Factory } from '../types.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));
const METADATA = new Set<string>(METADATA_KEYS);

const HASHES: Record<string, (b: Uint8Array) => Uint8Array> = { 'MD5@2.16.0': md5, 'SHA-1@2.16.0': sha1, 'SHA-256@2.16.0': sha256, 'SHA3-256@2.16.0': sha3_256 };

function flatten(map: VMap, out: [string, Value][] = [], prefix = ''): [string, Value][] {
  for (const [k, v] of Object.entries(map)) {
    if (isMap(v)) flatten(v as VMap, out, `${prefix}${k}.`);
    else out.push([prefix + k, v]);
  }
  return out;
}

const javaOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** fingerprint (OpenSearch): the Factory's checks in its order, then FingerprintProcessor.execute. */
export const fingerprintOpenSearch: Factory = (c) => {
  const fields = c.optList('fields') as (string | null)[] | undefined;
  const excludes = c.optList('exclude_fields') as (string | null)[] | undefined;
  const empty = (f: string | null) => f === null || f === '';
  if (fields && fields.length > 0) {
    if (fields.some(empty)) c.error('fields', 'field name cannot be null nor empty');
    if (excludes && excludes.length > 0) c.error('fields', 'either fields or exclude_fields can be set');
  }
  if (excludes && excludes.length > 0 && excludes.some(empty)) c.error('exclude_fields', 'field name cannot be null nor empty');
  const target = c.str('target_field', 'fingerprint');
  const method = c.str('hash_method', 'SHA-1@2.16.0');
  const hash = HASHES[method.toUpperCase()];
  if (!hash) c.error('hash_method', 'hash method must be MD5@2.16.0, SHA-1@2.16.0, SHA-256@2.16.0 or SHA3-256@2.16.0');
  const ignoreMissing = c.bool('ignore_missing', false);
  return (doc) => {
    const chosen =
      fields && fields.length > 0
        ? [...new Set(fields as string[])].filter((f) => !METADATA.has(f))
        : Object.keys(doc.ctx).filter((f) => !METADATA.has(f) && !(excludes ?? []).includes(f));
    let text = '';
    for (const field of chosen.sort(javaOrder)) {
      if (!doc.has(field)) {
        if (ignoreMissing) continue;
        bad(`field [${field}] doesn't exist`);
      }
      const value = doc.get(field);
      const entries: [string, Value][] = isMap(value) ? flatten(value as VMap).map(([k, v]) => [`${field}.${k}`, v]) : [[field, value]];
      if (isMap(value)) entries.sort((a, b) => javaOrder(a[0], b[0]));
      for (const [name, v] of entries) {
        const s = javaString(v);
        text += `|${name}|${s.length}:${s}`;
      }
    }
    if (text === '') return true;
    text += '|';
    doc.set(target, `${method}:${base64(hash!(new TextEncoder().encode(text)))}`);
    return true;
  };
};
