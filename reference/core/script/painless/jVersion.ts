/**
 * org.elasticsearch.xpack.versionfield.Version, the value class the version field's allowlist gives scripts
 * (`new Version('1.2.0')`, `field('v').get(new Version('0'))`): it holds the text, prints it as toString,
 * and a `_script` sort of type `version` orders it by the field's encoding (scripts/scriptSort.ts).
 */
import { javaThrow } from './javaError.ts';
import type { JObject, JValue } from './values.ts';

/** A Version object. */
export class JVersion implements JObject {
  readonly jclass = 'org.elasticsearch.xpack.versionfield.Version';
  constructor(readonly text: string) {}
  toJavaString(): string {
    return this.text;
  }
  toXContent(): string {
    return this.text;
  }
  invoke(name: string, a: JValue[]): JValue {
    if (name === 'toString' && a.length === 0) return this.text;
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${a.length}] not found`);
  }
}
