/**
 * grok and dissect in runtime field scripts (x-pack runtime-fields' NamedGroupExtractor; its YAML tests
 * runtime_fields/250_grok.yml and 260_dissect.yml fetch fields extracted from an access log). Our own data.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'es8' });
  const rt = (src: string) => ({ type: 'keyword', script: { source: src } });
  call(sim, 'PUT', '/logs', {
    mappings: {
      runtime: {
        user: rt("def m = grok('%{WORD:verb} by %{USERNAME:user}').extract(doc['line'].value); if (m != null) emit(m.user);"),
        size: { type: 'long', script: { source: "def m = dissect('%{verb} by %{user} (%{size} bytes)').extract(doc['line'].value); if (m != null) emit(Long.parseLong(m.size));" } },
      },
      properties: { line: { type: 'keyword' } },
    },
  });
  call(sim, 'PUT', '/logs/_doc/1?refresh=true', { line: 'upload by kim_7 (512 bytes)' });
  call(sim, 'PUT', '/logs/_doc/2?refresh=true', { line: 'no match here' });
  return sim;
}

describe('grok and dissect in runtime fields', () => {
  it('extract the named captures, and null when the line does not match', () => {
    const sim = setup();
    const r = call(sim, 'POST', '/logs/_search', { sort: ['_doc'], fields: ['user', 'size'] }).body;
    expect(r.hits.hits[0].fields).toEqual({ user: ['kim_7'], size: [512] });
    expect(r.hits.hits[1].fields).toBeUndefined();
  });
  it('a grok pattern that does not compile fails the search that reads the field', () => {
    const sim = setup();
    const r = call(sim, 'POST', '/logs/_search', { runtime_mappings: { bad: { type: 'keyword', script: "emit(grok('%{NOSUCHPATTERN:x}').extract('a').x)" } }, fields: ['bad'] }).body;
    expect(JSON.stringify(r.error)).toContain('error compiling grok pattern [%{NOSUCHPATTERN:x}]');
  });
  // runtime_fields/250_grok.yml's "mutable pattern", "syntax error in pattern" and "warning in pattern":
  // grok is @compile_time_only, so the runtime field need not be read (nor the document match) to fail.
  const unused = (src: string) => {
    const sim = setup();
    return call(sim, 'POST', '/logs/_search', { runtime_mappings: { unused: { type: 'keyword', script: src } } });
  };
  it('a pattern that is not a constant does not compile', () => {
    const r = unused("def m = grok(doc['line'].value).extract('x'); if (m != null) emit(m.a);");
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error)).toContain('All arguments of the [grok] method must be constants, but the [1st] argument [] is not');
  });
  it('a constant built with + is a constant', () => {
    const r = unused("def m = grok('%{WORD:a}' + ' ' + '%{WORD:b}').extract(doc['line'].value); if (m != null) emit(m.a);");
    expect(r.status).toBe(200);
  });
  it("a group name Joni refuses fails at compile time with Joni's message", () => {
    const r = unused("def m = grok('(?<42>x)').extract(doc['line'].value); if (m != null) emit(m.a);");
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error)).toContain('error compiling grok pattern [(?<42>x)]: invalid group name <42>');
  });
  it('a pattern Joni warns about is refused, naming the warnings', () => {
    const r = unused("def m = grok('\\\\q%{WORD:a}').extract(doc['line'].value); if (m != null) emit(m.a);");
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error)).toContain('emitted warnings: [Unknown escape \\\\q is ignored]');
  });
  it('dissect is compile-time only too: a bad pattern fails an unused field', () => {
    const r = unused("def m = dissect('no keys here').extract(doc['line'].value); if (m != null) emit(m.a);");
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error)).toContain('Unable to find any keys or delimiters.');
  });
});
