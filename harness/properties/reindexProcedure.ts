import type { Calls } from './apiCalls.ts';
import { jsonOf, type Duo } from './duo.ts';
import { hitsOf, type Hit } from './hits.ts';

/** The spec's zero-downtime procedure, as parameters. */
export interface ReindexPlan {
  oldIndex: string;
  newIndex: string;
  alias: string;
  /** The corrected mapping of the new index (the field with its new type). */
  properties: Record<string, unknown>;
  batchSize: number;
  /** One query per worker (a date-range slice), or `[undefined]` for one worker reading everything. */
  slices: ReadonlyArray<Record<string, unknown> | undefined>;
  /** Called once the alias exists (step 1): the moment clients are pointed at it. */
  onAliased?: () => void;
}

/** What the copy read (the point-in-time views of its scrolls). */
export interface ReindexResult {
  copied: Hit[];
}

const MAX_PAGES = 1000;

/** One worker: scroll its slice of the old index and bulk each page into the new one. */
async function copySlice(duo: Duo, c: Calls, plan: ReindexPlan, query: Record<string, unknown> | undefined, n: number): Promise<Hit[]> {
  const copied: Hit[] = [];
  let page = await duo.probe(c.openScroll(plan.oldIndex, plan.batchSize, query));
  duo.expectStatus(page, (s) => s === 200, `worker ${n}: open a scroll on ${plan.oldIndex}`);
  let id = (jsonOf(page) as { _scroll_id?: unknown })._scroll_id;
  for (let i = 0; i < MAX_PAGES; i++) {
    const hits = hitsOf(jsonOf(page));
    if (hits.length === 0) break;
    const bulk = await duo.probe(c.bulk(hits.map((h) => ({ op: 'index' as const, index: plan.newIndex, id: h.id, source: h.source as Record<string, unknown> }))));
    duo.expectStatus(bulk, (s) => s === 200, `worker ${n}: bulk page ${i + 1} into ${plan.newIndex}`);
    if ((jsonOf(bulk) as { errors?: unknown }).errors !== false) duo.fail(`worker ${n}: bulk page ${i + 1} into ${plan.newIndex} reported item errors`);
    copied.push(...hits);
    if (typeof id !== 'string') duo.fail(`worker ${n}: the scroll answer has no _scroll_id`);
    page = await duo.probe(c.scroll(id));
    duo.expectStatus(page, (s) => s === 200, `worker ${n}: scroll page ${i + 2}`);
    id = (jsonOf(page) as { _scroll_id?: unknown })._scroll_id ?? id;
  }
  if (typeof id === 'string') await duo.probe(c.clearScroll(id));
  return copied;
}

/**
 * Run the procedure against the target (recorded in the Duo's history; any refusal fails the
 * property): 1. alias on the old index, 2. new index with the corrected mapping, 3–6. scroll and bulk,
 * one worker per slice, concurrently, 7. swap the alias in one request.
 */
export async function reindexProcedure(duo: Duo, c: Calls, plan: ReindexPlan): Promise<ReindexResult> {
  duo.expectStatus(await duo.probe(c.putAlias(plan.oldIndex, plan.alias)), (s) => s === 200, `alias ${plan.alias} on ${plan.oldIndex}`);
  plan.onAliased?.();
  duo.expectStatus(await duo.probe(c.createIndex(plan.newIndex, plan.properties)), (s) => s === 200, `create ${plan.newIndex}`);
  const parts = await Promise.all(plan.slices.map((q, n) => copySlice(duo, c, plan, q, n + 1)));
  const swap = await duo.probe(c.updateAliases([{ remove: { index: plan.oldIndex, alias: plan.alias } }, { add: { index: plan.newIndex, alias: plan.alias } }]));
  duo.expectStatus(swap, (s) => s === 200, `swap ${plan.alias} to ${plan.newIndex}`);
  return { copied: parts.flat() };
}

/** Month-boundary date-range slices of one year over a date field: `k` contiguous, open-ended at both ends. */
export function dateSlices(field: string, k: number): Array<Record<string, unknown> | undefined> {
  if (k <= 1) return [undefined];
  const bounds = Array.from({ length: k - 1 }, (_, i) => `2015-${String(Math.floor(((i + 1) * 12) / k) + 1).padStart(2, '0')}-01`);
  return Array.from({ length: k }, (_, i) => ({
    range: { [field]: { ...(i > 0 ? { gte: bounds[i - 1] } : {}), ...(i < k - 1 ? { lt: bounds[i] } : {}) } },
  }));
}
