/**
 * The `script_stack` and `position` of a ScriptException. A compile error shows ±25 characters around the
 * offset (PainlessScriptEngine.convertToScriptException); a runtime error shows the statement the offset
 * falls in, up to the next statement's start (PainlessScript.convertToScriptException).
 */
import type { ScriptPosition } from '../errors/index.ts';

/** ES's Location.computeSourceName: the first line of the source, at most 256 characters, with ` ...` when cut. */
export function sourceName(source: string): string {
  let limit = source.indexOf('\n');
  if (limit >= 0) {
    const r = source.indexOf('\r');
    if (r >= 0) limit = Math.min(limit, r);
  } else limit = source.length;
  limit = Math.min(limit, 256);
  return source.slice(0, limit) + (limit !== source.length ? ' ...' : '');
}

/** The stack and position of a compile error at `offset`. */
export function compileStack(source: string, offset: number): { stack: string[]; position: ScriptPosition } {
  const start = Math.max(0, offset - 25);
  const end = Math.min(source.length, offset + 25);
  const snippet = (start > 0 ? '... ' : '') + source.slice(start, end) + (end < source.length ? ' ...' : '');
  const pointer = (start > 0 ? '    ' : '') + ' '.repeat(Math.max(0, offset - start)) + '^---- HERE';
  return { stack: [snippet, pointer], position: { offset, start, end } };
}

/** The stack and position of a runtime error at `offset`, given the start offsets of every statement. */
export function scriptStack(source: string, starts: number[], offset: number): { stack: string[]; position: ScriptPosition } {
  let start = 0;
  for (const s of starts) if (s <= offset) start = s;
  let end = source.length;
  for (const s of starts) {
    if (s > start) {
      end = s;
      break;
    }
  }
  const pointer = ' '.repeat(Math.max(0, offset - start)) + '^---- HERE';
  return { stack: [source.slice(start, end), pointer], position: { offset, start, end } };
}
