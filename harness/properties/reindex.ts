/** Property: the shipped reindex command copies exactly under client writes, with either copy engine. */
import fc from 'fast-check';
import { deepEqual } from '../check/diff.ts';
import { docSource } from '../reindex/load.ts';
import { runReindex } from '../reindex/reindex.ts';
import { anyString } from './arbitraries.ts';
import { cleanBoth } from './context.ts';
import { mappingBody, propertiesOf } from './dialect.ts';
import { Duo, jsonOf, statusOf } from './duo.ts';
import { hitsOf } from './hits.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';
import { teeTarget } from './teeTarget.ts';

const OLD = 'rx_v1';
const NEW = 'rx_v2';
const ALIAS = 'rx';
const NAMES = { indexes: [OLD, NEW], aliases: [ALIAS] };

const day = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([m, d]) => `2015-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const docArb = fc.record({ code: fc.oneof(day, anyString), when: day, name: fc.string({ maxLength: 6 }), n: fc.integer() });
const docsArb = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 500 }).map(String), source: docArb }), { selector: (d) => d.id, maxLength: 40, size: 'max' });

/** Where a client operation happens: after the snapshot, in the window before the swap, or right after the swap. */
const PHASES = ['before', 'window', 'after'] as const;
type Phase = (typeof PHASES)[number];
/** Client operations through the alias on a few ids (seeded ones and new ones), so the same ids are written, deleted and re-created. */
const opsArb = fc.array(fc.record({ phase: fc.constantFrom(...PHASES), del: fc.boolean(), id: fc.constantFrom('1', '2', '3', 'live-a', 'live-b') }), { maxLength: 8 });

/** What the alias must hold for an id at the end: a source, nothing, or either (after a delete answered not_found). */
type Expect = { present: unknown } | { absent: true } | { either: unknown };

/**
 * Reindex correctness, of the command the repository ships (harness/reindex, `conformance reindex`): for
 * generated document sets, batch sizes, copy engines (the cluster's _reindex task or the client's scroll), workers (sliced scroll or date ranges) and client writes and
 * deletes through the alias at the procedure's critical moments, every request the command sends is
 * answered by the target as the reference answers it (a disagreement fails in the area of that API), the
 * command verifies its own result, and the new index then holds exactly what clients were told: every
 * acknowledged write, no acknowledged delete, the field with its new type, the alias on the new index.
 */
export const reindex: PropertyDef = {
  id: 'reindex',
  area: 'reindex',
  title: 'the shipped reindex copies every document exactly under client writes, retypes the field, and moves the alias',
  check: async (ctx, params) =>
    checkProperty(
      fc.asyncProperty(docsArb, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.boolean(), opsArb, async (docs, batch, slices, byDate, clientCopy, ops) => {
        await cleanBoth(ctx, NAMES);
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        const expect = new Map<string, Expect>();
        // The spec's mistake: a first `code` in YYYY-MM-DD form makes the field a date.
        const first = { code: '2015-01-01', when: '2015-01-01', name: 'first', n: 0 };
        await duo.send(c.indexDoc(OLD, 'first', first));
        expect.set('first', { present: first });
        if (docs.length) {
          const { target } = await duo.send(c.bulk(docs.map((d) => ({ op: 'index' as const, index: OLD, id: d.id, source: d.source }))));
          const items = (jsonOf(target) as { items?: Array<Record<string, { status?: number }>> } | undefined)?.items ?? [];
          items.forEach((it, i) => {
            const st = Object.values(it)[0]?.status ?? 0;
            if (st >= 200 && st < 300) expect.set(docs[i]!.id, { present: docs[i]!.source });
          });
        }

        let rev = 0;
        const clients = async (phase: Phase): Promise<void> => {
          for (const op of ops.filter((o) => o.phase === phase)) {
            if (op.del) {
              const o = (await duo.send(c.deleteDoc(ALIAS, op.id))).target;
              const before = expect.get(op.id);
              if (statusOf(o) === 200) expect.set(op.id, { absent: true });
              else if (statusOf(o) === 404 && before && 'present' in before) expect.set(op.id, { either: before.present });
              else if (statusOf(o) !== 404) duo.fail(`client delete of ${op.id} through [${ALIAS}] during the reindex: status ${statusOf(o)}`);
            } else {
              const source = docSource(op.id, ++rev);
              const o = (await duo.send(c.indexDoc(ALIAS, op.id, source))).target;
              if (statusOf(o) !== 200 && statusOf(o) !== 201) duo.fail(`client write of ${op.id} through [${ALIAS}] during the reindex: status ${statusOf(o)}`);
              expect.set(op.id, { present: source });
            }
          }
        };

        const tee = teeTarget(duo, ctx.profile);
        const r = await runReindex(tee, {
          alias: ALIAS,
          from: OLD,
          newIndex: NEW,
          mapping: { mappings: mappingBody(ctx.dialect, { code: { type: ctx.dialect.stringType } }) },
          batch,
          slices,
          ...(byDate ? { sliceField: 'when' } : {}),
          // Both copy engines: the cluster's `_reindex` task (auto, unless date slices need the client) and the client's scroll and bulk.
          copy: clientCopy ? 'scroll' : 'auto',
          settleMs: 0,
          retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 },
          hooks: { beforeSwap: () => clients('before'), inWindow: () => clients('window'), afterSwap: () => clients('after') },
        });
        tee.rethrow();
        if (!r.ok) duo.fail(`the reindex did not complete and verify: ${r.error ?? 'no reason given'}`);

        // What clients were told, against what the alias holds now.
        // Compared as a set: the order the command's concurrent slices reached the target is its own.
        const all = await duo.send({ api: 'search', params: { index: ALIAS }, body: { size: 1000, sort: ['_doc'] } }, { ignore: ['hits.hits.*.sort'] });
        const held = new Map(hitsOf(jsonOf(all.target)).map((h) => [h.id, h] as const));
        const wrong: string[] = [];
        for (const [id, e] of expect) {
          const h = held.get(id);
          // Documents are JSON values: key order is the server's own (README), so compared as values.
          const same = (s: unknown): boolean => h !== undefined && deepEqual(h.source, s);
          if ('present' in e && !same(e.present)) wrong.push(`${id}: acknowledged ${JSON.stringify(e.present)}, alias has ${h ? JSON.stringify(h.source) : 'nothing'}`);
          if ('absent' in e && h) wrong.push(`${id}: acknowledged delete, alias has ${JSON.stringify(h.source)}`);
          if ('either' in e && h && !same(e.either)) wrong.push(`${id}: alias has ${JSON.stringify(h.source)}, neither the write nor the delete`);
          held.delete(id);
        }
        for (const id of held.keys()) wrong.push(`${id}: through the alias, but never written`);
        if (wrong.length) duo.fail(`after the reindex the alias does not hold what clients were told`, wrong.slice(0, 10).join('\n'));
        const type = (propertiesOf(ctx.dialect, jsonOf((await duo.send(c.getMapping(NEW))).target), NEW)?.code as { type?: unknown } | undefined)?.type;
        if (type !== ctx.dialect.stringType) duo.fail(`[code] in ${NEW} is ${String(type)}, not ${ctx.dialect.stringType}`);
        const on = Object.keys((jsonOf((await duo.send(c.getAlias(ALIAS))).target) as Record<string, unknown> | undefined) ?? {});
        if (on.length !== 1 || on[0] !== NEW) duo.fail(`after the swap [${ALIAS}] is on [${on.join(', ')}]; only ${NEW} expected`);
      }),
      params,
    ),
};
