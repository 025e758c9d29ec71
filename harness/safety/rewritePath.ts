import { encodePathSegment } from '../scenarios/requestBuilder.ts';
import { prefixExpression } from './names.ts';

/** Root endpoints that act on every index: scoped to `<prefix>*` by inserting it as the index part. */
const SCOPED_ROOTS = new Set([
  '_search', '_count', '_refresh', '_flush', '_mapping', '_mappings', '_settings', '_alias', '_stats', '_segments',
  '_recovery', '_field_caps', '_validate', '_cache', '_forcemerge', '_upgrade', '_delete_by_query', '_update_by_query',
]);
/** After an index part, these markers are followed by a name we own (alias or new index). */
const NAME_AFTER = new Set(['_alias', '_aliases', '_rollover', '_shrink', '_split', '_clone']);
/** Catalogue endpoints under `_cat/` whose optional last part is an index or alias expression. */
const CAT_SCOPED = new Set(['indices', 'aliases', 'count', 'shards', 'segments', 'recovery']);
/** Roots whose next segment is a template or stream name. */
const NAMED_ROOTS = new Set(['_template', '_index_template', '_component_template', '_data_stream']);

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Rewrite a request path so every index, alias and template name in it is under `prefix`. */
export function rewritePath(method: string, path: string, prefix: string): string {
  const segs = path.split('/').slice(1).map(decode);
  if (segs.length === 0 || segs[0] === '') return path;
  const out = [...segs];
  const pfx = (i: number): void => {
    if (out[i] !== undefined && out[i] !== '') out[i] = prefixExpression(out[i]!, prefix);
  };
  const head = segs[0]!;
  let indexAt = -1;
  if (!head.startsWith('_') || head === '_all') {
    indexAt = 0;
  } else if (head === '_cat') {
    if (CAT_SCOPED.has(segs[1] ?? '')) {
      if (segs[2] !== undefined && segs[2] !== '') pfx(2);
      else out[2] = `${prefix}*`;
    }
  } else if (head === '_cluster' && segs[1] === 'health') {
    pfx(2);
  } else if (NAMED_ROOTS.has(head)) {
    pfx(1);
  } else if (head === '_aliases' && method !== 'GET' && method !== 'HEAD') {
    // POST /_aliases is the atomic actions API: its names are in the body.
  } else if ((SCOPED_ROOTS.has(head) || head === '_aliases') && !(head === '_search' && segs[1] === 'scroll')) {
    out.unshift(`${prefix}*`);
    indexAt = 0;
  }
  if (indexAt >= 0) {
    pfx(indexAt);
    for (let i = indexAt + 1; i < out.length - 1; i++) if (NAME_AFTER.has(out[i]!)) pfx(i + 1);
  }
  return `/${out.map(encodePathSegment).join('/')}`;
}
