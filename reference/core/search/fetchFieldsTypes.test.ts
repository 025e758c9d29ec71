/**
 * What the `fields` option and `docvalue_fields` print for types whose mappers parse the source value first.
 * Pinned by Elasticsearch's sources: IpFieldType.valueFetcher (InetAddresses.toAddrString of the parsed
 * address; an IPv4-mapped address is an Inet4Address) and docValueFormat (DocValueFormat.IP over the sorted,
 * unique InetAddressPoint encodings); DateFieldType.valueFetcher (the value parsed at the field's resolution, so
 * a date_nanos keeps its nanoseconds); NumberType.HALF_FLOAT.parse ("Reduce the precision to what we actually
 * index"); DenseVectorFieldType's ArraySourceValueFetcher (the source's elements as written).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function setup() {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/t', {
    mappings: {
      properties: {
        ip: { type: 'ip' },
        nanos: { type: 'date_nanos' },
        nanos_fmt: { type: 'date_nanos', format: 'strict_date_optional_time_nanos' },
        half: { type: 'half_float' },
        vec: { type: 'dense_vector', dims: 3 },
      },
    },
  });
  return c;
}

describe('fields and docvalue_fields of parsed types', () => {
  it('prints addresses as InetAddresses.toAddrString does, doc values sorted and unique', () => {
    const c = setup();
    c('PUT', '/t/_doc/1?refresh=true', { ip: ['2001:0db8:0000:0000:0000:0000:0000:0001', '::ffff:10.0.0.1', '10.0.0.1'] });
    const r = c('POST', '/t/_search', { fields: ['ip'], _source: false });
    expect(r.status).toBe(200);
    // `fields` reads the source in order; doc values are deduplicated, in byte order (IPv4-mapped first).
    expect(r.body.hits.hits[0].fields.ip).toEqual(['2001:db8::1', '10.0.0.1', '10.0.0.1']);
    expect(c('POST', '/t/_search', { docvalue_fields: ['ip'], _source: false }).body.hits.hits[0].fields.ip).toEqual(['10.0.0.1', '2001:db8::1']);
  });

  it('reads one address for every spelling of it in aggregations and scripts', () => {
    const c = setup();
    c('PUT', '/t/_doc/1?refresh=true', { ip: '::ffff:10.0.0.1' });
    c('PUT', '/t/_doc/2?refresh=true', { ip: '10.0.0.1' });
    c('PUT', '/t/_doc/3?refresh=true', { ip: '2001:0DB8::0:1' });
    const r = c('POST', '/t/_search', { size: 1, sort: ['_doc'], aggs: { ips: { terms: { field: 'ip' } } }, script_fields: { s: { script: "doc['ip'].value" } } });
    expect(r.body.aggregations.ips.buckets).toEqual([{ key: '10.0.0.1', doc_count: 2 }, { key: '2001:db8::1', doc_count: 1 }]);
    expect(r.body.hits.hits[0].fields.s).toEqual(['10.0.0.1']);
  });

  it('keeps a date_nanos value to the nanosecond, in its own format or a requested one that prints it', () => {
    const c = setup();
    c('PUT', '/t/_doc/1?refresh=true', { nanos: '2020-01-01T00:00:00.123456789Z', nanos_fmt: '2020-01-01T00:00:00.1Z' });
    const f = c('POST', '/t/_search', { fields: ['nanos', 'nanos_fmt', { field: 'nanos', format: 'epoch_millis' }] }).body.hits.hits[0].fields;
    expect(f.nanos).toEqual(['1577836800123.456789']);
    const plain = c('POST', '/t/_search', { fields: ['nanos*'] }).body.hits.hits[0].fields;
    expect(plain).toEqual({ nanos: ['2020-01-01T00:00:00.123456789Z'], nanos_fmt: ['2020-01-01T00:00:00.100Z'] });
    // A format without a fraction beyond milliseconds prints the millisecond.
    expect(c('POST', '/t/_search', { fields: [{ field: 'nanos', format: 'strict_date_optional_time' }] }).body.hits.hits[0].fields.nanos).toEqual(['2020-01-01T00:00:00.123Z']);
  });

  it('reduces a half_float to half precision in both, and prints a vector as its numbers', () => {
    const c = setup();
    c('PUT', '/t/_doc/1?refresh=true', { half: 1.1, vec: [1, 2.5, 3] });
    const r = c('POST', '/t/_search', { fields: ['half', 'vec'], _source: false });
    expect(r.text).toContain('"half":[1.0996094]');
    expect(r.body.hits.hits[0].fields.vec).toEqual([1, 2.5, 3]);
    expect(c('POST', '/t/_search', { docvalue_fields: ['half'], _source: false }).text).toContain('"half":[1.099609375]');
  });

  it("prints a completion field's source values as they are, objects included (CompletionFieldType.valueFetcher: an ArraySourceValueFetcher)", () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/c', { mappings: { properties: { s: { type: 'completion', contexts: [{ name: 'color', type: 'category' }] } } } });
    call(sim, 'PUT', '/c/_doc/1?refresh=true', { s: [{ input: 'a', weight: 2, contexts: { color: ['red'] } }, { input: ['b', 'c'], contexts: { color: 'blue' } }] });
    const r = call(sim, 'POST', '/c/_search', { _source: false, fields: ['s'] });
    expect(r.body.hits.hits[0].fields.s).toEqual([{ input: 'a', weight: 2, contexts: { color: ['red'] } }, { input: ['b', 'c'], contexts: { color: 'blue' } }]);
    const f = call(sim, 'POST', '/c/_search', { _source: false, fields: [{ field: 's', format: 'x' }] });
    expect(f.body.error.root_cause[0].reason).toBe("error fetching [s]: Field [s] of type [completion] doesn't support formats.");
  });
});

describe('fields and docvalue_fields entries', () => {
  it('refuses a key FieldAndFormat.PARSER does not declare, located at the key (fetch_field_and_format)', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/v/_doc/1?refresh=true', { x: 1 });
    const r = call(sim, 'POST', '/v/_search', '{"docvalue_fields": ["x", {"field": "x", "foo": 1}]}');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: '[1:42] [fetch_field_and_format] unknown field [foo]' });
    expect(call(sim, 'POST', '/v/_search', { fields: [{ field: 'x', format: null, include_unmapped: true }] }).status).toBe(200);
  });
});
