/**
 * The `key` of a `multi_terms` bucket as OpenSearch prints it: InternalMultiTerms.Bucket.getKey passes each
 * term through formatObject (copied from InternalComposite), so a term with a non-raw format prints formatted
 * (a date as its string, a boolean as true/false) and a raw one as is.
 */
import type { Json } from '../../json.ts';
import type { ValueFormat } from './format.ts';
import { longJson } from '../longValues.ts';

/** Each term of a key formatted as OpenSearch's formatObject does (DocValueFormat.BOOLEAN formats to a Boolean). */
export function formattedMultiKey(key: (string | number | bigint)[], formats: ValueFormat[]): Json[] {
  return key.map((k, i) => {
    const f = formats[i]!;
    if (typeof k === 'bigint') return longJson(k);
    if (f.kind === 'raw' || typeof k === 'string') return k;
    return f.kind === 'boolean' ? Number(k) !== 0 : f.format(k);
  });
}
