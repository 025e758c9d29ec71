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
