/** Date math in alias names, per version: resolved from ES 7.13 (#67226), an invalid alias name before and in OpenSearch. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

const NAME = '<al_{2022.12.31||/M}>';

function tryAll(profile: ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/target');
  return [
    call(sim, 'PUT', '/created', { aliases: { [NAME]: {} } }),
    call(sim, 'PUT', `/target/_alias/${encodeURIComponent(NAME)}`),
    call(sim, 'POST', '/_aliases', { actions: [{ add: { index: 'target', alias: NAME } }] }),
  ];
}

describe('date math in alias names', () => {
  for (const profile of ['elasticsearch@7.13.0', 'es8'] as const) {
    it(`${profile}: create index, put alias and _aliases add resolve it`, () => {
      for (const r of tryAll(profile)) expect(r.status).toBe(200);
      const sim = testSimulator({ profile });
      call(sim, 'PUT', '/created', { aliases: { [NAME]: {} } });
      expect(call(sim, 'GET', '/created/_alias').body).toEqual({ created: { aliases: { 'al_2022.12.01': {} } } });
    });
  }
  for (const profile of ['elasticsearch@7.12.1', 'es6', 'opensearch2'] as const) {
    it(`${profile}: the name is an invalid alias name`, () => {
      for (const r of tryAll(profile)) expect([r.status, r.body.error.type]).toEqual([400, 'invalid_alias_name_exception']);
    });
  }
});

// Issue 31: POST /_aliases answered 404 for an action whose index is date math. TransportIndicesAliasesAction
// resolves each action's indices with indexNameExpressionResolver.concreteIndexNames(state, indicesOptions,
// action.indices()) (elastic/elasticsearch, commit 00a6ad0e), whose DateMathExpressionResolver reads them, in
// every version; the anchor is read with the expression's format (uuuu.MM.dd by default).
describe('date math in the index of _aliases actions', () => {
  for (const profile of ['elasticsearch@7.17.3', 'es8', 'es6', 'opensearch2'] as const) {
    it(`${profile}: add, remove and remove_index resolve <idx-{2024.01.01||/d}> and <logs-{now/d}>`, () => {
      const sim = testSimulator({ profile });
      expect(call(sim, 'PUT', `/${encodeURIComponent('<idx-{2024.01.01||/d}>')}`).status).toBe(200);
      const add = call(sim, 'POST', '/_aliases', { actions: [{ add: { index: '<idx-{2024.01.01||/d}>', alias: 'a1' } }] });
      expect([add.status, add.body.acknowledged]).toEqual([200, true]);
      expect(call(sim, 'GET', '/idx-2024.01.01/_alias').body).toEqual({ 'idx-2024.01.01': { aliases: { a1: {} } } });
      expect(call(sim, 'POST', '/_aliases', { actions: [{ remove: { index: '<idx-{2024.01.01||/d}>', alias: 'a1' } }] }).status).toBe(200);
      expect(call(sim, 'PUT', `/${encodeURIComponent('<logs-{now/d}>')}`).status).toBe(200);
      expect(call(sim, 'POST', '/_aliases', { actions: [{ add: { indices: ['<logs-{now/d}>'], alias: 'today' } }] }).status).toBe(200);
      expect(call(sim, 'POST', '/_aliases', { actions: [{ remove_index: { index: '<idx-{2024.01.01||/d}>' } }] }).status).toBe(200);
      expect(call(sim, 'HEAD', '/idx-2024.01.01').status).toBe(404);
    });
  }

  it('a date-math index that does not exist is reported by its resolved name', () => {
    const sim = testSimulator({ profile: 'es8' });
    const r = call(sim, 'POST', '/_aliases', { actions: [{ add: { index: '<nope-{2024.01.01||/d}>', alias: 'a' } }] });
    expect([r.status, r.body.error.type, r.body.error.index]).toEqual([404, 'index_not_found_exception', 'nope-2024.01.01']);
  });
});
