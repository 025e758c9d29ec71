/**
 * `extended_stats` `sigma`: ExtendedStatsAggregationBuilder's PARSER declares it a double, and its setter throws
 * an IllegalArgumentException the ObjectParser wraps ("[extended_stats] failed to parse field [sigma]"); the
 * value prints as Java's double (-1 → "-1.0"). A string Double.parseDouble refuses is a NumberFormatException,
 * wrapped the same way. Expected messages from search.aggregation/160_extended_stats_metric.yml "Bad sigma test".
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = () => fixture({ int_field: { type: 'integer' } }, [1, 51, 101, 151].map((int_field) => ({ int_field })));

describe('extended_stats sigma', () => {
  it('a negative sigma: x_content_parse_exception caused by the builder, the double as Java prints it', () => {
    const r = aggs(st(), { the_int_extended_stats: { extended_stats: { field: 'int_field', sigma: -1 } } });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toMatch(/\[extended_stats\] failed to parse field \[sigma\]$/);
    expect(r.error.caused_by).toEqual({ type: 'illegal_argument_exception', reason: '[sigma] must be greater than or equal to 0. Found [-1.0] in [the_int_extended_stats]' });
  });
  it('a string that is no double: number_format_exception inside the parse error', () => {
    const r = aggs(st(), { s: { extended_stats: { field: 'int_field', sigma: 'foo' } } });
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.caused_by).toEqual({ type: 'number_format_exception', reason: 'For input string: "foo"' });
  });
  it('a numeric string is read as the double (160_extended_stats_metric.yml Sigma test bounds with sigma 3)', () => {
    const r = aggs(st(), { s: { extended_stats: { field: 'int_field', sigma: '3' } } });
    expect(r.s.std_deviation_bounds.upper).toBe(243.7050983124842);
    expect(r.s.std_deviation_bounds.lower).toBe(-91.70509831248421);
  });
});
