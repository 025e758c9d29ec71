/**
 * The small part of Mustache ingest pipelines use in their values and field names (`{{field}}`,
 * `{{{field}}}`, `{{_ingest.timestamp}}`, `{{list.0}}`, sections): ES compiles any property holding `{{`
 * as a mustache template (ConfigurationUtils.compileTemplate), with no content type, so the default JSON
 * escaping applies to `{{x}}` and none to `{{{x}}}` / `{{&x}}`. A missing name renders as nothing.
 */
import { isMap, javaString, type Value, type VMap } from './javaValues.ts';
import { jsonEscape } from '../script/mustache/mustache.ts';

type Node = { text: string } | { name: string; raw: boolean } | { section: string; inverted: boolean; body: Node[] };

/** A compiled template: renders against a model (the document's ctx plus `_ingest`). */
export interface Template {
  readonly source: string;
  /** Whether the text has any tag (a constant renders as itself). */
  readonly dynamic: boolean;
  render(model: VMap): string;
}

/** How `{{x}}` escapes a value: per the media type (JSON by default; `set` and `append` take `media_type`). */
export type Escape = 'json' | 'plain' | 'url';

/** Compiles a template text; undefined when it does not parse (an unclosed section or tag). */
export function compileTemplate(source: string, escape: Escape = 'json'): Template | undefined {
  if (!source.includes('{{')) return { source, dynamic: false, render: () => source };
  const parsed = parse(source);
  if (!parsed) return undefined;
  const esc = escape === 'json' ? jsonEscape : escape === 'url' ? (s: string) => encodeURIComponent(s).replace(/%20/g, '+') : (s: string) => s;
  return { source, dynamic: true, render: (model) => renderNodes(parsed, [model], esc) };
}

function parse(src: string): Node[] | undefined {
  const root: Node[] = [];
  const stack: { name: string; nodes: Node[] }[] = [{ name: '', nodes: root }];
  let i = 0;
  while (i < src.length) {
    const open = src.indexOf('{{', i);
    const top = stack[stack.length - 1]!.nodes;
    if (open < 0) {
      top.push({ text: src.slice(i) });
      break;
    }
    if (open > i) top.push({ text: src.slice(i, open) });
    const triple = src.startsWith('{{{', open);
    const close = src.indexOf(triple ? '}}}' : '}}', open + (triple ? 3 : 2));
    if (close < 0) return undefined;
    const inner = src.slice(open + (triple ? 3 : 2), close).trim();
    i = close + (triple ? 3 : 2);
    if (triple) {
      top.push({ name: inner, raw: true });
      continue;
    }
    const sigil = inner[0];
    const name = inner.slice(1).trim();
    if (sigil === '!') continue;
    if (sigil === '&') top.push({ name, raw: true });
    else if (sigil === '#' || sigil === '^') {
      const node: Node = { section: name, inverted: sigil === '^', body: [] };
      top.push(node);
      stack.push({ name, nodes: node.body });
    } else if (sigil === '/') {
      if (stack.length < 2 || stack[stack.length - 1]!.name !== name) return undefined;
      stack.pop();
    } else top.push({ name: inner, raw: false });
  }
  return stack.length === 1 ? root : undefined;
}

/** Looks a dotted name up through the context stack, innermost first (maps by key, lists by index). */
function lookup(name: string, stack: Value[]): Value {
  if (name === '.') return stack[stack.length - 1];
  const parts = name.split('.');
  for (let s = stack.length - 1; s >= 0; s--) {
    let cur: Value = stack[s];
    let found = true;
    for (const p of parts) {
      if (isMap(cur) && Object.prototype.hasOwnProperty.call(cur, p)) cur = cur[p];
      else if (Array.isArray(cur) && /^\d+$/.test(p) && Number(p) < cur.length) cur = cur[Number(p)];
      else {
        found = false;
        break;
      }
    }
    if (found) return cur;
    // Only the first segment looks outward; once it matched a scope, a miss further down is a miss.
    const head = stack[s];
    if (isMap(head) && Object.prototype.hasOwnProperty.call(head, parts[0]!)) return undefined;
  }
  return undefined;
}

function falsy(v: Value): boolean {
  return v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0);
}

function renderNodes(nodes: Node[], stack: Value[], esc: (s: string) => string): string {
  let out = '';
  for (const n of nodes) {
    if ('text' in n) out += n.text;
    else if ('name' in n) {
      const v = lookup(n.name, stack);
      if (v === undefined || v === null) continue;
      const s = javaString(v);
      out += n.raw ? s : esc(s);
    } else {
      const v = lookup(n.section, stack);
      if (n.inverted) {
        if (falsy(v)) out += renderNodes(n.body, stack, esc);
      } else if (Array.isArray(v)) {
        for (const item of v) out += renderNodes(n.body, [...stack, item], esc);
      } else if (!falsy(v)) out += renderNodes(n.body, [...stack, v], esc);
    }
  }
  return out;
}
