/**
 * Builds `paramTable.json`, the query parameters each version of Elasticsearch and OpenSearch documents
 * for every API of the catalogue, from the REST API specs. A script, re-run by hand when a spec is added:
 *
 *   npx tsx reference/api/buildParamTable.ts <api-specs dir> <ES 6.8 api dir> <opensearch-api-specification dir>
 *
 * (the folder of elastic/elasticsearch-specification's `_json_spec` per release, Elasticsearch 6.8.13's
 * `rest-api-spec/api`, a checkout of opensearch-project/opensearch-api-specification; all three named on the
 * command line). The product never reads those at run time: it reads the table this writes.
 *
 * Elasticsearch: the specs are snapshots (6.8.13 for 30 APIs, then 7.17, 8.15, 8.19, 9.1). Between two
 * snapshots the version a parameter came or went is not known, so the table errs on accepting: a
 * parameter first seen at a snapshot is taken from the first version after the previous snapshot
 * (7.0, 8.0, 8.16, 9.0), and one gone at a snapshot is kept until the major it left in, or until that
 * snapshot within a major. Before 7.0 the 6.8.13 spec is the list where it has the API; elsewhere the
 * catalogue's own list, less what the later specs show arriving after 7.17 (5.x takes 6.x's list).
 * OpenSearch: its specification states `x-version-added` / `x-version-removed` per parameter.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { APIS } from './catalogue.ts';
import { spanHolds, versionBefore } from './paramSpan.ts';

type Names = Set<string>;

/** The params of every API of one Elasticsearch spec directory (legacy `url.params` or current `params`). */
function esSpecs(dir: string): Map<string, Names> {
  const out = new Map<string, Names>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('_'))) {
    const content = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, { params?: object; url?: { params?: object } }>;
    for (const [name, api] of Object.entries(content)) out.set(name, new Set([...Object.keys(api.params ?? {}), ...Object.keys(api.url?.params ?? {})]));
  }
  return out;
}

/** Where a spec directory came from (its SOURCE.txt), for the table's `sources`. */
function sourceOf(dir: string): string {
  const f = join(dir, 'SOURCE.txt');
  return existsSync(f) ? readFileSync(f, 'utf8').trim() : dir;
}

/** A parameter's versions as the table writes them: `since` or `since-until` (until excluded), `,`-joined. */
type Span = [string, string | undefined];
const spanText = (spans: Span[]): string => spans.map(([a, b]) => (b ? `${a}-${b}` : a)).join(',');

// Elasticsearch's snapshots in order, with the first version a parameter new at that snapshot is taken
// from, and the version a parameter gone at that snapshot is kept until.
const ES_POINTS = [
  { label: '6.8', since: '5.0.0', goneBy: '' },
  { label: '7.17', since: '7.0.0', goneBy: '7.0.0' },
  { label: '8.15', since: '8.0.0', goneBy: '8.0.0' },
  { label: '8.19', since: '8.16.0', goneBy: '8.19.0' },
  { label: '9.1', since: '9.0.0', goneBy: '9.0.0' },
] as const;

/**
 * What a handler is seen to read, or not, where the specs and the catalogue say otherwise: read in the
 * handler's source (`''`: never). RestMultiSearchAction reads `routing` in 5.x to 8.x (its spec lists it
 * from 8.19), and no top-level `preference` (a line's header carries one; the catalogue listed it).
 */
const HANDLER_READS: Readonly<Record<string, Record<string, string>>> = {
  msearch: { routing: '5.0.0', preference: '' },
  // RestIndexAction's IndexHandler reads require_alias from 7.10 (#58917), and CreateHandler extends it (the create spec lists it from 8.19).
  index: { require_alias: '7.10.0' },
  create: { require_alias: '7.10.0' },
  // RestGrokPatternsAction reads `s` in every version (GrokProcessorGetAction.Request(sorted, ecsCompatibility)
  // in 8.x and 9.x) and `ecs_compatibility` from 7.16 (#76885); neither is in the specification.
  'ingest.processor_grok': { s: '5.0.0', ecs_compatibility: '7.16.0' },
};

/** The Elasticsearch part of the table, from the specs folder and the 6.8 `api/` folder. */
export function esTable(specDir: string, es6Dir: string): { table: Record<string, Record<string, string>>; sources: string[] } {
  const later = ['7.17', '8.15', '8.19', '9.1'].map((v) => ({ v, specs: esSpecs(join(specDir, `elasticsearch-${v}`)), source: sourceOf(join(specDir, `elasticsearch-${v}`)) }));
  const es6 = esSpecs(es6Dir);
  const table: Record<string, Record<string, string>> = {};
  const catalogueOnly: [string, string, Record<string, string>][] = [];
  for (const def of APIS) {
    const at = (i: number): Names | undefined => (i === 0 ? undefined : later[i - 1]!.specs.get(def.name));
    // 6.x: the 6.8.13 spec; without it, the catalogue's word for what 7.17 also has (the catalogue was
    // written for 5.6 and 6.8 too, and lists a parameter it knows from any version it covers).
    const seven = at(1) ?? new Set<string>();
    const six = es6.get(def.name) ?? new Set(def.params.filter((p) => seven.has(p)));
    const points: (Names | undefined)[] = [six, at(1), at(2), at(3), at(4)];
    const all = new Set(points.flatMap((s) => [...(s ?? [])]));
    const row: Record<string, string> = {};
    for (const p of [...all].sort()) {
      const spans: Span[] = [];
      let open: string | undefined;
      points.forEach((s, i) => {
        const has = s?.has(p) ?? false;
        if (has && open === undefined) open = ES_POINTS[i]!.since;
        if (!has && open !== undefined && s !== undefined) {
          spans.push([open, ES_POINTS[i]!.goneBy]);
          open = undefined;
        }
      });
      if (open !== undefined) spans.push([open, undefined]);
      row[p] = spanText(spans);
    }
    // What the catalogue lists and no spec does (handlers read more than their spec says: IndicesOptions
    // reads `ignore_throttled` wherever it reads `expand_wildcards`): from 5.0, until the version the specs
    // show the same name leaving other APIs, if they do (`parent`, `_source_include` left in 7.0).
    for (const p of def.params) if (!all.has(p)) catalogueOnly.push([def.name, p, row]);
    table[def.name] = row;
  }
  for (const [, p, row] of catalogueOnly) {
    const gone = [...goneAt(table, p)];
    row[p] = gone.length > 0 ? `5.0.0-${gone.sort()[0]}` : '5.0.0';
  }
  for (const [api, params] of Object.entries(HANDLER_READS)) {
    for (const [p, span] of Object.entries(params)) {
      if (span) table[api]![p] = span;
      else delete table[api]![p];
    }
  }
  return { table, sources: [`elasticsearch 6.8.13 rest-api-spec (${es6.size} APIs): ${es6Dir}`, ...later.map((l) => l.source)] };
}

/** The versions a parameter name stops at in any API of the table (spans closed by the specs). */
function goneAt(table: Record<string, Record<string, string>>, p: string): Set<string> {
  const out = new Set<string>();
  for (const row of Object.values(table)) {
    const text = row[p];
    if (!text) continue;
    const spans = text.split(',');
    const last = spans[spans.length - 1]!;
    if (last.includes('-')) out.add(last.split('-')[1]!);
  }
  return out;
}


type Yaml = Record<string, unknown>;
const num = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));
/** `2.12` → `2.12.0`. */
const full = (v: string): string => (v.split('.').length === 2 ? `${v}.0` : v);

/** OpenSearch: every operation's query parameters, by API name (`x-operation-group`), with their versions. */
function osTable(root: string, esRows: Record<string, Record<string, string>>): { table: Record<string, Record<string, string>>; source: string } {
  const specDir = join(root, 'spec');
  const perApi = new Map<string, Map<string, Span[]>>();
  for (const f of readdirSync(join(specDir, 'namespaces')).filter((n) => n.endsWith('.yaml'))) {
    const doc = parseYaml(readFileSync(join(specDir, 'namespaces', f), 'utf8'), { maxAliasCount: -1 }) as Yaml;
    const params = ((doc.components as Yaml | undefined)?.parameters ?? {}) as Record<string, Yaml>;
    for (const ops of Object.values((doc.paths ?? {}) as Record<string, Record<string, Yaml>>)) {
      for (const op of Object.values(ops)) {
        const group = op['x-operation-group'];
        if (typeof group !== 'string' || !Array.isArray(op.parameters)) continue;
        const row = perApi.get(group) ?? new Map<string, Span[]>();
        perApi.set(group, row);
        const opSince = full(num(op['x-version-added']) ?? '1.0');
        for (const ref of op.parameters as Yaml[]) {
          const key = typeof ref.$ref === 'string' ? ref.$ref.split('/').pop()! : undefined;
          const p = key ? params[key] : ref;
          if (!p || p.in !== 'query' || typeof p.name !== 'string') continue;
          const since = full(num(p['x-version-added']) ?? opSince);
          const until = num(p['x-version-removed']);
          const spans = row.get(p.name) ?? [];
          if (!spans.some(([a, b]) => a === since && b === (until && full(until)))) spans.push([since, until && full(until)]);
          row.set(p.name, spans);
        }
      }
    }
  }
  const table: Record<string, Record<string, string>> = {};
  for (const def of APIS) {
    const row = perApi.get(def.name) ?? new Map<string, Span[]>();
    const out: Record<string, string> = {};
    for (const p of [...row.keys()].sort()) out[p] = spanText(widest(row.get(p)!));
    // What the catalogue lists, the specification does not, and Elasticsearch 7.10 (the fork point) took:
    // OpenSearch's handlers came from there. Type parameters, which 2.0 removed with types
    // (opensearch-project/OpenSearch#1940) as ES 8.0 did, hold in 1.x only.
    const es = esRows[def.name] ?? {};
    for (const p of def.params) {
      if (out[p] !== undefined || es[p] === undefined || !spanHolds(es[p], '7.10.0')) continue;
      out[p] = spanHolds(es[p], '8.0.0') ? '1.0.0' : '1.0.0-2.0.0';
    }
    if (Object.keys(out).length > 0) table[def.name] = out;
  }
  let commit = '';
  try {
    commit = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    commit = readFileSync(join(root, 'COMMIT'), 'utf8').trim();
  }
  return { table, source: `opensearch-project/opensearch-api-specification commit ${commit}: spec/namespaces` };
}

/** One span per parameter where its operations disagree: the earliest start, open if any is. */
function widest(spans: Span[]): Span[] {
  let since = spans[0]![0];
  let until = spans[0]![1];
  for (const [a, b] of spans.slice(1)) {
    if (versionBefore(a, since)) since = a;
    until = until === undefined || b === undefined ? undefined : versionBefore(until, b) ? b : until;
  }
  return [[since, until]];
}

/** Writes one API per line, so a diff of a re-run reads per API (exported for a re-run of the Elasticsearch part alone). */
export function render(doc: { about: string; sources: string[]; common: Record<string, string[]>; elasticsearch: Record<string, Record<string, string>>; opensearch: Record<string, Record<string, string>> }): string {
  const block = (t: Record<string, Record<string, string>>): string =>
    '{\n' + Object.entries(t).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n') + '\n  }';
  return `{\n  "about": ${JSON.stringify(doc.about)},\n  "sources": ${JSON.stringify(doc.sources, null, 4).replace(/\n\]/, '\n  ]')},\n  "common": ${JSON.stringify(doc.common)},\n  "elasticsearch": ${block(doc.elasticsearch)},\n  "opensearch": ${block(doc.opensearch)}\n}\n`;
}

function main(): void {
  const [specDir, es6Dir, osRoot] = process.argv.slice(2);
  if (!specDir || !es6Dir || !osRoot) {
    console.error(`usage: npx tsx reference/api/${basename(import.meta.filename)} <api-specs dir> <ES 6.8 api dir> <opensearch-api-specification dir>`);
    process.exit(2);
  }
  const es = esTable(specDir, es6Dir);
  const os = osTable(osRoot, es.table);
  const doc = {
    about:
      'Query parameters per API and version, generated by buildParamTable.ts: "since" or "since-until" (until excluded). ' +
      'Elasticsearch from spec snapshots (6.8.13, 7.17, 8.15, 8.19, 9.1): between two snapshots a change is dated at the earliest version it may have come (see the script); OpenSearch from its specification\'s x-version-added/removed.',
    sources: [...es.sources, os.source],
    // Every API takes these (_common.json of both specs), and the REST layer reads `format` for any response.
    // `cat`: what every `_cat` table reads (AbstractCatAction's RESPONSE_PARAMS, and `help`), in both.
    common: {
      elasticsearch: ['error_trace', 'filter_path', 'format', 'human', 'pretty', 'source', 'source_content_type'],
      opensearch: ['error_trace', 'filter_path', 'format', 'human', 'pretty', 'source', 'source_content_type'],
      cat: ['bytes', 'format', 'h', 'help', 'pri', 's', 'size', 'time', 'ts', 'v'],
    },
    elasticsearch: es.table,
    opensearch: os.table,
  };
  const out = join(import.meta.dirname, 'paramTable.json');
  writeFileSync(out, render(doc));
  console.log(`wrote ${out}: ${Object.keys(es.table).length} Elasticsearch APIs, ${Object.keys(os.table).length} OpenSearch APIs`);
}

// Run as a script; imported (by the test that holds the committed table to the specs), only exports.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) main();
