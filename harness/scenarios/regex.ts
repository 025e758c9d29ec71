/**
 * Java regexes as the YAML runner uses them, compiled to JavaScript. The runner applies
 * `match` regexes with Pattern.COMMENTS (whitespace ignored, `#` comments), which JS lacks,
 * so we strip those outside character classes before compiling.
 */

/** Whether an expected value is written in the `/.../` regex form (after trimming). */
export function isRegexLiteral(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const t = v.trim();
  return t.length >= 2 && t.startsWith('/') && t.endsWith('/');
}

/** Remove COMMENTS-mode whitespace and comments, leaving character classes and escapes intact. */
export function stripComments(src: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      out += c + (src[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (!/\s/.test(c)) {
      out += c;
    }
  }
  return out;
}

/** Translate Java-only syntax: leading inline flags and \A \Z \z anchors. */
function javaToJs(src: string): { source: string; flags: string } {
  let flags = '';
  let source = src;
  const inline = /^\(\?([imsx]+)\)/.exec(source);
  if (inline) {
    if (inline[1]!.includes('i')) flags += 'i';
    if (inline[1]!.includes('s')) flags += 's';
    if (inline[1]!.includes('m')) flags += 'm';
    source = source.slice(inline[0].length);
  }
  source = source.replace(/\\A/g, '^').replace(/\\[Zz]/g, '$');
  return { source, flags };
}

/** Compile a `/.../` literal. `comments` selects COMMENTS mode (match) or plain (catch). */
export function compileJavaRegex(literal: string, comments: boolean): RegExp {
  const body = literal.trim().slice(1, -1);
  const { source, flags } = javaToJs(comments ? stripComments(body) : body);
  return new RegExp(source, flags);
}
