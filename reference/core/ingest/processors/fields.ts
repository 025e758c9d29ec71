/**
 * Processors that add, move and remove fields: set, append, remove, rename, dot_expander, sort, and the
 * flow processors fail and drop. Behaviour and messages from ingest-common's processors of the same names.
 */
import { ingestHas } from '../caps.ts';
import { failProcessor, processorIllegalArgument } from '../../errors/index.ts';
import { IngestDoc, METADATA_KEYS } from '../document.ts';
import { fail } from '../failure.ts';
import { deepCopy, isMap, javaClassName, type Value, type VMap } from '../javaValues.ts';
import type { Escape, Template } from '../template.ts';
import type { Factory } from '../types.ts';
import { render, valueSource } from '../valueSource.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

function escapeOf(mediaType: string): Escape {
  return mediaType === 'text/plain' ? 'plain' : mediaType === 'application/x-www-form-urlencoded' ? 'url' : 'json';
}

/** set: a value (templated) or a copy of another field, unless `override: false` finds one there. */
export const set: Factory = (c, ctx) => {
  const field = c.str('field');
  const copyFrom = ingestHas(ctx.profile, 'set.copy_from') ? c.optStr('copy_from') : undefined;
  const mediaType = ingestHas(ctx.profile, 'set.media_type') ? c.mediaType('media_type', 'application/json') : 'application/json';
  let value: ReturnType<typeof valueSource> | undefined;
  if (copyFrom === undefined) value = valueSource(c, 'value', c.obj('value'), escapeOf(mediaType));
  else if (c.has('value')) c.error('copy_from', 'cannot set both `copy_from` and `value` in the same processor');
  const override = c.bool('override', true);
  const fieldT = c.compile('field', field);
  const ignoreEmpty = c.bool('ignore_empty_value', false);
  return (doc) => {
    const path = render(fieldT, doc);
    if (override || !doc.has(path) || doc.get(path) === null) {
      if (copyFrom !== undefined) {
        const v = doc.get(copyFrom, ignoreEmpty);
        if (ignoreEmpty && (v === null || v === undefined || v === '')) return true;
        doc.set(path, deepCopy(v));
      } else {
        const v = value!.resolve(doc);
        if (ignoreEmpty && value!.templated && (v === null || v === '')) return true;
        doc.set(path, v);
      }
    }
    return true;
  };
};

/** append: values added to a field, which becomes a list (`allow_duplicates: false` skips values already there). */
export const append: Factory = (c, ctx) => {
  const field = c.str('field');
  const value = valueSource(c, 'value', c.obj('value'), escapeOf(ingestHas(ctx.profile, 'set.media_type') ? c.mediaType('media_type', 'application/json') : 'application/json'));
  const allowDuplicates = ingestHas(ctx.profile, 'append.allow_duplicates') ? c.bool('allow_duplicates', true) : true;
  const fieldT = c.compile('field', field);
  return (doc) => {
    doc.append(render(fieldT, doc), value.resolve(doc), allowDuplicates);
    return true;
  };
};

/** remove: fields by name (templated), or every source field but those to `keep`. */
export const remove: Factory = (c, ctx) => {
  const fields: Template[] = [];
  const keep: Template[] = [];
  const read = (name: string, into: Template[]): void => {
    if (!c.has(name)) return;
    const v = c.obj(name);
    for (const f of Array.isArray(v) ? v : [v]) into.push(c.compile(name, String(f)));
  };
  read('field', fields);
  if (ingestHas(ctx.profile, 'remove.keep')) read('keep', keep);
  if (fields.length === 0 && keep.length === 0) {
    if (ingestHas(ctx.profile, 'remove.keep')) c.error('keep', 'or [field] must be specified');
    c.error('field', 'required property is missing');
  }
  if (fields.length > 0 && keep.length > 0) c.error('keep', 'and [field] cannot both be used in the same processor');
  const ignoreMissing = c.bool('ignore_missing', false);
  return (doc) => {
    if (keep.length > 0) {
      removeExcept(doc, keep.map((t) => render(t, doc)));
      return true;
    }
    for (const t of fields) {
      const path = render(t, doc);
      if (ingestHas(ctx.profile, 'remove.empty_path')) {
        // OpenSearch#10066 (2.11): an empty or missing path is checked before the removal, with the processor's own words.
        if (path === '' || !doc.has(path)) {
          if (ignoreMissing) continue;
          bad(path === '' ? 'field path cannot be null nor empty' : `field [${path}] doesn't exist`);
        }
        if (ingestHas(ctx.profile, 'remove.metadata_guard')) guardMetadata(doc, path);
      } else if (ignoreMissing && !doc.has(path)) continue;
      doc.remove(path);
    }
    return true;
  };
};

/**
 * OpenSearch#10732 (2.12): _index, _version and _version_type cannot be removed, nor _id when the request
 * gave an external version.
 */
function guardMetadata(doc: IngestDoc, path: string): void {
  if (path === '_index' || path === '_version' || path === '_version_type') bad(`cannot remove metadata field [${path}]`);
  const versionType = doc.ctx._version_type;
  if (path === '_id' && versionType !== undefined && versionType !== 'internal') {
    bad(`cannot remove metadata field [_id] when specifying external version for the document, version: ${String(doc.ctx._version)}, version_type: ${String(versionType)}`);
  }
}

/** Keeps the named source paths (and the metadata fields), removing every other source field. */
function removeExcept(doc: IngestDoc, keep: string[]): void {
  const kept = new IngestDoc({}, {});
  for (const k of METADATA_KEYS) if (k in doc.ctx) kept.ctx[k] = doc.ctx[k];
  for (const path of keep) if (doc.has(path)) kept.set(path, doc.get(path));
  doc.ctx = kept.ctx;
}

/** rename: a field moved to a new name, which must not exist (unless `override`); put back if the move fails. */
export const rename: Factory = (c, ctx) => {
  const field = c.template('field');
  const target = c.template('target_field');
  const ignoreMissing = c.bool('ignore_missing', false);
  const override = ingestHas(ctx.profile, 'rename.override') ? c.bool('override', false) : false;
  return (doc) => {
    const path = render(field, doc);
    if (path === '' && ingestHas(ctx.profile, 'rename.empty_path')) {
      if (ignoreMissing) return true;
      bad('field path cannot be null nor empty');
    }
    if (!doc.has(path, true)) {
      if (ignoreMissing) return true;
      bad(`field [${path}] doesn't exist`);
    }
    const to = render(target, doc);
    if (doc.has(to, true) && !override) bad(`field [${to}] already exists`);
    const v = doc.get(path);
    doc.remove(path);
    try {
      doc.set(to, v);
    } catch (e) {
      doc.set(path, v);
      throw e;
    }
    return true;
  };
};

/** dot_expander: a field named with dots (`a.b`) becomes nested objects; `*` expands every such field. */
export const dotExpander: Factory = (c, ctx) => {
  const field = c.str('field');
  const path = c.optStr('path');
  const override = ingestHas(ctx.profile, 'dot_expander.override') ? c.bool('override', false) : false;
  if (!field.includes('.') && field !== '*') c.error('field', 'field does not contain a dot and is not a wildcard');
  if (field.startsWith('.') || field.endsWith('.')) c.error('field', "Field can't start or end with a dot");
  if (field.includes('..')) c.error('field', 'No space between dots');
  return (doc) => {
    let map: VMap;
    if (path !== undefined) {
      const m = doc.get(path);
      if (!isMap(m)) bad(`field [${path}] of type [${javaClassName(m)}] cannot be cast to [java.util.Map]`);
      map = m as VMap;
    } else map = doc.ctx;
    const keys = field === '*' ? Object.keys(map).filter((k) => k.indexOf('.') > 0) : [field];
    for (const key of keys) expandDot(doc, path !== undefined ? `${path}.${key}` : key, key, map, override);
    return true;
  };
};

function expandDot(doc: IngestDoc, path: string, field: string, map: VMap, override: boolean): void {
  if (!Object.prototype.hasOwnProperty.call(map, field)) return;
  if (doc.has(path)) {
    const v = map[field];
    delete map[field];
    if (override) doc.set(path, v);
    else doc.append(path, v);
    return;
  }
  for (let i = path.indexOf('.'); i !== -1; i = path.indexOf('.', i + 1)) {
    const partial = path.slice(0, i);
    if (!doc.has(partial)) break;
    if (!isMap(doc.get(partial))) bad(`cannot expand [${path}], because [${partial}] is not an object field, but a value field`);
  }
  const v = map[field];
  delete map[field];
  doc.set(path, v);
}

/** sort: a list's values in natural order (`order: desc` reversed); mixed types cannot be compared. */
export const sort: Factory = (c) => {
  const field = c.str('field');
  const orderText = c.str('order', 'asc');
  const order = orderText.toLowerCase();
  if (order !== 'asc' && order !== 'desc') c.error('order', `Sort direction [${orderText}] not recognized. Valid values are: [asc, desc]`);
  const target = c.str('target_field', field);
  return (doc) => {
    const list = doc.getList(field);
    if (list === null || list === undefined) bad(`field [${field}] is null, cannot sort.`);
    const copy = [...(list as Value[])];
    const kinds = new Set(copy.map(javaClassName));
    if (kinds.size > 1) {
      const [a, b] = [...kinds];
      bad(`class ${b} cannot be cast to class ${a}`);
    }
    copy.sort((x, y) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0));
    if (order === 'desc') copy.reverse();
    doc.set(target, copy);
    return true;
  };
};

/** fail: raises its (templated) message. */
export const failProc: Factory = (c) => {
  const message = c.template('message');
  return (doc) => fail(failProcessor(render(message, doc)));
};

/** drop: the document is not indexed. */
export const drop: Factory = () => () => false;
