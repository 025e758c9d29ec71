/**
 * The `type` query: 7.x (and the typed profiles) match documents by type with the `[types removal]` warning
 * (TypeQueryBuilder.doToQuery); ES 8.0 removed the builder, so an 8.x cluster answers "unknown query [type]"
 * (AbstractQueryBuilder.parseInnerQueryBuilder with SuggestingErrorOnUnknown's suggestion).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function run(profile: string) {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/tq/_doc/1?refresh=true', { a: 1 });
  return call(s, 'POST', '/tq/_search', { query: { type: { value: '_doc' } } });
}

describe('type query', () => {
  it('ES 7.x matches and warns', () => {
    const r = run('elasticsearch@7.17.3');
    expect((r.body as { hits: { total: { value: number } } }).hits.total.value).toBe(1);
    expect(JSON.stringify(r.headers)).toContain('[types removal] Type queries are deprecated, prefer to filter on a field instead.');
  });
  it('ES 8 has no such query', () => {
    const r = run('elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect((r.body as { error: { type: string; reason: string } }).error).toMatchObject({ type: 'parsing_exception' });
    expect((r.body as { error: { reason: string } }).error.reason).toMatch(/^unknown query \[type\]/);
  });
});
