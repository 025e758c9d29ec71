/**
 * The date processor's formats as ES 8.19's 30_date_processor.yml uses them: a built-in name such as
 * `epoch_second` (DateFormat.Java hands it to DateFormatter.forPattern), and week-based `YYYY-ww`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

const parse = (format: string, value: string) =>
  call(testSimulator({ profile: 'elasticsearch@8.19.0' as never }), 'POST', '/_ingest/pipeline/_simulate', {
    pipeline: { processors: [{ date: { field: 'f', target_field: 't', formats: [format] } }] },
    docs: [{ _source: { f: value } }],
  }).body.docs[0];

describe('date processor formats', () => {
  it('epoch_second, with a fraction down to the millisecond', () => {
    expect(parse('epoch_second', '1500000000.123456').doc._source.t).toBe('2017-07-14T02:40:00.123Z');
  });
  it('epoch_millis', () => {
    expect(parse('epoch_millis', '86400000').doc._source.t).toBe('1970-01-02T00:00:00.000Z');
  });
  it('YYYY-ww is the Monday of that ISO week', () => {
    expect(parse('YYYY-ww', '2021-01').doc._source.t).toBe('2021-01-04T00:00:00.000Z');
    expect(parse('YYYY-ww', '2021-54').error.type).toBe('illegal_argument_exception');
  });
});
