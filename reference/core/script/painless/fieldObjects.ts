/**
 * The value classes of the field API that scripts may also construct (Painless's org.elasticsearch.geo and
 * org.elasticsearch.net allowlists): org.elasticsearch.common.geo.GeoPoint (`new GeoPoint()` is 0, 0;
 * `new GeoPoint(lat, lon)`) and org.elasticsearch.script.field.IPAddress (`new IPAddress('10.0.0.1')`),
 * the defaults `field('loc').get(new GeoPoint())` and `field('ip').get(new IPAddress(...))` take.
 */
import { ipBytes } from '../../search/aggs/valueOrder.ts';
import { javaThrow } from './javaError.ts';
import { toNumber } from './javaNumbers.ts';
import { JDouble, type JValue } from './values.ts';

/** org.elasticsearch.common.geo.GeoPoint. */
export class JGeoPoint {
  readonly jclass = 'org.elasticsearch.common.geo.GeoPoint';
  constructor(
    readonly lat: number,
    readonly lon: number,
  ) {}
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && name === 'getLat') return new JDouble(this.lat);
    if (args.length === 0 && name === 'getLon') return new JDouble(this.lon);
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  toJavaString(): string {
    return `${this.lat}, ${this.lon}`;
  }
  /** GeoPoint's toXContent: `{"lat": …, "lon": …}`. */
  toXContent(): { lat: number; lon: number } {
    return { lat: this.lat, lon: this.lon };
  }
}

/** org.elasticsearch.script.field.IPAddress: an address whose toString (and XContent) is its text. */
export class JIPAddress {
  readonly jclass = 'org.elasticsearch.script.field.IPAddress';
  constructor(readonly text: string) {}
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0 && name === 'isV4') return !this.text.includes(':');
    if (args.length === 0 && name === 'isV6') return this.text.includes(':');
    return javaThrow('illegal_argument_exception', `dynamic method [${this.jclass}, ${name}/${args.length}] not found`);
  }
  toJavaString(): string {
    return this.text;
  }
  toXContent(): string {
    return this.text;
  }
}

/** `new GeoPoint(...)` and `new IPAddress(...)`; undefined for another class or arity. */
export function constructFieldObject(cls: string, a: JValue[]): JValue | undefined {
  if (cls === 'GeoPoint' && a.length === 0) return new JGeoPoint(0, 0);
  if (cls === 'GeoPoint' && a.length === 2) return new JGeoPoint(toNumber(a[0]!), toNumber(a[1]!));
  if (cls === 'IPAddress' && a.length === 1) {
    // IPAddress(String) parses with InetAddresses.forString, whose message a text that is no address gets.
    const s = typeof a[0] === 'string' ? a[0] : javaThrow('class_cast_exception', 'Cannot cast to java.lang.String');
    if (ipBytes(s) === undefined) javaThrow('illegal_argument_exception', `'${s}' is not an IP string literal.`);
    return new JIPAddress(s);
  }
  return undefined;
}
