/**
 * A query tree node as the profiler names it: Lucene's class name (`type`), its `toString()`
 * (`description`, engine/explain.ts's queryString), and the sub-queries the profiler times as children.
 * A boost other than 1 is ES's BoostQuery around the node, a level of its own in the profile.
 */
import type { QNode } from '../engine/qnode.ts';
import { queryString } from '../engine/explain.ts';
import { javaFloatText } from '../engine/explanation.ts';

/** One profiled query: its type, description and children (before timing). */
export interface QueryShape {
  type: string;
  description: string;
  /** The node itself, run to count its matches. */
  node: QNode;
  children: QueryShape[];
}

function typeOf(n: QNode): string {
  switch (n.kind) {
    case 'all':
      return 'MatchAllDocsQuery';
    case 'none':
      return 'MatchNoDocsQuery';
    case 'term':
      return 'TermQuery';
    case 'synonym':
      return 'SynonymQuery';
    case 'phrase':
      return 'PhraseQuery';
    case 'bool':
      return 'BooleanQuery';
    case 'const':
      return 'ConstantScoreQuery';
    case 'phrasePrefix':
      return 'MultiPhrasePrefixQuery';
    case 'fuzzy':
      return 'FuzzyQuery';
    case 'blended':
      return 'BlendedTermQuery';
    case 'covering':
      return 'CoveringQuery';
    case 'multiTerm':
      return 'MultiTermQueryConstantScoreBlendedWrapper';
    case 'dismax':
      return 'DisjunctionMaxQuery';
    case 'boosting':
      return 'FunctionScoreQuery';
    case 'nested':
      return 'ESToParentBlockJoinQuery';
    case 'knn':
      return 'KnnFloatVectorQuery';
    case 'docScores':
      return 'KnnScoreDocQuery';
    case 'hasChild':
      return 'GlobalOrdinalsWithScoreQuery';
    case 'hasParent':
      // ParentJoin's JoinUtil query over the parents' global ordinals (HasParentQueryBuilder).
      return 'GlobalOrdinalsQuery';
    case 'custom':
      return 'FunctionScoreQuery';
    case 'pred':
      // A leaf the engine matches by predicate: ES builds an IndexOrDocValuesQuery for ranges, a TermInSetQuery
      // for terms... the simulator keeps no such class, so it names the wrapper every one of them scores as.
      return 'ConstantScoreQuery';
  }
}

function kids(n: QNode): QNode[] {
  switch (n.kind) {
    case 'bool':
      // BoolQueryBuilder adds must, must_not, should, then filter clauses.
      return [...n.must, ...n.mustNot, ...n.should, ...n.filter];
    case 'const':
      return [n.inner];
    case 'dismax':
    case 'covering':
      return n.clauses;
    case 'boosting':
      return [n.positive, n.negative];
    case 'nested':
      return [n.inner];
    default:
      return [];
  }
}

/** Lucene's toString, boosts included (a BoostQuery prints `(inner)^boost`). */
export function describe(n: QNode, top = true): string {
  // `top` only matters to the leaves queryString prints (a bool prints its own parentheses above).

  if ('boost' in n && n.boost !== 1) return `(${describe(unboosted(n), true)})^${javaFloatText(n.boost)}`;
  switch (n.kind) {
    case 'bool': {
      const sub = (c: QNode) => (c.kind === 'bool' && !('boost' in c && c.boost !== 1) ? `(${describe(c, true)})` : describe(c, false));
      const parts = [...n.must.map((c) => `+${sub(c)}`), ...n.mustNot.map((c) => `-${sub(c)}`), ...n.should.map(sub), ...n.filter.map((c) => `#${sub(c)}`)];
      const needsMsm = n.msm > 0 && !(n.msm === 1 && n.must.length + n.filter.length === 0);
      const body = parts.join(' ');
      return needsMsm ? `(${body})~${n.msm}` : body;
    }
    case 'const':
      return `ConstantScore(${describe(n.inner, false)})`;
    case 'dismax':
      return `(${n.clauses.map((c) => describe(c, false)).join(' | ')})${n.tie !== 0 ? `~${javaFloatText(n.tie)}` : ''}`;
    case 'nested':
      return `ToParentBlockJoinQuery (${describe(n.inner, false)})`;
    default:
      return queryString(n, top);
  }
}

function unboosted(n: QNode): QNode {
  return 'boost' in n && n.boost !== 1 ? ({ ...n, boost: 1 } as QNode) : n;
}

/** The profile shape of a query tree. */
export function queryShape(n: QNode): QueryShape {
  if ('boost' in n && n.boost !== 1) {
    const inner = queryShape(unboosted(n));
    return { type: 'BoostQuery', description: describe(n), node: n, children: [inner] };
  }
  return { type: typeOf(n), description: describe(n), node: n, children: kids(n).map(queryShape) };
}
