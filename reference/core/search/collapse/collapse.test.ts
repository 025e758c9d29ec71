/**
 * collapse: parsing (CollapseBuilder's parser), the keys (CollapseBuilder.build's refusals, doc values),
 * CollapsingTopK, and a whole search through the handler (the official 110_field_collapsing.yml's data:
 * elastic/elasticsearch rest-api-spec/.../test/search/110_field_collapsing.yml).
 */
import { describe, expect, it } from 'vitest';
import { isEsError, type EsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { getProfile } from '../../../profiles.ts';
import { search } from '../../apis/search.ts';
import { cluster, doc, env, index, request } from '../testkit.ts';
import { parseCollapse } from './parseCollapse.ts';
import { collapseKeyer } from './collapseKeys.ts';
import { CollapsingTopK } from './collapsingTopK.ts';

const es8 = getProfile('es8');
const data: [string, JsonObject][] = [
  ['1', { numeric_group: 1, tag: 'A', sort: 10 }],
  ['2', { numeric_group: 1, tag: 'B', sort: 6 }],
  ['3', { numeric_group: 1, tag: 'A', sort: 24 }],
  ['4', { numeric_group: 25, tag: 'B', sort: 10 }],
  ['5', { numeric_group: 25, tag: 'A', sort: 5 }],
  ['6', { numeric_group: 3, tag: 'B', sort: 36 }],
];
const test = () => index('test', { numeric_group: { type: 'integer' }, tag: { type: 'keyword' }, title: { type: 'text' }, sort: { type: 'long' } }, data);

function run(body: JsonObject, query: Record<string, string> = {}): JsonObject | EsError {
  const r = search(cluster(test()), request('search', { index: 'test' }, query, body), env('es8'));
  return isEsError(r) ? r : (r.body as JsonObject);
}

describe('parseCollapse', () => {
  it('reads the field and the inner_hits (one or several); refuses unknown keys and unnamed inner hits', () => {
    const one = parseCollapse({ field: 'f', inner_hits: { name: 'a' }, max_concurrent_group_searches: 3 }, es8);
    expect(one).toEqual({ field: 'f', innerHits: [{ name: 'a' }] });
    const two = parseCollapse({ field: 'f', inner_hits: [{ name: 'a' }, { name: 'b', size: 1 }] }, es8);
    expect(isEsError(two) ? [] : two.innerHits.map((h) => h.name)).toEqual(['a', 'b']);
    // CollapseBuilder.setInnerHits and the ObjectParser's unknown field.
    const unnamed = parseCollapse({ field: 'f', inner_hits: { size: 1 } }, es8) as EsError;
    expect(unnamed.cause.causedBy?.reason).toBe('inner_hits must have a [name]; set the [name] field in the inner_hits definition');
    expect((parseCollapse({ field: 'f', foo: 1 }, es8) as EsError).cause.reason).toContain('[collapse] unknown field [foo]');
    expect((parseCollapse({ field: 'f', max_concurrent_group_searches: 0 }, es8) as EsError).cause.causedBy?.reason).toBe('maxConcurrentGroupRequests` must be positive');
  });
});

describe('collapseKeyer', () => {
  it('reads keywords and numbers as doc values; a repeated keyword is one value, two numbers are several', () => {
    const i = test();
    const kw = collapseKeyer({ field: 'tag', innerHits: [] }, i, es8);
    const num = collapseKeyer({ field: 'numeric_group', innerHits: [] }, i, es8);
    if (isEsError(kw) || isEsError(num)) throw new Error('refused');
    expect(kw(doc('x', { tag: ['a', 'a'] }, 0))).toBe('a');
    expect(kw(doc('x', {}, 0))).toBeNull();
    expect(num(doc('x', { numeric_group: '7' }, 0))).toBe(7);
    expect(num(doc('x', { numeric_group: [1, 1] }, 0))).toEqual({ several: true });
  });

  it('refuses text (per version wording), unmapped fields and fields without doc values', () => {
    const reason = (e: unknown) => ((e as EsError).cause.extra?.failed_shards as JsonObject[])[0]!.reason as JsonObject;
    expect(reason(collapseKeyer({ field: 'title', innerHits: [] }, test(), es8)).reason).toBe('collapse is not supported for the field [title] of the type [text]');
    expect(reason(collapseKeyer({ field: 'title', innerHits: [] }, test(), getProfile('opensearch2'))).reason).toBe('unknown type for collapse field `title`, only keywords and numbers are accepted');
    expect(reason(collapseKeyer({ field: 'nope', innerHits: [] }, test(), es8)).reason).toBe('no mapping found for `nope` in order to collapse on');
    const noDv = index('n', { k: { type: 'keyword', doc_values: false } });
    expect(reason(collapseKeyer({ field: 'k', innerHits: [] }, noDv, es8)).reason).toBe('cannot collapse on field `k` without `doc_values`');
  });
});

describe('CollapsingTopK', () => {
  it('keeps the best item per group and counts the rest as dropped', () => {
    const t = new CollapsingTopK<{ g: string; v: number }>(2, (a, b) => a.v - b.v, (x) => x.g);
    for (const x of [{ g: 'a', v: 5 }, { g: 'b', v: 3 }, { g: 'a', v: 1 }, { g: 'c', v: 9 }, { g: 'b', v: 3 }]) t.offer(x);
    expect(t.sorted()).toEqual([{ g: 'a', v: 1 }, { g: 'b', v: 3 }]);
    // 5 offered, 2 kept: group c's head falls outside the window.
    expect(t.dropped).toBe(3);
  });
});

describe('collapse through the search handler', () => {
  it('answers 110_field_collapsing.yml "field collapsing": three groups, total 6, fields carry the key', () => {
    const b = run({ collapse: { field: 'numeric_group' }, sort: [{ sort: 'desc' }] }) as JsonObject;
    const hits = b.hits as { total: JsonObject; hits: JsonObject[] };
    expect(hits.total).toEqual({ value: 6, relation: 'eq' });
    expect(hits.hits.map((h) => [h._id, (h.fields as JsonObject).numeric_group, h.sort])).toEqual([
      ['6', [3], [36]],
      ['3', [1], [24]],
      ['4', [25], [10]],
    ]);
  });

  it('expands inner_hits per group (110_field_collapsing.yml "field collapsing and inner_hits")', () => {
    const b = run({ collapse: { field: 'numeric_group', inner_hits: { name: 'sub_hits', size: 2, sort: [{ sort: 'asc' }] } }, sort: [{ sort: 'desc' }] }, { rest_total_hits_as_int: 'true' }) as JsonObject;
    const hits = (b.hits as { hits: JsonObject[] }).hits;
    const sub = (h: JsonObject) => ((h.inner_hits as JsonObject).sub_hits as { hits: { total: number; hits: JsonObject[] } }).hits;
    expect(hits.map((h) => [sub(h).total, sub(h).hits.map((x) => x._id)])).toEqual([
      [1, ['6']],
      [3, ['2', '1']],
      [2, ['5', '4']],
    ]);
  });

  it('refuses collapse in a scroll as SearchRequest.validate does (ES 8)', () => {
    const e = run({ collapse: { field: 'numeric_group' } }, { scroll: '1m' }) as EsError;
    expect(e.cause.type).toBe('action_request_validation_exception');
    expect(e.cause.reason).toBe('Validation Failed: 1: cannot use `collapse` in a scroll context;');
  });
});

describe('collapse on a metadata field', () => {
  it('is refused for its type, as CollapseBuilder.build refuses a field type that cannot collapse', async () => {
    const { call, testSimulator } = await import('../../../testkit.ts');
    const reason = (profile: 'elasticsearch@8.19.0' | 'opensearch@2.19.0') => {
      const sim = testSimulator({ profile });
      call(sim, 'PUT', '/c/_doc/1?refresh=true', { k: 'a' });
      return call(sim, 'POST', '/c/_search', { collapse: { field: '_id' } }).body.error.root_cause[0].reason;
    };
    expect(reason('elasticsearch@8.19.0')).toBe('collapse is not supported for the field [_id] of the type [_id]');
    expect(reason('opensearch@2.19.0')).toBe('unknown type for collapse field `_id`, only keywords and numbers are accepted');
  });
});
