/**
 * `_termStats` of the score context (Elasticsearch 8.16, ScriptTermStats and StatsSummary): the terms of the
 * script_score's (or function_score's) own query, as Lucene's QueryVisitor.termCollector gathers them (every
 * clause but a must_not, deduplicated), and per document:
 * - `uniqueTermsCount()` how many terms, `matchedTermsCount()` how many the document has;
 * - `docFreq()` and `totalTermFreq()` summaries over the terms of the searcher's statistics (the shard's,
 *   or with dfs_query_then_fetch every shard's: ContextIndexSearcher.docFreq/totalTermFreq);
 * - `termFreq()` the document's frequency of each term (0 when absent), `termPositions()` each occurrence's
 *   position plus one (a field without positions reads -1, so 0).
 * A summary of nothing answers 0 for min, max and average.
 */
import type { QNode } from '../engine/qnode.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import type { StatsSource } from '../engine/scoreTypes.ts';
import { JDouble, JLong, type JValue } from '../../script/painless/values.ts';
import { javaThrow } from '../../script/painless/javaError.ts';

/** A term of a query: its field and its indexed text. */
export interface QueryTerm {
  field: string;
  term: string;
}

/** The terms a query tree holds for scoring (QueryVisitor.termCollector: must_not clauses are not visited). */
export function queryTerms(node: QNode): QueryTerm[] {
  const seen = new Map<string, QueryTerm>();
  const add = (field: string, term: string): void => void seen.set(`${field}\u0000${term}`, { field, term });
  const walk = (n: QNode): void => {
    switch (n.kind) {
      case 'term':
        return add(n.field, n.term);
      case 'synonym':
      case 'phrase':
        return n.terms.forEach((t) => add(n.field, t));
      case 'blended':
        return n.fields.forEach((x) => add(x.field, n.term));
      case 'bool':
        return [...n.must, ...n.should, ...n.filter].forEach(walk);
      case 'const':
      case 'nested':
        return walk(n.inner);
      case 'dismax':
      case 'covering':
        return n.clauses.forEach(walk);
      case 'boosting':
        return walk(n.positive);
      case 'custom':
        // A custom query's children (CustomQuery.children, typed apart from qnode.ts), e.g. a nested script_score's query.
        return (n.impl as { children?: () => QNode[] }).children?.().forEach(walk);
      default:
        return;
    }
  };
  walk(node);
  return [...seen.values()];
}

/** org.elasticsearch.script.StatsSummary: count, sum, min, max and average of the values it accepted. */
export class JStatsSummary {
  readonly jclass = 'org.elasticsearch.script.StatsSummary';
  private count = 0;
  private sum = 0;
  private min = Infinity;
  private max = -Infinity;
  constructor(values: number[]) {
    for (const v of values) {
      this.count++;
      this.sum += v;
      this.min = Math.min(this.min, v);
      this.max = Math.max(this.max, v);
    }
  }
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0) {
      const empty = this.count === 0;
      if (name === 'getCount') return new JLong(BigInt(this.count));
      if (name === 'getSum') return new JDouble(this.sum);
      if (name === 'getMin') return new JDouble(empty ? 0 : this.min);
      if (name === 'getMax') return new JDouble(empty ? 0 : this.max);
      if (name === 'getAverage') return new JDouble(empty ? 0 : this.sum / this.count);
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  toJavaString(): string {
    return `StatsSummary{count=${this.count}, sum=${this.sum}, min=${this.min}, max=${this.max}}`;
  }
}

/** org.elasticsearch.script.ScriptTermStats for one document of a segment. */
export class JTermStats {
  readonly jclass = 'org.elasticsearch.script.ScriptTermStats';
  constructor(
    private readonly view: ShardView,
    private readonly docId: number,
    private readonly terms: readonly QueryTerm[],
    private readonly stats: StatsSource,
  ) {}

  /** The document's entry of each term: its frequency and positions, or undefined when it lacks the term. */
  private entries(): ({ freq: number; positions: number[] } | undefined)[] {
    return this.terms.map(({ field, term }) => {
      const fi = this.view.field(field);
      const p = fi?.terms.get(term);
      if (!fi || !p) return undefined;
      for (let i = 0; i < p.docs.length; i++) {
        if (p.docs[i] !== this.docId) continue;
        const freq = p.freqs[i]!;
        const positions: number[] = [];
        for (let k = 0; k < freq; k++) positions.push(fi.positions ? p.pos[p.start[i]! + k]! : -1);
        return { freq, positions };
      }
      return undefined;
    });
  }

  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0) {
      switch (name) {
        case 'uniqueTermsCount':
          return this.terms.length;
        case 'matchedTermsCount':
          return this.entries().filter((e) => e !== undefined && e.freq > 0).length;
        case 'docFreq':
          return new JStatsSummary(this.terms.map((t) => this.stats.docFreq(this.view, t.field, t.term)));
        case 'totalTermFreq':
          return new JStatsSummary(this.terms.map((t) => this.stats.totalTermFreq(this.view, t.field, t.term)));
        case 'termFreq':
          return new JStatsSummary(this.entries().map((e) => e?.freq ?? 0));
        case 'termPositions':
          return new JStatsSummary(this.entries().flatMap((e) => (e ? e.positions.map((p) => p + 1) : [])));
      }
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
}
