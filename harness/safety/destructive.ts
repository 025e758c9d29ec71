/** Which requests are destructive beyond the scenario's own names. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { classify } from './classify.ts';

/** Whether an index expression reaches beyond what the scenario names: `_all`, `*`, or a pattern starting with `*`. */
export function isBroad(expr: string): boolean {
  return expr.split(',').some((item) => item === '_all' || item === '' || item.startsWith('*'));
}

const bodyText = (req: WireRequest): string | undefined =>
  typeof req.body === 'string' ? req.body : req.body instanceof Uint8Array ? new TextDecoder().decode(req.body) : undefined;

function parseBody(req: WireRequest): Record<string, unknown> | undefined {
  const text = bodyText(req);
  if (text === undefined || text === '') return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `remove` or `remove_index` actions of `POST /_aliases` on every index. */
function broadRemoval(body: Record<string, unknown> | undefined): string | undefined {
  const actions = Array.isArray(body?.actions) ? (body!.actions as unknown[]) : [];
  for (const action of actions) {
    if (action === null || typeof action !== 'object') continue;
    for (const [verb, spec] of Object.entries(action as Record<string, { index?: unknown; indices?: unknown }>)) {
      if (verb !== 'remove' && verb !== 'remove_index') continue;
      const names = [spec?.index, ...(Array.isArray(spec?.indices) ? spec.indices : [spec?.indices])].filter((n): n is string => typeof n === 'string');
      if (names.some(isBroad)) return verb;
    }
  }
  return undefined;
}

/**
 * Why a request (as the scenario wrote it, before prefixing) could harm data that is not the run's;
 * undefined if it cannot. Read from the API catalogue: a writing API whose index part names every index,
 * a template delete on every template, alias removals on every index, clearing every scroll context.
 */
export function destructiveReason(req: WireRequest): string | undefined {
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return undefined;
  const c = classify(method, req.path);
  if (!c) return undefined;
  const what = `${method} ${req.path}`;
  if (c.def.name === 'clear_scroll') {
    const ids = [c.parts.scroll_id, ...[parseBody(req)?.scroll_id].flat()].filter((x) => x !== undefined);
    if (ids.some((x) => x === '_all' || (typeof x === 'string' && x.split(',').includes('_all')))) return `destructive request ${what}: it clears every scroll context`;
    return undefined;
  }
  if (c.def.access === 'read') return undefined;
  for (const [part, role] of Object.entries(c.def.names)) {
    const v = c.parts[part];
    if (v === undefined || !isBroad(v)) continue;
    if (role === 'index') return `destructive request ${what}: it names every index`;
    if (role === 'template' && method === 'DELETE') return `destructive request ${what}: it names every template`;
  }
  if (c.def.bodyNames === 'alias-actions') {
    const verb = broadRemoval(parseBody(req));
    if (verb) return `destructive request ${what}: ${verb} on every index`;
  }
  if (c.def.bodyNames === 'alias-body') {
    const index = parseBody(req)?.index;
    if (typeof index === 'string' && isBroad(index)) return `destructive request ${what}: it names every index`;
  }
  return undefined;
}

/**
 * Why a write must not be sent to a real target although it names nothing broad: the run prefix cannot
 * confine it. Either the API catalogue does not know the endpoint (nobody can tell what it touches), or
 * the API changes the cluster outside any index and names nothing the prefix could cover (cluster
 * settings, pipelines, stored scripts, snapshots…). Sent only with --allow-destructive.
 */
export function unconfinedWriteReason(req: WireRequest): string | undefined {
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return undefined;
  const c = classify(method, req.path);
  if (!c) return `${method} ${req.path} is not in the API catalogue: the harness cannot tell which indexes it touches`;
  if (c.def.access === 'read' || c.def.bodyNames !== undefined || c.def.scopable) return undefined;
  if (Object.keys(c.parts).some((p) => c.def.names[p] !== undefined)) return undefined;
  return `${method} ${req.path} (${c.def.name}) changes the cluster outside any index: the run prefix cannot confine it`;
}
