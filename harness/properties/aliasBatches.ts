/** Property: `POST /_aliases` batches are all or nothing. */
import fc from 'fast-check';
import { diffValues, formatDiff } from '../check/diff.ts';
import { normalise } from '../check/normalise.ts';
import { actionBodies } from './aliasCommands.ts';
import { aliasActionArb } from './commandArbs.ts';
import { cleanBoth } from './context.ts';
import { Duo, jsonOf, statusOf } from './duo.ts';
import { MODEL_ALIASES, MODEL_INDEXES, MODEL_NAMES } from './names.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';

const existing = fc.subarray([...MODEL_INDEXES], { minLength: 1 });
const initialAlias = fc.record({ index: fc.constantFrom<string>(...MODEL_INDEXES), alias: fc.constantFrom<string>(...MODEL_ALIASES) });

/**
 * `POST /_aliases` batches: actions apply in the order given (the alias table afterwards matches the
 * reference's), and all-or-nothing: a batch the target refuses leaves the alias table exactly as it was.
 */
export const aliasBatches: PropertyDef = {
  id: 'alias-batches',
  area: 'alias-atomicity',
  title: 'alias batches apply in order and all-or-nothing',
  check: (ctx, params) =>
    checkProperty(
      fc.asyncProperty(existing, fc.array(initialAlias, { maxLength: 3 }), fc.array(aliasActionArb, { minLength: 1, maxLength: 5 }), async (indexes, initial, batch) => {
        await cleanBoth(ctx, MODEL_NAMES);
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        for (const i of indexes) await duo.send(c.createIndex(i));
        for (const a of initial) await duo.send(c.putAlias(a.index, a.alias));
        const before = await duo.send(c.getAlias());
        const res = await duo.send(c.updateAliases(actionBodies(batch)));
        const after = await duo.send(c.getAlias());
        // Checked on the target alone too: a refused batch must change nothing, whatever the reference says.
        if (statusOf(res.target) >= 400) {
          const diff = formatDiff(diffValues(normalise(jsonOf(before.target)), normalise(jsonOf(after.target))));
          if (diff) duo.fail(`a refused alias batch (status ${statusOf(res.target)}) changed the aliases: not all-or-nothing`, diff);
        }
      }),
      params,
    ),
};
