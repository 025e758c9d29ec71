/**
 * A long field's doc values as Lucene keeps them: 64-bit exact. The shared doc values hold JS doubles,
 * which round past 2^53; when one does, the script's `doc['f']` reads the field's integers again from the
 * source text, exactly (SortedNumericDocValues: sorted ascending, duplicates kept).
 */
import type { Doc } from '../../doc.ts';
import { parseJavaJson } from '../../script/painless/convert.ts';
import { JDouble, JList, JLong, JMap, type JValue } from '../../script/painless/values.ts';

/** The doc values of a long field as JLongs, exact even past 2^53 where the source spells the digits. */
export function exactLongValues(doc: Doc, field: string, numbers: number[]): JLong[] {
  const lossy = (): JLong[] => numbers.map((n) => new JLong(BigInt(Math.trunc(n))));
  if (numbers.every((n) => Number.isSafeInteger(n))) return lossy();
  const found: JValue[] = [];
  collect(parseJavaJson(doc.source.text), field.split('.'), 0, found);
  const out: bigint[] = [];
  for (const v of found) {
    if (v instanceof JLong) out.push(v.v);
    else if (typeof v === 'number') out.push(BigInt(v));
    else if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) out.push(BigInt.asIntN(64, BigInt(v.trim())));
    else if (v instanceof JDouble) out.push(BigInt(Math.trunc(v.v)));
    else return lossy(); // a spelling the mapper coerces otherwise: keep the shared values
  }
  if (out.length !== numbers.length) return lossy();
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((b) => new JLong(b));
}

/** Values at a dotted path, through objects, dotted keys and arrays (as the document parser flattens them). */
function collect(v: JValue, parts: string[], at: number, out: JValue[]): void {
  if (v instanceof JList) {
    for (const x of v.items) collect(x, parts, at, out);
    return;
  }
  if (at === parts.length) {
    if (v !== null) out.push(v);
    return;
  }
  if (!(v instanceof JMap)) return;
  for (let end = at + 1; end <= parts.length; end++) {
    const key = parts.slice(at, end).join('.');
    if (v.has(key)) collect(v.get(key) ?? null, parts, end, out);
  }
}
