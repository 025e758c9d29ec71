/**
 * date_nanos values a long of nanoseconds cannot hold (DateUtils.toLong: before 1970, after
 * 2262-04-11T23:47:16.854775807), and a docvalue field asked in several formats. Expected texts: OpenSearch's
 * search/240_date_nanos.yml ("date_nanos requires dates after 1970 and before 2262", "doc value fields are
 * working as expected across date and date_nanos fields").
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('date_nanos range', () => {
  const s = testSimulator({ profile: 'opensearch@2.19.0' });
  const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
  c('PUT', '/ns', { mappings: { properties: { date: { type: 'date_nanos' }, lax: { type: 'date_nanos', ignore_malformed: true } } } });

  it('refuses instants before the epoch and after 2262, naming them as Instant.toString prints them', () => {
    const before = c('PUT', '/ns/_doc/1', { date: '1969-10-28T12:12:12.123456789Z' });
    expect(before.status).toBe(400);
    expect(before.body.error.type).toBe('mapper_parsing_exception');
    expect(before.body.error.caused_by.reason).toBe('date[1969-10-28T12:12:12.123456789Z] is before the epoch in 1970 and cannot be stored in nanosecond resolution');
    expect(c('PUT', '/ns/_doc/2', { date: '2263-10-29T12:12:12.123456789Z' }).body.error.caused_by.reason).toBe(
      'date[2263-10-29T12:12:12.123456789Z] is after 2262-04-11T23:47:16.854775807 and cannot be stored in nanosecond resolution',
    );
    // Instant.toString's fraction comes in groups of three digits, none when zero.
    expect(c('PUT', '/ns/_doc/3', { date: '1969-12-31T23:59:59.5Z' }).body.error.caused_by.reason).toMatch(/^date\[1969-12-31T23:59:59\.500Z\]/);
    expect(c('PUT', '/ns/_doc/4', { date: '1960-01-01' }).body.error.caused_by.reason).toMatch(/^date\[1960-01-01T00:00:00Z\]/);
    expect(c('GET', '/ns/_count').body.count).toBe(0);
  });
  it('keeps the last instant and the epoch itself; ignore_malformed sets the value aside', () => {
    expect(c('PUT', '/ns/_doc/5', { date: '2262-04-11T23:47:16.854775807Z' }).status).toBe(201);
    expect(c('PUT', '/ns/_doc/6', { date: '1970-01-01T00:00:00Z' }).status).toBe(201);
    expect(c('PUT', '/ns/_doc/7', { date: '2262-04-11T23:47:16.854775808Z' }).status).toBe(400);
    expect(c('PUT', '/ns/_doc/8?refresh=true', { lax: '1969-01-01' }).status).toBe(201);
  });
  it('a docvalue field asked in several formats lists each format\'s values in turn (FetchDocValuesPhase)', () => {
    c('PUT', '/ns/_doc/9?refresh=true', { date: '2018-10-29T12:12:12.123456789Z' });
    const r = c('POST', '/ns/_search', {
      query: { ids: { values: ['9'] } },
      docvalue_fields: [{ field: 'date', format: 'strict_date_optional_time' }, { field: 'date', format: 'epoch_millis' }],
    });
    expect(r.body.hits.hits[0].fields.date).toEqual(['2018-10-29T12:12:12.123Z', '1540815132123.456789']);
  });
});
