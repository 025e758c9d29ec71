import type { Target } from '../targets/target.ts';

/** What a cleanup did, for the report and for stderr. */
export interface CleanupReport {
  deleted: string[];
  errors: string[];
}

const CHUNK = 20;

/** Keep only concrete names under the prefix: never a wildcard, never `_all`. */
function owned(names: Iterable<string>, prefix: string): string[] {
  return [...new Set(names)].filter((n) => n.startsWith(prefix) && n.length > prefix.length && !/[*?,\s]/.test(n));
}

/** List the indexes under the prefix (catalogue first; the alias API as a fallback for servers without `_cat`). */
async function listIndexes(target: Target, prefix: string): Promise<string[] | string> {
  const cat = await target.send({ method: 'GET', path: `/_cat/indices/${prefix}*`, query: { format: 'json', h: 'index' } });
  if (cat.kind === 'ok' && cat.status === 200 && Array.isArray(cat.json)) {
    return cat.json.map((r) => (r && typeof r === 'object' ? String((r as { index?: unknown }).index ?? '') : ''));
  }
  const alias = await target.send({ method: 'GET', path: `/${prefix}*/_alias`, query: { expand_wildcards: 'all' } });
  if (alias.kind === 'ok' && alias.status === 200 && alias.json && typeof alias.json === 'object') return Object.keys(alias.json);
  if (alias.kind === 'ok' && alias.status === 404) return [];
  return `cannot list indexes under ${prefix}: ${alias.kind === 'ok' ? `status ${alias.status}` : alias.reason}`;
}

/**
 * Delete what this run created: indexes and templates named `<prefix>…`, by explicit name so it
 * works where wildcard deletes are refused (`action.destructive_requires_name`). `target` must be
 * the raw target, not the prefixing decorator.
 */
export async function cleanupPrefix(target: Target, prefix: string): Promise<CleanupReport> {
  const report: CleanupReport = { deleted: [], errors: [] };
  const listed = await listIndexes(target, prefix);
  if (typeof listed === 'string') report.errors.push(listed);
  const indexes = typeof listed === 'string' ? [] : owned(listed, prefix);
  for (let i = 0; i < indexes.length; i += CHUNK) {
    const batch = indexes.slice(i, i + CHUNK);
    const res = await target.send({ method: 'DELETE', path: `/${batch.map(encodeURIComponent).join(',')}`, query: { ignore_unavailable: 'true' } });
    if (res.kind === 'ok' && res.status < 300) report.deleted.push(...batch);
    else report.errors.push(`delete ${batch.join(',')}: ${res.kind === 'ok' ? `status ${res.status} ${res.body.slice(0, 200)}` : res.reason}`);
  }
  const tpl = await target.send({ method: 'GET', path: `/_template/${prefix}*` });
  if (tpl.kind === 'ok' && tpl.status === 200 && tpl.json && typeof tpl.json === 'object') {
    for (const name of owned(Object.keys(tpl.json), prefix)) {
      const res = await target.send({ method: 'DELETE', path: `/_template/${encodeURIComponent(name)}` });
      if (res.kind === 'ok' && res.status < 300) report.deleted.push(`template ${name}`);
      else report.errors.push(`delete template ${name}: ${res.kind === 'ok' ? `status ${res.status}` : res.reason}`);
    }
  }
  return report;
}
