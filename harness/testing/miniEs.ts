import type { WireRequest, WireResponse } from '../../reference/http/wire.ts';
import type { SimulatorLike } from '../targets/target.ts';

/**
 * A deliberately tiny Elasticsearch look-alike for the harness's own tests: indexes, typeless
 * documents, aliases via PUT, refresh and count. Not the reference: just enough wire behaviour
 * to exercise the runner, the prefixing and the CLI without depending on the simulator.
 */
export interface MiniEsOptions {
  version?: string;
  /** Planted faults, to check the harness notices them. */
  faults?: { acceptDeleteAll?: boolean; extraField?: boolean; wrongCount?: number };
}

type Doc = Record<string, unknown>;
interface Index {
  docs: Map<string, Doc>;
  aliases: Set<string>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): WireResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  body: JSON.stringify(body),
});
const error = (status: number, type: string, reason: string): WireResponse =>
  json(status, { error: { root_cause: [{ type, reason }], type, reason }, status });

/** Build a MiniEs instance. */
export function miniEs(opts: MiniEsOptions = {}): SimulatorLike & { indexes: Map<string, Index>; log: WireRequest[] } {
  const indexes = new Map<string, Index>();
  const log: WireRequest[] = [];
  const f = opts.faults ?? {};
  const resolve = (expr: string): string[] => {
    const out: string[] = [];
    for (const item of decodeURIComponent(expr).split(',')) {
      const re = new RegExp(`^${item.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      for (const [name, idx] of indexes) if (re.test(name) || [...idx.aliases].some((a) => re.test(a))) out.push(name);
    }
    return [...new Set(out)];
  };
  const handle = (req: WireRequest): WireResponse => {
    log.push(req);
    const segs = req.path.split('/').slice(1).filter((s) => s !== '');
    const body = typeof req.body === 'string' && req.body ? (JSON.parse(req.body) as Doc) : undefined;
    const m = req.method;
    if (segs.length === 0) return json(200, { name: 'mini', cluster_name: 'mini', version: { number: opts.version ?? '6.8.13' }, tagline: 'You Know, for Search' });
    const [a, b, c] = segs.map(decodeURIComponent);
    if (a === '_cat' && b === 'indices') return json(200, resolve(c ?? '*').map((index) => ({ index })));
    if (a === '_all' || a === '*') {
      if (m === 'DELETE' && !f.acceptDeleteAll) return error(400, 'illegal_argument_exception', 'Wildcard expressions or all indices are not allowed');
      if (m === 'DELETE') {
        indexes.clear();
        return json(200, { acknowledged: true });
      }
    }
    if (a === '_template') return m === 'GET' ? json(200, {}) : json(200, { acknowledged: true });
    if (b === undefined) {
      if (m === 'PUT') {
        if (indexes.has(a!)) return error(400, 'resource_already_exists_exception', `index [${a}/uuid] already exists`);
        indexes.set(a!, { docs: new Map(), aliases: new Set(Object.keys((body?.aliases as Doc | undefined) ?? {})) });
        return json(200, { acknowledged: true, shards_acknowledged: true, index: a, ...(f.extraField ? { extra: 1 } : {}) });
      }
      const names = resolve(a!);
      if (m === 'HEAD') return { status: names.length ? 200 : 404, headers: {}, body: '' };
      if (m === 'DELETE') {
        if (!names.length) return error(404, 'index_not_found_exception', `no such index [${a}]`);
        for (const n of names) indexes.delete(n);
        return json(200, { acknowledged: true });
      }
      if (m === 'GET') return names.length ? json(200, Object.fromEntries(names.map((n) => [n, { aliases: Object.fromEntries([...indexes.get(n)!.aliases].map((x) => [x, {}])) }]))) : error(404, 'index_not_found_exception', `no such index [${a}]`);
    }
    const idx = indexes.get(a!) ?? indexes.get(resolve(a!)[0] ?? '');
    if (b === '_alias' && c && m === 'PUT') {
      if (!idx) return error(404, 'index_not_found_exception', `no such index [${a}]`);
      idx.aliases.add(c);
      return json(200, { acknowledged: true });
    }
    if (b === '_alias' && m === 'GET') {
      const names = resolve(a!);
      return json(200, Object.fromEntries(names.map((n) => [n, { aliases: Object.fromEntries([...indexes.get(n)!.aliases].map((x) => [x, {}])) }])));
    }
    if (b === '_refresh') return json(200, { _shards: { total: 1, successful: 1, failed: 0 } });
    if (b === '_count') {
      const n = resolve(a!).reduce((t, x) => t + indexes.get(x)!.docs.size, 0);
      return json(200, { count: n + (f.wrongCount ?? 0), _shards: { total: 1 } });
    }
    if ((b === '_doc' || b === 'test') && c) {
      if (m === 'PUT' || m === 'POST') {
        let target = idx;
        if (!target) indexes.set(a!, (target = { docs: new Map(), aliases: new Set() }));
        const created = !target.docs.has(c);
        target.docs.set(c, body ?? {});
        return json(created ? 201 : 200, { _index: a, _type: '_doc', _id: c, _version: 1, result: created ? 'created' : 'updated', took: Math.random() });
      }
      if (m === 'GET') {
        const doc = idx?.docs.get(c);
        return doc ? json(200, { _index: a, _type: '_doc', _id: c, found: true, _source: doc }) : json(404, { _index: a, _id: c, found: false });
      }
    }
    return error(400, 'illegal_argument_exception', `no handler for ${m} ${req.path}`);
  };
  return { handle, reset: () => indexes.clear(), indexes, log };
}
