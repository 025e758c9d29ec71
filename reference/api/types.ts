/**
 * The shape of the API catalogue: what the project knows about each REST API it speaks, as data.
 * One table serves the simulator's router, the YAML runner, the safety layer and the reindex command.
 */
import type { Profile } from '../profiles.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';

/** A boolean capability of a profile that a path depends on. */
export type ProfileFlag = { [K in keyof Profile]: Profile[K] extends boolean ? K : never }[keyof Profile];

/** One URL template of an API. */
export interface ApiPath {
  /** `/{index}/_alias/{name}`: literals and `{part}` placeholders, one per segment. */
  path: string;
  methods: readonly HttpMethod[];
  /** Only where the profile takes typed requests (`{type}` other than `_doc`, typed-only forms). */
  typed?: boolean;
  /**
   * The `_doc` spelling of a typed path (`/{index}/_doc/{id}` for `/{index}/{type}/{id}`): clients and
   * suites name it, and the router serves it through the typed path, whose `{type}` may be `_doc`.
   */
  typeless?: boolean;
  /**
   * A route the server has that the REST API spec does not list (clients and the YAML runner do not
   * use it; `catch: param` relies on that).
   */
  serverOnly?: boolean;
  /** Only where the profile has this capability. */
  requires?: ProfileFlag;
}

/**
 * What a path part holds, for the safety layer: a name it must keep under the run prefix (an index
 * expression, an alias, a template), or nothing of the kind (ids, types, metrics, scroll ids).
 */
export type NameRole = 'index' | 'alias' | 'template';

/**
 * How a body is read: not at all, as one JSON document, as newline-delimited JSON, or as a document
 * source kept verbatim.
 */
export type BodyKind = 'none' | 'json' | 'ndjson' | 'source';

/** Where a body carries index, alias or template names (the safety layer rewrites them). */
export type BodyNames =
  | 'alias-actions' // POST /_aliases: actions[].<verb>.{index,indices,alias,aliases}
  | 'alias-body' // PUT /_alias: {index, alias}
  | 'bulk' // action lines' _index
  | 'msearch' // header lines' index
  | 'mget' // docs[]._index
  | 'reindex' // source.index, dest.index
  | 'aliases-keys' // index creation, resize, rollover: {aliases: {<name>: …}}
  | 'legacy-template' // index_patterns / template, aliases keys
  | 'index-template' // index_patterns, template.aliases keys, composed_of
  | 'stream-actions' // POST /_data_stream/_modify: actions[].<verb>.{data_stream,index}
  | 'search-body' // a search body's indices_boost: its keys (object form) or each entry's keys (array form)
  | 'painless-execute' // POST /_scripts/painless/_execute: context_setup.index, and the query's lookups
  | 'rank-eval'; // POST /_rank_eval: requests[].ratings[]._index, and each request's lookups

/** What a writing API needs from a caller, as Elasticsearch's security layer names it in a 403. */
export interface WriteAccess {
  action: string;
  granted: string;
  level: 'index' | 'cluster';
}

/** One API: its name (the ES API spec's), paths, parameters, body, and what it touches. */
export interface ApiDef {
  name: string;
  paths: readonly ApiPath[];
  /** Query parameters it accepts (besides the common ones). */
  params: readonly string[];
  body: { kind: BodyKind; required: boolean };
  /** `read` when it changes nothing durable; otherwise what writing takes. */
  access: 'read' | WriteAccess;
  /**
   * For an API that changes nothing durable (so is no write for the journal) yet needs more than `read`
   * (refresh, flush, force merge: `indices:admin/*` actions): the privilege it needs.
   */
  privilege?: WriteAccess;
  /** Path parts that hold names. */
  names: Readonly<Record<string, NameRole>>;
  bodyNames?: BodyNames;
  /** Without an index part it covers every index; the harness scopes such a call to its own prefix. */
  scopable?: boolean;
  /** The simulator implements it (a handler in reference/core/step.ts). */
  simulated: boolean;
}
