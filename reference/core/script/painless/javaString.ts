/** `String.valueOf` of Painless values, as Java prints them (string concatenation and `toString()`). */
import { doubleToString, floatToString } from './javaNumbers.ts';
import { JArray, JChar, JDouble, JFloat, JList, JLong, JMap, JSet, JSmall, JEntry, type JObject, type JValue } from './values.ts';

/** Java's string form of a value. */
export function javaToString(v: JValue, depth = 0): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
  }
  if (depth > 100) return '(this Collection)';
  if (v instanceof JLong) return v.v.toString();
  if (v instanceof JDouble) return doubleToString(v.v);
  if (v instanceof JFloat) return floatToString(v.v);
  if (v instanceof JChar) return String.fromCharCode(v.v);
  if (v instanceof JSmall) return String(v.v);
  if (v instanceof JList) return '[' + v.items.map((x) => (x === v ? '(this Collection)' : javaToString(x, depth + 1))).join(', ') + ']';
  if (v instanceof JSet) return '[' + v.items().map((x) => javaToString(x, depth + 1)).join(', ') + ']';
  if (v instanceof JMap) return '{' + v.list().map((e) => (e.key === v ? '(this Map)' : javaToString(e.key, depth + 1)) + '=' + (e.value === v ? '(this Map)' : javaToString(e.value, depth + 1))).join(', ') + '}';
  if (v instanceof JEntry) return javaToString(v.key, depth + 1) + '=' + javaToString(v.map.get(v.key) ?? null, depth + 1);
  if (v instanceof JArray) return '[' + (v.elem.length <= 7 ? v.elem[0]!.toUpperCase() : 'L' + v.elem + ';') + '@' + '1b6d3586';
  const o = v as JObject & { toJavaString?: () => string };
  if (o.toJavaString) return o.toJavaString();
  return o.jclass + '@1b6d3586';
}
