/**
 * ip_location (ES 8.16): the geoip processor under a second type name. GeoIpProcessor.Factory reads every option
 * under that type (`target_field` defaults to the type, `ip_location`), and with no database the
 * DatabaseUnavailableProcessor tags `"_" + type + "_database_unavailable_" + databaseName`; the docs page
 * ingest/processors/ip-location.asciidoc (8.16+) documents the same options as geoip's. No such type before 8.16,
 * nor in OpenSearch.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function simulate(profile: string, processor: unknown, source: unknown) {
  const sim = testSimulator({ profile: profile as never });
  return call(sim, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [processor] }, docs: [{ _source: source }] });
}

describe('ip_location', () => {
  it('tags the document with its own type and database name when the database is unavailable', () => {
    const r = simulate('elasticsearch@8.19.0', { ip_location: { field: 'client', database_file: 'GeoLite2-ASN.mmdb' } }, { client: '192.0.2.7' });
    expect(r.status).toBe(200);
    expect(r.body.docs[0].doc._source).toEqual({ client: '192.0.2.7', tags: ['_ip_location_database_unavailable_GeoLite2-ASN.mmdb'] });
  });
  it('geoip keeps its own tag', () => {
    const r = simulate('elasticsearch@8.19.0', { geoip: { field: 'client' } }, { client: '192.0.2.7' });
    expect(r.body.docs[0].doc._source.tags).toEqual(['_geoip_database_unavailable_GeoLite2-City.mmdb']);
  });
  it('refuses unknown options under its own type name', () => {
    const r = simulate('elasticsearch@8.19.0', { ip_location: { field: 'client', colour: 'red' } }, {});
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('processor [ip_location] doesn\'t support one or more provided configuration parameters [colour]');
  });
  it('is no processor type before 8.16 nor in OpenSearch', () => {
    for (const p of ['elasticsearch@8.15.0', 'opensearch@2.19.0']) {
      const r = simulate(p, { ip_location: { field: 'client' } }, {});
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('No processor type exists with name [ip_location]');
    }
  });
});
