/** Rewriting the names in request paths under the run prefix. */
import { fillPath, placeholders } from '../../reference/api/catalogue.ts';
import { classify, type Classified } from './classify.ts';
import { isBroad } from './destructive.ts';
import { prefixExpression } from './names.ts';

/** The part that confines a root call of a scopable API: its index part, else its first name part. */
function scopePart(c: Classified): string | undefined {
  if (c.def.names.index !== undefined) return 'index';
  return Object.keys(c.def.names)[0];
}

/**
 * The path of the same API that takes the request's parts plus `part`, for the request's method: where a
 * root call (`GET /_search`) is sent as the call on the run's own indexes (`GET /<prefix>*\/_search`).
 */
function widerTemplate(c: Classified, method: string, part: string): string | undefined {
  const want = new Set([...Object.keys(c.parts), part]);
  const fits = c.def.paths.filter((x) => {
    const names = placeholders(x.path);
    return (x.methods as readonly string[]).includes(method) && names.length === want.size && names.every((n) => want.has(n));
  });
  // The same spelling with the part added (`/_aliases` → `/{index}/_aliases`), else any that fits.
  const same = fits.find((x) => (x.path.replace(`/{${part}}`, '') || '/') === c.template.path);
  return (same ?? fits[0])?.path;
}

/**
 * Rewrite a request path so every index, alias and template name in it is under `prefix`, and a root call
 * that would act on every index acts on the run's own. With `keepBroad`, an index expression that names
 * every index (`_all`, `*`) is left as written (a destructive request sent on purpose, whose other names
 * are still confined). A path the catalogue does not know comes back unchanged. Without `widen`, a root
 * call stays a root call (a search through a point in time: the point in time confines it, and naming an
 * index beside it is refused).
 */
export function rewritePath(method: string, path: string, prefix: string, keepBroad = false, widen = true): string {
  const c = classify(method, path);
  if (!c) return path;
  const parts: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.parts)) {
    const role = c.def.names[k];
    parts[k] = role === undefined || (keepBroad && role === 'index' && isBroad(v)) ? v : prefixExpression(v, prefix);
  }
  let template = c.template.path;
  const scope = c.def.scopable ? scopePart(c) : undefined;
  if (widen && scope !== undefined && parts[scope] === undefined) {
    const wider = widerTemplate(c, method.toUpperCase(), scope);
    if (wider) {
      template = wider;
      parts[scope] = `${prefix}*`;
    }
  }
  return fillPath(template, parts);
}
