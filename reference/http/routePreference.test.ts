import { describe, expect, it } from 'vitest';
import { route } from './route.ts';
import { getProfile } from '../profiles.ts';

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
