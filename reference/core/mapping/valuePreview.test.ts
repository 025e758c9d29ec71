/**
 * The "Preview of field's value" of a document parsing error prints an object as the parser's map
 * (XContentParser.map(): a java.util.HashMap), keys in HashMap order: the dynamic templates page's
 * `name.title` example answers `'{category=order of chivalry, value=Sir}'` for `{"value", "category"}`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('value preview of an object given to a leaf', () => {
  it('lists the keys in java.util.HashMap order, nested maps too', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/books', { mappings: { properties: { shelf: { type: 'text' } } } });
    const r = call(s, 'PUT', '/books/_doc/7', { shelf: { value: 'top', category: { value: 1, category: 2 } } });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe("[1:10] failed to parse field [shelf] of type [text] in document with id '7'. Preview of field's value: '{category={category=2, value=1}, value=top}'");
  });
});
