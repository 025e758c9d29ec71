/**
 * Every subcommand's options as documented data: the parser reads their kinds, `--help` prints them, so
 * help cannot leave an option out.
 */
import type { OptionKind } from './args.ts';
import { PROFILE_NAMES } from '../../reference/profiles.ts';

/** One option: how it is read, what its value looks like, what it does. */
export interface OptionDoc {
  kind: OptionKind;
  /** The value's placeholder in help (`URL`, `N`…); flags have none. */
  arg?: string;
  help: string;
}

export type OptionTable = Readonly<Record<string, OptionDoc>>;

/** The kinds of a table's options, as the parser wants them. */
export function kindsOf(t: OptionTable): Record<string, OptionKind> {
  return Object.fromEntries(Object.entries(t).map(([k, d]) => [k, d.kind]));
}

/** Help text: usage line, summary, then one line per option (and `--help`). */
export function renderHelp(usage: string, summary: string, t: OptionTable): string[] {
  const rows = Object.entries(t).map(([name, d]) => [`--${name}${d.arg ? ` ${d.arg}${d.kind === 'list' ? '...' : ''}` : ''}`, d.help] as const);
  rows.push(['--help', 'print this help'], ['--version', 'print the version']);
  const width = Math.min(30, Math.max(...rows.map(([l]) => l.length)));
  return [`usage: ${usage}`, '', summary, '', 'options:', ...rows.map(([l, h]) => `  ${l.padEnd(width)}  ${h}`)];
}

/** Connecting to a target: shared by run, peer and reindex. */
export const CONNECTION_OPTIONS: OptionTable = {
  target: { kind: 'value', arg: 'reference|URL', help: 'what to test: the in-process reference simulator, or a service URL (http or https)' },
  timeout: { kind: 'value', arg: 'MS', help: 'per-request time-out in milliseconds (default 30000)' },
  user: { kind: 'value', arg: 'USER:PASS', help: 'basic authentication' },
  'api-key': { kind: 'value', arg: 'KEY', help: 'Elasticsearch API key (sent as Authorization: ApiKey KEY)' },
  bearer: { kind: 'value', arg: 'TOKEN', help: 'bearer token' },
  ca: { kind: 'value', arg: 'FILE', help: 'PEM file of the CA that signed the target\'s certificate' },
  insecure: { kind: 'flag', help: 'accept any TLS certificate (self-signed test clusters)' },
};

/** Running cases against a target: shared by run and peer. */
export const SESSION_OPTIONS: OptionTable = {
  ...CONNECTION_OPTIONS,
  profile: { kind: 'value', arg: 'elasticsearch@X.Y.Z|opensearch@X.Y.Z|' + PROFILE_NAMES.join('|'), help: 'the version to compare with (default: the exact version the target reports on GET /)' },
  prefix: { kind: 'value', arg: 'P', help: 'the run prefix for every index, alias and template the run creates (default: unique per run)' },
  'allow-destructive': { kind: 'flag', help: 'also send requests that name every index (DELETE /_all...) to see the target refuse them; disposable clusters only' },
  report: { kind: 'value', arg: 'DIR', help: 'where to write report.json, junit.xml, report.md and report.html (default: reports/<timestamp>/)' },
  seed: { kind: 'value', arg: 'S', help: 'seed of the properties and of the reference simulator, to replay a run' },
  runs: { kind: 'value', arg: 'N', help: 'fast-check runs per property (default 100)' },
  refresh: { kind: 'value', arg: 'immediate|explicit', help: 'with --target reference: when writes become visible to search, at once (default) or only after a refresh, as on a real cluster (the official refresh tests then run)' },
  config: { kind: 'value', arg: 'DIR', help: 'with --target reference: the node\'s config directory, which synonyms_path, stopwords_path, hunspell and the other analysis files are read from' },
  'body-format': { kind: 'value', arg: 'json|random', help: 'request bodies as JSON (default), or each drawn from JSON, YAML, CBOR and Smile as Elasticsearch\'s own YAML runner sends them (answers read back in their format; --seed replays the draw)' },
};

/** `conformance run`'s options. */
export const RUN_OPTIONS: OptionTable = {
  ...SESSION_OPTIONS,
  reference: { kind: 'value', arg: 'URL', help: 'compare with this live cluster instead of the built-in reference (same credentials options); where it disagrees with the built-in reference of its own version, that is reported as a separate finding' },
  specs: { kind: 'list', arg: 'PATH', help: 'scenario files or folders to run (default: the built-in specs/)' },
  only: { kind: 'value', arg: 'scenarios|properties|reindex', help: 'run only this kind of case' },
  property: { kind: 'value', arg: 'ID[,ID]', help: 'run only these properties' },
  path: { kind: 'value', arg: 'P', help: 'fast-check replay path of a reported failure (with --seed and --property)' },
  budget: { kind: 'value', arg: 'SECONDS', help: 'wall-clock budget for all properties together' },
  'reindex-docs': { kind: 'value', arg: 'N', help: 'documents in the reindex-under-load cases (default 5000)' },
};

/** `conformance peer`'s options. */
export const PEER_OPTIONS: OptionTable = {
  suite: { kind: 'value', arg: 'DIR', help: 'an official REST YAML suite: a checkout of Elasticsearch or OpenSearch, its rest-api-spec folder, or a folder of tests (with api/ beside it)' },
  'api-specs': { kind: 'value', arg: 'DIR', help: 'a folder of REST API specs (<api>.json, e.g. elasticsearch-specification\'s _json_spec) for the APIs the suite has no spec of its own for and the built-in catalogue lacks' },
  ...SESSION_OPTIONS,
};

/** `conformance serve`'s usage and summary (also the help of npm start and of dist/serve.mjs). */
export const SERVE_USAGE = 'conformance serve [options]   (npm start -- [options], node dist/serve.mjs [options])';
export const SERVE_SUMMARY = 'Serve the reference simulator over HTTP until Ctrl-C. It listens on 127.0.0.1; on any other address give --auth (or --api-key), or it warns once at start that anyone who can reach it can change its data.';

/** `conformance serve`'s options. */
export const SERVE_OPTIONS: OptionTable = {
  host: { kind: 'value', arg: 'H', help: 'address to listen on (default 127.0.0.1; another one without --auth prints a warning)' },
  port: { kind: 'value', arg: 'P', help: 'port (default 9200; 0 picks a free one)' },
  profile: { kind: 'value', arg: 'elasticsearch@X.Y.Z|opensearch@X.Y.Z|' + PROFILE_NAMES.join('|'), help: 'the version to imitate (ES 5.0–9.x, OpenSearch 1.0–3.x; default: default, the spec\'s service on the 8.x wire)' },
  seed: { kind: 'value', arg: 'S', help: 'seed of generated ids (default 1)' },
  refresh: { kind: 'value', arg: 'immediate|explicit', help: 'when writes become visible to search: at once (default), or only after a refresh (refresh=true|wait_for, POST /_refresh), as on a real cluster' },
  config: { kind: 'value', arg: 'DIR', help: 'the node\'s config directory (default: ES_PATH_CONF when set, else none): synonyms_path, stopwords_path and the other *_path analysis settings, and hunspell/<locale>/ dictionaries, are read from it when an index is created, opened or reloaded' },
  data: { kind: 'value', arg: 'DIR', help: 'keep the state across restarts in DIR (a journal of changes fsynced before each answer, and snapshots)' },
  'compact-bytes': { kind: 'value', arg: 'N', help: 'with --data: compact (snapshot the state, start a fresh journal) once the journal exceeds N bytes and the snapshot (default 16777216)' },
  'repair-data': { kind: 'flag', help: 'with --data: when a record is damaged, keep what precedes it and drop the rest (printed), instead of refusing to start' },
  'stack-templates': { kind: 'value', arg: 'true|false', help: 'stack.templates.enabled: install the version\'s built-in templates (logs, metrics, synthetics and their components; ES 7.9+) at start (default true, as Elasticsearch)' },
  auth: { kind: 'list', arg: 'USER:PASS', help: 'require credentials: a user with every right (repeatable; also ES_SIM_AUTH=u:p,…)' },
  viewer: { kind: 'list', arg: 'USER:PASS', help: 'a read-only user: writes answer 403 (repeatable; also ES_SIM_VIEWER)' },
  'api-key': { kind: 'list', arg: 'KEY', help: 'an accepted API key (repeatable; also ES_SIM_API_KEY)' },
  'auth-file': { kind: 'value', arg: 'FILE', help: 'credentials kept out of `ps`: lines "auth U:P", "viewer U:P", "api-key KEY"' },
};

/** `conformance reindex`'s options. */
export const REINDEX_OPTIONS: OptionTable = {
  ...CONNECTION_OPTIONS,
  target: { kind: 'value', arg: 'URL', help: 'the service (http or https)' },
  alias: { kind: 'value', arg: 'A', help: 'the alias clients use; it ends on the new index' },
  mapping: { kind: 'value', arg: 'FILE', help: 'JSON with the new index\'s {"mappings": …, "settings": …}, or a bare mappings object' },
  index: { kind: 'value', arg: 'NEW', help: 'name of the new index (default: the old name with its _vN suffix counted up)' },
  from: { kind: 'value', arg: 'OLD', help: 'the index to reindex, when the alias does not exist yet (it is put on OLD first)' },
  copy: { kind: 'value', arg: 'native|scroll|auto', help: 'who copies: the cluster (_reindex task), the client (scroll and bulk), or native where the options allow (default auto)' },
  rate: { kind: 'value', arg: 'DOCS', help: 'copy at most DOCS documents per second (native: requests_per_second)' },
  slices: { kind: 'value', arg: 'N', help: 'parallel copy workers of the client copy (a sliced scroll; default 2); the native copy takes a slice per shard' },
  'slice-field': { kind: 'value', arg: 'F', help: 'slice by ranges of this date field instead' },
  batch: { kind: 'value', arg: 'N', help: 'documents per scroll page and bulk request (default 1000, at most 10000)' },
  'dry-run': { kind: 'flag', help: 'print the plan; change nothing' },
  plain: { kind: 'flag', help: 'the spec\'s procedure exactly as written (loses writes made during the copy), for comparison' },
  resume: { kind: 'flag', help: 'continue into a new index a failed run kept' },
  keep: { kind: 'flag', help: 'after a failure before the swap, keep the new index' },
  passes: { kind: 'value', arg: 'N', help: 'catch-up passes before the swap, besides the last (default 2)' },
  settle: { kind: 'value', arg: 'MS', help: 'wait after the swap before the final full catch-up (default 1000)' },
  retries: { kind: 'value', arg: 'N', help: 'retries on 429, 5xx and transport failures, with back-off (default 5)' },
};
