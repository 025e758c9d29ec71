/** Where a field of a request body sits, for parse errors' `[line:col]` (Jackson's token locations). */
import type { TextPosition } from '../errors/index.ts';
import { lineCol, locate, type PathStep } from '../mapping/locate.ts';

const START: TextPosition = { line: 1, col: 1 };

/** The position of the key that names the value at `path` (where ObjectParser reports an unknown field). */
export function keyAt(raw: string | undefined, path: PathStep[]): TextPosition {
  const loc = raw === undefined ? undefined : locate(raw, path);
  return loc ? lineCol(raw!, loc.keyOffset) : START;
}

/** The position of the value at `path` (where ObjectParser reports a value that failed). */
export function valueAt(raw: string | undefined, path: PathStep[]): TextPosition {
  const loc = raw === undefined ? undefined : locate(raw, path);
  return loc ? { line: loc.line, col: loc.col } : START;
}

/**
 * The position of the last character of the value at `path` (an object's closing brace): where a parser
 * stands once it has read a whole object, as ES's does after reading the reindex `source` as a map.
 */
export function valueEndAt(raw: string | undefined, path: PathStep[]): TextPosition {
  const loc = raw === undefined ? undefined : locate(raw, path);
  if (!loc) return START;
  let depth = 0;
  let inString = false;
  for (let i = loc.offset; i < raw!.length; i++) {
    const c = raw![i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) return lineCol(raw!, i);
    }
  }
  return { line: loc.line, col: loc.col };
}
