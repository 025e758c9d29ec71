/**
 * Alias filters printed as ES prints their parsed builders (official rest-api-spec search_shards/10_basic.yml:
 * `indices.test_index.filter.term.field.value`, and the two filters under `bool.should`).
 */
import { describe, expect, it } from 'vitest';
import { queryXContent } from './aliasFilterXContent.ts';
import { call, testSimulator } from '../../testkit.ts';

describe('alias filter toXContent', () => {
  it('spells out term, terms, match_all, exists and bool defaults; leaves other queries as stored', () => {
    expect(queryXContent({ term: { f: 'v' } })).toEqual({ term: { f: { value: 'v', boost: 1.0 } } });
    expect(queryXContent({ term: { f: { value: 'v', boost: 2, _name: 'n' } } })).toEqual({ term: { f: { value: 'v', boost: 2, _name: 'n' } } });
    expect(queryXContent({ terms: { f: ['a', 'b'] } })).toEqual({ terms: { f: ['a', 'b'], boost: 1.0 } });
    expect(queryXContent({ match_all: {} })).toEqual({ match_all: { boost: 1.0 } });
    expect(queryXContent({ bool: { filter: { exists: { field: 'f' } } } })).toEqual({ bool: { filter: [{ exists: { field: 'f', boost: 1.0 } }], adjust_pure_negative: true, boost: 1.0 } });
    expect(queryXContent({ match: { f: 'x' } })).toEqual({ match: { f: 'x' } });
  });

  it('search_shards shows no filter when an unfiltered alias or the index itself reaches it', () => {
    const s = testSimulator({ profile: 'es8' });
    call(s, 'PUT', '/i', { aliases: { plain: {}, f1: { filter: { term: { k: 'a' } } }, f2: { filter: { term: { k: 'b' } } } } });
    expect(call(s, 'GET', '/f1,plain/_search_shards').body.indices.i).toEqual({ aliases: ['f1', 'plain'] });
    expect(call(s, 'GET', '/f1,f2/_search_shards').body.indices.i.filter.bool.should).toHaveLength(2);
    expect(call(s, 'GET', '/i*/_search_shards').body.indices.i).toEqual({});
  });
});
