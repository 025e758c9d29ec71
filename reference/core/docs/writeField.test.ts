/**
 * The write field API of update scripts (ES 8.5; lang-painless's 25_script_upsert.yml "Script Write Field"):
 * set and transform chain, doc() makes the object it names, get(default) reads; none before 8.5.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const update = (source: string) => ({ script: { source, lang: 'painless' }, upsert: {}, scripted_upsert: true });

describe('the write field API of update scripts', () => {
  it('sets, transforms and writes inside objects', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'POST', '/shelf/_update/1', update("field('title').set('dune').transform(t -> t.toUpperCase()); field('meta').doc().field('pages').set(412)"));
    expect(call(sim, 'GET', '/shelf/_doc/1').body._source).toEqual({ title: 'DUNE', meta: { pages: 412 } });
    call(sim, 'POST', '/shelf/_update/1', update("field('meta.pages').transform(p -> p + 1); field('tags').set(['a', 'b']).transform(t -> t + '!'); ctx._source.had = field('nope').get('none')"));
    expect(call(sim, 'GET', '/shelf/_doc/1').body._source).toEqual({ title: 'DUNE', meta: { pages: 413 }, tags: ['a!', 'b!'], had: 'none' });
  });

  it('does not exist before 8.5', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.4.3' });
    expect(JSON.stringify(call(sim, 'POST', '/shelf/_update/1', update("field('a').set(1)")).body)).toContain('compile error');
  });
});
