/**
 * Tests of `ignored_field_values`: the malformed values of ignore_malformed fields the `fields` option sets
 * aside. Expected shapes: ES's official YAML test search/200_ignore_malformed.yml ("ignored_field_values is
 * returned by default": my_date and my_ip one value each, `_ignored` two) and SearchHit.toXContent (`fields`
 * only with values left; ignored_field_values after it; none before 8.0).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import type { ProfileName } from '../../profiles.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

type Hit = { _id: string; fields?: Record<string, unknown>; ignored_field_values?: Record<string, unknown>; _ignored?: string[] };

const st = cluster(
  index('t', { my_date: { type: 'date', ignore_malformed: true }, my_ip: { type: 'ip', ignore_malformed: true } }, [
    ['2', { my_date: 'bar', my_ip: '192.168.1.42' }],
    ['3', { my_date: 'bar', my_ip: 'quux' }],
  ]),
);

function hits(profile: ProfileName): Hit[] {
  const r = search(st, request('search', { index: 't' }, {}, { _source: false, fields: ['my*'], sort: ['_doc'] }), env(profile)) as ApiResult;
  return (JSON.parse(encodeJson(r.body)) as { hits: { hits: Hit[] } }).hits.hits;
}

describe('ignored_field_values', () => {
  it('sets malformed values aside per field, and prints fields only with values left', () => {
    const [two, three] = hits('es8');
    expect(two!.fields).toEqual({ my_ip: ['192.168.1.42'] });
    expect(two!.ignored_field_values).toEqual({ my_date: ['bar'] });
    expect(three!.fields).toBeUndefined();
    expect(three!.ignored_field_values).toEqual({ my_date: ['bar'], my_ip: ['quux'] });
    expect(Object.keys(three!)).toContain('_ignored');
  });
  it('ES 7 has no ignored_field_values (the capability starts at 8.0)', () => {
    const [, three] = hits('elasticsearch@7.17.3' as ProfileName);
    expect(three!.ignored_field_values).toBeUndefined();
  });
  it('sets keyword values past ignore_above aside too (a value that parses to null: SourceValueFetcher.fetchValues)', () => {
    // The "Ignored field values" example of ES's 8.x docs page search-your-data/retrieve-selected-fields.
    const kst = cluster(index('k', { small: { type: 'keyword', ignore_above: 2 }, large: { type: 'keyword' } }, [['1', { small: ['ok', 'bad'], large: 'ok content' }]]));
    const r = search(kst, request('search', { index: 'k' }, {}, { _source: false, fields: ['*'] }), env('es8')) as ApiResult;
    const [hit] = (JSON.parse(encodeJson(r.body)) as { hits: { hits: Hit[] } }).hits.hits;
    expect(hit!._ignored).toEqual(['small']);
    expect(hit!.fields).toEqual({ small: ['ok'], large: ['ok content'] });
    expect(hit!.ignored_field_values).toEqual({ small: ['bad'] });
  });
});
