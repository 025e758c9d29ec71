/**
 * `subobjects: false` (ObjectMapper, DocumentParser; the subobjects mapping-parameter page of the 8.x
 * reference): dotted names stay leaf names, in mappings and in documents; objects a document gives under such
 * an object flatten into dotted leaves (DocumentParserContext.createFlattenContext); object mappings given
 * there are flattened before they are stored (auto-flattening, 8.14+), unless they must stay objects.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName = 'elasticsearch@8.19.0') {
  const s = testSimulator({ profile });
  return (m: string, p: string, b?: unknown) => call(s, m, p, b);
}

describe('subobjects: false', () => {
  it('an object holds a value for `load` and for `load.avg` side by side, from flat or object documents', () => {
    const c = sim();
    c('PUT', '/host', { mappings: { properties: { cpu: { type: 'object', subobjects: false, properties: { load: { type: 'float' }, 'load.avg': { type: 'float' } } } } } });
    expect(c('PUT', '/host/_doc/a', { 'cpu.load': 0.5, 'cpu.load.avg': 0.25 }).status).toBe(201);
    expect(c('PUT', '/host/_doc/b?refresh=true', { cpu: { load: 2, 'load.avg': 1.5, core: { id: 3 } } }).status).toBe(201);
    const props = c('GET', '/host/_mapping').body.host.mappings.properties.cpu;
    expect(props).toEqual({ subobjects: false, properties: { load: { type: 'float' }, 'load.avg': { type: 'float' }, 'core.id': { type: 'long' } } });
    const r = c('POST', '/host/_search', { query: { range: { 'cpu.load.avg': { gte: 1 } } }, fields: ['cpu.*'], _source: false, aggs: { s: { sum: { field: 'cpu.load.avg' } } } });
    expect(r.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['b']);
    expect(r.body.hits.hits[0].fields).toEqual({ 'cpu.load': [2.0], 'cpu.load.avg': [1.5], 'cpu.core.id': [3] });
    expect(r.body.aggregations.s.value).toBe(1.5);
  });

  it('at the root, every dotted name of a document is one leaf', () => {
    const c = sim();
    c('PUT', '/flat', { mappings: { subobjects: false } });
    expect(c('PUT', '/flat/_doc/1', { span: 'x', 'span.id': 'y' }).status).toBe(201);
    expect(Object.keys(c('GET', '/flat/_mapping').body.flat.mappings.properties).sort()).toEqual(['span', 'span.id']);
  });

  it('object mappings given under it are auto-flattened (8.14+); one with enabled: false is refused', () => {
    const body = { mappings: { properties: { cpu: { subobjects: false, properties: { load: { type: 'object', properties: { min: { type: 'long' }, max: { type: 'long' } } } } } } } };
    const c = sim();
    c('PUT', '/auto', body);
    expect(c('GET', '/auto/_mapping').body.auto.mappings.properties.cpu).toEqual({ subobjects: false, properties: { 'load.min': { type: 'long' }, 'load.max': { type: 'long' } } });
    const off = c('PUT', '/off', { mappings: { properties: { cpu: { subobjects: false, properties: { raw: { type: 'object', enabled: false } } } } } });
    expect(off.status).toBe(400);
    expect(off.body.error.reason).toBe('Failed to parse mapping: Object mapper [cpu.raw] was found in a context where subobjects is set to false. Auto-flattening [cpu.raw] failed because the value of [enabled] is [false]');
    const old = sim('elasticsearch@8.13.4');
    old('PUT', '/auto', body);
    expect(Object.keys(old('GET', '/auto/_mapping').body.auto.mappings.properties.cpu.properties)).toEqual(['load']);
  });

  it('without it, dotted names still mean objects', () => {
    const c = sim();
    c('PUT', '/objs', { mappings: { properties: { 'cpu.load': { type: 'float' } } } });
    c('PUT', '/objs/_doc/1', { 'cpu.core.id': 1 });
    expect(c('GET', '/objs/_mapping').body.objs.mappings.properties.cpu.properties).toEqual({ load: { type: 'float' }, core: { properties: { id: { type: 'long' } } } });
  });
});
