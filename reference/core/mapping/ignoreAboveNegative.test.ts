/**
 * A negative `ignore_above` in a mapping: refused for keyword, flattened and wildcard fields from ES 8.16 (their
 * Builders' validators, `[ignore_above] must be positive, got [-2]`; the official search/550_ignore_above_invalid.yml,
 * which requires cluster feature mapper.ignore_above_index_level_setting), accepted by the releases before.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function create(profile: ProfileName, type: string, ignoreAbove: number) {
  const s = testSimulator({ profile });
  return call(s, 'PUT', '/t', { mappings: { properties: { f: { type, ignore_above: ignoreAbove } } } });
}

describe('negative ignore_above', () => {
  it('is refused for keyword, flattened and wildcard at 8.19', () => {
    for (const type of ['keyword', 'flattened', 'wildcard']) {
      const r = create('elasticsearch@8.19.0', type, -2);
      expect([r.status, r.body.error.type]).toEqual([400, 'mapper_parsing_exception']);
      expect(r.body.error.reason).toContain('[ignore_above] must be positive, got [-2]');
    }
    expect(create('elasticsearch@8.19.0', 'keyword', 0).status).toBe(200);
  });

  it('is accepted for keyword before 8.16', () => {
    expect(create('elasticsearch@8.15.0' as ProfileName, 'keyword', -2).status).toBe(200);
  });
});
