/**
 * Mapping scenario names (`test_index`) to run-prefixed names (`<prefix>test_index`).
 * Names that a prefix would turn from invalid into valid (leading `_`, `-`, `+`, or `.`/`..`)
 * are left as written, so a conforming target still rejects them as it must.
 */

/** Whether prefixing `name` keeps its validity unchanged. */
export function isPrefixable(name: string): boolean {
  if (name === '' || name === '.' || name === '..') return false;
  return !/^[_\-+]/.test(name);
}

/** Prefix one name (or pattern); `_all` and a bare `*` become `<prefix>*`, date math keeps its brackets. */
export function prefixName(name: string, prefix: string): string {
  if (name.startsWith(prefix)) return name;
  if (name === '_all') return `${prefix}*`;
  if (name.startsWith('<')) return `<${prefix}${name.slice(1)}`;
  // A data stream's backing index (`.ds-<stream>-…`) carries the prefix after `.ds-`, where the stream's name has it.
  if (name.startsWith('.ds-')) return name.startsWith(`.ds-${prefix}`) ? name : `.ds-${prefix}${name.slice(4)}`;
  return isPrefixable(name) ? `${prefix}${name}` : name;
}

/** Prefix a comma-separated expression, keeping `-exclusions` (after the first item) as exclusions. */
export function prefixExpression(expr: string, prefix: string): string {
  return expr
    .split(',')
    .map((item, i) => (i > 0 && item.startsWith('-') && item.length > 1 ? `-${prefixName(item.slice(1), prefix)}` : prefixName(item, prefix)))
    .join(',');
}

/** Prefix a body field that holds a name or a list of names. */
export function prefixField(v: unknown, prefix: string): unknown {
  if (typeof v === 'string') return prefixExpression(v, prefix);
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? prefixExpression(x, prefix) : x));
  return v;
}

/** Prefix the keys of an object (alias definitions in index creation and templates). */
export function prefixKeys(v: unknown, prefix: string): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [prefixName(k, prefix), x]));
}
