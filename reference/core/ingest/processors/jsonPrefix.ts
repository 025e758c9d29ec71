/**
 * Where the first JSON value of a text ends: JsonProcessor reads one value with `parser.nextToken()` and
 * only then (strict_json_parsing) asks for another, so `123 foo` is the number 123 followed by a rest.
 */

const SCALAR = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/;

/** The index just past the first JSON value of `text`, or undefined when the text does not begin with one. */
export function firstJsonValueEnd(text: string): number | undefined {
  const start = text.length - text.trimStart().length;
  const c = text[start];
  if (c === '{' || c === '[') return containerEnd(text, start);
  if (c === '"') return stringEnd(text, start);
  const m = SCALAR.exec(text.slice(start));
  return m ? start + m[0].length : undefined;
}

function stringEnd(text: string, start: number): number | undefined {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return undefined;
}

function containerEnd(text: string, start: number): number | undefined {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = stringEnd(text, i);
      if (end === undefined) return undefined;
      i = end - 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}
