/**
 * The `field` API of search scripts (ES 7.15+, beta; Painless's `field(String)` and the Field classes of
 * org.elasticsearch.script.field): `field('f')` is the field of the current document, whose `get(default)`
 * (`getValue(default)` in its first form) answers the first value or the default (a missing field or an
 * unmapped one is no error, unlike `doc['f'].value`), `get(i, default)` the i-th, `getValues()`/`values`
 * every value, `isEmpty()`, `size()`, `getName()`, and iteration. Values are those `doc['f']` holds.
 */
import { JList, type JObject, type JValue } from '../../script/painless/values.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { toNumber } from '../../script/painless/javaNumbers.ts';

/** org.elasticsearch.script.field.Field of one document. */
export class JField extends JList implements JObject {
  readonly jclass = 'org.elasticsearch.script.field.Field';
  constructor(
    readonly name: string,
    items: JValue[],
  ) {
    super(items);
  }
  /** The Field's own methods (methods.ts asks here before the list's). */
  special(name: string, args: JValue[]): JValue | undefined {
    const n = args.length;
    if ((name === 'get' || name === 'getValue') && n === 1) return this.items.length > 0 ? this.items[0]! : args[0]!;
    if ((name === 'get' || name === 'getValue') && n === 2) {
      const i = toNumber(args[0]!);
      return i >= 0 && i < this.items.length ? this.items[i]! : args[1]!;
    }
    if ((name === 'getValues' || name === 'asList') && n === 0) return new JList([...this.items]);
    if (name === 'getName' && n === 0) return this.name;
    if (name === 'get' && n === 0) return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, get/0] not found`);
    return undefined;
  }
}
