/**
 * Tests of the metadata fields queries read: `_version` exists on every document (VersionFieldType has doc
 * values), `_ignored` holds the names of the fields a document's values were left out of, and `_source` cannot
 * be searched. Expected values: ES's official YAML tests search/160_exists_query.yml ("Test exists query on
 * _version field": 4 of 4, "on _source field": /query_shard_exception/) and search/200_ignore_malformed.yml
 * (exists on _ignored: 3, term my_date: 2, terms [my_date, my_ip]: 3).
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const st = cluster(
  index('t', { my_date: { type: 'date', ignore_malformed: true }, my_ip: { type: 'ip', ignore_malformed: true } }, [
    ['1', { my_date: '2018-05-11', my_ip: ':::1' }],
    ['2', { my_date: 'bar', my_ip: '192.168.1.42' }],
    ['3', { my_date: 'bar', my_ip: 'quux' }],
    ['4', {}],
  ]),
);

function run(query: Json): Body {
  const r = search(st, request('search', { index: 't' }, { rest_total_hits_as_int: 'true' }, { query }), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('metadata fields in queries', () => {
  it('_version exists on every document', () => {
    expect(run({ exists: { field: '_version' } }).hits.total).toBe(4);
  });
  it('_ignored: exists, term and terms read the names of the ignored fields', () => {
    expect(run({ exists: { field: '_ignored' } }).hits.total).toBe(3);
    expect(run({ term: { _ignored: 'my_date' } }).hits.total).toBe(2);
    expect(run({ terms: { _ignored: ['my_date', 'my_ip'] } }).hits.total).toBe(3);
    expect(run({ term: { _ignored: 'my_ip' } }).hits.total).toBe(2);
  });
  it('_source is not searchable: a query_shard_exception on the shard', () => {
    const r = run({ exists: { field: '_source' } });
    expect([r.status, r.error.type, r.error.root_cause[0].type, r.error.root_cause[0].reason]).toEqual([400, 'search_phase_execution_exception', 'query_shard_exception', 'The _source field is not searchable']);
    expect(run({ term: { _source: 'x' } }).error.root_cause[0].reason).toBe('The _source field is not searchable');
  });
});
