/**
 * Step 0: look before acting. Reads the cluster (never writes) and turns the options into a plan:
 * which index the alias is on, the new index's body, how the copy is sliced, and the ordered steps.
 * `--dry-run` prints this plan; `runReindex` executes it. Operations are data.
 */
import { apiPath } from '../../reference/api/catalogue.ts';
import { describeReply, type EsClient } from './client.ts';
import { field, hitsOf, isObj } from './hits.ts';
import { TOMBSTONE_RETENTION, withRetention } from './tombstones.ts';
import { aliasIsStream, destinationRefusal, streamOf, writeIndexOf } from './streams.ts';

/** One unit of parallel work: a sliced-scroll slice, or a range of a date field. */
export interface SliceSpec {
  label: string;
  /** `slice: {id, max}` of a sliced scroll. */
  slice?: { id: number; max: number };
  /** A query restricting the slice (date ranges). */
  query?: unknown;
}

/** What the caller asks for (the CLI's options, already validated). */
export interface ReindexOptions {
  alias: string;
  /** The mapping file's content: `{mappings, settings}` or a bare mappings object. */
  mapping: unknown;
  newIndex?: string;
  /** The old index, needed only when the alias does not exist yet (step 1). */
  from?: string;
  /** Parallel workers: sliced-scroll slices, or the number of date ranges with sliceField. */
  slices?: number;
  sliceField?: string;
  /** Documents per scroll page and bulk request. */
  batch?: number;
  /** The spec's procedure as written: no catch-up, no versions. */
  plain?: boolean;
  /** Reuse an existing new index left by an interrupted run. */
  resume?: boolean;
  /** Who copies: the cluster (`_reindex`), the client (scroll and bulk), or the best the target allows (default). */
  copy?: 'native' | 'scroll' | 'auto';
  /** Documents per second for the copy (`requests_per_second` of the native copy; the client copy paces its bulks). */
  rate?: number;
}

/** The copy engine a plan chose, and why (printed in the plan). */
export interface CopyEngine {
  kind: 'native' | 'scroll';
  why: string;
}

/** One step of the plan, printable. */
export interface PlanStep {
  step: string;
  title: string;
  request?: { method: string; path: string; body?: unknown };
}

/**
 * How the catch-up finds what changed in the old index. `incremental`: only documents whose `_seq_no`
 * is above a high-water mark, kept per shard of the old index (one query per shard with
 * `preference=_shards:N` when it has several). `full`: every pass compares every document.
 */
export type CatchUpPlan =
  | {
      kind: 'incremental';
      /** Primary shards of the old index (one `_seq_no` sequence each). */
      shards: number;
      /** Where marks come from: the shards' global checkpoints (`_stats`, then `_refresh`), or the highest `_seq_no` seen. */
      marks: 'checkpoint' | 'seen';
    }
  | { kind: 'full'; reason: string };

/** Everything the procedure needs, decided up front. */
export interface ReindexPlan {
  alias: string;
  oldIndex: string;
  newIndex: string;
  /** Step 1 is needed: the alias does not exist yet. */
  createAlias: boolean;
  /**
   * The data stream the reindex reads (then `oldIndex` is its name: every backing index is read, those a
   * rollover adds during the run too); the swap only adds the alias to the new index.
   */
  sourceStream?: string;
  /** The alias's own metadata (filter, routing, is_write_index), carried to the new index on swap. */
  aliasMeta: Record<string, unknown>;
  /** The body of `PUT /<new>`; undefined when resuming into an existing new index. */
  createBody?: { settings?: unknown; mappings?: unknown };
  settingsFrom: 'old index' | 'mapping file';
  /** Default mode: the new index keeps tombstones while the reindex runs (tombstones.ts); `restore` is its own value (null: the default). */
  gcDeletes: { during: string; restore: string | null };
  slicing: SliceSpec[];
  sliceMode: 'scroll' | 'date';
  batch: number;
  mode: 'safe' | 'plain';
  /**
   * What orders copies: the old index's `_seq_no` (client copy on ES ≥ 6.7, OpenSearch) or `_version`
   * (older servers, and the native copy: `_reindex` copies the source's version).
   */
  versioning: 'seq_no' | 'version';
  /** The server reports `_seq_no` and takes `if_seq_no` (ES ≥ 6.7, OpenSearch): reads and guards use them. */
  seqNo: boolean;
  /** Who copies (steps 3–6). */
  engine: CopyEngine;
  /** Native copies: the old index keeps tombstones while the reindex runs (its own `index.gc_deletes` is put back at the end). */
  oldGcDeletes?: { during: string };
  /** Documents per second for the copy, when limited. */
  rate?: number;
  /** Incremental or full catch-up passes, as the old index allows (decided at plan time). */
  catchUp: CatchUpPlan;
  /** Documents in the old index when planned. */
  docs: number;
  serverVersion: string;
  steps: PlanStep[];
}

/** Settings a new index must not inherit: identity and history of the old one. */
const DROPPED = [/^index\.uuid$/, /^index\.creation_date$/, /^index\.provided_name$/, /^index\.version\./];

/** The old index's settings as a flat `index.*` map minus what identifies the old index. */
export function carriedSettings(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flat)) if (!DROPPED.some((re) => re.test(k))) out[k] = v;
  return out;
}

/** Split a mapping file into settings and mappings: `{mappings, settings}` or a bare mappings object. */
export function readMappingFile(content: unknown): { mappings: unknown; settings?: unknown } | string {
  if (!isObj(content)) return 'the mapping file must hold a JSON object';
  if ('mappings' in content || 'settings' in content) {
    const extra = Object.keys(content).filter((k) => k !== 'mappings' && k !== 'settings');
    if (extra.length) return `the mapping file has unexpected keys: ${extra.join(', ')} (expected mappings and settings)`;
    return { mappings: content.mappings ?? {}, ...(content.settings !== undefined ? { settings: content.settings } : {}) };
  }
  return { mappings: content };
}

/** The next name in an `_v<N>` series, or `<old>_v2`. */
export function nextIndexName(old: string): string {
  const m = /^(.*_v)(\d+)$/.exec(old);
  return m ? `${m[1]}${Number(m[2]) + 1}` : `${old}_v2`;
}

/** Whether a server reports `_seq_no` in search hits and takes `if_seq_no` (ES ≥ 6.7, OpenSearch). */
export function seqNoSupported(version: string, distribution: string | undefined): boolean {
  if (distribution === 'opensearch') return true;
  const [maj, min] = version.split('.').map(Number);
  return (maj ?? 0) > 6 || (maj === 6 && (min ?? 0) >= 7);
}

/** Whether a server wants `_type` in every bulk action line (ES before 6.7; OpenSearch never). */
export function typesRequired(version: string, distribution: string | undefined): boolean {
  return distribution !== 'opensearch' && !seqNoSupported(version, distribution);
}

/** Slices of a sliced scroll. */
export function scrollSlices(n: number): SliceSpec[] {
  if (n <= 1) return [{ label: 'all' }];
  return Array.from({ length: n }, (_, id) => ({ label: `slice ${id + 1}/${n}`, slice: { id, max: n } }));
}

/** N date ranges covering [min, max], open at both ends, plus the documents without the field. */
export function dateSlices(fieldName: string, min: number, max: number, n: number): SliceSpec[] {
  const width = Math.max(1, Math.ceil((max - min + 1) / n));
  const out: SliceSpec[] = [];
  for (let i = 0; i < n; i++) {
    const lo = min + i * width;
    const hi = lo + width;
    if (i > 0 && lo > max) break;
    const range: Record<string, unknown> = { format: 'epoch_millis' };
    if (i > 0) range.gte = lo;
    if (i < n - 1 && hi <= max) range.lt = hi;
    const last = i === n - 1 || hi > max;
    out.push({ label: `${fieldName} ${i === 0 ? '…' : new Date(lo).toISOString()} – ${last ? '…' : new Date(hi).toISOString()}`, query: { range: { [fieldName]: range } } });
    if (last) break;
  }
  out.push({ label: `${fieldName} missing`, query: { bool: { must_not: { exists: { field: fieldName } } } } });
  return out;
}

/** Min and max of a date field through sorted size-1 searches; undefined when no document has it. */
async function dateBounds(client: EsClient, index: string, f: string): Promise<{ min: number; max: number } | undefined | string> {
  const one = async (order: 'asc' | 'desc'): Promise<number | undefined | string> => {
    const r = await client.send({ api: 'search', method: 'POST', params: { index } }, { body: { size: 1, _source: false, query: { exists: { field: f } }, sort: [{ [f]: { order } }] } });
    if (r.status !== 200) return `cannot sort on --slice-field ${f}: ${r.outcome.kind === 'ok' ? r.outcome.body.slice(0, 200) : r.outcome.reason}`;
    const v = hitsOf(r.json)[0]?.sort?.[0];
    return typeof v === 'number' ? v : undefined;
  };
  const min = await one('asc');
  if (typeof min === 'string') return min;
  const max = await one('desc');
  if (typeof max === 'string') return max;
  if (min === undefined || max === undefined) return undefined;
  return { min, max };
}

/** The global checkpoint of every shard `0..shards-1` (lowest over its copies), from `_stats?level=shards`; undefined when incomplete. */
export function checkpointsOf(json: unknown, index: string, shards: number): number[] | undefined {
  const all = field(json, 'indices', index, 'shards');
  if (!isObj(all)) return undefined;
  const out: number[] = [];
  for (let s = 0; s < shards; s++) {
    const copies = all[String(s)];
    if (!Array.isArray(copies) || copies.length === 0) return undefined;
    let min = Infinity;
    for (const c of copies) {
      const g = field(c, 'seq_no', 'global_checkpoint');
      if (typeof g !== 'number') return undefined;
      min = Math.min(min, g);
    }
    out.push(min);
  }
  return out;
}

/**
 * Can the catch-up select `_seq_no > mark`? Probes the old index (reads only). `_seq_no` is a sequence per
 * shard, so first the shards: with several, `preference=_shards:N` must search exactly one (the answer's
 * `_shards.total` is 1), and every probe below runs on one shard. Then, on a shard with documents, a sort
 * on `_seq_no` and a range on it that must match exactly the top document (a server that ignores or does
 * not index the field fails this; two shards may well hold the same number, one shard never). Then where
 * marks can come from: the shards' global checkpoints in `_stats`, else the highest `_seq_no` seen.
 */
export async function probeIncremental(client: EsClient, index: string, docs: number): Promise<CatchUpPlan> {
  const search = { api: 'search', method: 'POST', params: { index } } as const;
  const full = (reason: string): CatchUpPlan => ({ kind: 'full', reason });
  if (docs === 0) return full(`${index} was empty when planned, so range queries on _seq_no could not be checked`);
  const st = await client.send({ api: 'indices.get_settings', method: 'GET', params: { index } }, { query: { flat_settings: 'true' } });
  const shards = Number(field(st.json, index, 'settings', 'index.number_of_shards') ?? NaN);
  if (!Number.isInteger(shards) || shards < 1) return full(`cannot read index.number_of_shards of ${index} (GET /${index}/_settings answered ${describeReply(st)})`);
  const onShard = (s: number): Record<string, string> => (shards > 1 ? { preference: `_shards:${s}` } : {});
  if (shards > 1) {
    const one = await client.send(search, { query: onShard(0), body: { size: 0 } });
    const searched = field(one.json, '_shards', 'total');
    if (one.status !== 200 || searched !== 1) return full(`${index} has ${shards} shards, each with its own _seq_no, and the server does not restrict a search to one shard with preference=_shards:0 (${one.status === 200 ? `searched ${String(searched)}` : describeReply(one)})`);
  }
  let confirmed = false;
  for (let s = 0, attempt = 0; s < shards && !confirmed && attempt < shards + 3; attempt++) {
    const top = await client.send(search, { query: onShard(s), body: { size: 1, _source: false, seq_no_primary_term: true, sort: [{ _seq_no: { order: 'desc' } }] } });
    if (top.status !== 200) return full(`the server cannot sort on _seq_no (${describeReply(top)})`);
    const h = hitsOf(top.json)[0];
    if (!h) {
      s++; // an empty shard: try the next
      continue;
    }
    if (typeof h._seq_no !== 'number') return full('the server does not return _seq_no in search hits');
    const exact = await client.send(search, { query: onShard(s), body: { size: 2, _source: false, query: { range: { _seq_no: { gte: h._seq_no, lte: h._seq_no } } } } });
    if (exact.status !== 200) return full(`the server refuses a range query on _seq_no (${describeReply(exact)})`);
    const ids = hitsOf(exact.json).map((x) => x._id);
    if (ids.length > 1 || (ids.length === 1 && ids[0] !== h._id)) return full('a range query on _seq_no does not select by _seq_no on this server');
    confirmed = ids.length === 1; // 0: the top document was rewritten in between; look again
  }
  if (!confirmed) return full('could not confirm range queries on _seq_no (no shard with documents, or the top document kept changing)');
  const stats = await client.send({ api: 'indices.stats', method: 'GET', params: { index, metric: 'docs' } }, { query: { level: 'shards' } });
  const marks = stats.status === 200 && checkpointsOf(stats.json, index, shards) ? 'checkpoint' : 'seen';
  return { kind: 'incremental', shards, marks };
}

/**
 * Who copies. The cluster (`_reindex`, every Elasticsearch ≥ 5 and OpenSearch has it) unless the options
 * need the client: `--plain` (the spec's procedure scrolls and bulks), `--resume` (no bulk copy at all),
 * `--slice-field` (date ranges; `_reindex` slices by shard). The native copy orders copies by the old
 * document's `_version`, which is safe only while a deleted and re-created document continues its
 * versions from its tombstone: the run keeps the old index's tombstones while it lasts (plan step 3–6).
 */
export function chooseEngine(opts: ReindexOptions, resuming: boolean): CopyEngine | string {
  const asked = opts.copy ?? 'auto';
  const needsClient = opts.plain ? '--plain: the spec\'s procedure scrolls and bulks' : resuming ? '--resume: no bulk copy; the catch-up copies what the new index lacks' : opts.sliceField ? '--slice-field: date ranges, where _reindex slices by shard' : undefined;
  if (asked === 'scroll') return { kind: 'scroll', why: '--copy scroll' };
  if (needsClient) return asked === 'native' ? `--copy native cannot run with ${needsClient.split(':')[0]} (${needsClient.split(': ')[1]})` : { kind: 'scroll', why: needsClient };
  if (opts.rate !== undefined && asked === 'auto') return { kind: 'native', why: `the cluster copies, at most ${opts.rate} documents/s (requests_per_second)` };
  return { kind: 'native', why: asked === 'native' ? '--copy native' : 'the target has _reindex: the cluster copies on its own nodes' };
}

/** Whether `index` exists (HEAD: 200 or 404), or a one-line reason when the server answered neither. */
async function exists(client: EsClient, index: string): Promise<boolean | string> {
  const r = await client.send({ api: 'indices.exists', method: 'HEAD', params: { index } });
  if (r.status === 200 || r.status === 404) return r.status === 200;
  return `HEAD /${index} answered ${describeReply(r)}`;
}

/** Read the cluster and build the plan, or a one-line reason the reindex cannot go ahead. */
export async function planReindex(client: EsClient, opts: ReindexOptions): Promise<ReindexPlan | string> {
  const file = readMappingFile(opts.mapping);
  if (typeof file === 'string') return file;
  const server = await serverOf(client);
  if (typeof server === 'string') return server;
  client.typedBulk = typesRequired(server.version, server.distribution);
  const from = await aliasPlace(client, opts);
  if (typeof from === 'string') return from;
  const { oldIndex } = from;
  const to = await newIndexOf(client, opts, oldIndex);
  if (typeof to === 'string') return to;
  const body = await newIndexBody(client, opts, file, from.settingsIndex ?? oldIndex, to.exists, from.sourceStream !== undefined);
  if (typeof body === 'string') return body;
  const docs = await docCount(client, oldIndex);
  if (typeof docs === 'string') return docs;
  const batch = opts.batch ?? 1000;
  const slices = await slicingOf(client, opts, oldIndex);
  if (typeof slices === 'string') return slices;
  const mode = opts.plain ? 'plain' : 'safe';
  const seqNo = seqNoSupported(server.version, server.distribution);
  const engine = chooseEngine(opts, to.exists);
  if (typeof engine === 'string') return engine;
  // The native copy writes the source's `_version`; the client copy `_seq_no + 1` where the server has it.
  const versioning = seqNo && engine.kind === 'scroll' ? 'seq_no' : 'version';
  const catchUp: CatchUpPlan = mode === 'plain'
    ? { kind: 'full', reason: '--plain has no catch-up' }
    : !seqNo
      ? { kind: 'full', reason: `server ${server.version} has no _seq_no` }
      : from.sourceStream
        // `_seq_no` counts per backing index, and a rollover during the run adds one: no mark spans them.
        ? { kind: 'full', reason: `${from.sourceStream} is a data stream: _seq_no is a sequence per backing index, and a rollover may add one during the run` }
        : await probeIncremental(client, oldIndex, docs);
  const plan: ReindexPlan = {
    alias: opts.alias, oldIndex, newIndex: to.name, createAlias: from.createAlias, aliasMeta: from.aliasMeta, ...(from.sourceStream ? { sourceStream: from.sourceStream } : {}), ...body, ...slices, batch, mode, versioning, seqNo, engine,
    ...(engine.kind === 'native' && mode === 'safe' ? { oldGcDeletes: { during: TOMBSTONE_RETENTION } } : {}),
    ...(opts.rate !== undefined ? { rate: opts.rate } : {}),
    catchUp, docs, serverVersion: server.version, steps: [],
  };
  plan.steps = planSteps(plan);
  return plan;
}

/** The server's version and distribution from `GET /`, or why it does not look like Elasticsearch or OpenSearch. */
async function serverOf(client: EsClient): Promise<{ version: string; distribution: string | undefined } | string> {
  const info = await client.send({ api: 'info', method: 'GET' });
  const number = field(info.json, 'version', 'number');
  if (info.status !== 200 || typeof number !== 'string') return `GET / answered ${describeReply(info)}: ${client.target.name} does not answer like Elasticsearch or OpenSearch`;
  return { version: number, distribution: field(info.json, 'version', 'distribution') as string | undefined };
}

/** Which index the alias is on, with its metadata; or, when it does not exist yet, `--from` (step 1 creates it). */
async function aliasPlace(client: EsClient, opts: ReindexOptions): Promise<(Pick<ReindexPlan, 'oldIndex' | 'createAlias' | 'aliasMeta' | 'sourceStream'> & { settingsIndex?: string }) | string> {
  const al = await client.send({ api: 'indices.get_alias', method: 'GET', params: { name: opts.alias } });
  const found = al.status === 200 && isObj(al.json) ? Object.keys(al.json) : [];
  if (al.status !== 404 && !(al.status === 200 && isObj(al.json))) return `GET /_alias/${opts.alias} answered ${describeReply(al)}`;
  if (found.length > 0) {
    if (found.length > 1) return `alias ${opts.alias} points at ${found.length} indexes (${found.join(', ')}); the procedure moves an alias from one index`;
    const oldIndex = found[0]!;
    if (opts.from && opts.from !== oldIndex) {
      const fromStream = await streamOf(client, opts.from);
      if (typeof fromStream === 'string') return fromStream;
      if (fromStream) return `alias ${opts.alias} exists (on ${oldIndex}); a data stream as --from needs an alias that does not exist yet, which the new index takes at the swap`;
      return `alias ${opts.alias} is on ${oldIndex}, not on --from ${opts.from}`;
    }
    const meta = field(al.json, oldIndex, 'aliases', opts.alias);
    return { oldIndex, createAlias: false, aliasMeta: isObj(meta) ? { ...meta } : {} };
  }
  // Data streams (ES ≥ 7.9, OpenSearch) are asked about only once no alias of the name exists.
  const aliasStream = await streamOf(client, opts.alias);
  if (typeof aliasStream === 'string') return aliasStream;
  if (aliasStream) return aliasIsStream(opts.alias, aliasStream);
  const fromStream = opts.from ? await streamOf(client, opts.from) : undefined;
  if (typeof fromStream === 'string') return fromStream;
  const isIndex = await exists(client, opts.alias);
  if (typeof isIndex === 'string') return isIndex;
  if (isIndex) return `${opts.alias} is an index, not an alias: clients must reach it through an alias; reindex it under a new name and give --from ${opts.alias} with a different --alias, or see the README`;
  if (!opts.from) return `alias ${opts.alias} does not exist: give --from <old index> so step 1 can create it`;
  if (fromStream) {
    if (!opts.newIndex) return `--from ${opts.from} is a data stream: give --index, the name of the new index (one no data stream template matches)`;
    // Read and caught up through the stream's name (every generation); the alias is made on the new index at the swap.
    return { oldIndex: fromStream.name, createAlias: false, aliasMeta: {}, sourceStream: fromStream.name, settingsIndex: writeIndexOf(fromStream) };
  }
  return { oldIndex: opts.from, createAlias: true, aliasMeta: {} };
}

/** The new index's name, once the old index is known to exist; whether it exists already (`--resume` needs it to). */
async function newIndexOf(client: EsClient, opts: ReindexOptions, oldIndex: string): Promise<{ name: string; exists: boolean } | string> {
  const oldExists = await exists(client, oldIndex);
  if (typeof oldExists === 'string') return oldExists;
  if (!oldExists) return `old index ${oldIndex} does not exist`;
  const name = opts.newIndex ?? nextIndexName(oldIndex);
  if (name === oldIndex) return `--index ${name} is the old index`;
  const refusal = await destinationRefusal(client, name);
  if (refusal) return refusal;
  const newExists = await exists(client, name);
  if (typeof newExists === 'string') return newExists;
  if (newExists && !opts.resume) return `index ${name} already exists (use --resume to continue an interrupted reindex into it, or --index NAME)`;
  if (!newExists && opts.resume) return `--resume: index ${name} does not exist`;
  return { name, exists: newExists };
}

/** The new index's body: the file's settings, else the old index's minus its identity; none when resuming into an existing index. */
async function newIndexBody(client: EsClient, opts: ReindexOptions, file: { mappings: unknown; settings?: unknown }, oldIndex: string, newExists: boolean, fromStream: boolean): Promise<Pick<ReindexPlan, 'createBody' | 'settingsFrom' | 'gcDeletes'> | string> {
  let settings: unknown = file.settings;
  let settingsFrom: ReindexPlan['settingsFrom'] = 'mapping file';
  if (settings === undefined) {
    settingsFrom = 'old index';
    const s = await client.send({ api: 'indices.get_settings', method: 'GET', params: { index: oldIndex } }, { query: { flat_settings: 'true' } });
    const flat = field(s.json, oldIndex, 'settings');
    if (s.status !== 200 || !isObj(flat)) return `cannot read the settings of ${oldIndex}: GET /${oldIndex}/_settings answered ${describeReply(s)}`;
    settings = carriedSettings(flat);
    // A backing index is hidden; the new index, which clients reach through the alias, is not. Its ILM
    // policy rolls the stream over: on an index behind an alias without `rollover_alias`, its rollover step
    // would fail, so the policy stays with the stream.
    if (isObj(settings)) for (const k of Object.keys(settings)) if (k === 'index.hidden' || (fromStream && k.startsWith('index.lifecycle.'))) delete (settings as Record<string, unknown>)[k];
  }
  // The default mode keeps tombstones in the new index while it runs (see tombstones.ts); --plain writes the settings as given.
  const retained = opts.plain ? undefined : withRetention(settings);
  const gcDeletes = { during: retained ? TOMBSTONE_RETENTION : 'unchanged', restore: retained?.restore ?? null };
  const createBody = newExists ? undefined : { settings: retained?.settings ?? settings, mappings: file.mappings };
  return { ...(createBody ? { createBody } : {}), settingsFrom, gcDeletes };
}

/** The old index's `_count`, or why it could not be read. */
async function docCount(client: EsClient, index: string): Promise<number | string> {
  const count = await client.send({ api: 'count', method: 'GET', params: { index } });
  const docs = field(count.json, 'count');
  if (count.status !== 200 || typeof docs !== 'number') return `cannot count the documents of ${index}: GET /${index}/_count answered ${describeReply(count)}`;
  return docs;
}

/** How the copy is split among workers: sliced-scroll slices, or ranges of `--slice-field` (found from its bounds). */
async function slicingOf(client: EsClient, opts: ReindexOptions, oldIndex: string): Promise<Pick<ReindexPlan, 'slicing' | 'sliceMode'> | string> {
  if (!opts.sliceField) return { slicing: scrollSlices(opts.slices ?? 2), sliceMode: 'scroll' };
  const b = await dateBounds(client, oldIndex, opts.sliceField);
  if (typeof b === 'string') return b;
  return { slicing: b ? dateSlices(opts.sliceField, b.min, b.max, opts.slices ?? 4) : [{ label: 'all' }], sliceMode: 'date' };
}

/** The body of the native copy's `POST /_reindex` (the plan prints it; nativeCopy.ts sends it). */
export function nativeCopyBody(oldIndex: string, newIndex: string, batch: number): Record<string, unknown> {
  return { conflicts: 'proceed', source: { index: oldIndex, size: batch }, dest: { index: newIndex, version_type: 'external' } };
}

/** The swap's `POST /_aliases` body: remove from the old index and add to the new one; only the add for a stream source. */
export function swapBody(p: ReindexPlan): { actions: unknown[] } {
  const add = { add: { index: p.newIndex, alias: p.alias, ...p.aliasMeta } };
  return { actions: p.sourceStream ? [add] : [{ remove: { index: p.oldIndex, alias: p.alias } }, add] };
}

/** The ordered steps of a plan, numbered as the spec's procedure numbers them. */
export function planSteps(p: ReindexPlan): PlanStep[] {
  const steps: PlanStep[] = [];
  const swap = swapBody(p);
  steps.push(p.createAlias
    ? { step: '1', title: `create alias ${p.alias} on ${p.oldIndex}`, request: { method: 'PUT', path: apiPath('indices.put_alias', 'PUT', { index: p.oldIndex, name: p.alias }) } }
    : p.sourceStream
      ? { step: '1', title: `data stream ${p.sourceStream} is read through its name (every backing index); ${p.alias} is made on ${p.newIndex} at the swap` }
      : { step: '1', title: `alias ${p.alias} is on ${p.oldIndex} (nothing to do)` });
  steps.push(p.createBody
    ? { step: '2', title: `create ${p.newIndex} (settings from the ${p.settingsFrom}${p.mode === 'safe' ? `; index.gc_deletes ${p.gcDeletes.during} while the reindex runs, then ${p.gcDeletes.restore ?? 'the default'} again` : ''})`, request: { method: 'PUT', path: apiPath('indices.create', 'PUT', { index: p.newIndex }), body: p.createBody } }
    : { step: '2', title: `resume into the existing ${p.newIndex}${p.mode === 'safe' ? ` (index.gc_deletes ${TOMBSTONE_RETENTION} while the reindex runs, then its own value again)` : ''}` });
  const how = p.sliceMode === 'date' ? `${p.slicing.length} date-range workers` : `${p.slicing.length} sliced-scroll worker(s)`;
  const ver = p.mode === 'safe' ? `, version_type=external with ${p.versioning === 'seq_no' ? "the old index's _seq_no + 1" : "the old index's _version"}` : '';
  const rate = p.rate !== undefined ? `, at most ${p.rate} documents/s` : '';
  if (p.mode === 'safe' && !p.createBody) steps.push({ step: '3–6', title: `resume: skip the bulk copy; the catch-up passes copy only what ${p.newIndex} lacks` });
  else if (p.engine.kind === 'native') {
    if (p.oldGcDeletes) steps.push({ step: '3', title: `${p.oldIndex} keeps tombstones while the reindex runs (index.gc_deletes ${p.oldGcDeletes.during}, then its own value again), so a re-created document never reuses a version`, request: { method: 'PUT', path: apiPath('indices.put_settings', 'PUT', { index: p.oldIndex }), body: { index: { gc_deletes: p.oldGcDeletes.during } } } });
    const query = `wait_for_completion=false&slices=auto${p.rate !== undefined ? `&requests_per_second=${p.rate}` : ''}`;
    steps.push({ step: '4–6', title: `copy ~${p.docs} documents on the cluster: one _reindex task, a slice per shard${ver}${rate}; followed through GET /_tasks/<id> (${p.engine.why})`, request: { method: 'POST', path: `${apiPath('reindex', 'POST')}?${query}`, body: nativeCopyBody(p.oldIndex, p.newIndex, p.batch) } });
  } else {
    steps.push({ step: '3–6', title: `copy ~${p.docs} documents: scroll ${p.oldIndex} in pages of ${p.batch}, bulk into ${p.newIndex}; ${how}${ver}${rate} (${p.engine.why})` });
    for (const s of p.slicing) steps.push({ step: '6', title: `  worker: ${s.label}` });
  }
  if (p.mode === 'safe') {
    if (p.catchUp.kind === 'incremental') {
      const per = p.catchUp.shards > 1 ? `per shard (${p.catchUp.shards} shards, preference=_shards:N)` : 'of its one shard';
      const marks = p.catchUp.marks === 'checkpoint' ? 'global checkpoints from _stats, then _refresh' : 'the highest _seq_no seen (no _stats checkpoints)';
      steps.push({ step: 'c0', title: `catch-up: incremental, _seq_no above a mark ${per}; marks: ${marks}` });
      steps.push({ step: 'c1', title: `catch-up passes before the swap: copy what changed in ${p.oldIndex} since the mark; then, if the counts differ, compare ids to delete what was deleted since` });
      steps.push({ step: 'c2', title: `snapshot ${p.newIndex} (point-in-time scrolls), then one last incremental pass just before the swap` });
    } else {
      steps.push({ step: 'c0', title: `catch-up: full comparisons (${p.catchUp.reason})` });
      steps.push({ step: 'c1', title: `catch-up passes before the swap: compare ${p.oldIndex} with ${p.newIndex} (ids and versions), copy newer documents, delete those deleted since` });
      steps.push({ step: 'c2', title: `snapshot ${p.newIndex} (point-in-time scroll) just before the swap` });
    }
  }
  steps.push({ step: '7', title: `swap ${p.alias} in one request`, request: { method: 'POST', path: apiPath('indices.update_aliases', 'POST'), body: swap } });
  if (p.mode === 'safe' && p.catchUp.kind === 'incremental') steps.push({ step: 'c3', title: `right after the swap: bring over what changed in ${p.oldIndex} since the last mark, never overwriting what clients wrote through ${p.alias}` });
  if (p.mode === 'safe') steps.push({ step: p.catchUp.kind === 'incremental' ? 'c4' : 'c3', title: `final catch-up from the now-frozen ${p.oldIndex} (a full comparison), never overwriting what clients wrote through ${p.alias} after the swap` });
  steps.push({ step: '8', title: `verify through ${p.alias}: counts per slice, every id and source compared with ${p.oldIndex}` });
  return steps;
}

/** The plan as lines for `--dry-run`. */
export function describePlan(p: ReindexPlan): string[] {
  const lines = [`reindex plan (${p.mode === 'plain' ? '--plain: the spec\'s procedure as written' : 'default: with catch-up'}), server ${p.serverVersion}`];
  lines.push(`  alias ${p.alias}: ${p.oldIndex} → ${p.newIndex}; ${p.docs} documents; batch ${p.batch}`);
  for (const s of p.steps) {
    lines.push(`  ${s.step.padEnd(4)} ${s.title}`);
    if (s.request) lines.push(`       ${s.request.method} ${s.request.path}${s.request.body !== undefined ? ` ${JSON.stringify(s.request.body)}` : ''}`);
  }
  return lines;
}
