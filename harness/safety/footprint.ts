/**
 * Do no harm, verified: before a run against a URL the harness records what it does not own — every
 * visible index outside the run prefix with its uuid, document count, mapping and aliases — and
 * after the run (and its cleanup) records it again. Any difference is reported, loudly: the run then
 * fails with a `safety/do-no-harm` case. Indexes whose names start with `.` (system and hidden
 * indexes, which a cluster changes by itself) are left out.
 */
import { createHash } from 'node:crypto';
import { callRequest, type ApiCall } from '../api/apiCall.ts';
import type { Target } from '../targets/target.ts';
import { isObject as isObj } from '../model/values.ts';
import { infoText } from '../model/outcome.ts';

/** What the harness must leave as it found it: per foreign index. */
export interface Footprint {
  indexes: Record<string, { uuid: string; docs: string; status: string; mapping: string; aliases: string[] }>;
  /** Parts that could not be read (then not compared), as one-line reasons. */
  gaps: string[];
}

type Obj = Record<string, unknown>;

/** JSON with object keys sorted, so equal mappings hash equally whatever the key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObj(v)) return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

const foreign = (name: string, prefix: string): boolean => !name.startsWith(prefix) && !name.startsWith('.');

/** A read through the catalogue, as JSON, or why it could not be had. */
async function getJson(target: Target, call: ApiCall): Promise<unknown | string> {
  const req = callRequest({ ...call, method: 'GET', headers: { accept: 'application/json' } });
  const o = await target.send(req);
  if (o.kind === 'info') return `GET ${req.path}: no response (${infoText(o)})`;
  if (o.status !== 200 || o.json === undefined) return `GET ${req.path}: status ${o.status}`;
  return o.json;
}

/** Record the footprint through the raw (unprefixed) target, or say why it cannot be recorded. */
export async function takeFootprint(target: Target, prefix: string): Promise<Footprint | string> {
  const cat = await getJson(target, { api: 'cat.indices', params: { format: 'json', h: 'index,uuid,docs.count,status' } });
  if (typeof cat === 'string') return cat;
  if (!Array.isArray(cat)) return 'GET /_cat/indices: not a JSON list';
  // Mappings and aliases make the check sharper; a server without those APIs still gets the rest.
  const mappings = await getJson(target, { api: 'indices.get_mapping' });
  const aliases = await getJson(target, { api: 'indices.get_alias' });
  const fp: Footprint = { indexes: {}, gaps: [mappings, aliases].filter((x): x is string => typeof x === 'string') };
  for (const row of cat) {
    if (!isObj(row) || typeof row.index !== 'string' || !foreign(row.index, prefix)) continue;
    const m = isObj(mappings) ? mappings[row.index] : undefined;
    const a = isObj(aliases) && isObj(aliases[row.index]) ? (aliases[row.index] as Obj).aliases : undefined;
    fp.indexes[row.index] = {
      uuid: String(row.uuid ?? ''),
      docs: String(row['docs.count'] ?? ''),
      status: String(row.status ?? ''),
      mapping: typeof mappings === 'string' ? '' : createHash('sha1').update(canonical(m ?? null)).digest('hex'),
      aliases: isObj(a) ? Object.keys(a).sort() : [],
    };
  }
  return fp;
}

/** Every difference between two footprints, one readable line each (empty when nothing changed). */
export function footprintChanges(before: Footprint, after: Footprint): string[] {
  const out: string[] = [];
  for (const [name, b] of Object.entries(before.indexes)) {
    const a = after.indexes[name];
    if (!a) {
      out.push(`index [${name}] was deleted (it had ${b.docs} document(s))`);
      continue;
    }
    if (a.uuid !== b.uuid) out.push(`index [${name}] was deleted and re-created (uuid ${b.uuid} → ${a.uuid})`);
    if (a.status !== b.status) out.push(`index [${name}] went from ${b.status} to ${a.status}`);
    if (a.docs !== b.docs) out.push(`index [${name}] document count changed: ${b.docs} → ${a.docs}`);
    if (a.mapping !== b.mapping) out.push(`index [${name}] mapping changed`);
    if (a.aliases.join(',') !== b.aliases.join(',')) out.push(`index [${name}] aliases changed: [${b.aliases.join(', ')}] → [${a.aliases.join(', ')}]`);
  }
  for (const name of Object.keys(after.indexes)) if (!(name in before.indexes)) out.push(`index [${name}] appeared outside the run prefix`);
  return out;
}
