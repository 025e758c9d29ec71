/**
 * `index.mapping.ignore_above` (8.16, elastic/elasticsearch#113121; official rest-api-spec
 * search/530_ignore_above_stored_source.yml and 550_ignore_above_invalid.yml): the default ignore_above of
 * keyword fields that set none; a field's own value wins; the stored mapping does not show the default.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function seeded(profile: ProfileName = 'elasticsearch@8.19.0') {
  const s = testSimulator({ profile });
  const r = call(s, 'PUT', '/t', { settings: { index: { mapping: { ignore_above: 10 } } }, mappings: { properties: { k: { type: 'keyword' }, own: { type: 'keyword', ignore_above: 100 } } } });
  return { s, r };
}

describe('index.mapping.ignore_above', () => {
  it('leaves longer keyword values out of fields, search and _ignored; a field\'s own ignore_above wins', () => {
    const { s } = seeded();
    call(s, 'PUT', '/t/_doc/1?refresh=true', { k: ['short', 'the quick brown fox'], own: 'the quick brown fox' });
    const hit = call(s, 'POST', '/t/_search', { fields: ['k', 'own'] }).body.hits.hits[0];
    expect(hit.fields).toEqual({ k: ['short'], own: ['the quick brown fox'] });
    expect(hit._ignored).toEqual(['k']);
    expect(call(s, 'POST', '/t/_search', { query: { term: { k: 'the quick brown fox' } } }).body.hits.total.value).toBe(0);
    expect(call(s, 'POST', '/t/_search', { query: { term: { own: 'the quick brown fox' } } }).body.hits.total.value).toBe(1);
    expect(call(s, 'GET', '/t/_mapping').body.t.mappings.properties.k).toEqual({ type: 'keyword' });
  });

  it('refuses a negative value, and is an unknown setting before 8.16', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    expect(call(s, 'PUT', '/n', { settings: { 'index.mapping.ignore_above': -1 } }).status).toBe(400);
    const r = seeded('elasticsearch@8.15.0').r;
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toContain('unknown setting [index.mapping.ignore_above]');
  });
});
