/** Model-based runs (documents, bulk, scroll) against target and reference. */
import fc from 'fast-check';
import { AREA_WEIGHTS, weightedCommands } from './commandArbs.ts';
import { cleanBoth } from './context.ts';
import { Duo } from './duo.ts';
import { emptyModel } from './model.ts';
import { MODEL_NAMES } from './names.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';

/**
 * A model-based run: sequences of commands (index lifecycle, mappings, settings, documents, bulk,
 * aliases, scroll, count) against the target, every outcome compared with the reference's.
 */
export function modelRun(area: keyof typeof AREA_WEIGHTS, maxCommands = 15): PropertyDef {
  return {
    id: `model-${area}`,
    area,
    title: `model run (${area}): every outcome matches the reference`,
    check: (ctx, params) =>
      checkProperty(
        fc.asyncProperty(fc.commands(weightedCommands(ctx.dialect, AREA_WEIGHTS[area]), { maxCommands, size: 'max' }), async (cmds) => {
          await cleanBoth(ctx, MODEL_NAMES);
          const duo = new Duo(ctx.target, ctx.reference);
          await fc.asyncModelRun(() => ({ model: emptyModel(), real: { duo, calls: ctx.calls, dialect: ctx.dialect } }), cmds);
        }),
        params,
      ),
  };
}
