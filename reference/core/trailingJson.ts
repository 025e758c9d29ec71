/**
 * Whether a body that JSON.parse refused is one complete JSON value followed by another (`{"a":1}{"b":2}`, an ndjson
 * body sent where one document is expected). Jackson reads the first value and hands the next token to the caller,
 * which DocumentParser.validateEnd refuses by name; anything else after the value is a Jackson syntax error.
 */

/** Jackson's name of the token a value starting with `c` opens, or undefined when no value starts so. */
function tokenAt(c: string): string | undefined {
  if (c === '{') return 'START_OBJECT';
  if (c === '[') return 'START_ARRAY';
  if (c === '"') return 'VALUE_STRING';
  if (c === 't' || c === 'f') return 'VALUE_BOOLEAN';
  if (c === 'n') return 'VALUE_NULL';
  return /[-0-9]/.test(c) ? 'VALUE_NUMBER' : undefined;
}

/** The end of the object or array starting at `from` (brackets counted outside strings), or -1 when it does not close. */
function containerEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * The token after the body's first value when that value is a complete JSON object, else undefined (a document that
 * does not start with an object fails validateStart first).
 */
export function trailingToken(text: string): string | undefined {
  const start = text.search(/\S/);
  if (start < 0 || text[start] !== '{') return undefined;
  const end = containerEnd(text, start);
  if (end < 0) return undefined;
  try {
    JSON.parse(text.slice(start, end));
  } catch {
    return undefined;
  }
  const next = text.slice(end).search(/\S/);
  return next < 0 ? undefined : tokenAt(text[end + next]!);
}
