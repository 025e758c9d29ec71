/**
 * java.util.StringTokenizer (the JDK's behaviour) and Painless's CIDR (elastic/elasticsearch#71258's examples:
 * `new CIDR('10.1.1.0/25').contains('10.1.1.127')` true, `'10.1.1.129'` false, the IPv6 /64 pair, and
 * `contains(null)`/`contains('')` false). Elastic's nginx and apache integration pipelines (ingest-common's
 * 340_apache_access_log.yml, 350_nginx_access_log.yml) call both from ingest scripts.
 */
import { describe, expect, it } from 'vitest';
import { runJava } from '../runScript.ts';
import { toJavaJsonText } from './convert.ts';
import { getProfile, type ProfileName } from '../../../profiles.ts';

function run(source: string, profile: ProfileName = 'elasticsearch@8.19.0' as ProfileName): string {
  const r = runJava({ source }, 'score', new Map(), { profile: getProfile(profile), now: 0 });
  if (r.ok) return toJavaJsonText(r.value);
  const c = r.error.cause.causedBy!;
  return `${c.type}: ${c.reason}`;
}

describe('StringTokenizer', () => {
  it('splits on runs of delimiters, counts what is left, and throws past the end', () => {
    expect(run("def t = new StringTokenizer('  a b  c '); List out = []; while (t.hasMoreTokens()) out.add(t.nextToken()); return out")).toBe('["a","b","c"]');
    expect(run("def t = new StringTokenizer('10.0..3', '.'); t.nextToken(); return t.countTokens()")).toBe('2');
    expect(run("def t = new StringTokenizer('a,b', ',', true); return [t.nextToken(), t.nextToken(), t.nextToken(), t.hasMoreElements()]")).toBe('["a",",","b",false]');
    expect(run("def t = new StringTokenizer('a-b c', ' '); return [t.nextToken('-'), t.nextToken()]")).toBe('["a","b c"]');
    expect(run("def t = new StringTokenizer(''); return t.nextToken()")).toBe('no_such_element_exception: null');
  });
});

describe('CIDR', () => {
  it('tells whether an address is in a block, IPv4 or IPv6', () => {
    expect(run("CIDR c = new CIDR('10.1.1.0/25'); return [c.contains('10.1.1.127'), c.contains('10.1.1.129')]")).toBe('[true,false]');
    expect(run("CIDR c = new CIDR('2001:0db8:85a3::/64'); return [c.contains('2001:0db8:85a3:0000:0000:8a2e:0370:7334'), c.contains('2001:0db8:85a3:0001:0000:8a2e:0370:7334')]")).toBe('[true,false]');
    expect(run("CIDR c = new CIDR('192.168.1.7'); return [c.contains('192.168.1.7'), c.contains('192.168.1.8'), c.contains(null), c.contains('')]")).toBe('[true,false,false,false]');
    expect(run("return new CIDR('172.16.0.0/12').contains('172.31.255.255') && !new CIDR('172.16.0.0/12').contains('172.32.0.0')")).toBe('true');
  });
  it("refuses a text that is no address with InetAddresses' message, which a script can catch", () => {
    expect(run("return new CIDR('10.0.0.0/8').contains('not-an-ip')")).toBe("illegal_argument_exception: 'not-an-ip' is not an IP string literal.");
    expect(run("try { return new CIDR('10.0.0.0/8').contains('x'); } catch (IllegalArgumentException e) { return 'caught'; }")).toBe('"caught"');
  });
  it('is not in the allowlist before 7.13 nor in OpenSearch', () => {
    expect(run("return new CIDR('10.0.0.0/8')", 'elasticsearch@7.12.1' as ProfileName)).toContain('constructor [CIDR, <init>/1] not found');
    expect(run("return new CIDR('10.0.0.0/8')", 'opensearch@2.19.0' as ProfileName)).toContain('constructor [CIDR, <init>/1] not found');
  });
});
