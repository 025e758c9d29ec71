/**
 * The field API in `if` conditions: ingest-common's 210_conditional_processor.yml "dotted field" case
 * (`field('conditional.field').get('') == 'bar'` over a document with the dotted key `conditional.field`),
 * which 9.2+ answers (#131581) and 8.19 refuses at compile time; the condition's field only reads.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function simulate(profile: string, cond: string, source: unknown) {
  const sim = testSimulator({ profile: profile as never });
  return call(sim, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ set: { if: cond, field: 'hit', value: true } }] }, docs: [{ _source: source }] }).body.docs[0];
}

describe('field API in ingest conditions', () => {
  it('reads dotted keys and nested objects alike from 9.2', () => {
    expect(simulate('elasticsearch@9.2.0', "field('shop.region').get('') == 'north'", { 'shop.region': 'north' }).doc._source.hit).toBe(true);
    expect(simulate('elasticsearch@9.2.0', "$('shop.region', 'none') == 'north'", { shop: { region: 'north' } }).doc._source.hit).toBe(true);
    expect(simulate('elasticsearch@9.2.0', "$('shop.region', 'none') == 'none'", {}).doc._source.hit).toBe(true);
  });
  it('only reads: a writer is a method the condition field does not have', () => {
    const r = simulate('elasticsearch@9.2.0', "field('a').set(1) != null", { a: 0 });
    expect(JSON.stringify(r.error)).toContain('dynamic method [org.elasticsearch.script.field.SourceMapField, set/1] not found');
  });
  it('is not there before 9.2 (8.19 refuses the call)', () => {
    const r = simulate('elasticsearch@8.19.0', "field('shop.region').get('') == 'north'", { 'shop.region': 'north' });
    expect(r.error.type).toBe('script_exception');
  });
});
