import fc from 'fast-check';
import { anyString } from './arbitraries.ts';
import { clean } from './context.ts';
import { propertiesOf } from './dialect.ts';
import { Duo, jsonOf, statusOf } from './duo.ts';
import type { Calls } from './apiCalls.ts';
import { hitSetDiff, type Hit } from './hits.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';
import { dateSlices, reindexProcedure } from './reindexProcedure.ts';
import { snapshot } from './snapshot.ts';

const OLD = 'rx_v1';
const NEW = 'rx_v2';
const ALIAS = 'rx';
const NAMES = { indexes: [OLD, NEW], aliases: [ALIAS] };

const day = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => `2015-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const docArb = fc.record({ code: anyString, when: day, name: fc.string({ maxLength: 6 }), n: fc.integer() });
const docsArb = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 500 }).map(String), source: docArb }), { selector: (d) => d.id, maxLength: 60, size: 'max' });

/**
 * Reindex correctness: for generated document sets, the spec's procedure (alias, new index with the
 * corrected mapping, scroll, bulk, optional date-range slices with concurrent workers, swap) leaves
 * the new index with exactly the ids and sources it read, the field with its new type, the alias on
 * the new index only, and clients reading through the alias never failing. Writes made through the
 * alias during the copy are tracked: one the procedure did not carry over is reported as lost by the
 * procedure (a note), one in neither index fails the property (lost by the target).
 */
export const reindex: PropertyDef = {
  id: 'reindex',
  area: 'reindex',
  title: 'the zero-downtime procedure copies every document exactly, retypes the field, and moves the alias',
  check: async (ctx, params) => {
    const lost: string[] = [];
    const summary = await checkProperty(
      fc.asyncProperty(docsArb, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), async (docs, batch, slices, writes, readers) => {
        await clean(ctx.target, NAMES, ctx.calls);
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        // The spec's mistake: a first `code` in YYYY-MM-DD form makes the field a date.
        duo.expectStatus(await duo.probe(c.indexDoc(OLD, 'first', { code: '2015-01-01', when: '2015-01-01', name: 'first', n: 0 })), (s) => s === 201, `index the first document into ${OLD}`);
        const acked = new Set(['first']);
        if (docs.length) {
          const seeded = await duo.probe(c.bulk(docs.map((d) => ({ op: 'index' as const, index: OLD, id: d.id, source: d.source }))));
          const items = (jsonOf(seeded) as { items?: Array<Record<string, { status?: number }>> } | undefined)?.items ?? [];
          items.forEach((it, i) => {
            const st = Object.values(it)[0]?.status ?? 0;
            if (st >= 200 && st < 300) acked.add(docs[i]!.id);
          });
        }
        const before = await snapshot(duo, c, OLD, 1000);
        const stored = new Set(before.docs.map((d) => d.id));
        const unstored = [...acked].filter((id) => !stored.has(id));
        if (unstored.length) duo.fail(`bulk acknowledged ${unstored.length} item(s) that ${OLD} does not hold: ${unstored.slice(0, 5).join(', ')}`);

        // Clients are pointed at the alias once it exists and keep running during the copy.
        let copying = true;
        const writesDone: Hit[] = [];
        const clients: Array<Promise<void>> = [];
        const writer = async (): Promise<void> => {
          for (let i = 0; i < writes && copying; i++) {
            const id = `live-${i}`;
            const source = { code: `2015-06-${String(i + 1).padStart(2, '0')}`, when: '2015-06-01', name: 'live', n: i };
            const o = await duo.probe(c.indexDoc(ALIAS, id, source));
            if (statusOf(o) === 200 || statusOf(o) === 201) writesDone.push({ index: '', id, source });
          }
        };
        const reader = async (r: number): Promise<void> => {
          for (let i = 0; i < 3 && copying; i++) {
            duo.expectStatus(await duo.probe(c.count(ALIAS)), (s) => s === 200, `reader ${r}: count through [${ALIAS}] during the copy`);
          }
        };
        const onAliased = (): void => {
          clients.push(writer(), ...Array.from({ length: readers }, (_, r) => reader(r + 1)));
        };
        const plan = { oldIndex: OLD, newIndex: NEW, alias: ALIAS, properties: { code: { type: ctx.dialect.stringType } }, batchSize: batch, slices: dateSlices('when', slices), onAliased };
        await reindexProcedure(duo, c, plan);
        copying = false;
        await Promise.all(clients);

        const after = await snapshot(duo, c, NEW, 1000);
        const live = new Set(writesDone.map((w) => w.id));
        const diff = hitSetDiff(before.docs.map((d) => ({ ...d, index: NEW })), after.docs.filter((d) => !live.has(d.id)));
        if (diff) duo.fail(`${NEW} does not hold exactly the ${before.docs.length} documents of ${OLD}`, diff);
        const type = (propertiesOf(ctx.dialect, after.mapping, NEW)?.code as { type?: unknown } | undefined)?.type;
        if (type !== ctx.dialect.stringType) duo.fail(`[code] in ${NEW} is ${String(type)}, not ${ctx.dialect.stringType}`);
        const on = Object.keys((jsonOf(await duo.probe(c.getAlias(ALIAS))) as Record<string, unknown> | undefined) ?? {});
        if (on.length !== 1 || on[0] !== NEW) duo.fail(`after the swap [${ALIAS}] is on [${on.join(', ')}]; only ${NEW} expected`);
        lost.push(...(await lostLiveWrites(duo, c, writesDone, new Set(after.docs.map((d) => d.id)))));
      }),
      params,
    );
    if (lost.length) summary.notes = [`${lost.length} write(s) made through [${ALIAS}] during a copy stayed in ${OLD} only: lost by the procedure (no catch-up step), not by the target`];
    return summary;
  },
};

/**
 * Every acknowledged live write must be in one of the two indexes. One only in the old index was
 * lost by the procedure (it has no catch-up step): returned, to be reported. One in neither index was
 * lost by the target: the property fails.
 */
async function lostLiveWrites(duo: Duo, c: Calls, writes: readonly Hit[], newIds: ReadonlySet<string>): Promise<string[]> {
  const lost: string[] = [];
  for (const w of writes) {
    if (newIds.has(w.id)) continue;
    const old = await duo.probe(c.getDoc(OLD, w.id));
    if ((jsonOf(old) as { found?: unknown } | undefined)?.found !== true) duo.fail(`write ${w.id}, acknowledged through [${ALIAS}] during the copy, is in neither ${OLD} nor ${NEW}`);
    lost.push(w.id);
  }
  return lost;
}
