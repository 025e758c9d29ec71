/**
 * enrich (x-pack's EnrichProcessorFactory, MatchProcessor, GeoMatchProcessor): looks the document's field up
 * in a policy's enrich index and sets what it finds under `target_field` (one document, or a list when
 * `max_matches` is above 1). The policy must have been executed when the processor is made: its type and
 * match field are read from the enrich index's `_meta` (core/enrich/lookup.ts does the search).
 */
import { enrichIndexMissing, indexNotFound, isEsError } from '../../errors/index.ts';
import { enrichAlias } from '../../enrich/policy.ts';
import { enrichIndexMeta, enrichIndexOf, enrichLookup, lookupQuery } from '../../enrich/lookup.ts';
import { fail } from '../failure.ts';
import type { Factory } from '../types.ts';
import { render } from '../valueSource.ts';

/** ShapeRelation.getRelationByName's names. */
const RELATIONS = new Set(['intersects', 'disjoint', 'within', 'contains']);

export const enrich: Factory = (c, ctx) => {
  const policyName = c.str('policy_name');
  const idx = ctx.state ? enrichIndexOf(ctx.state, policyName) : undefined;
  if (ctx.state && !idx) fail(enrichIndexMissing(policyName));
  const meta = idx ? enrichIndexMeta(idx) : undefined;
  const field = c.template('field');
  const ignoreMissing = c.bool('ignore_missing', false);
  const override = c.bool('override', true);
  const target = c.template('target_field');
  const maxMatches = c.int('max_matches', 1)!;
  if (maxMatches < 1 || maxMatches > 128) c.error('max_matches', 'should be between 1 and 128');
  let relation = 'intersects';
  // Only a geo_match policy's processor reads these: elsewhere they are parameters it does not support.
  if (meta?.type === 'geo_match') {
    relation = c.str('shape_relation', 'intersects').toLowerCase();
    if (!RELATIONS.has(relation)) c.error('shape_relation', `No shape relation defined`);
    c.str('orientation', 'CCW');
  }
  return (doc, rt) => {
    const value = doc.get(render(field, doc), ignoreMissing);
    if (value === null || value === undefined) return true;
    const current = enrichIndexOf(rt.state, policyName);
    if (!current) return fail(indexNotFound(rt.profile, enrichAlias(policyName)));
    const m = meta ?? enrichIndexMeta(current);
    if (!m) return fail(enrichIndexMissing(policyName));
    const hits = enrichLookup(rt.state, rt.profile, rt.now, current, lookupQuery(m.type, m.matchField, value, relation), maxMatches);
    if (isEsError(hits)) return fail(hits);
    if (hits.length === 0) return true;
    const t = render(target, doc);
    if (override || !doc.has(t)) doc.set(t, maxMatches === 1 ? hits[0] : hits);
    return true;
  };
};
