/** Model-run commands that read (get, search, count, scroll). */
import type { Calls } from './apiCalls.ts';
import { ModelCommand } from './command.ts';
import { jsonOf, type Duo } from './duo.ts';
import { hitSetDiff, hitsOf, type Hit } from './hits.ts';
import type { Model, Real } from './model.ts';

const MAX_PAGES = 200;

/**
 * Scroll an index on both sides to the end. Pages are compared by size only (which documents land on
 * which page is the server's business), then the union of all pages must be the same set of
 * documents with the same sources.
 */
export async function duoScroll(duo: Duo, c: Calls, index: string, size: number): Promise<void> {
  const first = await duo.send(c.openScroll(index, size), { ignore: ['hits.hits'], stash: { path: '_scroll_id', name: 'scroll_id' } });
  // An error (a missing index) was compared already; there is nothing to page through.
  if (first.reference.kind !== 'ok' || first.reference.status >= 400) return;
  let t = jsonOf(first.target);
  let r = jsonOf(first.reference);
  const tAll: Hit[] = [];
  const rAll: Hit[] = [];
  let tid = (t as { _scroll_id?: unknown } | undefined)?._scroll_id;
  let rid = (r as { _scroll_id?: unknown } | undefined)?._scroll_id;
  for (let page = 0; page < MAX_PAGES; page++) {
    const th = hitsOf(t);
    const rh = hitsOf(r);
    duo.annotate([{ length: { 'hits.hits': rh.length } }]);
    if (th.length !== rh.length) duo.fail(`scroll page ${page + 1} of ${index} has ${th.length} hits where the reference has ${rh.length}`);
    tAll.push(...th);
    rAll.push(...rh);
    if (rh.length === 0 || typeof tid !== 'string' || typeof rid !== 'string') break;
    const next = await duo.send(c.scroll(tid), { ignore: ['hits.hits'], stash: { path: '_scroll_id', name: 'scroll_id' } }, c.scroll(rid));
    t = jsonOf(next.target);
    r = jsonOf(next.reference);
    tid = (t as { _scroll_id?: unknown } | undefined)?._scroll_id ?? tid;
    rid = (r as { _scroll_id?: unknown } | undefined)?._scroll_id ?? rid;
  }
  if (typeof tid === 'string' && typeof rid === 'string') await duo.send(c.clearScroll(tid), { ignore: ['num_freed'] }, c.clearScroll(rid));
  const diff = hitSetDiff(rAll, tAll);
  if (diff) duo.fail(`scrolling ${index} (size ${size}) returned other documents than the reference`, diff);
  // On the target alone: a scroll to the end sees as many documents as a count does.
  const count = (jsonOf(await duo.probe(c.count(index))) as { count?: unknown } | undefined)?.count;
  if (count !== tAll.length) duo.fail(`a scroll of ${index} returned ${tAll.length} documents but a count says ${String(count)}`);
}

/** Scroll through an index (or alias) to the end. */
export class Scroll extends ModelCommand {
  constructor(
    readonly index: string,
    readonly size: number,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await duoScroll(r.duo, r.calls, this.index, this.size);
  }
  toString(): string {
    return `scroll ${this.index} size ${this.size}`;
  }
}

/** POST /<index>/_count. */
export class Count extends ModelCommand {
  constructor(readonly index: string) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.count(this.index));
  }
  toString(): string {
    return `count ${this.index}`;
  }
}
