/** Index sort settings checked at index creation, and final afterwards (IndexSortConfig, its Final settings). */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../testkit.ts';

const reason = (r: { body: { error: { root_cause: { reason: string }[] } } }) => r.body.error.root_cause[0]!.reason;

describe('index sorting settings', () => {
  for (const profile of ['elasticsearch@8.19.0', 'opensearch@2.19.0']) {
    it(`${profile}: refused at creation as IndexSortConfig refuses them, final afterwards`, () => {
      const s = testSimulator({ profile: profile as never });
      const mappings = { properties: { ts: { type: 'date' }, t: { type: 'text' }, g: { type: 'geo_point' }, k: { type: 'keyword', doc_values: false } } };
      const create = (name: string, sort: unknown) => call(s, 'PUT', `/${name}`, { settings: { index: { sort } }, mappings });
      expect(reason(create('a', { field: 'nope' }))).toBe('unknown index sort field:[nope]');
      expect(reason(create('b', { field: 't' }))).toBe('docvalues not found for index sort field:[t]');
      expect(reason(create('c', { field: 'k' }))).toBe('docvalues not found for index sort field:[k]');
      expect(reason(create('d', { field: 'g' }))).toBe('invalid index sort field:[g]');
      expect(reason(create('e', { field: ['ts', 'k'], order: ['desc'] }))).toBe('index.sort.field:[ts, k] index.sort.order:[desc], size mismatch');
      expect(s.state.indices.size).toBe(0);
      expect(create('ok', { field: 'ts', order: 'desc' }).status).toBe(200);
      call(s, 'POST', '/ok/_close');
      const r = call(s, 'PUT', '/ok/_settings', { index: { sort: { field: 'ts', order: 'asc' } } });
      expect(r.status).toBe(400);
      expect(reason(r)).toBe('final index setting [index.sort.field], not updateable');
    });
  }
});
