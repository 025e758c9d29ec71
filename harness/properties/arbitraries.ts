/** fast-check arbitraries: documents, names, field values. */
import fc from 'fast-check';

/** A JSON document source, as generated. */
export type Source = Record<string, unknown>;

/**
 * Strings that are, almost are, or are not dates. Dynamic mapping turns a first value into `date`
 * only for some of these (strict_date_optional_time or `yyyy/MM/dd HH:mm:ss||yyyy/MM/dd`), and the
 * near misses are where implementations diverge.
 */
export const DATE_LIKE: readonly string[] = [
  '2015-01-01', '2015-02-30', '2015-1-1', '2015-01-01T12:00:00', '2015-01-01T12:00:00Z', '2015-01-01T12:00:00.000+01:00',
  '2015/01/01 12:00:00', '2015/01/01', '2015-13-01', '20150101', '2015-01', '2015', '01-01-2015', '2015-01-01 12:00:00',
];

/** Strings that are plainly not dates (the "ordinary string" of the spec's error table). */
export const NOT_DATES: readonly string[] = ['A-17', 'hello', 'x', '', '12', '1.5', 'true', 'null', 'Grüße', '2015-01-01 and more'];

/** A date-like string, drawn from the fixed list or built from random parts (valid or not). */
export const dateLikeString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...DATE_LIKE),
  fc
    .tuple(fc.integer({ min: 1970, max: 2030 }), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 31 }), fc.boolean(), fc.constantFrom('-', '/'))
    .map(([y, m, d, pad, sep]) => {
      const p = (n: number): string => (pad ? String(n).padStart(2, '0') : String(n));
      return `${y}${sep}${p(m)}${sep}${p(d)}`;
    }),
  fc.integer({ min: 0, max: 2_000_000_000_000 }).map((ms) => new Date(ms).toISOString()),
);

/** Any string a document may hold: date-like ones, plain ones, and short random text. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: dateLikeString },
  { weight: 2, arbitrary: fc.constantFrom(...NOT_DATES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Scalars of every JSON kind (numbers as integers and as fractions; no NaN, which JSON cannot carry). */
export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString },
  { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((x) => !Object.is(x, -0)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A small universe of field names, so documents collide on fields (where conflicts happen). */
export const FIELD_NAMES: readonly string[] = ['code', 'name', 'n', 'flag', 'when', 'obj'];
/** Field names inside nested objects. */
export const INNER_NAMES: readonly string[] = ['a', 'b'];

/** A field value: a scalar, an array of scalars of one kind, or a nested object. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...INNER_NAMES), scalar, { maxKeys: 2 }) },
);

/** A document: up to four fields from the small universe. */
export const documentArb: fc.Arbitrary<Source> = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { minKeys: 1, maxKeys: 4 });

/** Document ids from a small universe, so writes overwrite and deletes hit. */
export const idArb: fc.Arbitrary<string> = fc.constantFrom('1', '2', '3', '4');
