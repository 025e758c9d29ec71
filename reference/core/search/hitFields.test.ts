/** hitFieldsOf: a page rendered with only the hit fields a filter_path can keep filters to the same response as a page rendered whole. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { filterPath } from '../../wire/filterPath.ts';
import { encodeJson, type JsonObject } from '../json.ts';
import { pageBody, type HitRender } from './collect.ts';
import { hitFieldsOf } from './hitFields.ts';
import { ALL_SOURCE } from '../source.ts';
import { doc } from './testkit.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`[hitFields] seed ${seed} (replay with FC_SEED=${seed})`);

const render: HitRender = { scored: false, score: 1, sorted: true, source: ALL_SOURCE, version: true, seqNo: true, shards: 1, index: 'i', contexts: 1, docSorts: 1 };
const page = [
  { index: 'i', doc: doc('1', { a: 1, b: { c: 2 } }, 0, { routing: 'r' }), pos: 0 },
  { index: 'i', doc: doc('2', {}, 1), pos: 1 },
];
/** Filtering goes through JSON text, as the server's answer does (sources are RawJson leaves). */
const filtered = (body: JsonObject, expr: string): unknown => JSON.parse(encodeJson(filterPath(JSON.parse(encodeJson(body)) as JsonObject, expr)));

describe('hitFieldsOf', () => {
  it('renders a superset of what the filter keeps, whatever the filter (generated expressions)', () => {
    const step = fc.constantFrom('hits', 'total', '_id', '_index', '_type', '_version', '_seq_no', '_primary_term', '_score', '_routing', '_source', 'sort', 'a', 'b', 'c', '*', '**', '_s*');
    const path = fc.array(step, { minLength: 1, maxLength: 5 }).map((s) => s.join('.'));
    const likely = fc.constantFrom('hits.hits._id', 'hits.hits._source', 'hits.hits._source.b', 'hits.total', '_scroll_id', 'hits.hits', 'hits');
    const expr = fc.array(fc.oneof(path, likely), { minLength: 1, maxLength: 4 }).map((e) => e.join(','));
    fc.assert(
      fc.property(expr, (e) => {
        const whole = pageBody(page, 2, render, getProfile('default'), 'sid');
        const narrow = pageBody(page, 2, render, getProfile('default'), 'sid', hitFieldsOf(e));
        expect(filtered(narrow, e)).toEqual(filtered(whole, e));
      }),
      { seed, numRuns: 2000 },
    );
  });

  it('names only the fields the reindex asks for, and every field when a path keeps whole hits or has a wildcard', () => {
    const f = hitFieldsOf('_scroll_id,hits.total,hits.hits._id,hits.hits._version,hits.hits._source.x');
    expect(Object.entries(f!).filter(([, v]) => v).map(([k]) => k)).toEqual(['_id', '_version', '_source']);
    expect(hitFieldsOf(undefined)).toBeUndefined();
    expect(hitFieldsOf('hits.hits')).toBeUndefined();
    expect(hitFieldsOf('hits.*._id')).toBeUndefined();
    expect(hitFieldsOf('took,hits.hits._i*')).toBeUndefined();
  });
});
