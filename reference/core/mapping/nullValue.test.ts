/**
 * A date or ip null_value the type cannot parse. Expected text from Elasticsearch's DateFieldMapperTests /
 * IpFieldMapperTests testNullValue: "Failed to parse mapping: Error parsing [null_value] on field [field]:
 * failed to parse date field [foo] with format [strict_date_optional_time||epoch_millis]" and "…: ':1' is not an
 * IP string literal." for indices created on 8.0 or later; the 7.x warning "Error parsing [foo] as date in
 * [null_value] on field [field]); [null_value] will be ignored" (also OpenSearch's DateFieldMapperTests.testBadNullValue).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

function create(profile: ProfileName, field: Record<string, unknown>) {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 3, profile });
  return call(s, 'PUT', '/t', { mappings: { properties: { field } } });
}

describe('null_value that does not parse', () => {
  it('refuses the mapping from ES 8.0, with the type\'s own reason', () => {
    const d = create('elasticsearch@8.19.0', { type: 'date', null_value: 'foo' });
    expect(d.status).toBe(400);
    expect(d.body.error.type).toBe('mapper_parsing_exception');
    expect(d.body.error.reason).toBe('Failed to parse mapping: Error parsing [null_value] on field [field]: failed to parse date field [foo] with format [strict_date_optional_time||epoch_millis]');
    expect(d.body.error.caused_by.reason).toBe('Error parsing [null_value] on field [field]: failed to parse date field [foo] with format [strict_date_optional_time||epoch_millis]');
    const ip = create('elasticsearch@8.19.0', { type: 'ip', null_value: ':1' });
    expect(ip.body.error.reason).toBe("Failed to parse mapping: Error parsing [null_value] on field [field]: ':1' is not an IP string literal.");
  });

  it('warns and creates the index on ES 7.17 and OpenSearch', () => {
    for (const profile of ['elasticsearch@7.17.3', 'opensearch@2.19.0'] as const) {
      const r = create(profile, { type: 'date', null_value: 'foo' });
      expect(r.status).toBe(200);
      expect(String(r.headers?.warning ?? JSON.stringify(r))).toContain('Error parsing [foo] as date in [null_value] on field [field]); [null_value] will be ignored');
    }
  });

  it('takes a null_value that parses', () => {
    expect(create('elasticsearch@8.19.0', { type: 'date', null_value: '2020-01-01' }).status).toBe(200);
    expect(create('elasticsearch@8.19.0', { type: 'ip', null_value: '::1' }).status).toBe(200);
  });
});
