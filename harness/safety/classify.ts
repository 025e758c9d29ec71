/**
 * A request as the API catalogue reads it: which API it calls, through which of its paths, with which
 * path parts. The safety layer decides from this what names a request carries and whether it can reach
 * beyond the run prefix. Unlike the simulator's router, every API and path of the catalogue counts here
 * (what the target may serve, not what the simulator implements), for every version family.
 */
import { APIS, type ApiDef, type ApiPath } from '../../reference/api/catalogue.ts';
import { partsOf, pathSegments, PathTable, type TableEntry } from '../../reference/api/pathTable.ts';

/** A classified request. */
export interface Classified {
  def: ApiDef;
  template: ApiPath;
  parts: Record<string, string>;
}

const TABLE = new PathTable(APIS.flatMap((def) => def.paths.map((path) => ({ path, def }))));

/**
 * Whether a path's values fit the template as Elasticsearch reads them: a name part never starts with
 * `_` (no index, alias or template name may, `_all` aside), nor does a type other than `_doc`; so
 * `POST /_security/user/x` is not taken for a document write into an index `_security`.
 */
function plausible(e: TableEntry, segs: readonly string[]): boolean {
  for (let i = 0; i < segs.length; i++) {
    const part = e.params[i];
    if (part === undefined) continue;
    const v = segs[i]!;
    if (part === 'type' && v.startsWith('_') && v !== '_doc') return false;
    if (e.def.names[part] !== undefined && v.startsWith('_') && v !== '_all') return false;
  }
  return true;
}

/** The API, path and parts of a request, or undefined when the catalogue does not know the endpoint. */
export function classify(method: string, path: string): Classified | undefined {
  const segs = pathSegments(path);
  if (!segs) return undefined;
  const r = TABLE.resolve(method.toUpperCase(), segs, plausible);
  if (r.kind !== 'route') return undefined;
  return { def: r.entry.def, template: r.entry.path, parts: partsOf(r.entry, segs) };
}
