/** Planted fault: dynamic mapping that never detects dates. */
import { callOf } from '../api/apiNameOf.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { bodyJson, bodyText, decorate, sendCall } from './wire.ts';

/** The fault's own idea of "looks like a date" (any of them would do: the point is to map it as text). */
const DATE_ISH = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}/;
const TEXT = { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };

/** Leaf paths of string values that look like dates (arrays: their first string). */
function dateishPaths(v: unknown, prefix: string[] = []): string[][] {
  if (typeof v === 'string') return DATE_ISH.test(v) ? [prefix] : [];
  if (Array.isArray(v)) return v.length ? dateishPaths(v[0], prefix) : [];
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => dateishPaths(x, [...prefix, k]));
  return [];
}

/** Whether a mapping `properties` tree already has the dotted path. */
function mapped(props: unknown, path: readonly string[]): boolean {
  let node = props as Record<string, { properties?: unknown }> | undefined;
  for (const [i, k] of path.entries()) {
    const def = node?.[k];
    if (!def) return false;
    if (i === path.length - 1) return true;
    node = def.properties as typeof node;
  }
  return false;
}

/** Nest a leaf definition under object `properties`. */
function nest(path: readonly string[], leaf: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  return { [head!]: rest.length ? { properties: nest(rest, leaf) } : leaf };
}

/** Before a document lands, map its unmapped date-looking strings as text, as a server without date detection would. */
async function premap(inner: Target, index: string, type: string, source: unknown): Promise<void> {
  const paths = dateishPaths(source);
  if (!paths.length) return;
  const getMapping = { api: 'indices.get_mapping', method: 'GET', params: { index } } as const;
  let m = await sendCall(inner, getMapping);
  if (m.kind === 'ok' && m.status === 404) {
    await sendCall(inner, { api: 'indices.create', method: 'PUT', params: { index } });
    m = await sendCall(inner, getMapping);
  }
  if (m.kind !== 'ok' || m.status !== 200) return;
  const root = Object.values((m.json as Record<string, { mappings?: Record<string, { properties?: unknown }> & { properties?: unknown } }>) ?? {})[0]?.mappings;
  const props = type === '_doc' ? (root?.properties ?? root?._doc?.properties) : root?.[type]?.properties;
  for (const p of paths) {
    if (mapped(props, p)) continue;
    await sendCall(inner, { api: 'indices.put_mapping', method: 'PUT', params: type === '_doc' ? { index } : { index, type }, body: { properties: nest(p, TEXT) } });
  }
}

/** Planted fault: no date detection; a date-looking first value is mapped as text. */
export function skipDateDetection(inner: Target): Target {
  return decorate(inner, async (req: WireRequest): Promise<Outcome> => {
    const call = callOf(req);
    const { index, id } = call?.parts ?? {};
    if (call?.api === 'index' && index !== undefined && id !== undefined) {
      await premap(inner, index, call.parts.type ?? '_doc', bodyJson(req));
    } else if (call?.api === 'bulk') {
      const lines = bodyText(req).split('\n').filter((l) => l.trim() !== '');
      for (let i = 0; i < lines.length; i++) {
        const action = JSON.parse(lines[i]!) as Record<string, { _index?: string; _type?: string }>;
        const [op, meta] = Object.entries(action)[0] ?? [];
        if (op === 'delete') continue;
        if (meta?._index) await premap(inner, meta._index, meta._type ?? '_doc', JSON.parse(lines[i + 1] ?? 'null'));
        i++;
      }
    }
    return inner.send(req);
  });
}
