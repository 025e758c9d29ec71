/** Tests of route preference (routes pre-sorted by specificity) and the route memo. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { route, routeUncached } from './route.ts';
import { getProfile, PROFILE_NAMES } from '../profiles.ts';

describe('route preference (routes pre-sorted by specificity)', () => {
  const p = getProfile('default');
  it('prefers static segments, left to right', () => {
    expect(route(p, 'POST', '/_search/scroll')).toMatchObject({ kind: 'match', api: 'scroll' });
    expect(route(p, 'GET', '/idx/_mapping')).toMatchObject({ kind: 'match', api: 'indices.get_mapping' });
    expect(route(p, 'PUT', '/idx/_doc/1')).toMatchObject({ kind: 'match', api: 'index', parts: { index: 'idx', type: '_doc', id: '1' } });
    expect(route(p, 'GET', '/idx/_doc/1')).toMatchObject({ kind: 'match', api: 'get' });
    expect(route(p, 'PUT', '/idx/_create/1')).toMatchObject({ kind: 'match', api: 'create' });
  });
  it('decodes segments, trims slashes, and reports bad methods', () => {
    expect(route(p, 'GET', '//idx%2Fx/_doc/a%20b/')).toMatchObject({ kind: 'match', api: 'get', parts: { index: 'idx/x', id: 'a b' } });
    expect(route(p, 'GET', '/idx/_doc/%E0%A4%A')).toEqual({ kind: 'no-handler' });
    // A static route first, then the less specific ones that also match (ES's next trie branch).
    expect(route(p, 'DELETE', '/_bulk')).toMatchObject({ kind: 'match', api: 'indices.delete', parts: { index: '_bulk' } });
    expect(route(p, 'PATCH', '/_bulk')).toEqual({ kind: 'bad-method', allowed: ['POST', 'PUT', 'GET', 'HEAD', 'DELETE'] });
  });
});

describe('route memo (resolutions kept per path shape)', () => {
  const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  it(`answers as the uncached resolution, whatever came before (seed ${SEED})`, () => {
    console.log(`route memo property: seed ${SEED} (replay with FC_SEED=${SEED})`);
    // Segments around what routing tells apart: the table's literals, `_doc`, `_all`, other `_` names, values.
    const seg = fc.constantFrom('_doc', '_all', '_x', '_search', 'scroll', '_cat', 'indices', 'aliases', '_mapping', '_alias', 'idx', 'a%2Fb', '', '*', '1', '_create', '_update', '_bulk', '_source', 'health');
    const req = fc.tuple(fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'HEAD'), fc.array(seg, { maxLength: 5 }), fc.constantFrom(...PROFILE_NAMES));
    fc.assert(
      fc.property(fc.array(req, { minLength: 1, maxLength: 30 }), (reqs) => {
        for (const [method, segs, name] of reqs) {
          const p = getProfile(name);
          const path = '/' + segs.join('/');
          expect(route(p, method, path)).toEqual(routeUncached(p, method, path));
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
