/**
 * A refused `format` in the `fields` option through the simulator. Messages from FieldFetcher.buildValueFetcher
 * (`error fetching [f]` and ` which matched [pattern]`, ES 7.16 and later) around the mapper's own, as the
 * official search/330_fetch_fields.yml "error includes field name", "error includes glob pattern" and "error
 * for flattened includes whole path" pin them; before 7.16 the mapper's message alone.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName) {
  const sim = testSimulator({ profile });
  const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
  c('PUT', '/t', { mappings: { properties: { dkeyword: { type: 'keyword' }, date: { type: 'date' }, flat: { type: 'flattened' } } } });
  c('PUT', '/t/_doc/1?refresh=true', { dkeyword: 'v', date: '1990-12-29T22:30:00.000Z', flat: { foo: 'bar' } });
  return c;
}

const reasonOf = (r: { body: { error: { root_cause: { reason: string }[]; caused_by?: { reason: string; caused_by?: { reason: string } } } } }) => [
  r.body.error.root_cause[0]!.reason,
  r.body.error.caused_by?.caused_by?.reason,
];

describe('fields option: a format the field refuses', () => {
  it('names the field, and the pattern it matched, from 7.16; the mapper exception is the cause', () => {
    const c = setup('elasticsearch@8.19.0');
    const exact = c('POST', '/t/_search', { fields: [{ field: 'dkeyword', format: 'yyyy/MM/dd' }] });
    expect(exact.status).toBe(400);
    expect(reasonOf(exact)).toEqual(["error fetching [dkeyword]: Field [dkeyword] of type [keyword] doesn't support formats.", "Field [dkeyword] of type [keyword] doesn't support formats."]);
    const glob = c('POST', '/t/_search', { fields: [{ field: 'd*', format: 'yyyy/MM/dd' }] });
    expect(reasonOf(glob)[0]).toBe("error fetching [dkeyword] which matched [d*]: Field [dkeyword] of type [keyword] doesn't support formats.");
  });

  it('refuses a format on a key of a flattened field under its whole path', () => {
    const c = setup('elasticsearch@8.19.0');
    const r = c('POST', '/t/_search', { fields: [{ field: 'flat.bar', format: 'yyyy/MM/dd' }] });
    expect([r.status, reasonOf(r)[0]]).toEqual([400, "error fetching [flat.bar]: Field [flat.bar] of type [flattened] doesn't support formats."]);
    // A date takes its format.
    expect(c('POST', '/t/_search', { fields: [{ field: 'date', format: 'yyyy/MM/dd' }] }).body.hits.hits[0].fields).toEqual({ date: ['1990/12/29'] });
  });

  it('gives the mapper message alone before 7.16', () => {
    const c = setup('elasticsearch@7.13.4' as ProfileName);
    const r = c('POST', '/t/_search', { fields: [{ field: 'd*', format: 'yyyy/MM/dd' }] });
    expect([r.status, reasonOf(r)[0]]).toEqual([400, "Field [dkeyword] of type [keyword] doesn't support formats."]);
  });

  it('a date_nanos field prints its nanoseconds in the fields option (DateFieldType.valueFetcher at nanosecond resolution)', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
    c('PUT', '/n', { mappings: { properties: { at: { type: 'date_nanos' }, custom: { type: 'date_nanos', format: 'yyyy-MM-dd HH:mm:ss.SSSSSS' } } } });
    c('PUT', '/n/_doc/1?refresh=true', { at: '2015-01-01T12:10:30.123456789Z', custom: '2019-10-21 08:30:04.828733' });
    const r = c('POST', '/n/_search', { fields: ['at', 'custom'] });
    expect(r.body.hits.hits[0].fields.at).toEqual(['2015-01-01T12:10:30.123456789Z']);
    expect(r.body.hits.hits[0].fields.custom).toEqual(['2019-10-21 08:30:04.828733']);
    const millis = c('POST', '/n/_search', { fields: [{ field: 'at', format: 'epoch_millis' }, { field: 'custom', format: 'strict_date_optional_time' }] });
    expect(millis.body.hits.hits[0].fields.at).toEqual(['1420114230123.456789']);
    expect(millis.body.hits.hits[0].fields.custom).toEqual(['2019-10-21T08:30:04.828Z']);
  });
});
