/**
 * OpenSearch's community_id against Elasticsearch's: expected hashes and messages from OpenSearch's
 * ingest/320_community_id_processor.yml and CommunityIdProcessor.java.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function simulate(profile: string, processor: unknown, source: unknown) {
  const r = call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ community_id: processor }] }, docs: [{ _source: source }] });
  return r.status === 200 ? r.body.docs[0] : r.body;
}

const FIELDS = { source_ip_field: 'source', destination_ip_field: 'dest', source_port_field: 'srcPort', destination_port_field: 'destPort', protocol_field: 'protocol' };

describe('community_id on OpenSearch', () => {
  it('hashes a udp flow into community_id (320_community_id_processor.yml)', () => {
    const d = simulate('opensearch@2.19.0', FIELDS, { source: '8.8.8.8', dest: '192.168.1.52', protocol: 'udp', srcPort: 53, destPort: 54585 });
    expect(d.doc._source.community_id).toBe('1:d/FP5EW3wiY1vCndhwleRRKHowQ=');
  });

  it('requires source_ip_field and fails a missing address unless ignore_missing', () => {
    expect(simulate('opensearch@2.19.0', { destination_ip_field: 'dest' }, {}).error.reason).toBe('[source_ip_field] required property is missing');
    expect(simulate('opensearch@2.19.0', FIELDS, { dest: '1.1.1.1', protocol: 'tcp' }).error.reason).toBe('ip address in the field [source] is null or empty');
    expect(simulate('opensearch@2.19.0', { ...FIELDS, ignore_missing: true }, { dest: '1.1.1.1', protocol: 'tcp' }).doc._source).toEqual({ dest: '1.1.1.1', protocol: 'tcp' });
    expect(simulate('opensearch@2.19.0', FIELDS, { source: '1.1.1.1', dest: '2.2.2.2', protocol: 'gre' }).error.reason).toBe('unsupported protocol [gre]');
  });

  it('is absent before 2.13, and Elasticsearch keeps its own options (source.ip, network.transport)', () => {
    expect(simulate('opensearch@2.12.0', FIELDS, {}).error.reason).toBe('No processor type exists with name [community_id]');
    const es = simulate('elasticsearch@8.19.0', {}, { source: { ip: '8.8.8.8', port: 53 }, destination: { ip: '192.168.1.52', port: 54585 }, network: { transport: 'udp' } });
    expect(es.doc._source.network.community_id).toBe('1:d/FP5EW3wiY1vCndhwleRRKHowQ=');
  });
});
