/**
 * Data streams in the reindex (ES ≥ 7.9, OpenSearch): a stream may be the source, read through its own
 * name, so every generation is read, those a rollover adds while the reindex runs too (clients write to the
 * stream by name, so there is no alias to move: the new index gets the alias at the swap, and clients switch
 * to it); a stream, or a name a data stream template would make a stream of, is refused as the destination,
 * since the procedure's versioned writes, updates and deletes are what a stream's append-only writes
 * (`op_type: create` only) refuse.
 */
import { describeReply, type EsClient } from './client.ts';
import { field, isObj } from './hits.ts';

/** A data stream as `GET /_data_stream/<name>` lists it. */
export interface StreamInfo {
  name: string;
  /** Backing indices, oldest first; the last takes the writes. */
  indices: string[];
}

/** The stream of that name, undefined when there is none (or the server has no data streams), or why it could not be read. */
export async function streamOf(client: EsClient, name: string): Promise<StreamInfo | undefined | string> {
  if (name.includes('*') || name.includes(',')) return undefined;
  const r = await client.send({ api: 'indices.get_data_stream', method: 'GET', params: { name } });
  // 404: no such stream; 400/405: a server before data streams (no such route).
  if (r.status === 404 || r.status === 400 || r.status === 405) return undefined;
  const list = field(r.json, 'data_streams');
  if (r.status !== 200 || !Array.isArray(list)) return `GET /_data_stream/${name} answered ${describeReply(r)}`;
  const ds = list.find((d) => isObj(d) && d.name === name);
  if (!isObj(ds) || !Array.isArray(ds.indices)) return undefined;
  return { name, indices: ds.indices.map((i) => String(isObj(i) ? i.index_name : i)) };
}

/** A `*` pattern match, as ES's Regex.simpleMatch. */
function simpleMatch(pattern: string, s: string): boolean {
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(s);
}

/** The composable template with `data_stream` that a new index of this name would take, if any (highest priority wins). */
export async function streamTemplateFor(client: EsClient, name: string): Promise<string | undefined | string[]> {
  const r = await client.send({ api: 'indices.get_index_template', method: 'GET' });
  const list = field(r.json, 'index_templates');
  if (r.status !== 200 || !Array.isArray(list)) return undefined;
  let best: { name: string; priority: number; stream: boolean } | undefined;
  for (const t of list) {
    if (!isObj(t) || !isObj(t.index_template)) continue;
    const it = t.index_template;
    const patterns = Array.isArray(it.index_patterns) ? it.index_patterns.map(String) : [String(it.index_patterns)];
    if (!patterns.some((p) => simpleMatch(p, name))) continue;
    const priority = typeof it.priority === 'number' ? it.priority : 0;
    if (!best || priority > best.priority) best = { name: String(t.name), priority, stream: it.data_stream !== undefined };
  }
  return best?.stream ? [best.name] : undefined;
}

/** Why `name` cannot be the new index, when a stream holds it or a data stream template would make one of it. */
export async function destinationRefusal(client: EsClient, name: string): Promise<string | undefined> {
  const ds = await streamOf(client, name);
  if (typeof ds === 'string') return ds;
  if (ds) return `--index ${name} is a data stream: the reindex writes with versions, and updates and deletes during its catch-ups, which a data stream refuses (it takes op_type create only); give --index a name of a new index`;
  const t = await streamTemplateFor(client, name);
  if (Array.isArray(t)) return `--index ${name} would become a data stream (index template [${t[0]}] has data_stream), whose append-only writes the reindex's versioned writes, updates and deletes are refused by; give --index a name that template does not match`;
  return undefined;
}

/** Why `--alias` cannot name this stream (a stream is no alias to move), or undefined. */
export function aliasIsStream(alias: string, ds: StreamInfo): string {
  return `${alias} is a data stream, not an alias: clients write to it by name, so there is no alias to move. To copy it into an index, give --from ${alias} with --alias naming the alias clients will use, and --index the new index`;
}

/** The stream's write index (its last backing index): the one whose settings the new index takes. */
export function writeIndexOf(ds: StreamInfo): string {
  return ds.indices[ds.indices.length - 1]!;
}
