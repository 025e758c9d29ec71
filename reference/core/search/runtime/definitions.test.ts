/**
 * Runtime field definitions: ES's checks in its order (messages from RuntimeField.parseRuntimeFields,
 * RuntimeField.Builder.parse, CompositeRuntimeField and AbstractScriptFieldType.Builder.createChildRuntimeField).
 */
import { describe, expect, it } from 'vitest';
import { ALL_RUNTIME_TYPES, parseRuntimeSection, runtimeLeafTypes } from './definitions.ts';

const reasonOf = (section: unknown, removal = false) => {
  const r = parseRuntimeSection(section as never, ALL_RUNTIME_TYPES, removal);
  return 'reason' in r ? r.reason : undefined;
};

describe('parseRuntimeSection', () => {
  it('reads scalar fields with their script and format', () => {
    const r = parseRuntimeSection({ a: { type: 'long', script: 'emit(1)' }, d: { type: 'date', format: 'yyyy' } }, ALL_RUNTIME_TYPES, false);
    expect('reason' in r).toBe(false);
    const m = r as Map<string, { type: string; script?: unknown; format?: string }>;
    expect(m.get('a')).toMatchObject({ type: 'long', script: 'emit(1)' });
    expect(m.get('d')).toMatchObject({ type: 'date', format: 'yyyy' });
  });

  it("answers ES's reasons for bad definitions", () => {
    expect(reasonOf({ f: { script: 'x' } })).toBe('No type specified for runtime field [f]');
    expect(reasonOf({ f: { type: 'text' } })).toBe('No handler for type [text] declared on runtime field [f]');
    expect(reasonOf({ f: 'keyword' })).toBe('Expected map for runtime field [f] definition but got a java.lang.String');
    expect(reasonOf({ f: { type: 'long', foo: 1 } })).toBe('unknown parameter [foo] on runtime field [f] of type [long]');
    expect(reasonOf({ f: { type: 'long', format: 'x' } })).toBe('unknown parameter [format] on runtime field [f] of type [long]');
    expect(reasonOf({ f: { type: 'long', script: null } })).toBe('[script] on runtime field [f] of type [long] must not have a [null] value');
    expect(reasonOf({ f: null })).toBe('Runtime field [f] was set to null but its removal is not supported in this context');
    expect(reasonOf({ f: null }, true)).toBeUndefined();
    expect(reasonOf({ f: { type: 'long', script: { id: 's' } } })).toBe('stored scripts are not supported for runtime field [f]');
  });

  it('composite: a script, fields, and sub-fields without scripts', () => {
    expect(reasonOf({ c: { type: 'composite', fields: { a: { type: 'long' } } } })).toBe('composite runtime field [c] must declare a [script]');
    expect(reasonOf({ c: { type: 'composite', script: 'x' } })).toBe('composite runtime field [c] must declare its [fields]');
    expect(reasonOf({ c: { type: 'composite', script: 'x', fields: { a: { type: 'long', script: 'y' } } } })).toBe('Cannot use [script] parameter on sub-field [a] of composite field [c]');
    expect(reasonOf({ c: { type: 'composite', script: 'x', fields: { a: { type: 'composite', script: 'y', fields: {} } } } })).toBe('Composite field [a] cannot be a child of composite field [c]');
    expect(runtimeLeafTypes({ c: { type: 'composite', script: 'x', fields: { a: { type: 'long' }, b: { type: 'keyword' } } } })).toEqual([
      ['c.a', 'long'],
      ['c.b', 'keyword'],
    ]);
  });

  it("a version's type list decides what is known (composite from 8.1)", () => {
    const r = parseRuntimeSection({ c: { type: 'composite', script: 'x', fields: { a: { type: 'long' } } } }, ['long', 'keyword'], false);
    expect(r).toEqual({ reason: 'No handler for type [composite] declared on runtime field [c]' });
  });
});
