/**
 * A document's source read with its long integer tokens exact (a bigint past 2^53, a number otherwise),
 * for the long fields whose doubles lost digits (longValues.ts). Apart from the field readers (fields.ts
 * reads it too), so it imports none of them.
 */
import type { JsonObject } from '../json.ts';
import type { Doc } from '../doc.ts';

/** A long's exact value: a number when it is a safe integer, else a bigint. */
export type LongKey = number | bigint;

const SAFE = Number.MAX_SAFE_INTEGER;

/** Whether a double stands for a value whose exact digits it may have lost (beyond ±(2^53 - 1)). */
export function beyondSafe(n: number): boolean {
  return n > SAFE || n < -SAFE;
}

/** The one spelling of an exact integer: a number when safe, else a bigint. */
export function canonical(b: bigint): LongKey {
  return b <= 9007199254740991n && b >= -9007199254740991n ? Number(b) : b;
}

/** A digit run long enough to be an integer past 2^53 - 1 (16 digits or more): a text without one reads exactly as JSON.parse reads it. */
const LONG_DIGITS = /\d{16}/;

/** Whether a JSON text may hold an integer a double cannot keep (cheap; most texts have none). */
export function mayHoldLongInteger(text: string): boolean {
  return LONG_DIGITS.test(text);
}

/** Sources parsed with exact integers, by document (a document is replaced, never mutated). */
const EXACT = new WeakMap<Doc, JsonObject>();

/** Integer tokens of 16 digits or more outside strings (strings are matched first, to be skipped). */
const BIG_TOKEN = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![\d.eE])/g;

/**
 * A source parsed with its long integer tokens kept exact: each becomes a bigint (a number when safe).
 * Each such token is swapped for a placeholder string before JSON.parse and swapped back by the reviver;
 * the placeholder starts with U+0000, which a client's text can only hold escaped, and is checked again.
 */
export function exactSource(text: string): JsonObject {
  const big: bigint[] = [];
  const swapped = text.replace(BIG_TOKEN, (tok) => {
    if (tok.charCodeAt(0) === 34) return tok;
    big.push(BigInt(tok));
    return `"\\u0000exact${big.length - 1}"`;
  });
  if (big.length === 0) return JSON.parse(text) as JsonObject;
  return JSON.parse(swapped, (_k, v: unknown) => {
    if (typeof v === 'string' && v.charCodeAt(0) === 0 && v.startsWith('\u0000exact')) {
      const i = Number(v.slice(6));
      if (Number.isInteger(i) && i < big.length) return canonical(big[i]!);
    }
    return v;
  }) as JsonObject;
}

/** A document's source with exact integers, made once per document. */
export function exactSourceOf(doc: Doc): JsonObject {
  let s = EXACT.get(doc);
  if (!s) EXACT.set(doc, (s = exactSource(doc.source.text)));
  return s;
}

