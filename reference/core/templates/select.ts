/** Which stored templates a name in a path selects, as the composable and component APIs read it. */
import { templatesNotFound, type EsError } from '../errors/index.ts';
import { simpleMatch, splitExpr } from '../resolve.ts';
import { isMatchAll } from './patterns.ts';

/**
 * GET: every template without a name, those a wildcard matches, or the one named — a missing name is
 * a 404 `resource_not_found_exception` ("<what> matching [name] not found").
 */
export function selectTemplates<T extends { name: string }>(all: ReadonlyMap<string, T>, name: string | undefined, what: 'index template' | 'component template'): T[] | EsError {
  if (name === undefined) return [...all.values()];
  if (name.includes('*')) return [...all.values()].filter((t) => simpleMatch(name, t.name));
  const t = all.get(name);
  return t ? [t] : templatesNotFound(what, name);
}

/** What a DELETE names: the templates to remove, or the names that are missing (`[]` for a match-all on none). */
export type Doomed = { names: string[] } | { missing: string };

/**
 * DELETE: one name or wildcard (`*` on no templates is fine), or (ES 8) a comma list of names that must
 * all exist (`innerRemoveIndexTemplateV2`, `innerRemoveComponentTemplate`).
 */
export function doomedTemplates(all: ReadonlyMap<string, unknown>, expr: string): Doomed {
  const names = splitExpr(expr);
  if (names.length > 1) {
    const absent = names.filter((n) => !all.has(n));
    return absent.length > 0 ? { missing: absent.join(',') } : { names };
  }
  const matched = [...all.keys()].filter((n) => simpleMatch(expr, n));
  if (matched.length === 0 && !isMatchAll(expr)) return { missing: expr };
  return { names: matched };
}
