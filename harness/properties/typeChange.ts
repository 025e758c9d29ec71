/** Property: a field's type cannot change, and the refusal changes nothing. */
import fc from 'fast-check';
import { diffValues, formatDiff } from '../check/diff.ts';
import { documentArb, FIELD_NAMES } from './arbitraries.ts';
import { cleanBoth } from './context.ts';
import { propertiesOf } from './dialect.ts';
import { Duo, jsonOf, statusOf } from './duo.ts';
import { pick } from './model.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';
import { snapshot } from './snapshot.ts';

const INDEX = 'tc';

/** A value that does not fit a field of the given type (the spec's "ordinary string into a date"). */
function misfit(type: string): unknown {
  switch (type) {
    case 'date':
      return 'A-17';
    case 'long':
    case 'integer':
    case 'double':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'object':
      return 'plain string';
    default:
      return { a: 1 };
  }
}

/**
 * Rejected type changes: for any mapped field (declared, or inferred from a first document) and any
 * other type, the change is rejected, by put mapping and by writing a value of another kind, and the
 * mapping and documents are exactly as before.
 */
export const typeChange: PropertyDef = {
  id: 'type-change',
  area: 'type-change',
  title: 'a type change of a mapped field is rejected, and mapping and documents stay exactly as before',
  check: (ctx, params) => {
    const types = ctx.dialect.fieldTypes;
    const setup = fc.oneof(
      fc.record({ declared: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...types), { minKeys: 1, maxKeys: 3 }) }),
      fc.record({ first: documentArb }),
    );
    return checkProperty(
      fc.asyncProperty(setup, fc.array(documentArb, { maxLength: 3 }), fc.nat(), fc.nat(), async (start, docs, fieldPick, typePick) => {
        await cleanBoth(ctx, { indexes: [INDEX], aliases: [] });
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        if ('declared' in start) {
          const props = Object.fromEntries(Object.entries(start.declared).map(([f, t]) => [f, { type: t }]));
          await duo.send(c.createIndex(INDEX, props));
        } else {
          await duo.send(c.indexDoc(INDEX, '0', start.first));
        }
        for (const [i, doc] of docs.entries()) await duo.send(c.indexDoc(INDEX, String(i + 1), doc));
        const mapping = await duo.send(c.getMapping(INDEX));
        // The field to change comes from the reference's mapping (the oracle), its new type from the rest.
        const props = propertiesOf(ctx.dialect, jsonOf(mapping.reference), INDEX) ?? {};
        const field = pick(Object.keys(props).sort(), fieldPick);
        if (field === undefined) return; // nothing mapped (every first write was refused): nothing to change
        const def = props[field] as { type?: string };
        const oldType = def.type ?? 'object';
        const newType = pick(types.filter((t) => t !== oldType), typePick)!;

        const before = await snapshot(duo, c, INDEX);
        const put = await duo.send(c.putMapping(INDEX, { [field]: { type: newType } }));
        if (statusOf(put.target) < 400) duo.fail(`changing [${field}] from ${oldType} to ${newType} was accepted (status ${statusOf(put.target)}); it must be rejected`);
        await duo.send(c.indexDoc(INDEX, 'misfit', { [field]: misfit(oldType) }));
        const after = await snapshot(duo, c, INDEX);
        // The misfit write may legitimately succeed (the reference decides, compared above); leave it out.
        const diff = formatDiff(diffValues(before, { ...after, docs: after.docs.filter((d) => d.id !== 'misfit') }));
        if (diff) duo.fail(`a rejected change of [${field}] from ${oldType} to ${newType} left the mapping or documents changed`, diff);
      }),
      params,
    );
  },
};
