/**
 * A bulk request's items read each index's settings once (writeMemo.ts). The memo lives for one request: a
 * settings change between two bulks (a block added or removed, a limit lowered) is seen by the next one, and
 * items that alternate between indices each get their own index's answers. ES checks a bulk's index blocks
 * once per request (TransportBulkAction), and its limits per document against the index's current settings.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { indexWriteFacts, newWriteMemo } from './writeMemo.ts';

const doc = (index: string, id: string, body: object) => [{ index: { _index: index, _id: id } }, body];
const errorsOf = (r: { body: { items: Record<string, { error?: { type: string } }>[] } }) => r.body.items.map((i) => Object.values(i)[0]!.error?.type ?? null);

describe('the write memo of a bulk request', () => {
  it('gives each index its own answer when items alternate between a blocked index and an open one', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/open');
    call(sim, 'PUT', '/shut');
    call(sim, 'PUT', '/shut/_block/write');
    const r = call(sim, 'POST', '/_bulk', [...doc('open', '1', { n: 1 }), ...doc('shut', '1', { n: 1 }), ...doc('shut', '2', { n: 2 }), ...doc('open', '2', { n: 2 }), ...doc('shut', '3', { n: 3 })]);
    expect(errorsOf(r)).toEqual([null, 'cluster_block_exception', 'cluster_block_exception', null, 'cluster_block_exception']);
  });

  it('sees a block added, then removed, between two requests', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i');
    expect(errorsOf(call(sim, 'POST', '/_bulk', [...doc('i', '1', { n: 1 }), ...doc('i', '2', { n: 2 })]))).toEqual([null, null]);
    call(sim, 'PUT', '/i/_block/write');
    expect(errorsOf(call(sim, 'POST', '/_bulk', [...doc('i', '3', { n: 3 }), ...doc('i', '4', { n: 4 })]))).toEqual(['cluster_block_exception', 'cluster_block_exception']);
    call(sim, 'PUT', '/i/_settings', { 'index.blocks.write': false });
    expect(errorsOf(call(sim, 'POST', '/_bulk', [...doc('i', '5', { n: 5 })]))).toEqual([null]);
  });

  it('sees a field limit and a nested objects limit lowered between two requests', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i', { mappings: { properties: { n: { type: 'nested' } } } });
    expect(errorsOf(call(sim, 'POST', '/_bulk', [...doc('i', '1', { a: 1, n: [{ x: 1 }, { x: 2 }] })]))).toEqual([null]);
    call(sim, 'PUT', '/i/_settings', { 'index.mapping.total_fields.limit': 3, 'index.mapping.nested_objects.limit': 1 });
    const r = call(sim, 'POST', '/_bulk', [...doc('i', '2', { b: 1, c: 1 }), ...doc('i', '3', { n: [{ x: 1 }, { x: 2 }] }), ...doc('i', '4', { a: 2 })]);
    expect(errorsOf(r)).toEqual(['illegal_argument_exception', 'document_parsing_exception', null]);
    expect(JSON.stringify(r.body.items[0])).toContain('Limit of total fields [3] in index [i] has been exceeded');
    expect(JSON.stringify(r.body.items[1])).toContain('allowed limit of [1]');
  });

  it('keeps the answers of the last index asked, and reads another index afresh', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/a');
    call(sim, 'PUT', '/b', { settings: { 'index.blocks.write': true, 'index.mapping.nested_objects.limit': 7, analysis: { tokenizer: { p: { type: 'pattern', pattern: ',' } }, analyzer: { r: { tokenizer: 'p' } } } } });
    const a = sim.state.indices.get('a')!;
    const b = sim.state.indices.get('b')!;
    const memo = newWriteMemo();
    const fa = indexWriteFacts(memo, sim.profile, a);
    expect(fa).toMatchObject({ writable: true, nestedLimit: 10000, ignoreMalformed: false, regexAnalysis: false });
    expect(indexWriteFacts(memo, sim.profile, a)).toBe(fa);
    expect(indexWriteFacts(memo, sim.profile, b)).toMatchObject({ writable: false, nestedLimit: 7, regexAnalysis: true });
    expect(indexWriteFacts(memo, sim.profile, a)).not.toBe(fa);
    // Without a memo every call reads the settings as they are now.
    a.settings['index.blocks.write'] = 'true';
    expect(indexWriteFacts(undefined, sim.profile, a).writable).toBe(false);
  });
});
