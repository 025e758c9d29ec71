/**
 * Parses a document against its type's mapping, as ES's DocumentParser does: values must fit their mapped
 * fields, and unmapped fields are mapped dynamically (the heart of the spec: a first value `2015-01-01`
 * maps a field as `date`), by the first matching dynamic template or else by the default rules. Returns the
 * mapping the index must have afterwards, or the error; the input mapping is never modified (a new one is
 * cloned on the first dynamic addition).
 */
import { hashMapOrder } from '../ingest/javaValues.ts';
import { denseVectorDimsOf, denseVectorValueProblem, dynamicVectorLength, withDims } from './denseVectorValue.ts';
import { withDenseVectorDefaults } from './denseVectorDefaults.ts';
import { cloneJson, isObject, type Json, type JsonObject } from '../json.ts';
import {
  ambiguousDottedField,
  geometryFieldUnparsable,
  histogramValueFailure,
  dotOnlyFieldName,
  bigIntegerCause,
  concreteValueForObject,
  documentFieldNameInvalid,
  aliasFieldWrite,
  documentParseFailed,
  dynamicTemplateNotFound,
  fieldValueUnparsable,
  fieldParseRefused,
  nestedDocsLimit,
  vectorDimsFailure,
  vectorHexFailure,
  vectorNotAnArrayFailure,
  objectForLeafFailure,
  constantKeywordMismatch,
  constantKeywordNull,
  strictDynamicMapping,
  templateFieldFailed,
  templateTypeNotFound,
  type EsCause,
  type EsError,
  type ValueFailure,
} from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { dynamicOf, isObjectField, type DynamicMode, type FieldDef, type TypeMapping } from './types.ts';
import { DEFAULT_DATE_FORMAT, DYNAMIC_DATE_FORMATS, parseDate } from './dates.ts';
import { hasFractionOrExponent, locate, Locator, type PathStep } from './locate.ts';
import { checkValue, type TokenSource } from './values.ts';
import { geoPointFailure } from './geoPointValue.ts';
import { parseHistogram } from './histogramField.ts';
import { withIndexMalformed } from './ignoreMalformed.ts';
import { completionContextsMissing } from './completionContexts.ts';
import { rankFeatureFailure, rankFeaturesFailure } from './rankFeatureValues.ts';
import { integerFitsLong, isFloatLexeme, javaNumberText, javaParsesAsDouble, javaParsesAsLong } from './javaNumbers.ts';
import { compileTemplates, findTemplate, RUNTIME_TYPES, substituteTemplate, templateMappingType, type CompiledTemplate, type FieldKind } from './templateMatch.ts';
import { DEFAULT_DYNAMIC_TYPE, DEFAULT_RUNTIME_TYPE } from './templates.ts';
import { LEAF_TYPES, parseTemplateField } from './parse.ts';
import { countFields } from './body.ts';

export interface DocContext {
  profile: Profile;
  /** Type name the document is written under (`_doc` when typeless). */
  type: string;
  id: string;
  /** The source text, for error positions and number lexemes. */
  raw: string;
  /** Bulk's `dynamic_templates`: field path → the name of the template that must map it. */
  dynamicTemplates?: Record<string, string>;
  /**
   * The total fields limit, checked as each new field is added (Profile.totalFieldsCheck `while-parsing`):
   * a document of 10,000 new fields stops at the first past the limit. `existing` is asked once, on the
   * first addition, so documents that add nothing never count the mapping.
   */
  fieldLimit?: { max: number; existing: () => number; error: () => EsError };
  /** `index.mapping.nested_objects.limit`: the nested objects (hidden documents) one document may bring. */
  nestedLimit?: number;
  /** `index.mapping.ignore_malformed`: the default `ignore_malformed` of the fields that take it (ignoreMalformed.ts). */
  ignoreMalformed?: boolean;
}

export interface ParsedDoc {
  /** The mapping after dynamic additions; the same object as the input when nothing was added. */
  mapping: TypeMapping;
  changed: boolean;
}

/** Leaf types whose values may be JSON objects. */
const OBJECT_VALUED = new Set(['geo_point', 'geo_shape', 'shape', 'point', 'join', 'completion', 'flattened', 'rank_features', 'percolator', 'aggregate_metric_double', 'histogram', 'integer_range', 'long_range', 'float_range', 'double_range', 'date_range', 'ip_range', 'sparse_vector']);

const TEXT_DYNAMIC: FieldDef = { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } };

/** What the dynamic mapper makes of a new value: its kind (for templates) and the default field for it. */
interface Detected {
  kind: FieldKind;
  def: FieldDef;
  /** The dynamic date format that recognised a date. */
  dateFormat?: string;
}

class DocParser implements TokenSource {
  mapping: TypeMapping;
  changed = false;
  /** The path of the value being parsed: one stack shared by the whole walk. */
  jsonPath: PathStep[] = [];
  private templates: CompiledTemplate[] | undefined;
  /** Objects built from dotted keys (`{"a.b": 1}`): their keys are not in the source text's path. */
  synthetic: WeakSet<JsonObject> | undefined;
  /** Nested objects met so far (DocumentParserContext.addDoc counts each against the limit). */
  nestedDocs = 0;
  constructor(readonly ctx: DocContext, mapping: TypeMapping) {
    this.mapping = mapping;
  }

  get raw(): string {
    return this.ctx.raw;
  }

  /** The source text indexed once: a lexeme per new numeric field must not rescan the text each time. */
  private locator: Locator | undefined;

  lexeme(): string {
    return this.locate()?.lexeme ?? '';
  }

  /** Whether the text writes any number with a fraction or exponent (asked once). */
  private floats: boolean | undefined;

  /**
   * The lexeme of the number value being parsed. A safe integer in a text that writes no number with a
   * fraction or exponent is its plain digits, found without indexing the text (the common case of a
   * document of many new integer fields).
   */
  numberLexeme(value: number): string {
    if (Number.isSafeInteger(value) && !Object.is(value, -0) && !(this.floats ??= hasFractionOrExponent(this.ctx.raw))) return String(value);
    return this.lexeme() || String(value);
  }

  tokenEnd(): number {
    const loc = this.locate();
    return loc ? loc.offset + loc.lexeme.length : 0;
  }

  private locate() {
    return (this.locator ??= new Locator(this.ctx.raw)).at(this.jsonPath);
  }

  /** The compiled templates of the root mapping (compiled on the first new field only). */
  dynamicTemplates(): CompiledTemplate[] {
    return (this.templates ??= compileTemplates(this.mapping.dynamic_templates as Json, this.ctx.profile));
  }

  objectAt(segs: string[]): FieldDef {
    let cur: FieldDef = this.mapping;
    for (const s of segs) cur = (cur.properties as Record<string, FieldDef>)[s];
    return cur;
  }

  private own(): void {
    if (!this.changed) {
      this.mapping = cloneJson(this.mapping);
      this.changed = true;
    }
  }

  /** Fields before this document's additions (asked on the first addition), and the fields added since. */
  private existing: number | undefined;
  private added = 0;

  /** Maps a new field; the total fields error when that passes DocContext.fieldLimit. */
  add(segs: string[], name: string, def: FieldDef): EsError | undefined {
    this.own();
    const parent = this.objectAt(segs);
    if (!parent.properties) parent.properties = {};
    (parent.properties as Record<string, FieldDef>)[name] = def;
    const limit = this.ctx.fieldLimit;
    if (limit === undefined) return undefined;
    this.existing ??= limit.existing();
    this.added += 1 + (isObjectField(def) ? countFields(def) : Object.keys(def.fields ?? {}).length);
    return this.existing + this.added > limit.max ? limit.error() : undefined;
  }

  /** Replaces a mapped field's definition: a dynamic update of one of its parameters, not a new field. */
  replace(segs: string[], name: string, def: FieldDef): void {
    this.own();
    (this.objectAt(segs).properties as Record<string, FieldDef>)[name] = def;
  }

  /** Adds a runtime field (ES 8), named by its full path in the root's `runtime` section. */
  addRuntime(path: string, def: FieldDef): void {
    this.own();
    const runtime = (isObject(this.mapping.runtime) ? this.mapping.runtime : (this.mapping.runtime = {})) as JsonObject;
    runtime[path] = def as Json;
  }

  /** Whether a runtime field already holds this path (ES indexes nothing for it then). */
  isRuntime(path: string): boolean {
    const r = this.mapping.runtime;
    return isObject(r) && r[path] !== undefined;
  }

  rootDynamic(): DynamicMode {
    return dynamicOf(this.mapping) ?? 'true';
  }
}

function where(ctx: DocContext, jsonPath: PathStep[]): string {
  if (ctx.profile.docParseError !== 'document-parsing-exception') return '';
  const loc = locate(ctx.raw, jsonPath);
  return loc ? `[${loc.line}:${loc.col}] ` : '';
}

function preview(p: DocParser, v: Json): string {
  if (typeof v === 'number') return javaNumberText(p.lexeme() || String(v));
  return previewPlain(v);
}

/**
 * A value as the preview prints it: an object is the parser's map (XContentParser.map(), a java.util.HashMap),
 * so its keys come in HashMap order, not the document's: `{category=…, value=…}` for `{"value", "category"}`.
 */
function previewPlain(v: Json): string {
  if (isObject(v)) return '{' + hashMapOrder(Object.keys(v)).map((k) => `${k}=${previewPlain(v[k] as Json)}`).join(', ') + '}';
  return String(v);
}

function valueError(p: DocParser, path: string, type: string, value: Json, fail: ValueFailure): EsError {
  return fieldValueUnparsable(p.ctx.profile, where(p.ctx, p.jsonPath), path, type, p.ctx.id, () => preview(p, value), fail);
}

/** A failure while parsing that ES reports as a bare "failed to parse" with the cause below it. */
function failedToParse(p: DocParser, cause: EsCause): EsError {
  return documentParseFailed(p.ctx.profile, where(p.ctx, p.jsonPath), cause);
}

/** An error raised while building a field from a template: ES 8 wraps it as a document parsing failure. */
function templateFailure(p: DocParser, err: EsError): EsError {
  return templateFieldFailed(p.ctx.profile, where(p.ctx, p.jsonPath), err);
}

function strictError(p: DocParser, mode: DynamicMode, name: string, parentPath: string): EsError {
  const ctx = p.ctx;
  const within = parentPath || ctx.type;
  return strictDynamicMapping(mode === 'strict_allow_templates' ? mode : 'strict', name, within, where(ctx, p.jsonPath));
}

function concreteIntoObject(p: DocParser, path: string, name: string): EsError {
  return concreteValueForObject(p.ctx.profile, where(p.ctx, p.jsonPath), path, name);
}

/** The kind and default field of a new scalar value (null maps nothing). */
function detect(ctx: DocContext, root: TypeMapping, value: Json, lexeme: () => string): Detected | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return { kind: 'boolean', def: { type: 'boolean' } };
  if (typeof value === 'number') {
    return isFloatLexeme(lexeme()) ? { kind: 'double', def: { type: 'float' } } : { kind: 'long', def: { type: 'long' } };
  }
  if (typeof value !== 'string') return null;
  const numeric = root.numeric_detection === true || root.numeric_detection === 'true';
  const modern = ctx.profile.dateDetection === 'not-a-number';
  const asLong = javaParsesAsLong(value);
  const asDouble = asLong || javaParsesAsDouble(value);
  if (numeric && modern && asLong) return { kind: 'long', def: { type: 'long' } };
  if (numeric && modern && asDouble) return { kind: 'double', def: { type: 'float' } };
  const detection = root.date_detection === undefined || root.date_detection === true || root.date_detection === 'true';
  let tryDate = detection;
  // ES 6+ refuse pure numbers, which too many date formats (epoch_millis, yyyy) would take.
  if (tryDate && modern && asDouble) tryDate = false;
  if (tryDate && !modern) {
    const count = (ch: string) => value.split(ch).length - 1;
    tryDate = count(':') > 1 || count('-') > 1 || count('/') > 1;
  }
  if (tryDate) {
    const formats = Array.isArray(root.dynamic_date_formats) ? (root.dynamic_date_formats as string[]) : DYNAMIC_DATE_FORMATS;
    const lenient = ctx.profile.dateParser === 'joda';
    for (const fmt of formats) {
      if (parseDate(value, fmt, lenient).ok) {
        return { kind: 'date', def: fmt === DEFAULT_DATE_FORMAT ? { type: 'date' } : { type: 'date', format: fmt }, dateFormat: fmt };
      }
    }
  }
  if (numeric && !modern && asLong) return { kind: 'long', def: { type: 'long' } };
  if (numeric && !modern && asDouble) return { kind: 'double', def: { type: 'float' } };
  return { kind: 'string', def: cloneJson(TEXT_DYNAMIC) };
}

/** The field definition the dynamic mapper creates for a first value, or null when it maps nothing (no templates). */
export function inferField(ctx: DocContext, root: TypeMapping, value: Json, lexeme: () => string): FieldDef | null {
  return detect(ctx, root, value, lexeme)?.def ?? null;
}

/** The dotted path of a field, built only when it is needed (this runs for every field of every document). */
function dotted(segs: string[], name: string): string {
  return segs.length === 0 ? name : `${segs.join('.')}.${name}`;
}

interface Built {
  def: FieldDef;
  runtime: boolean;
}

/** The field a template yields for a new field (`DynamicTemplate.mappingType` and `mappingForName`). */
function buildFromTemplate(p: DocParser, t: CompiledTemplate, name: string, path: string, kind: FieldKind, dateFormat?: string): Built | EsError {
  const dynamicType = (t.runtime ? DEFAULT_RUNTIME_TYPE : DEFAULT_DYNAMIC_TYPE)[kind];
  const type = templateMappingType(t.mapping, dynamicType);
  const body: JsonObject = { ...substituteTemplate(t.mapping, name, dynamicType), type };
  if (t.runtime) {
    if (!RUNTIME_TYPES.has(type)) return templateFailure(p, templateTypeNotFound(type, path));
    if (type === 'date' && body.format === undefined && dateFormat !== undefined && dateFormat !== DEFAULT_DATE_FORMAT) body.format = dateFormat;
    return { def: body as FieldDef, runtime: true };
  }
  const known = (LEAF_TYPES.has(type) && !(type === 'unsigned_long' && p.ctx.profile.unsignedLongType === 'none')) || type === 'object' || type === 'nested' || (type === 'string' && p.ctx.profile.stringType !== 'reject');
  if (!known) return templateFailure(p, templateTypeNotFound(type, name));
  if (type === 'object') delete body.type;
  const def = parseTemplateField(name, body, { profile: p.ctx.profile, warnings: [] });
  if ((def as EsError).kind === 'es-error') return templateFailure(p, def as EsError);
  const field = def as FieldDef;
  // A date found by a dynamic format keeps that format unless the template sets one (the parser context's default).
  if (field.type === 'date' && field.format === undefined && dateFormat !== undefined && dateFormat !== DEFAULT_DATE_FORMAT) field.format = dateFormat;
  return { def: field, runtime: false };
}

/**
 * The template for a new field: the one bulk's `dynamic_templates` names for its path (whatever its
 * conditions), else the first whose conditions match (`DocumentParserContext.findDynamicTemplate`).
 */
function templateFor(p: DocParser, segs: string[], name: string, kind: FieldKind): CompiledTemplate | EsError | undefined {
  const named = p.ctx.dynamicTemplates;
  if (named === undefined && p.mapping.dynamic_templates === undefined) return undefined;
  const templates = p.dynamicTemplates();
  const path = dotted(segs, name);
  const wanted = named?.[path];
  if (wanted === undefined) return templates.length > 0 ? findTemplate(templates, path, name, kind) : undefined;
  const t = templates.find((x) => x.name === wanted);
  if (t) return t;
  return dynamicTemplateNotFound(p.ctx.profile, where(p.ctx, p.jsonPath), wanted, path);
}

/** ES 5/6 cannot tell what a JSON integer beyond long is (`XContentParser.NumberType` has no BIG_INTEGER there). */
function bigIntegerRejected(p: DocParser, value: Json): EsError | undefined {
  if (typeof value !== 'number' || p.ctx.profile.dynamicBigInteger !== 'reject' || Math.abs(value) < 9.2e18) return undefined;
  const text = p.lexeme();
  if (isFloatLexeme(text) || integerFitsLong(text)) return undefined;
  return failedToParse(p, bigIntegerCause());
}

/** Maps a new scalar field (dynamic true/runtime/strict_allow_templates) and checks the value against it. */
function mapNewValue(p: DocParser, segs: string[], name: string, value: Json, dyn: DynamicMode): EsError | undefined {
  const big = bigIntegerRejected(p, value);
  if (big) return big;
  const found = detect(p.ctx, p.mapping, value, () => (typeof value === 'number' ? p.numberLexeme(value) : p.lexeme() || String(value)));
  if (found === null) {
    // A null maps nothing; OpenSearch's strict_allow_templates still refuses it (parseNullValue).
    return dyn === 'strict_allow_templates' ? strictError(p, dyn, name, segs.join('.')) : undefined;
  }
  let built: Built | EsError | undefined;
  const t = templateFor(p, segs, name, found.kind);
  if (t !== undefined && (t as EsError).kind === 'es-error') return t as EsError;
  if (t) built = buildFromTemplate(p, t as CompiledTemplate, name, dotted(segs, name), found.kind, found.dateFormat);
  else if (dyn === 'strict_allow_templates') return strictError(p, dyn, name, segs.join('.'));
  else if (dyn === 'runtime') {
    const def: FieldDef = { type: DEFAULT_RUNTIME_TYPE[found.kind] };
    if (found.kind === 'date' && found.dateFormat !== DEFAULT_DATE_FORMAT) def.format = found.dateFormat;
    built = { def, runtime: true };
  } else built = { def: found.def, runtime: false };
  if ((built as EsError).kind === 'es-error') return built as EsError;
  const { def, runtime } = built as Built;
  if (runtime) {
    p.addRuntime(dotted(segs, name), def);
    return undefined;
  }
  const over = p.add(segs, name, def);
  if (over) return over;
  if (isObjectField(def)) return concreteIntoObject(p, dotted(segs, name), name);
  return checkLeaf(p, segs, name, def, value);
}

/**
 * ConstantKeywordFieldMapper.parseCreateField: a field without a value takes the first one it is given
 * (a dynamic mapping update, shown by GET _mapping); then only that value is accepted, and never null.
 */
function constantKeyword(p: DocParser, segs: string[], name: string, mapper: FieldDef, value: Json): EsError | undefined {
  const path = dotted(segs, name);
  if (value === null) return valueError(p, path, 'constant_keyword', value, constantKeywordNull(path));
  const text = typeof value === 'number' ? p.lexeme() || String(value) : String(value);
  if (mapper.value === undefined || mapper.value === null) {
    p.replace(segs, name, { ...mapper, value: text });
    return undefined;
  }
  if (String(mapper.value) !== text) return valueError(p, path, 'constant_keyword', value, constantKeywordMismatch(path, String(mapper.value), text));
  return undefined;
}

/**
 * Field types whose plain (non-null scalar) value walkValue checks with checkLeaf and nothing else: none of
 * them is an object field or takes its value whole (geo_point, histogram, completion, rank_feature(s), alias,
 * dense_vector).
 */
const PLAIN_LEAVES = new Set(['text', 'keyword', 'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long', 'date', 'date_nanos', 'boolean', 'ip', 'wildcard', 'match_only_text', 'constant_keyword']);

/** Checks a scalar against a leaf field and its multi-fields. */
function checkLeaf(p: DocParser, segs: string[], name: string, mapper: FieldDef, value: Json): EsError | undefined {
  if (mapper.type === 'constant_keyword') return constantKeyword(p, segs, name, mapper, value);
  const profile = p.ctx.profile;
  const im = p.ctx.ignoreMalformed === true;
  mapper = withIndexMalformed(mapper, im, profile);
  const fail = checkValue(mapper, value, profile, p);
  if (fail) return valueError(p, dotted(segs, name), String(mapper.type), value, fail);
  if (mapper.fields !== undefined) {
    // Keys walked without an array of the values (a text field's keyword multi-field, on every document).
    for (const k in mapper.fields) {
      const sub = mapper.fields[k]!;
      const subFail = checkValue(withIndexMalformed(sub, im, profile), value, profile, p);
      if (subFail) return valueError(p, dotted(segs, name), String(sub.type), value, subFail);
    }
  }
  return undefined;
}

/** A new object: from the first template matching it as `object`, else a plain object mapper. */
function newObject(p: DocParser, segs: string[], name: string, dyn: DynamicMode): FieldDef | EsError {
  const t = templateFor(p, segs, name, 'object');
  if (t !== undefined && (t as EsError).kind === 'es-error') return t as EsError;
  if (!t) {
    if (dyn === 'strict_allow_templates') return strictError(p, dyn, name, segs.join('.'));
    return { properties: {} };
  }
  const built = buildFromTemplate(p, t as CompiledTemplate, name, dotted(segs, name), 'object');
  if ((built as EsError).kind === 'es-error') return built as EsError;
  const def = (built as Built).def;
  if (isObjectField(def) && !def.properties) def.properties = {};
  return def;
}

function walkValue(p: DocParser, segs: string[], name: string, value: Json, dyn: DynamicMode): EsError | undefined {
  const parent = p.objectAt(segs);
  const mapper = (parent.properties as Record<string, FieldDef> | undefined)?.[name];
  // A plain value of a mapped field of a plain type meets none of the cases below but the last: checked at once.
  if (mapper !== undefined && value !== null && typeof value !== 'object' && PLAIN_LEAVES.has(mapper.type as string)) return checkLeaf(p, segs, name, mapper, value);
  const jsonPath = p.jsonPath;
  // A geo_point takes its whole value (a point, or an array of points) at once, as GeoPointFieldMapper does.
  if (mapper?.type === 'geo_point') {
    const path = dotted(segs, name);
    const cause = geoPointFailure(withIndexMalformed(mapper, p.ctx.ignoreMalformed === true, p.ctx.profile), value, path, p.ctx.profile);
    return cause ? geometryFieldUnparsable(p.ctx.profile, where(p.ctx, jsonPath), path, 'geo_point', cause) : undefined;
  }
  // A histogram takes its whole object at once (HistogramFieldMapper.parse); ignore_malformed keeps the document.
  if (mapper?.type === 'histogram' && value !== null) {
    const path = dotted(segs, name);
    const parsed = parseHistogram(value, path);
    const lenient = withIndexMalformed(mapper, p.ctx.ignoreMalformed === true, p.ctx.profile).ignore_malformed === true;
    if (!('problem' in parsed) || lenient) return undefined;
    const at = where(p.ctx, jsonPath);
    return geometryFieldUnparsable(p.ctx.profile, at, path, 'histogram', histogramValueFailure(p.ctx.profile, at, parsed.problem));
  }
  if (mapper?.type === 'completion' && value !== null && p.ctx.profile.completionContextsMandatory) {
    const missing = completionContextsMissing(mapper, value, dotted(segs, name));
    if (missing) return failedToParse(p, missing);
  }
  // rank_feature and rank_features read their whole value (an array too) as their mappers do.
  if (mapper?.type === 'rank_feature') {
    const bad = rankFeatureFailure(mapper, dotted(segs, name), value);
    return bad ? valueError(p, dotted(segs, name), 'rank_feature', bad.value, bad.fail) : undefined;
  }
  if (mapper?.type === 'rank_features') {
    const bad = rankFeaturesFailure(mapper, dotted(segs, name), value);
    return bad ? fieldParseRefused(p.ctx.profile, where(p.ctx, jsonPath), bad) : undefined;
  }
  // A field alias takes no value (an empty array gives it none; each element of a longer one is refused).
  if (mapper?.type === 'alias' && !Array.isArray(value)) return aliasFieldWrite(p.ctx.profile, where(p.ctx, jsonPath), dotted(segs, name));
  if (value === null) {
    if (mapper?.type === 'constant_keyword') return constantKeyword(p, segs, name, mapper, value);
    if (!mapper && (dyn === 'strict' || dyn === 'strict_allow_templates')) return strictError(p, dyn, name, segs.join('.'));
    return undefined;
  }
  if (Array.isArray(value)) {
    if (!mapper) {
      if (dyn === 'strict') return strictError(p, dyn, name, segs.join('.'));
      // ES looks for an object template for an unmapped array first; OpenSearch's strict_allow_templates rejects the array without one.
      if (dyn === 'strict_allow_templates') {
        const templates = p.dynamicTemplates();
        if (!findTemplate(templates, dotted(segs, name), name, 'object')) return strictError(p, dyn, name, segs.join('.'));
      }
    }
    if (mapper?.type === 'dense_vector') {
      const bad = denseVectorValue(p, segs, name, mapper, value);
      if (bad) return bad;
    }
    const vectorCandidate = !mapper && dyn === 'true' && p.ctx.profile.denseVectorDynamicMapping && dynamicVectorLength(value.length);
    let floats = 0;
    for (let i = 0; i < value.length; i++) {
      jsonPath.push(i);
      const e = walkValue(p, segs, name, value[i] as Json, dyn);
      if (!e && vectorCandidate && isDynamicFloat(p, value[i] as Json)) floats++;
      jsonPath.pop();
      if (e) return e;
    }
    if (vectorCandidate && floats === value.length) return mapDynamicVector(p, segs, name, value);
    // A dense_vector a template made of the first element takes the whole array (its dims checked) as a mapped one does.
    const made = mapper ? undefined : (p.objectAt(segs).properties as Record<string, FieldDef> | undefined)?.[name];
    return made?.type === 'dense_vector' ? denseVectorValue(p, segs, name, made, value) : undefined;
  }
  if (isObject(value)) {
    let m = mapper;
    // Types whose values are objects ({lat, lon}, {gte, lte}, GeoJSON, {name, parent}, {input}…) take it whole.
    if (m && !isObjectField(m) && OBJECT_VALUED.has(String(m.type))) return undefined;
    if (m && !isObjectField(m)) {
      return valueError(p, dotted(segs, name), String(m.type), value, objectForLeafFailure());
    }
    if (!m) {
      if (dyn === 'strict') return strictError(p, dyn, name, segs.join('.'));
      if (dyn === 'false') return undefined;
      // Under `subobjects: false` a new object adds no object mapper: its members are leaves of the same
      // parent, their names prefixed with its own (DocumentParserContext.createFlattenContext).
      if (noSubobjects(parent)) return walkFlattened(p, segs, name, value, dyn);
      const made = newObject(p, segs, name, dyn);
      if ((made as EsError).kind === 'es-error') return made as EsError;
      m = made as FieldDef;
      const over = p.add(segs, name, m);
      if (over) return over;
      if (!isObjectField(m)) {
        return valueError(p, dotted(segs, name), String(m.type), value, objectForLeafFailure());
      }
    }
    if (m.type === 'nested' && p.ctx.nestedLimit !== undefined && ++p.nestedDocs > p.ctx.nestedLimit) return nestedDocsLimit(p.ctx.profile, where(p.ctx, jsonPath), p.ctx.nestedLimit);
    const childDyn = dynamicOf(m) ?? dyn;
    if (m.enabled === false || m.enabled === 'false') return undefined;
    return walkObject(p, [...segs, name], value, childDyn);
  }
  // A byte or bit dense_vector takes a hex string (8.13+): its decoded length is its number of dimensions.
  if (mapper?.type === 'dense_vector' && typeof value === 'string' && p.ctx.profile.denseVectorHex) return denseVectorValue(p, segs, name, mapper, value);
  if (mapper) {
    // A disabled object skips whatever it is given, a concrete value too (DocumentParser.parseObjectOrNested
    // checks isEnabled() before the concrete-value error): OpenSearch's 90_late_interaction_score.yml keeps
    // arrays of vectors in an `enabled: false` object.
    if (isObjectField(mapper) && (mapper.enabled === false || mapper.enabled === 'false')) return undefined;
    if (isObjectField(mapper)) return concreteIntoObject(p, dotted(segs, name), name);
    return checkLeaf(p, segs, name, mapper, value);
  }
  if (dyn === 'strict') return strictError(p, dyn, name, segs.join('.'));
  if (dyn === 'false') return undefined;
  // A runtime field of that path takes the value: nothing is mapped or checked (ES's no-op mapper).
  if (p.mapping.runtime !== undefined && p.isRuntime(dotted(segs, name))) return undefined;
  return mapNewValue(p, segs, name, value, dyn);
}

/** Whether the dynamic mapper makes a float of this array element (what DocumentParser counts as a vector candidate). */
function isDynamicFloat(p: DocParser, v: Json): boolean {
  return detect(p.ctx, p.mapping, v, () => (typeof v === 'number' ? p.numberLexeme(v) : String(v)))?.kind === 'double';
}

/**
 * DocumentParser.postProcessDynamicArrayMapping (8.11): a new field whose array of 128 to 4096 values all mapped
 * dynamically as `float`, not by a template, becomes a dense_vector of that many dims with the version's defaults;
 * the document is then read against it (TransportShardBulkAction parses it again after the mapping update).
 */
function mapDynamicVector(p: DocParser, segs: string[], name: string, value: Json[]): EsError | undefined {
  if (templateFor(p, segs, name, 'double') !== undefined) return undefined;
  const current = (p.objectAt(segs).properties as Record<string, FieldDef>)[name];
  if (current?.type !== 'float') return undefined;
  const def = withDenseVectorDefaults({ type: 'dense_vector', dims: value.length }, p.ctx.profile);
  p.replace(segs, name, def);
  return denseVectorValue(p, segs, name, def, value);
}

/** A dense_vector's whole value: refused when it does not fit `dims`; a field without `dims` takes them from it (a mapping update). */
function denseVectorValue(p: DocParser, segs: string[], name: string, mapper: FieldDef, value: Json): EsError | undefined {
  const path = dotted(segs, name);
  const bad = denseVectorValueProblem(mapper, value, path, p.ctx.id, p.ctx.profile);
  if (bad) return valueError(p, path, 'dense_vector', value, bad);
  const dims = denseVectorDimsOf(mapper, value, p.ctx.profile);
  if (typeof mapper.dims !== 'number' && typeof dims === 'number') p.replace(segs, name, withDims(mapper, dims));
  return undefined;
}

/** Whether an object mapping holds no sub-objects (`subobjects: false`, the root's too). */
function noSubobjects(def: FieldDef | undefined): boolean {
  return def?.subobjects === false || def?.subobjects === 'false';
}

/** The members of an object met under `subobjects: false`, each a leaf of the same parent named `<name>.<key>`. */
function walkFlattened(p: DocParser, segs: string[], name: string, obj: JsonObject, dyn: DynamicMode): EsError | undefined {
  const synthetic = p.synthetic !== undefined && p.synthetic.has(obj);
  for (const key in obj) {
    if (!synthetic) p.jsonPath.push(key);
    const e = walkValue(p, segs, `${name}.${key}`, obj[key] as Json, dyn);
    if (!synthetic) p.jsonPath.pop();
    if (e) return e;
  }
  return undefined;
}

function walkObject(p: DocParser, segs: string[], obj: JsonObject, dyn: DynamicMode): EsError | undefined {
  const jsonPath = p.jsonPath;
  if (p.synthetic !== undefined && p.synthetic.has(obj)) {
    // The single member of an object made from a dotted key: the text's path already ends at its value.
    for (const key in obj) return walkMember(p, segs, key, obj[key] as Json, dyn);
    return undefined;
  }
  for (const key in obj) {
    const value = obj[key] as Json;
    jsonPath.push(key);
    const e = walkMember(p, segs, key, value, dyn);
    jsonPath.pop();
    if (e) return e;
  }
  return undefined;
}

/** One member of an object; `p.jsonPath` ends with its key. */
function walkMember(p: DocParser, segs: string[], key: string, value: Json, dyn: DynamicMode): EsError | undefined {
  // Blank (empty or only whitespace) is refused; a key starting with a printable ASCII character is not
  // blank, so trim() (a scan and maybe a copy per member of every document) is asked only of the others.
  const c0 = key.charCodeAt(0);
  if (key.length === 0 || (!(c0 > 32 && c0 < 127) && key.trim().length === 0)) {
    return documentFieldNameInvalid(key);
  }
  if (key.includes('.')) {
    const parts = key.split('.');
    if (parts.every((x) => x.length === 0)) return dotOnlyFieldName(p.ctx.profile, key);
    if (parts.some((x) => x.length === 0)) {
      return ambiguousDottedField(key);
    }
    // Under `subobjects: false` a dotted name is one leaf's name (DocumentParser keeps its dots).
    if (noSubobjects(p.objectAt(segs))) return walkValue(p, segs, key, value, dyn);
    // `{"a.b": v}` means `{"a": {"b": v}}`: one level at a time, as `a` may be an object without subobjects.
    const nested: JsonObject = { [parts.slice(1).join('.')]: value };
    (p.synthetic ??= new WeakSet()).add(nested);
    return walkValue(p, segs, parts[0], nested, dyn);
  }
  return walkValue(p, segs, key, value, dyn);
}

/** Checks a document against a mapping and applies dynamic mapping. */
export function parseDocument(ctx: DocContext, mapping: TypeMapping, source: JsonObject): ParsedDoc | EsError {
  // A disabled root object (`mappings: {enabled: false}`) skips the whole document: nothing is mapped or
  // indexed, the source is only stored (DocumentParser.internalParseDocument: `root().isEnabled() == false`).
  if (mapping.enabled === false || mapping.enabled === 'false') return { mapping, changed: false };
  const p = new DocParser(ctx, mapping);
  const err = walkObject(p, [], source, p.rootDynamic());
  if (err) return err;
  return { mapping: p.mapping, changed: p.changed };
}

