import type { WireRequest } from '../../reference/http/wire.ts';

/** Endpoints that only read or refresh, harmless whatever indexes they name. */
const HARMLESS = new Set(['_search', '_count', '_refresh', '_flush', '_msearch', '_mget', '_field_caps', '_validate', '_explain', '_cache', '_stats', '_segments', '_recovery']);

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Whether an index expression reaches beyond what the scenario names: `_all`, `*`, or a pattern starting with `*`. */
export function isBroad(expr: string): boolean {
  return expr.split(',').some((item) => item === '_all' || item === '' || item.startsWith('*'));
}

/** Why a request (as the scenario wrote it, before prefixing) could harm other data; undefined if it cannot. */
export function destructiveReason(req: WireRequest): string | undefined {
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return undefined;
  const segs = req.path.split('/').slice(1).map(decode);
  const what = `${method} ${req.path}`;
  if (segs.length === 0 || segs[0] === '') return method === 'DELETE' ? `destructive request ${what}` : undefined;
  const head = segs[0]!;
  // Clearing every scroll context would break other clients' scrolls.
  if (head === '_search' && segs[1] === 'scroll' && (segs[2] === '_all' || (typeof req.body === 'string' && /"_all"/.test(req.body)))) {
    return `destructive request ${what}: it clears every scroll context`;
  }
  if (segs.some((s) => HARMLESS.has(s))) return undefined;
  if (head === '_all' || (!head.startsWith('_') && isBroad(head))) return `destructive request ${what}: it names every index`;
  if ((head === '_template' || head === '_index_template') && method === 'DELETE' && isBroad(segs[1] ?? '')) return `destructive request ${what}: it names every template`;
  if (head === '_aliases' && typeof req.body === 'string') {
    try {
      const body = JSON.parse(req.body) as { actions?: Array<Record<string, { index?: unknown; indices?: unknown }>> };
      for (const action of body.actions ?? []) {
        for (const [verb, spec] of Object.entries(action)) {
          if (verb !== 'remove' && verb !== 'remove_index') continue;
          const names = [spec?.index, ...(Array.isArray(spec?.indices) ? spec.indices : [spec?.indices])].filter((n): n is string => typeof n === 'string');
          if (names.some(isBroad)) return `destructive request ${what}: ${verb} on every index`;
        }
      }
    } catch {
      return undefined;
    }
  }
  return undefined;
}
