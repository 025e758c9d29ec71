/**
 * A stored document and a search hit of one: the values the cluster state, searches and by-scroll jobs
 * share. Nothing here imports the state, so a running job (which the state holds) can name its hits.
 */
import { RawJson, type Json, type JsonObject } from './json.ts';

/** One stored document. Replaced, never mutated, so a scroll holding it sees a point-in-time view. */
export interface Doc {
  readonly id: string;
  /** The mapping type it was written under (`_doc` when typeless). */
  readonly type: string;
  /** The source exactly as the client sent it. */
  readonly source: RawJson;
  /** The same source parsed, for queries. */
  readonly parsed: JsonObject;
  readonly version: number;
  readonly seqNo: number;
  readonly primaryTerm: number;
  readonly routing?: string;
  /** Insertion order, for `_doc` sorting and stable scrolls. */
  readonly order: number;
}

/** A stored document's fields that almost every document has at their usual value (StoredDoc.rare). */
interface RareDocFields {
  readonly type: string;
  readonly primaryTerm: number;
  readonly routing: string | undefined;
}

/**
 * A document as the write path stores it: the source text only. Its parsed form is made on first use
 * (a query on its fields, an update) and kept. A write parses the source to check it against the
 * mapping anyway, but keeping that object for every document doubled what a bulk load leaves the
 * garbage collector to trace, for queries that most loads never run.
 */
export class StoredDoc implements Doc {
  private cached: JsonObject | undefined;
  /** The slice hash of its `_id` once a sliced scroll needed it (search/slice.ts): a function of the id alone. */
  idHash: number | undefined = undefined;
  /** Its number in the search engine's segments of its shard (search/engine/indexEngine.ts), -1 before. */
  engineOrd = -1;
  /**
   * Its type, primary term and routing when any of them is not the usual `_doc`, 1 and none; undefined
   * otherwise. A field each cost every stored document 8 bytes (a million-document load keeps a million of
   * these objects): the three are read through getters instead.
   */
  private readonly rare: RareDocFields | undefined;
  constructor(
    readonly id: string,
    type: string,
    /** The source text; wrapped as a RawJson only when read (one object fewer per stored document). */
    private readonly text: string,
    readonly version: number,
    readonly seqNo: number,
    primaryTerm: number,
    routing: string | undefined,
    readonly order: number,
  ) {
    this.rare = type === '_doc' && primaryTerm === 1 && routing === undefined ? undefined : { type, primaryTerm, routing };
  }

  get type(): string {
    return this.rare === undefined ? '_doc' : this.rare.type;
  }

  get primaryTerm(): number {
    return this.rare === undefined ? 1 : this.rare.primaryTerm;
  }

  get routing(): string | undefined {
    return this.rare?.routing;
  }

  get source(): RawJson {
    return new RawJson(this.text);
  }

  get parsed(): JsonObject {
    return (this.cached ??= JSON.parse(this.text) as JsonObject);
  }

  /** Whether the source text contains this text (a cheap test before a parse, as for `"_doc_count"`). */
  mentions(text: string): boolean {
    return this.text.includes(text);
  }

  /** The parsed source without keeping it (a pass over every document, as building a search index, would keep them all). */
  parseOnce(): JsonObject {
    return this.cached ?? (JSON.parse(this.text) as JsonObject);
  }
}

/**
 * A document's fields as a plain object with another parsed source. A spread (`{ ...doc, parsed }`) would
 * miss every field a StoredDoc gives through its prototype (source, type, primary term, routing).
 */
export function withParsed(d: Doc, parsed: JsonObject): Doc {
  return { id: d.id, type: d.type, source: d.source, parsed, version: d.version, seqNo: d.seqNo, primaryTerm: d.primaryTerm, order: d.order, ...(d.routing !== undefined ? { routing: d.routing } : {}) };
}

/** One document a search matched, in the index it was found in. */
export interface ScrollHit {
  index: string;
  doc: Doc;
  sort?: Json[];
  /**
   * The hit's `_doc` key, when the search sorts by `_doc` only: its sort values are this number once per
   * clause, made when the hit is printed. A scan of a large index then keeps no array per hit.
   */
  pos?: number;
  /** The hit's score (a float32), when its search ranked by score on the engine. */
  score?: number;
  /** `matched_queries`: the names of the named queries it matches, or (include_named_queries_score) their scores. */
  matched?: Json;
  /** With `explain`: the shard it was found on (`[index][n]`) and the explanation of its score. */
  shardId?: string;
  explanation?: JsonObject;
  /** The hit's `inner_hits` (nested/innerHits.ts), by name. */
  innerHits?: JsonObject;
  /** With `highlight`: the hit's highlighted fragments by field (search/highlight/). */
  highlight?: JsonObject;
}
