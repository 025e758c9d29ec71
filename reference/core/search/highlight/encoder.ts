/** The `encoder` option: Lucene's DefaultEncoder (text as is) or SimpleHTMLEncoder (`html`). */

const HTML: Record<string, string> = { '"': '&quot;', '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#x27;', '/': '&#x2F;' };

/** SimpleHTMLEncoder.htmlEncode. */
export function htmlEncode(s: string): string {
  return s.replace(/["&<>'/]/g, (c) => HTML[c]!);
}

/** The encoder an `encoder` option names (`html`, else the identity). */
export function encoderOf(name: string): (s: string) => string {
  return name === 'html' ? htmlEncode : (s) => s;
}

/** Java's String.trim: drops characters up to U+0020 at both ends. */
export function javaTrim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 32) a++;
  while (b > a && s.charCodeAt(b - 1) <= 32) b--;
  return s.slice(a, b);
}

/** Strings.hasText: some character that is not Java white space. */
export function hasText(s: string): boolean {
  return /[^\s\u001c-\u001f]/u.test(s.replace(/[\u00a0\u2007\u202f]/g, 'x'));
}
