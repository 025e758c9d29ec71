/** Property: dynamic mapping infers the types the reference infers. */
import fc from 'fast-check';
import { documentArb } from './arbitraries.ts';
import { cleanBoth } from './context.ts';
import { Duo } from './duo.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';

const INDEX = 'mi';

/**
 * Mapping inference: for generated documents written into a fresh index, the target infers the same
 * mapping as the reference (date detection included: `2015-01-01` is a date, `2015-1-1` is not), and
 * later writes of conflicting values succeed or fail as the reference says.
 */
export const mappingInference: PropertyDef = {
  id: 'mapping-inference',
  area: 'mapping-inference',
  title: 'mapping inference matches the reference, and later conflicting writes fail or succeed as it says',
  check: (ctx, params) =>
    checkProperty(
      fc.asyncProperty(fc.array(documentArb, { minLength: 1, maxLength: 3 }), fc.array(documentArb, { maxLength: 3 }), async (first, later) => {
        await cleanBoth(ctx, { indexes: [INDEX], aliases: [] });
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        // The first documents fix the dynamic mapping; it is read back after each.
        for (const [i, doc] of first.entries()) {
          await duo.send(c.indexDoc(INDEX, String(i + 1), doc));
          await duo.send(c.getMapping(INDEX));
        }
        // Later writes may conflict with what was inferred: the status (and error type) must agree.
        for (const [i, doc] of later.entries()) await duo.send(c.indexDoc(INDEX, `later-${i + 1}`, doc));
        await duo.send(c.getMapping(INDEX));
        await duo.send(c.count(INDEX));
      }),
      params,
    ),
};
