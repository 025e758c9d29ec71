/**
 * Parses a document against its type's mapping, as ES's DocumentParser does: values must fit their mapped
 * fields, and unmapped fields are mapped dynamically (the heart of the spec: a first value `2015-01-01`
 * maps a field as `date`). Returns the mapping the index must have afterwards, or the error; the input
 * mapping is never modified (a new one is cloned on the first dynamic addition).
 */
import { cloneJson, isObject, type Json, type JsonObject } from '../json.ts';
import { esError, type EsCause, type EsError } from '../errors.ts';
import type { Profile } from '../../profiles.ts';
import { dynamicOf, isObjectField, type FieldDef, type TypeMapping } from './types.ts';
import { DEFAULT_DATE_FORMAT, DYNAMIC_DATE_FORMATS, parseDate } from './dates.ts';
import { locate, type PathStep } from './locate.ts';
import { checkValue, type ValueFailure } from './values.ts';

export interface DocContext {
  profile: Profile;
  /** Type name the document is written under (`_doc` when typeless). */
  type: string;
  id: string;
  /** The source text, for error positions and number lexemes. */
  raw: string;
}

export interface ParsedDoc {
  /** The mapping after dynamic additions; the same object as the input when nothing was added. */
  mapping: TypeMapping;
  changed: boolean;
}

const TEXT_DYNAMIC: FieldDef = { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };

class DocParser {
  mapping: TypeMapping;
  changed = false;
  constructor(readonly ctx: DocContext, mapping: TypeMapping) {
    this.mapping = mapping;
  }

  objectAt(segs: string[]): FieldDef {
    let cur: FieldDef = this.mapping;
    for (const s of segs) cur = (cur.properties as Record<string, FieldDef>)[s];
    return cur;
  }

  add(segs: string[], name: string, def: FieldDef): void {
    if (!this.changed) {
      this.mapping = cloneJson(this.mapping);
      this.changed = true;
    }
    const parent = this.objectAt(segs);
    if (!parent.properties) parent.properties = {};
    (parent.properties as Record<string, FieldDef>)[name] = def;
  }

  rootDynamic(): 'true' | 'false' | 'strict' {
    return dynamicOf(this.mapping) ?? 'true';
  }
}

function where(ctx: DocContext, jsonPath: PathStep[]): string {
  if (ctx.profile.docParseError !== 'es8') return '';
  const loc = locate(ctx.raw, jsonPath);
  return loc ? `[${loc.line}:${loc.col}] ` : '';
}

function preview(v: Json): string {
  if (isObject(v)) return '{' + Object.entries(v).map(([k, x]) => `${k}=${preview(x as Json)}`).join(', ') + '}';
  return String(v);
}

function valueError(ctx: DocContext, path: string, type: string, value: Json, fail: ValueFailure, jsonPath: PathStep[]): EsError {
  const p = ctx.profile.docParseError;
  const cause: EsCause = { ...fail.cause, es: false };
  if (p === 'es5') return esError(400, 'mapper_parsing_exception', `failed to parse [${path}]`, undefined, cause);
  // ES 6 names the document (6.5+); the value's preview came with 7.x.
  if (p === 'es6') return esError(400, 'mapper_parsing_exception', `failed to parse field [${path}] of type [${type}] in document with id '${ctx.id}'`, undefined, cause);
  const reason = `failed to parse field [${path}] of type [${type}] in document with id '${ctx.id}'. Preview of field's value: '${preview(value)}'`;
  const modernCause: EsCause = { ...(fail.modernCause ?? fail.cause), es: false };
  if (p === 'es7') return esError(400, 'mapper_parsing_exception', reason, undefined, modernCause);
  return esError(400, 'document_parsing_exception', where(ctx, jsonPath) + reason, undefined, modernCause);
}

function strictError(ctx: DocContext, name: string, parentPath: string, jsonPath: PathStep[]): EsError {
  const within = parentPath || (ctx.profile.docParseError === 'es5' || ctx.profile.docParseError === 'es6' || ctx.type !== '_doc' ? ctx.type : '_doc');
  return esError(400, 'strict_dynamic_mapping_exception', `${where(ctx, jsonPath)}mapping set to strict, dynamic introduction of [${name}] within [${within}] is not allowed`);
}

function concreteIntoObject(ctx: DocContext, path: string, name: string, jsonPath: PathStep[]): EsError {
  const reason = `object mapping for [${path}] tried to parse field [${name}] as object, but found a concrete value`;
  return ctx.profile.docParseError === 'es8'
    ? esError(400, 'document_parsing_exception', where(ctx, jsonPath) + reason)
    : esError(400, 'mapper_parsing_exception', reason);
}

/** The field definition the dynamic mapper creates for a first value, or null when it maps nothing. */
export function inferField(ctx: DocContext, root: TypeMapping, value: Json, lexeme: () => string): FieldDef | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') {
    const text = lexeme();
    return /[.eE]/.test(text) ? { type: 'float' } : { type: 'long' };
  }
  if (typeof value === 'string') {
    const numeric = root.numeric_detection === true || root.numeric_detection === 'true';
    const modern = ctx.profile.dateDetection === 'not-a-number';
    const isNumber = value.trim() !== '' && !Number.isNaN(Number(value)) && /^[\s+-]*[0-9.]/.test(value);
    if (numeric && modern && isNumber) return /^[+-]?\d+$/.test(value.trim()) ? { type: 'long' } : { type: 'float' };
    const detection = root.date_detection === undefined || root.date_detection === true || root.date_detection === 'true';
    let tryDate = detection;
    if (tryDate && modern && isNumber) tryDate = false;
    if (tryDate && !modern) {
      const count = (ch: string) => value.split(ch).length - 1;
      tryDate = count(':') > 1 || count('-') > 1 || count('/') > 1;
    }
    if (tryDate) {
      const formats = Array.isArray(root.dynamic_date_formats) ? (root.dynamic_date_formats as string[]) : DYNAMIC_DATE_FORMATS;
      const lenient = ctx.profile.docParseError === 'es5' || ctx.profile.docParseError === 'es6';
      for (const fmt of formats) {
        if (parseDate(value, fmt, lenient).ok) return fmt === DEFAULT_DATE_FORMAT ? { type: 'date' } : { type: 'date', format: fmt };
      }
    }
    if (numeric && !modern && isNumber) return /^[+-]?\d+$/.test(value.trim()) ? { type: 'long' } : { type: 'float' };
    return cloneJson(TEXT_DYNAMIC);
  }
  return null;
}

/** The dotted path of a field, built only when an error names it (this runs for every field of every document). */
function dotted(segs: string[], name: string): string {
  return segs.length === 0 ? name : `${segs.join('.')}.${name}`;
}

/**
 * `jsonPath` is one stack shared by the whole walk (pushed and popped around each member), read only
 * when an error or a number's lexeme needs a position: copying it per field cost more than the walk.
 */
function walkValue(
  p: DocParser,
  segs: string[],
  name: string,
  value: Json,
  dyn: 'true' | 'false' | 'strict',
  jsonPath: PathStep[],
): EsError | undefined {
  const parent = p.objectAt(segs);
  const mapper = (parent.properties as Record<string, FieldDef> | undefined)?.[name];
  if (value === null) {
    if (!mapper && dyn === 'strict') return strictError(p.ctx, name, segs.join('.'), jsonPath);
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      jsonPath.push(i);
      const e = walkValue(p, segs, name, value[i] as Json, dyn, jsonPath);
      jsonPath.pop();
      if (e) return e;
    }
    return undefined;
  }
  if (isObject(value)) {
    let m = mapper;
    if (m && !isObjectField(m)) {
      const fail: ValueFailure = { cause: { type: 'illegal_state_exception', reason: `Can't get text on a START_OBJECT` } };
      return valueError(p.ctx, dotted(segs, name), String(m.type), value, fail, jsonPath);
    }
    if (!m) {
      if (dyn === 'strict') return strictError(p.ctx, name, segs.join('.'), jsonPath);
      if (dyn === 'false') return undefined;
      m = { properties: {} };
      p.add(segs, name, m);
    }
    const childDyn = dynamicOf(m) ?? dyn;
    if (m.enabled === false) return undefined;
    return walkObject(p, [...segs, name], value, childDyn, jsonPath);
  }
  if (mapper) {
    if (isObjectField(mapper)) return concreteIntoObject(p.ctx, dotted(segs, name), name, jsonPath);
    const fail = checkValue(mapper, value, p.ctx.profile);
    if (fail) return valueError(p.ctx, dotted(segs, name), String(mapper.type), value, fail, jsonPath);
    if (mapper.fields !== undefined) {
      for (const sub of Object.values(mapper.fields)) {
        const subFail = checkValue(sub, value, p.ctx.profile);
        if (subFail) return valueError(p.ctx, dotted(segs, name), String(sub.type), value, subFail, jsonPath);
      }
    }
    return undefined;
  }
  if (dyn === 'strict') return strictError(p.ctx, name, segs.join('.'), jsonPath);
  if (dyn === 'false') return undefined;
  const def = inferField(p.ctx, p.mapping, value, () => locate(p.ctx.raw, jsonPath)?.lexeme ?? String(value));
  if (def) p.add(segs, name, def);
  return undefined;
}

function walkObject(p: DocParser, segs: string[], obj: JsonObject, dyn: 'true' | 'false' | 'strict', jsonPath: PathStep[]): EsError | undefined {
  for (const key in obj) {
    const value = obj[key] as Json;
    jsonPath.push(key);
    const e = walkMember(p, segs, key, value, dyn, jsonPath);
    jsonPath.pop();
    if (e) return e;
  }
  return undefined;
}

/** One member of an object; `jsonPath` ends with its key. */
function walkMember(p: DocParser, segs: string[], key: string, value: Json, dyn: 'true' | 'false' | 'strict', childPath: PathStep[]): EsError | undefined {
  if (key.length === 0 || key.trim().length === 0 && key.length > 0) {
    return esError(400, 'mapper_parsing_exception', `failed to parse`, undefined, {
      type: 'illegal_argument_exception',
      reason: key.length === 0 ? 'field name cannot be an empty string' : `field name cannot contain only whitespace: ['${key}']`,
      es: false,
    });
  }
  if (key.includes('.')) {
    const parts = key.split('.');
    if (parts.some((x) => x.length === 0)) {
      return esError(400, 'mapper_parsing_exception', `failed to parse`, undefined, {
        type: 'illegal_argument_exception',
        reason: `object field starting or ending with a [.] makes object resolution ambiguous: [${key}]`,
        es: false,
      });
    }
    // `{"a.b": v}` means `{"a": {"b": v}}`.
    let nested: Json = value;
    for (let i = parts.length - 1; i >= 1; i--) nested = { [parts[i]]: nested };
    return walkValue(p, segs, parts[0], nested, dyn, childPath);
  }
  return walkValue(p, segs, key, value, dyn, childPath);
}

/** Checks a document against a mapping and applies dynamic mapping. */
export function parseDocument(ctx: DocContext, mapping: TypeMapping, source: JsonObject): ParsedDoc | EsError {
  const p = new DocParser(ctx, mapping);
  const err = walkObject(p, [], source, p.rootDynamic(), []);
  if (err) return err;
  return { mapping: p.mapping, changed: p.changed };
}
