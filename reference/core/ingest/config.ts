/**
 * Reading a processor's configuration as ConfigurationUtils does: each read removes the property, so
 * what is left at the end is what the processor does not support; every message is ConfigurationUtils'.
 */
import { ingestConfigError } from '../errors/index.ts';
import { fail } from './failure.ts';
import { isMap, javaClassName, javaString, type Value, type VMap } from './javaValues.ts';
import { compileTemplate, type Template } from './template.ts';

export class Conf {
  /** The configuration's size before any read: the HashMap capacity that orders leftover keys. */
  readonly originalSize: number;
  constructor(
    readonly type: string | undefined,
    readonly tag: string | undefined,
    readonly map: VMap,
  ) {
    this.originalSize = Object.keys(map).length;
  }

  /** A configuration error on a property (`[prop] reason`), or on the processor when `prop` is undefined. */
  error(prop: string | undefined, reason: string): never {
    return fail(ingestConfigError(reason, this.type, this.tag, prop));
  }

  private take(name: string): Value {
    const v = this.map[name];
    delete this.map[name];
    return v === undefined ? null : v;
  }

  /** Whether the property was given (and not null). */
  has(name: string): boolean {
    return this.map[name] !== undefined && this.map[name] !== null;
  }

  private asString(name: string, v: Value): string {
    if (typeof v === 'string') return v;
    return this.error(name, `property isn't a string, but of type [${javaClassName(v)}]`);
  }

  /** readStringProperty: required unless a default is given. */
  str(name: string, dflt?: string): string {
    const v = this.take(name);
    if (v === null && dflt !== undefined) return dflt;
    if (v === null) this.error(name, 'required property is missing');
    return this.asString(name, v);
  }

  /** readOptionalStringProperty. */
  optStr(name: string): string | undefined {
    const v = this.take(name);
    return v === null ? undefined : this.asString(name, v);
  }

  /** readStringOrIntProperty (optional when no default and `required` is false). */
  strOrInt(name: string, required: boolean, dflt?: string): string | undefined {
    const v = this.take(name);
    if (v === null) {
      if (dflt !== undefined) return dflt;
      if (required) this.error(name, 'required property is missing');
      return undefined;
    }
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 2147483647) return String(v);
    return this.error(name, `property isn't a string or int, but of type [${javaClassName(v)}]`);
  }

  /** readBooleanProperty with a default. */
  bool(name: string, dflt: boolean): boolean {
    const v = this.take(name);
    if (v === null) return dflt;
    if (typeof v === 'boolean') return v;
    return this.error(name, `property isn't a boolean, but of type [${javaClassName(v)}]`);
  }

  /** readOptionalBooleanProperty. */
  optBool(name: string): boolean | undefined {
    const v = this.take(name);
    if (v === null) return undefined;
    if (typeof v === 'boolean') return v;
    return this.error(name, `property isn't a boolean, but of type [${javaClassName(v)}]`);
  }

  /** readIntProperty: `Integer.parseInt(value.toString())`. */
  int(name: string, dflt: number | undefined): number | undefined {
    const v = this.take(name);
    if (v === null) return dflt;
    const s = javaString(v);
    if (!/^[+-]?\d+$/.test(s) || Math.abs(Number(s)) > 2147483647) this.error(name, `property cannot be converted to an int [${s}]`);
    return Number(s);
  }

  /** readDoubleProperty (required). */
  double(name: string): number {
    const v = this.take(name);
    if (v === null) this.error(name, 'required property is missing');
    const s = javaString(v).trim();
    const n = Number(s);
    if (s === '' || !Number.isFinite(n)) this.error(name, `property cannot be converted to a double [${javaString(v)}]`);
    return n;
  }

  private asList(name: string, v: Value): Value[] {
    if (Array.isArray(v)) return v;
    return this.error(name, `property isn't a list, but of type [${javaClassName(v)}]`);
  }

  /** readList (required). */
  list(name: string): Value[] {
    const v = this.take(name);
    if (v === null) this.error(name, 'required property is missing');
    return this.asList(name, v);
  }

  /** readOptionalList. */
  optList(name: string): Value[] | undefined {
    const v = this.take(name);
    return v === null ? undefined : this.asList(name, v);
  }

  /** readOptionalListOrString: a string is a list of one; absent is empty. */
  listOrString(name: string): string[] {
    const v = this.take(name);
    if (v === null) return [];
    if (typeof v === 'string') return [v];
    return this.asList(name, v) as string[];
  }

  /** readMap (required). */
  mapProp(name: string): VMap {
    const v = this.take(name);
    if (v === null) this.error(name, 'required property is missing');
    if (isMap(v)) return v;
    return this.error(name, `property isn't a map, but of type [${javaClassName(v)}]`);
  }

  /** readOptionalMap. */
  optMap(name: string): VMap | undefined {
    const v = this.take(name);
    if (v === null) return undefined;
    if (isMap(v)) return v;
    return this.error(name, `property isn't a map, but of type [${javaClassName(v)}]`);
  }

  /** readObject (required, any type). */
  obj(name: string): Value {
    const v = this.take(name);
    if (v === null) this.error(name, 'required property is missing');
    return v;
  }

  /** An optional property of any type (null when absent). */
  optObj(name: string): Value {
    return this.take(name);
  }

  /** readTemplateProperty: a required string compiled as a mustache template. */
  template(name: string, dflt?: string): Template {
    return this.compile(name, this.str(name, dflt));
  }

  /** Compiles a text read from `name` as a template (compileTemplate). */
  compile(name: string, text: string): Template {
    const t = compileTemplate(text);
    if (!t) this.error(name, `Mustache template [${text}] does not compile`);
    return t!;
  }

  /** readMediaTypeProperty. */
  mediaType(name: string, dflt: string): string {
    const v = this.str(name, dflt);
    if (!['application/json', 'text/plain', 'application/x-www-form-urlencoded'].includes(v)) this.error(name, `property does not contain a supported media type [${v}]`);
    return v;
  }
}
