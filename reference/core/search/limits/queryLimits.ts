/**
 * The limits a shard enforces on a query while it builds and rewrites it, checked once per index before
 * any document is read: `search.allow_expensive_queries: false` (a dynamic cluster setting, ES 7.7) refusing
 * what ES refuses, each family with its own message; `indices.query.bool.max_clause_count` (a static node
 * setting: the version's default, the profile's `maxClauseCount`) on a single boolean query's clauses, and
 * from Lucene 9 (ES 8, OpenSearch 2) on the leaf clauses of the whole tree (the nested count, `nestedClauseLimit`).
 * Walked in the order ES builds the query (BoolQueryBuilder: must, must_not, should, filter), so the first
 * refusal is the one ES meets first.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState, ClusterState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { clusterSetting } from '../../destructive.ts';
import { expensiveQueryRefused, tooManyClauses, tooManyNestedClauses, type EsError, type ExpensiveKind } from '../../errors/index.ts';
import { resolveField } from '../fields.ts';

const list = (v: unknown): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? (v as Json[]) : [v as Json]);

/** The inner queries of each compound query, in the order its builder turns them into Lucene queries. */
const INNER: Record<string, (b: JsonObject) => Json[]> = {
  bool: (b) => [...list(b.must), ...list(b.must_not), ...list(b.mustNot), ...list(b.should), ...list(b.filter)],
  constant_score: (b) => list(b.filter),
  dis_max: (b) => list(b.queries),
  boosting: (b) => [...list(b.positive), ...list(b.negative)],
  function_score: (b) => [...list(b.query), ...list(b.functions).flatMap((f) => (isObject(f) ? list(f.filter) : []))],
  script_score: (b) => list(b.query),
  nested: (b) => list(b.query),
  has_child: (b) => list(b.query),
  has_parent: (b) => list(b.query),
  pinned: (b) => list(b.organic),
};

/** `search.allow_expensive_queries` in force: true unless the cluster setting says false. */
export function expensiveQueriesAllowed(state: ClusterState): boolean {
  const v = clusterSetting(state, 'search.allow_expensive_queries');
  return !(v === false || v === 'false');
}

/** The field a single-field query (`{ wildcard: { f: … } }`) names, skipping its own options. */
function fieldOf(body: JsonObject): string | undefined {
  return Object.keys(body).find((k) => k !== 'boost' && k !== '_name');
}

/** A prefix the field answers from an index of its own (index_prefixes, search_as_you_type's prefix field, the wildcard type). */
function prefixIsCheap(index: IndexState, field: string): boolean {
  const def = resolveField(index, field).def;
  return def?.type === 'wildcard' || def?.type === 'search_as_you_type' || (def?.type === 'text' && def.index_prefixes !== undefined);
}

/** What `search.allow_expensive_queries: false` refuses of one query, or undefined. */
function expensiveKind(name: string, body: JsonObject, index: IndexState): ExpensiveKind | undefined {
  switch (name) {
    case 'script':
      return 'script';
    case 'script_score':
      return 'script score';
    case 'fuzzy':
      return 'fuzzy';
    case 'regexp':
      return 'regexp';
    case 'nested':
    case 'has_child':
    case 'has_parent':
    // ParentIdQueryBuilder.doToQuery refuses too (parent-join's 20_parent_join.yml "HasChild disallow expensive queries").
    case 'parent_id':
      return 'joining';
    case 'match':
    case 'multi_match': {
      // A fuzziness builds a FuzzyQuery per term (MatchQueryParser), which the field type refuses.
      const opts = name === 'match' ? body[fieldOf(body) ?? ''] : body;
      if (isObject(opts) && opts.fuzziness !== undefined && opts.fuzziness !== null) return 'fuzzy';
      // bool_prefix ends in the field type's prefixQuery, as match_bool_prefix does.
      if (name === 'multi_match' && body.type === 'bool_prefix' && body.lenient !== true) {
        const fields = Array.isArray(body.fields) ? body.fields.map((f) => String(f).replace(/\^.*$/, '')) : [];
        return fields.length > 0 && fields.every((f) => prefixIsCheap(index, f)) ? undefined : 'prefix';
      }
      return undefined;
    }
    case 'match_bool_prefix': {
      // MatchQueryParser.newPrefixQuery: the last term's prefix query, which the field type refuses (StringFieldType).
      const field = fieldOf(body);
      return field === undefined || prefixIsCheap(index, field) ? undefined : 'prefix';
    }
    case 'wildcard':
    case 'prefix': {
      const field = fieldOf(body);
      const def = field === undefined ? undefined : resolveField(index, field).def;
      // The `wildcard` field type is built for these; a text field's index_prefixes answers a prefix cheaply.
      if (def?.type === 'wildcard') return undefined;
      if (name === 'prefix' && def?.type === 'text' && def.index_prefixes !== undefined) return undefined;
      return name;
    }
    case 'range': {
      const field = fieldOf(body);
      const type = field === undefined ? undefined : resolveField(index, field).def?.type;
      // match_only_text's field type is a text one (StringFieldType.rangeQuery refuses it the same way).
      return type === 'text' || type === 'keyword' || type === 'match_only_text' ? 'range' : undefined;
    }
    default:
      return undefined;
  }
}

/** Lucene's leaf clauses of a query (IndexSearcher's clause-counting visitor): a match counts its words. */
function leafWeight(name: string, body: JsonObject): number {
  if (name !== 'match') return 1;
  const v = body[fieldOf(body) ?? ''];
  const text = isObject(v) ? v.query : v;
  return typeof text === 'string' ? Math.max(1, text.split(/\s+/).filter(Boolean).length) : 1;
}

/** The first limit the query breaks on this index, as ES reports it, or undefined. */
export function queryLimitRefusal(state: ClusterState, query: Json | undefined, index: IndexState, profile: Profile): EsError | undefined {
  if (query === undefined) return undefined;
  const allowExpensive = expensiveQueriesAllowed(state);
  const max = profile.maxClauseCount;
  let leaves = 0;
  const visit = (q: Json): EsError | undefined => {
    if (!isObject(q)) return undefined;
    for (const [name, body] of Object.entries(q)) {
      if (!isObject(body)) continue;
      if (!allowExpensive) {
        const kind = expensiveKind(name, body, index);
        if (kind) return expensiveQueryRefused(kind, index);
      }
      const inner = INNER[name];
      if (!inner) {
        leaves += leafWeight(name, body);
        continue;
      }
      const children = inner(body);
      // BooleanQuery.Builder.add refuses the clause past the limit.
      if (name === 'bool' && children.length > max) return tooManyClauses(max, index);
      for (const c of children) {
        const e = visit(c);
        if (e) return e;
      }
    }
    return undefined;
  };
  const refused = visit(query);
  if (refused) return refused;
  if (profile.nestedClauseLimit !== 'none' && leaves > max) return tooManyNestedClauses(max, index, profile.nestedClauseLimit === 'illegal-argument');
  return undefined;
}
