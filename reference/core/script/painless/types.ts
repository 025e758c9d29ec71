/** The type names a script may write: primitives, `def`, and the allowlisted classes applications use. */

export const PRIMITIVES = new Set(['byte', 'short', 'char', 'int', 'long', 'float', 'double', 'boolean', 'void']);

export const CLASSES = new Set([
  'def', 'Object', 'String', 'CharSequence', 'StringBuilder', 'Number', 'Integer', 'Long', 'Double', 'Float', 'Short', 'Byte', 'Character', 'Boolean',
  'Math', 'StrictMath', 'Objects', 'Collections', 'Arrays', 'Collection', 'Iterable', 'Iterator', 'List', 'ArrayList', 'LinkedList', 'Map', 'HashMap', 'LinkedHashMap', 'TreeMap',
  'Set', 'HashSet', 'LinkedHashSet', 'TreeSet', 'Map.Entry', 'Deque', 'ArrayDeque', 'Queue', 'StringJoiner', 'Pattern', 'Matcher', 'Optional', 'Stream', 'Collectors',
  'Instant', 'ZonedDateTime', 'LocalDateTime', 'LocalDate', 'LocalTime', 'OffsetDateTime', 'Duration', 'Period', 'ChronoUnit', 'ZoneId', 'ZoneOffset', 'DateTimeFormatter', 'DayOfWeek', 'Month', 'JodaCompatibleZonedDateTime', 'TextStyle', 'Locale',
  'Exception', 'RuntimeException', 'IllegalArgumentException', 'IllegalStateException', 'NullPointerException', 'ArithmeticException', 'ClassCastException',
  'IndexOutOfBoundsException', 'ArrayIndexOutOfBoundsException', 'NumberFormatException', 'UnsupportedOperationException', 'UUID', 'Base64', 'BigInteger', 'BigDecimal',
  // Metadata: the write contexts' metadata() class (ES 8.4+ ingest); declaring it elsewhere is accepted here.
  // Version: the x-pack version field's value class (jVersion.ts).
  'Version',
  // StringTokenizer (java.util); CIDR (org.elasticsearch.painless.api, ES 7.13+: constructing it checks the version).
  'StringTokenizer', 'CIDR',
  // GeoPoint and IPAddress: the field API's value classes (fieldObjects.ts), constructed as its defaults.
  'GeoPoint', 'IPAddress',
  // java.time.temporal's field constants (temporalFields.ts).
  'ChronoField', 'IsoFields', 'TemporalAdjusters', 'YearMonth', 'Year',
  'Debug', 'System', 'MovingFunctions', 'Processors', 'Metadata', 'Function', 'BiFunction', 'Predicate', 'Consumer', 'BiConsumer', 'Supplier', 'Comparator',
]);

/** Whether a name is a type a script may declare, cast to or call statics on. */
export function isTypeName(name: string): boolean {
  return PRIMITIVES.has(name) || CLASSES.has(name);
}
