/**
 * The exceptions a Painless script raises, as values the interpreter throws and runScript catches: the
 * Java exception's name in Elasticsearch's spelling (`null_pointer_exception`), its message, and the
 * offset in the source where the script was when it failed (set by the innermost node).
 */

import type { Json } from '../../json.ts';

/** A Java exception thrown inside a script (or a Painless compile error when `compile` is set). */
export class JavaException {
  /** Offset in the script source of the node that failed; set once, by the innermost node. */
  offset: number | undefined;
  /** Headers the ScriptException prints before its stack (Debug.explain's painless_class, to_string, java_class). */
  headers?: Record<string, string>;
  /**
   * An ElasticsearchException's metadata (CircuitBreakingException's bytes_wanted, bytes_limit, durability):
   * set, the exception renders it and is an ES exception, so the root cause walk reaches it.
   */
  esMeta?: Record<string, Json>;
  constructor(
    readonly type: string,
    readonly message: string | null,
    /** The Java class of the exception, for `instanceof` in catch clauses and `getClass()`. */
    readonly javaClass: string = javaClassOf(type),
  ) {}
  /** The class name Painless values report (values.ts className). */
  get jclass(): string {
    return this.javaClass;
  }
  toJavaString(): string {
    return this.message === null ? this.javaClass : `${this.javaClass}: ${this.message}`;
  }
}

/** A compile error: always an offset, the cause's type and message. */
export class CompileError {
  constructor(
    readonly offset: number,
    readonly type: string,
    readonly message: string,
  ) {}
}

/** Throws an ElasticsearchException raised inside a script (its metadata rendered, the root cause walk reaching it). */
export function esThrow(type: string, message: string, meta: Record<string, Json>): never {
  const e = new JavaException(type, message);
  e.esMeta = meta;
  throw e;
}

/** Throws a Java exception of the given ES type name. */
export function javaThrow(type: string, message: string | null): never {
  throw new JavaException(type, message);
}

/** Throws a compile error at an offset (an illegal_argument_exception unless the type says otherwise). */
export function compileError(offset: number, message: string, type = 'illegal_argument_exception'): never {
  throw new CompileError(offset, type, message);
}

const CLASSES: Record<string, string> = {
  null_pointer_exception: 'java.lang.NullPointerException',
  illegal_argument_exception: 'java.lang.IllegalArgumentException',
  illegal_state_exception: 'java.lang.IllegalStateException',
  arithmetic_exception: 'java.lang.ArithmeticException',
  class_cast_exception: 'java.lang.ClassCastException',
  index_out_of_bounds_exception: 'java.lang.IndexOutOfBoundsException',
  array_index_out_of_bounds_exception: 'java.lang.ArrayIndexOutOfBoundsException',
  string_index_out_of_bounds_exception: 'java.lang.StringIndexOutOfBoundsException',
  number_format_exception: 'java.lang.NumberFormatException',
  unsupported_operation_exception: 'java.lang.UnsupportedOperationException',
  concurrent_modification_exception: 'java.util.ConcurrentModificationException',
  no_such_element_exception: 'java.util.NoSuchElementException',
  negative_array_size_exception: 'java.lang.NegativeArraySizeException',
  date_time_exception: 'java.time.DateTimeException',
  unsupported_temporal_type_exception: 'java.time.temporal.UnsupportedTemporalTypeException',
  date_time_parse_exception: 'java.time.format.DateTimeParseException',
  runtime_exception: 'java.lang.RuntimeException',
  exception: 'java.lang.Exception',
  painless_error: 'org.elasticsearch.painless.PainlessError',
  out_of_memory_error: 'java.lang.OutOfMemoryError',
  stack_overflow_error: 'java.lang.StackOverflowError',
};

/** The Java class of an ES exception name. */
export function javaClassOf(type: string): string {
  return CLASSES[type] ?? 'java.lang.RuntimeException';
}

/** The ES exception name of a Java exception class name (`IllegalArgumentException` → illegal_argument_exception). */
export function typeOfJavaClass(simple: string): string {
  return simple.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** The superclasses of an exception class (for `catch (Exception e)` and `instanceof`). */
export function exceptionAncestors(javaClass: string): string[] {
  const simple = javaClass.slice(javaClass.lastIndexOf('.') + 1);
  const out = [simple];
  if (simple === 'ArrayIndexOutOfBoundsException' || simple === 'StringIndexOutOfBoundsException') out.push('IndexOutOfBoundsException');
  if (simple === 'NumberFormatException') out.push('IllegalArgumentException');
  if (simple === 'DateTimeParseException') out.push('DateTimeException');
  if (simple.endsWith('Error')) out.push('Error', 'Throwable');
  else out.push('RuntimeException', 'Exception', 'Throwable');
  return out;
}
