/**
 * The top groups of a collapsed search (CollapsingTopDocsCollector, then CollapseTopFieldDocs.merge): each
 * group's best hit in the search's order (ties keep the earlier arrival, as shard and doc order break them),
 * the best `k` groups. It answers the TopK interface collect.ts feeds; every hit not a kept group's head is
 * counted as dropped, so `hits.total` still counts every match (totals are not collapsed).
 */
import type { EsError } from '../../errors/index.ts';

/** A TopK that keeps one item per group. */
export class CollapsingTopK<T> {
  private readonly heads = new Map<string, { item: T; seq: number }>();
  private seq = 0;
  /** Items offered but not kept. */
  dropped = 0;
  /** The first failure reading a group (a multi-valued collapse field). */
  failure: EsError | undefined;

  constructor(
    private readonly k: number,
    private readonly order: (a: T, b: T) => number,
    /** The item's group, an error, or undefined for an item only counted (beyond a rescore window). */
    private readonly groupOf: (item: T) => string | EsError | undefined,
  ) {}

  offer(item: T): void {
    const seq = this.seq++;
    const g = this.groupOf(item);
    if (g === undefined) {
      this.dropped++;
      return;
    }
    if (typeof g !== 'string') {
      this.failure ??= g;
      this.dropped++;
      return;
    }
    const cur = this.heads.get(g);
    if (!cur) this.heads.set(g, { item, seq });
    else {
      this.dropped++;
      if (this.order(item, cur.item) < 0) this.heads.set(g, { item, seq });
    }
  }

  /** Never set: any hit may still head its group. */
  get worst(): T | undefined {
    return undefined;
  }

  pass(): void {
    this.seq++;
    this.dropped++;
  }

  passMany(n: number): void {
    this.seq += n;
    this.dropped += n;
  }

  /** How many groups are kept at most. */
  get capacity(): number {
    return this.k;
  }

  /** The best `k` group heads, best first (the rest counted as dropped). */
  sorted(): T[] {
    const all = [...this.heads.values()].sort((a, b) => this.order(a.item, b.item) || a.seq - b.seq);
    const kept = Number.isFinite(this.k) ? all.slice(0, this.k) : all;
    this.dropped += all.length - kept.length;
    return kept.map((e) => e.item);
  }
}
