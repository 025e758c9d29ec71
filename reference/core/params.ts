/** Query parameters as ES's RestRequest reads them (`paramAsBoolean`), shared by every handler. */
import { booleanExpected, type EsError } from './errors/index.ts';

/** `?param=true|false` as ES's `paramAsBoolean` reads it (a bare `?param` is true). */
export function boolParam(query: Record<string, string>, name: string, dflt: boolean): boolean | EsError {
  const v = query[name];
  if (v === undefined) return dflt;
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  return booleanExpected(v);
}
