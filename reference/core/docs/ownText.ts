/**
 * A string's characters in a string of their own, not a view of a larger one. `split` and `slice` give a
 * line of 13 characters or more as a V8 SlicedString: a 32-byte view that keeps the whole string it was cut
 * from alive. A bulk item's source line is stored as the document's source (doc.ts), so every stored
 * document of a bulk load kept its request's whole body (action lines included): a heap snapshot after
 * 200,000 bench documents held 25 MB of bodies behind 6 MB of views, 159 bytes per document where a flat
 * copy of the source takes about 104.
 *
 * The copy is a concatenation (a ConsString of two views) read once: reading it flattens it into one new
 * string, and the next scavenge replaces the ConsString by that string wherever it is referenced. About
 * 0.1 µs for a bench document, a tenth of an encode/decode round trip; shorter strings are copied by the
 * slices themselves. The characters, and so every answer, are unchanged (ownText.test.ts).
 */
export function ownText(s: string): string {
  if (s.length < 2) return s;
  const copy = s.slice(0, -1) + s.slice(-1);
  copy.charCodeAt(0);
  return copy;
}

/**
 * `ownText(text.slice(start, end))` without the view in between: the characters of `text` from `start` to
 * `end` in a string of their own (a bulk item's source line, read in place in the request body).
 */
export function ownSlice(text: string, start: number, end: number): string {
  if (end - start < 2) return text.slice(start, end);
  const copy = text.slice(start, end - 1) + text.slice(end - 1, end);
  copy.charCodeAt(0);
  return copy;
}
