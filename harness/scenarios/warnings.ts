/** Deprecation warnings from `Warning` response headers (FORMAT.md §2). */

const WARNING = /\d{3} \S+ "((?:[^"\\]|\\.)*)"(?: "[^"]*")?/g;

/** Extract the quoted texts from a (possibly combined) Warning header value, unescaping `\"` and `\\`. */
export function warningTexts(header: string | undefined): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const m of header.matchAll(WARNING)) out.push(m[1]!.replace(/\\(.)/g, '$1'));
  return out;
}
