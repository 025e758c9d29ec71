/**
 * Highlighting a search_as_you_type shingle sub-field: its tokens are the shingles the sub-field indexes
 * (ShingleFilter's offsets span the words of each), so overlapping matched shingles merge into one tag, as
 * mapper-extras search-as-you-type/20_highlighting.yml pins ("multi match bool prefix query 2 complete term").
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../../simulator.ts';
import { call } from '../../../testkit.ts';

describe('search_as_you_type sub-field highlighting', () => {
  it('marks the matched shingles of _2gram and _3gram; a trailing partial word (a prefix query on _index_prefix) marks none', () => {
    const s = new Simulator({ now: () => 0, seed: 1, profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/t', { mappings: { properties: { title: { type: 'search_as_you_type', analyzer: 'simple' } } } });
    call(s, 'PUT', '/t/_doc/1', { title: 'red wool winter coat for kids' });
    const hl = (query: string) =>
      call(s, 'POST', '/t/_search', {
        query: { multi_match: { query, type: 'bool_prefix', fields: ['title', 'title._2gram', 'title._3gram'] } },
        highlight: { fields: { title: {}, 'title._2gram': {}, 'title._3gram': {} } },
      }).body.hits.hits[0].highlight;
    expect(hl('wool winter coat fo')).toEqual({
      title: ['red <em>wool</em> <em>winter</em> <em>coat</em> for kids'],
      'title._2gram': ['red <em>wool winter coat</em> for kids'],
      'title._3gram': ['red <em>wool winter coat</em> for kids'],
    });
    expect(hl('wool wi')).toEqual({ title: ['red <em>wool</em> winter coat for kids'] });
  });
});
