/**
 * A binary field's doc values as a search script sees them (ScriptDocValues.BytesRefs, BinaryFieldMapper with
 * `doc_values: true`): each value is a BytesRef of the bytes the base64 source text holds, with
 * `utf8ToString()` (60_script_doc_values_binary.yml: "U29tZSBiaW5hcnkgYmxvYg==" reads "Some binary blob"),
 * `length` and `bytesEquals`.
 */
import type { Json } from '../../json.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import type { JValue } from '../../script/painless/values.ts';
import { registerScriptDocValues } from './docLookup.ts';

/** org.apache.lucene.util.BytesRef. */
export class JBytesRef {
  readonly jclass = 'org.apache.lucene.util.BytesRef';
  constructor(readonly bytes: Buffer) {}
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && name === 'utf8ToString') return this.bytes.toString('utf8');
    if (args.length === 0 && (name === 'getLength' || name === 'length')) return this.bytes.length;
    if (args.length === 1 && name === 'bytesEquals') return args[0] instanceof JBytesRef && args[0].bytes.equals(this.bytes);
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  /** BytesRef.toString: the bytes in hex, `[53 6f 6d 65]`. */
  toJavaString(): string {
    return `[${[...this.bytes].map((b) => b.toString(16)).join(' ')}]`;
  }
}

/** The document's binary values, sorted by their bytes (BinaryDocValues of a multi-valued field are sorted). */
function bytesRefsOf(raw: Json[]): JBytesRef[] {
  return raw
    .filter((v): v is string => typeof v === 'string')
    .map((v) => new JBytesRef(Buffer.from(v, 'base64')))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes));
}

registerScriptDocValues('binary', { cls: 'BytesRefs', read: bytesRefsOf, method: () => undefined });
