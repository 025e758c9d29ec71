/**
 * Mustache as ES renders search templates. Expected values: ES's search-template docs ("Set default
 * values" with `{{^x}}`, "Concatenate values" with `{{#join}}`, "Convert parameters to JSON" with
 * `{{#toJson}}`, "URL encode strings" with `{{#url}}`), lang_mustache/25_custom_functions.yml (the url and
 * join outputs), mustache.java's MustacheParser (its exception texts) and BaseObjectHandler (truthiness).
 */
import { describe, expect, it } from 'vitest';
import { compileMustache, isMustacheError, javaToString, toJson, urlEncode, type Mustache, type MustacheError } from './mustache.ts';

function render(src: string, params: Record<string, unknown>): string {
  const m = compileMustache(src);
  if (isMustacheError(m)) throw new Error(m.mustacheError);
  return m.render(params);
}

function error(src: string, wording: 'plain' | 'named' = 'plain'): string {
  const m: Mustache | MustacheError = compileMustache(src, 'json', wording);
  return isMustacheError(m) ? m.mustacheError : 'compiled';
}

describe('mustache as ES runs it', () => {
  it('a {{=( )=}} tag changes the delimiters for the rest of the template (MustacheParser; docs page search-template, "Change the delimiter")', () => {
    expect(render('{"match":{{=( )=}}{"message":"(q)"}}', { q: 'hello world' })).toBe('{"match":{"message":"hello world"}}');
    expect(render('{{=<% %>=}}<%#l%>[<%.%>]<%/l%><%={{ }}=%>{{n}}', { l: ['a', 'b'], n: 1 })).toBe('[a][b]1');
    expect(render('{{=<% %>=}}<%{x}%>|<%&x%>', { x: '"' })).toBe('"|"');
    expect(error('{{=( ) x=}}')).toBe('Invalid delimiter string: ( ) x=');
  });
  it('escapes {{x}} for JSON and leaves {{{x}}} and {{&x}} raw', () => {
    expect(render('"{{q}}"', { q: 'say "hi"\\\n\t\u0001' })).toBe('"say \\"hi\\"\\\\\\n\\t\\u0001"');
    expect(render('{{{q}}}|{{&q}}', { q: '{"a":1}' })).toBe('{"a":1}|{"a":1}');
    expect(render('[{{missing}}]', {})).toBe('[]');
  });

  it('sections follow mustache.java: lists iterate, false, "" and [] are false, 0 and {} true', () => {
    expect(render('{{#l}}<{{.}}>{{/l}}', { l: ['a', 'b'] })).toBe('<a><b>');
    expect(render('{{#l}}{{n}},{{/l}}', { l: [{ n: 1 }, { n: 2 }] })).toBe('1,2,');
    for (const v of [false, '', [], null, undefined]) expect(render('{{#v}}T{{/v}}{{^v}}F{{/v}}', { v })).toBe('F');
    for (const v of [true, 0, 'x', {}, [1]]) expect(render('{{#v}}T{{/v}}{{^v}}F{{/v}}', { v })).toBe('T');
  });

  it('renders default values with an inverted section (docs: "Set default values")', () => {
    const src = '{"from": {{from}}{{^from}}0{{/from}}, "size": {{size}}{{^size}}10{{/size}}}';
    expect(render(src, { from: 5 })).toBe('{"from": 5, "size": 10}');
  });

  it('looks dotted names up, lists by index and size (CustomReflectionObjectHandler)', () => {
    expect(render('{{a.b.c}} {{l.1}} {{l.size}} {{#a}}{{b.c}}{{top}}{{/a}}', { a: { b: { c: 'x' } }, l: ['p', 'q'], top: '!' })).toBe('x q 2 x!');
  });

  it('prints values as Java does: lists as a CollectionMap, doubles as Double.toString', () => {
    expect(render('{{l}}', { l: ['a', 'b'] })).toBe('{0=a, 1=b}');
    expect(render('{{d}} {{n}} {{b}}', { d: 1.5, n: 3, b: true })).toBe('1.5 3 true');
    expect(javaToString([['x'], 2], false)).toBe('[[x], 2]');
  });

  it('has ES\'s functions: toJson, join (with a delimiter) and url', () => {
    expect(render('{{#toJson}}q{{/toJson}}', { q: { match: { f: 'a "b"' } } })).toBe('{"match":{"f":"a \\"b\\""}}');
    expect(render('{{#toJson}}l{{/toJson}}', { l: ['a', 1, true, null] })).toBe('["a",1,true,null]');
    expect(render('{{#join}}l{{/join}}', { l: ['a', 'b', 'c'] })).toBe('a,b,c');
    expect(render("{{#join delimiter='||'}}l{{/join delimiter='||'}}", { l: ['a', 'b'] })).toBe('a||b');
    // 25_custom_functions.yml
    expect(render('https://localhost:9200/{{#url}}{{index}}{{/url}}/_search', { index: '<logstash-{now/d-2d}>' })).toBe('https://localhost:9200/%3Clogstash-%7Bnow%2Fd-2d%7D%3E/_search');
    expect(render('{{#url}}https://localhost:9200/{{#join}}indices{{/join}}/_stats{{/url}}', { indices: ['<logstash-{now/d-2d}>', '<logstash-{now/d-1d}>', '<logstash-{now/d}>'] })).toBe(
      'https%3A%2F%2Flocalhost%3A9200%2F%3Clogstash-%7Bnow%2Fd-2d%7D%3E%2C%3Clogstash-%7Bnow%2Fd-1d%7D%3E%2C%3Clogstash-%7Bnow%2Fd%7D%3E%2F_stats',
    );
  });

  it('fails to compile as mustache.java does', () => {
    expect(error('{"a": "{{{x}}"}')).toBe('Improperly closed variable in query-template:1');
    expect(error('{"a": "{{{x}}"}', 'named')).toBe('Improperly closed variable: x in query-template:1');
    expect(error('{{#a}}x{{/b}}')).toBe('Mismatched start/end tags: a != b in query-template:1');
    expect(error('{{/b}}')).toBe('Mismatched start/end tags: null != b in query-template:1');
    expect(error('x {{y')).toBe('Improperly closed variable in query-template:1');
    expect(error('{{#toJson}}a{{b}}{{/toJson}}')).toBe('Mustache function [toJson] must contain one and only one identifier');
    // An unclosed section runs to the end of the template.
    expect(error('{{#a}}x')).toBe('compiled');
  });

  it('encodes as java.net.URLEncoder and serialises as XContentBuilder', () => {
    expect(urlEncode('a b*~é')).toBe('a+b*%7E%C3%A9');
    expect(toJson({ b: 1.25, a: [1, 'x'] })).toBe('{"a":[1,"x"],"b":1.25}');
  });
});
