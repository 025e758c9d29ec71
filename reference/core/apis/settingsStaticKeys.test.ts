/**
 * Static settings sent to an open index: ES names them in the order of the HashSet it collects them into
 * (MetadataUpdateSettingsService: `skippedSettings`, filled from the request's sorted settings), not in
 * the request's order. The expected strings were printed by a java.util.HashSet filled the same way.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('static settings on an open index', () => {
  it("names the keys in Java's HashSet order", () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/i');
    const uuid = call(s, 'GET', '/i/_settings').body.i.settings.index.uuid;
    const r = call(s, 'PUT', '/i/_settings', { 'index.number_of_shards': 2, 'index.codec': 'best_compression', 'index.sort.field': 'a', 'index.analysis.filter.f.type': 'stop' });
    expect(r.body.error.reason).toBe(`Can't update non dynamic settings [[index.codec, index.analysis.filter.f.type, index.sort.field, index.number_of_shards]] for open indices [[i/${uuid}]]`);
    const a = call(s, 'PUT', '/i/_settings', { analysis: { analyzer: { x: { tokenizer: 'standard', filter: ['lowercase'] } } } });
    expect(a.body.error.reason).toBe(`Can't update non dynamic settings [[index.analysis.analyzer.x.filter, index.analysis.analyzer.x.tokenizer]] for open indices [[i/${uuid}]]`);
  });
});
