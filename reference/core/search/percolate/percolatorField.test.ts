/**
 * The percolator field's index-time check follows the mapping as it changes: its paths are found once per
 * mapping object (percolatorField.ts `pathsOf`), so a field added by a put mapping, or a mapping grown by a
 * dynamic update, must be seen by the next write. Expected errors: PercolatorFieldMapper.parse
 * (modules/percolator, `has_child` refused inside a stored query).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

describe('percolator field check after mapping changes', () => {
  it('a percolator field added by a put mapping is checked on the next write', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    expect(call(sim, 'PUT', '/qs', { mappings: { properties: { description: { type: 'text' } } } }).status).toBe(200);
    expect(call(sim, 'PUT', '/qs/_doc/1', { description: 'x', q: { has_child: { type: 'c', query: { match_all: {} } } } }).status).toBe(201);
    expect(call(sim, 'PUT', '/qs2', { mappings: { properties: { description: { type: 'text' } } } }).status).toBe(200);
    expect(call(sim, 'PUT', '/qs2/_doc/1', { description: 'x' }).status).toBe(201);
    expect(call(sim, 'PUT', '/qs2/_mapping', { properties: { q: { type: 'percolator' } } }).status).toBe(200);
    const refused = call(sim, 'PUT', '/qs2/_doc/2', { description: 'y', q: { has_child: { type: 'c', query: { match_all: {} } } } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('has_child');
    expect(call(sim, 'PUT', '/qs2/_doc/3', { description: 'z', q: { match: { description: 'z' } } }).status).toBe(201);
  });

  it('a dynamic update of the mapping keeps the percolator field checked', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    expect(call(sim, 'PUT', '/qs', { mappings: { properties: { q: { type: 'percolator' }, description: { type: 'text' } } } }).status).toBe(200);
    expect(call(sim, 'PUT', '/qs/_doc/1', { description: 'x', q: { match: { description: 'x' } } }).status).toBe(201);
    // A new field maps dynamically (a new mapping object), then a bad query is still refused.
    expect(call(sim, 'PUT', '/qs/_doc/2', { extra: 'new field', q: { match: { description: 'x' } } }).status).toBe(201);
    const refused = call(sim, 'PUT', '/qs/_doc/3', { description: 'y', q: { has_child: { type: 'c', query: { match_all: {} } } } });
    expect(refused.status).toBe(400);
  });
});
