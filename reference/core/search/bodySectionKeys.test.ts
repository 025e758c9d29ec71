/**
 * Unknown keys in the search body's sections, refused where Elasticsearch's parsers refuse them and at the
 * position they report: KnnSearchBuilder's ConstructingObjectParser (the `knn` option), CollapseBuilder's and
 * InnerHitBuilder's ObjectParsers, HighlightBuilder's (with its suggestion), RescorerBuilder.parseFromXContent
 * (a value key, at the value), and a post_filter's or rescore_query's own query errors found where they sit.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const s = testSimulator({ profile: 'elasticsearch@8.19.0' } as never);
call(s, 'PUT', '/i', { mappings: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, v: { type: 'dense_vector', dims: 2, index: true, similarity: 'cosine' } } } });
call(s, 'PUT', '/i/_doc/1?refresh=true', { t: 'hello', k: 'a', v: [1, 0] });

function refusal(text: string): Body {
  const r = call(s, 'POST', '/i/_search', text, { 'content-type': 'application/json' });
  expect(r.status).toBe(400);
  return (r.body as Body).error;
}
const col = (text: string, needle: string) => text.indexOf(needle) + 1;

describe('search body sections: an unknown key', () => {
  it('knn option: `[l:c] [knn] unknown field` at the key, its suggestion, in an object or an array (KnnSearchBuilder.PARSER)', () => {
    const text = '{"knn": {"field": "v", "query_vector": [1, 0], "k": 1, "num_candidate": 5}}';
    expect(refusal(text)).toMatchObject({ type: 'x_content_parse_exception', reason: `[1:${col(text, '"num_candidate"')}] [knn] unknown field [num_candidate] did you mean [num_candidates]?` });
    const list = '{"knn": [{"field": "v", "query_vector": [1, 0], "k": 1}, {"field": "v", "query_vector": [0, 1], "k": 1, "boots": 2}]}';
    expect(refusal(list).reason).toBe(`[1:${col(list, '"boots"')}] [knn] unknown field [boots] did you mean [boost]?`);
    expect(call(s, 'POST', '/i/_search', { knn: { field: 'v', query_vector: [1, 0], k: 1, num_candidates: 5, boost: 2, _name: 'n', similarity: 0.1 } }).status).toBe(200);
  });
  it('collapse and its inner_hits: ObjectParser\'s error at the key', () => {
    const text = '{"collapse": {"field": "k", "inner_hits": {"name": "x", "sise": 1}}}';
    expect(refusal(text).reason).toBe(`[1:${col(text, '"sise"')}] [inner_hits] unknown field [sise] did you mean [size]?`);
    const top = '{"collapse": {"field": "k", "max_concurent_group_searches": 2}}';
    expect(refusal(top).reason).toBe(`[1:${col(top, '"max_')}] [collapse] unknown field [max_concurent_group_searches] did you mean [max_concurrent_group_searches]?`);
  });
  it('highlight: at the key, with the level\'s suggestion, globally and per field', () => {
    const text = '{"query": {"match": {"t": "hello"}}, "highlight": {"fields": {"t": {"fragment_sise": 10}}}}';
    // The closest name first (SuggestingErrorOnUnknown sorts by similarity; didYouMean is tested with it).
    expect(refusal(text).reason).toMatch(new RegExp(`^\\[1:${col(text, '"fragment_sise"')}\\] \\[highlight_field\\] unknown field \\[fragment_sise\\] did you mean any of \\[fragment_size, `));
    const top = '{"highlight": {"pre_tag": ["<b>"], "fields": {"t": {}}}}';
    expect(refusal(top).reason).toMatch(new RegExp(`^\\[1:${col(top, '"pre_tag"')}\\] \\[highlight\\] unknown field \\[pre_tag\\] did you mean`));
  });
  it('rescore: a value key at the value; the query\'s own keys at theirs; its rescore_query where it sits', () => {
    const text = '{"rescore": {"window_sise": 5, "query": {"rescore_query": {"match_all": {}}}}}';
    expect(refusal(text)).toMatchObject({ reason: 'rescore doesn\'t support [window_sise]', line: 1, col: col(text, '5,') });
    const q = '{"rescore": [{"query": {"rescore_query": {"match_all": {}}, "query_wieght": 2}}]}';
    expect(refusal(q).reason).toBe(`[1:${col(q, '"query_wieght"')}] [query] unknown field [query_wieght]`);
    const inner = '{"rescore": {"query": {"rescore_query": {"match_all": {"boots": 1}}}}}';
    expect(refusal(inner)).toMatchObject({ reason: `[1:${col(inner, '"boots"')}] [match_all] unknown field [boots] did you mean [boost]?`, col: col(inner, '1}') });
  });
  it('post_filter: its query\'s error at its own position, not the query\'s', () => {
    const text = '{"query": {"match_all": {}}, "post_filter": {"match_all": {"x": 1}}}';
    expect(refusal(text)).toMatchObject({ reason: `[1:${col(text, '"x"')}] [match_all] unknown field [x]`, col: col(text, '1}') });
  });
});
