/** Property: an alias swap is atomic for concurrent readers and writers. */
import fc from 'fast-check';
import { clean } from './context.ts';
import { Duo, jsonOf, type Exchange } from './duo.ts';
import { gatedTarget } from './gatedTarget.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';

const OLD = 'sw1';
const NEW = 'sw2';
const ALIAS = 'swa';
const NAMES = { indexes: [OLD, NEW], aliases: [ALIAS] };

const found = (ex: Exchange | undefined): boolean => (jsonOf(ex!.outcome) as { found?: unknown } | undefined)?.found === true;

/**
 * Alias atomicity under concurrency: while `POST /_aliases` swaps an alias back and forth between two
 * indexes, readers through the alias never see it missing, never see both or neither index, and every
 * acknowledged write through it lands in exactly one index. In-process, fast-check's scheduler picks
 * the order in which the clients' requests reach the target (and shrinks it); against a URL the
 * clients run truly concurrently. Judged on the target alone: the reference has no concurrency to offer.
 */
export const aliasSwap: PropertyDef = {
  id: 'alias-swap',
  area: 'alias-atomicity',
  title: 'readers and writers through an alias during swaps never see it missing or doubled, and every write lands once',
  check: (ctx, params) =>
    checkProperty(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), async (s, readers, writers, swaps) => {
        await clean(ctx.target, NAMES, ctx.calls);
        const c = ctx.calls;
        const setup = new Duo(ctx.target, ctx.reference);
        for (const i of [OLD, NEW]) setup.expectStatus(await setup.probe(c.createIndex(i)), (st) => st === 200, `create ${i}`);
        setup.expectStatus(await setup.probe(c.putAlias(OLD, ALIAS)), (st) => st === 200, `alias ${ALIAS} on ${OLD}`);
        const duo = ctx.inProcess ? setup.via(gatedTarget(ctx.target, s)) : setup;
        // In-process every client makes a fixed number of requests (the scheduler interleaves them);
        // over HTTP readers and writers keep going until the swaps are done.
        let done = false;
        const more = (i: number, cap: number, fixed: number): boolean => (ctx.inProcess ? i < fixed : !done && i < cap);
        const written: string[] = [];
        const swapper = async (): Promise<void> => {
          for (let k = 0; k < swaps; k++) {
            const [from, to] = k % 2 === 0 ? [OLD, NEW] : [NEW, OLD];
            const o = await duo.probe(c.updateAliases([{ remove: { index: from, alias: ALIAS } }, { add: { index: to, alias: ALIAS } }]));
            duo.expectStatus(o, (st) => st === 200, `swap ${k + 1} (${from} → ${to})`);
          }
          done = true;
        };
        const reader = async (r: number): Promise<void> => {
          for (let i = 0; more(i, 200, 2); i++) {
            duo.expectStatus(await duo.probe(c.count(ALIAS)), (st) => st === 200, `reader ${r}: count through [${ALIAS}] during the swap`);
            const al = await duo.probe(c.getAlias(ALIAS));
            duo.expectStatus(al, (st) => st === 200, `reader ${r}: GET /_alias/${ALIAS} during the swap`);
            const on = Object.keys((jsonOf(al) as Record<string, unknown> | undefined) ?? {});
            if (on.length !== 1 || (on[0] !== OLD && on[0] !== NEW)) duo.fail(`reader ${r}: [${ALIAS}] pointed to [${on.join(', ')}] during the swap; exactly one of ${OLD}, ${NEW} expected`);
          }
        };
        const writer = async (w: number): Promise<void> => {
          for (let i = 0; more(i, 20, 2); i++) {
            const id = `w${w}-${i}`;
            duo.expectStatus(await duo.probe(c.indexDoc(ALIAS, id, { writer: w, seq: i })), (st) => st === 200 || st === 201, `writer ${w}: write ${id} through [${ALIAS}]`);
            written.push(id);
          }
        };
        const all = Promise.all([swapper(), ...Array.from({ length: readers }, (_, r) => reader(r + 1)), ...Array.from({ length: writers }, (_, w) => writer(w + 1))]);
        await (ctx.inProcess ? s.waitFor(all) : all);
        for (const id of written) {
          const n = [found(await lastProbe(setup, c.getDoc(OLD, id))), found(await lastProbe(setup, c.getDoc(NEW, id)))].filter(Boolean).length;
          if (n !== 1) setup.fail(`write ${id}, acknowledged through [${ALIAS}], is in ${n} of ${OLD}, ${NEW}; exactly one expected`);
        }
        const final = swaps % 2 === 1 ? NEW : OLD;
        const on = Object.keys((jsonOf(await setup.probe(c.getAlias(ALIAS))) as Record<string, unknown> | undefined) ?? {});
        if (on.length !== 1 || on[0] !== final) setup.fail(`after ${swaps} swaps [${ALIAS}] is on [${on.join(', ')}]; only ${final} expected`);
      }),
      params,
    ),
};

/** Probe and return the recorded exchange. */
async function lastProbe(duo: Duo, call: Parameters<Duo['probe']>[0]): Promise<Exchange | undefined> {
  await duo.probe(call);
  return duo.exchanges[duo.exchanges.length - 1];
}
