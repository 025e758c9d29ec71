/**
 * user_agent with the module's own regexes (ingest-user-agent's 20_useragent_processor.yml: the Chrome-on-Mac
 * agent is Chrome 33.0.1750.149 on Mac OS X 10.9.2; 40_java_user_agent.yml: `Java/17.0.11` is Java 17.0.11,
 * device Spider, with the 2024 regexes; elastic/elasticsearch#108906 shows 8.13.4 answering version `0.11.`
 * for it with the 2020 ones). Relative URIs in uri_parts (java.net.URI takes `/path?query`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function simulate(profile: string, processor: unknown, source: unknown) {
  const r = call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [processor] }, docs: [{ _source: source }] });
  return r.body.docs?.[0]?.doc?._source ?? r.body;
}

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_9_2) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/33.0.1750.149 Safari/537.36';

describe('user_agent', () => {
  it('parses name, version, os and device with the default regexes', () => {
    const s = simulate('elasticsearch@8.19.0', { user_agent: { field: 'agent' } }, { agent: MAC_CHROME });
    expect(s.user_agent).toEqual({ name: 'Chrome', original: MAC_CHROME, os: { name: 'Mac OS X', version: '10.9.2', full: 'Mac OS X 10.9.2' }, device: { name: 'Mac' }, version: '33.0.1750.149' });
  });
  it('reads Java/17.0.11 as the version ships its regexes: 17.0.11 from 8.15, 0.11. before', () => {
    expect(simulate('elasticsearch@8.19.0', { user_agent: { field: 'a' } }, { a: 'Java/17.0.11' }).user_agent).toEqual({ name: 'Java', original: 'Java/17.0.11', device: { name: 'Spider' }, version: '17.0.11' });
    expect(simulate('elasticsearch@8.13.4', { user_agent: { field: 'a' } }, { a: 'Java/17.0.11' }).user_agent).toEqual({ name: 'Java', original: 'Java/17.0.11', device: { name: 'Spider' }, version: '0.11.' });
  });
  it("names what nothing matches 'Other', keeps only the properties asked for, and refuses an unknown one", () => {
    expect(simulate('opensearch@2.19.0', { user_agent: { field: 'a' } }, { a: 'nothing known' }).user_agent).toEqual({ name: 'Other', original: 'nothing known', device: { name: 'Other' } });
    expect(simulate('elasticsearch@8.19.0', { user_agent: { field: 'a', target_field: 'ua', properties: ['os'] } }, { a: MAC_CHROME }).ua).toEqual({ os: { name: 'Mac OS X', version: '10.9.2', full: 'Mac OS X 10.9.2' } });
    const bad = simulate('elasticsearch@8.19.0', { user_agent: { field: 'a', properties: ['nope'] } }, { a: 'x' });
    expect(bad.error.reason).toBe('[properties] illegal property value [nope]. valid values are [NAME, OS, DEVICE, ORIGINAL, VERSION]');
  });
  it('a regex_file other than the default is a file the node does not have', () => {
    const r = simulate('elasticsearch@8.19.0', { user_agent: { field: 'a', regex_file: 'custom.yml' } }, { a: 'x' });
    expect(r.error.reason).toBe("[regex_file] regex file [custom.yml] doesn't exist (has to exist at node startup)");
  });
  it('a missing field fails unless ignore_missing', () => {
    expect(JSON.stringify(simulate('elasticsearch@8.19.0', { user_agent: { field: 'a' } }, {}))).toContain('field [a] not present as part of path [a]');
    expect(simulate('elasticsearch@8.19.0', { user_agent: { field: 'a', ignore_missing: true } }, { b: 1 })).toEqual({ b: 1 });
  });
});

describe('uri_parts of a relative reference', () => {
  it('has a path, a query and a null scheme', () => {
    const s = simulate('elasticsearch@8.19.0', { uri_parts: { field: 'u' } }, { u: '/shop/cart.html?id=7' });
    expect(s.url).toEqual({ path: '/shop/cart.html', extension: 'html', query: 'id=7', scheme: null, original: '/shop/cart.html?id=7' });
  });
});
