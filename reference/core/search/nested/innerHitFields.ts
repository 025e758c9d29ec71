/**
 * `docvalue_fields` inside a nested query's `inner_hits` (InnerHitBuilder's docValueFields, run by the fetch
 * phase on each inner hit): the nested object's own doc values, and the metadata fields a nested Lucene
 * document shares with its root (`_seq_no`, indexed on every document of the block).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { resolveField } from '../fields.ts';
import { docValues } from '../fetchFields.ts';

/** The `fields` of one inner hit from its definition's `docvalue_fields`, or undefined when there are none. */
export function innerHitDocValues(opts: JsonObject, child: Doc, root: Doc, index: IndexState, profile: Profile): JsonObject | undefined {
  const list = opts.docvalue_fields as Json | undefined;
  if (!Array.isArray(list)) return undefined;
  const out: JsonObject = {};
  for (const el of list) {
    const field = typeof el === 'string' ? el : isObject(el) && typeof el.field === 'string' ? el.field : undefined;
    if (field === undefined || field.includes('*')) continue;
    const format = isObject(el) && typeof el.format === 'string' ? el.format : undefined;
    const ref = resolveField(index, field);
    if (ref.kind === 'unmapped' || ref.kind === 'object' || ref.kind === 'meta' || ref.kind === 'text') continue;
    const vals = docValues(ref.metaValue ? root : child, ref, format, profile);
    if (vals.length > 0) out[field] = vals;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
