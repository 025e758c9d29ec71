// The search body's `ext`: SearchSourceBuilder.parseXContent loops over its keys and reads one SearchExtBuilder
// each (parser.namedObject), so an empty `ext` parses to nothing and the search runs; a plugin's section is
// refused by the simulator, which has no search plugins.
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('search body ext', () => {
  it('an empty ext is accepted and changes nothing; a section in it is refused with a 400', async () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    await call(sim, 'PUT', '/e/_doc/1?refresh=true', { a: 1 });
    const plain = await call(sim, 'POST', '/e/_search', { query: { match_all: {} } });
    const empty = await call(sim, 'POST', '/e/_search', { query: { match_all: {} }, ext: {} });
    expect(empty.status).toBe(200);
    expect((empty.body as any).hits).toEqual((plain.body as any).hits);
    const section = await call(sim, 'POST', '/e/_search', { ext: { foo: {} } });
    expect(section.status).toBe(400);
  });
});
