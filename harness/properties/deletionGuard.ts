/** Property: the guard against wildcard and `_all` deletes. */
import fc from 'fast-check';
import { cleanBoth } from './context.ts';
import { Duo } from './duo.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';

const INDEXES = ['gd_a', 'gd_b', 'gd_c'];
const ALIAS = 'gd';
const NAMES = { indexes: INDEXES, aliases: [ALIAS] };
/** Items of a delete expression that stay within the property's own names (prefixed on a URL target). */
const OWN = ['gd_a', 'gd_b', 'gd_c', 'gd_*', 'gd_a*', 'gd_?', ALIAS, 'gd_missing'];
/** Items that name every index: sent only with --allow-destructive, whose point is the target's own guard. */
const BROAD = ['_all', '*'];

/**
 * The deletion guard (`action.destructive_requires_name: true`, the spec's service): `DELETE` of an
 * expression with a wildcard or `_all` is refused, and refused whole, deleting nothing; concrete names are
 * deleted. For generated expressions over a few indexes and an alias, the target answers as the reference
 * does and afterwards holds the same indexes. Expressions naming every index (`_all`, `*`) are part of it
 * only with `--allow-destructive` (they reach the target unprefixed, and only its guard keeps them harmless).
 */
export const deletionGuard: PropertyDef = {
  id: 'deletion-guard',
  area: 'deletion-guard',
  title: 'DELETE with a wildcard or _all is refused whole and deletes nothing; concrete names are deleted',
  check: async (ctx, params) => {
    const items = ctx.allowDestructive ? [...OWN, ...BROAD] : OWN;
    const summary = await checkProperty(
      fc.asyncProperty(fc.subarray(INDEXES, { minLength: 1 }), fc.uniqueArray(fc.constantFrom(...items), { minLength: 1, maxLength: 3 }), async (present, expr) => {
        await cleanBoth(ctx, NAMES);
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        for (const name of present) await duo.send(c.createIndex(name));
        await duo.send(c.putAlias(present[0]!, ALIAS));
        const guard = { area: 'deletion-guard' };
        await duo.send({ api: 'indices.delete', params: { index: expr.join(',') } }, guard);
        for (const name of INDEXES) await duo.send({ api: 'indices.exists', params: { index: name } }, guard);
      }),
      params,
    );
    if (!ctx.allowDestructive) summary.notes = ['expressions naming every index (_all, *) were not sent: they need --allow-destructive'];
    return summary;
  },
};
