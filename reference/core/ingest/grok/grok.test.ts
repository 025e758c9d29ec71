/**
 * libs/grok as ported: the built-in banks and what Grok makes of them. Each case is one of Elasticsearch's
 * own (libs/grok GrokTests and PatternBankTests, 8.19 line; ingest-common 120_grok.yml), its assertion
 * restated here with the same inputs.
 */
import { describe, expect, it } from 'vitest';
import { builtinGrokBank, type GrokBank } from './bank.ts';
import { compileExpanded, grokCaptures, grokToRegex, type GrokExpr } from './compile.ts';
import { bankCycleError, legacyBankCycleError } from './cycles.ts';

function grok(pattern: string, bank: GrokBank = builtinGrokBank(false), lists = true): GrokExpr {
  return compileExpanded(grokToRegex(pattern, bank), lists);
}
const captures = (pattern: string, text: string, ecs = false) => grokCaptures(grok(pattern, builtinGrokBank(ecs)), text);
const bank = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('the built-in banks', () => {
  it('legacy holds the 318 patterns 120_grok.yml counts ("Test Grok Patterns Retrieval"), PATH among them', () => {
    const legacy = builtinGrokBank(false);
    expect(legacy.size).toBe(318);
    expect(legacy.get('PATH')).toBe('(?:%{UNIXPATH}|%{WINPATH})');
  });
  it('every file of both banks is there, legacy and ECS names apart', () => {
    const legacy = builtinGrokBank(false);
    const ecs = builtinGrokBank(true);
    for (const name of ['COMBINEDAPACHELOG', 'HTTPD_COMBINEDLOG', 'SYSLOGBASE', 'SYSLOG5424LINE', 'CISCOFW106001', 'HAPROXYHTTP', 'JAVASTACKTRACEPART', 'RUBY_LOGGER', 'POSTGRESQL', 'REDISLOG', 'MONGO3_LOG', 'BACULA_LOGLINE', 'SQUID3', 'BIND9', 'ELB_ACCESS_LOG', 'CLOUDFRONT_ACCESS_LOG', 'S3_ACCESS_LOG', 'MCOLLECTIVE', 'NETSCREENSESSIONLOG', 'SHOREWALL', 'EXIM_MSGID', 'RT_FLOW1', 'NAGIOSLOGLINE', 'RAILS3', 'MAVEN_VERSION', 'BRO_CONN']) {
      expect(legacy.has(name), name).toBe(true);
      expect(ecs.has(name), name).toBe(true);
    }
    expect(ecs.has('ZEEK_CONN')).toBe(true);
    expect(legacy.has('ZEEK_CONN')).toBe(false);
    expect(ecs.get('SYSLOGPROG')).toBe('%{PROG:process.name}(?:\\[%{POSINT:process.pid:int}\\])?');
    expect(legacy.get('SYSLOGPROG')).toBe('%{PROG:program}(?:\\[%{POSINT:pid}\\])?');
  });
  it('every legacy pattern compiles on its own, and reads as the same map twice (built once)', () => {
    const legacy = builtinGrokBank(false);
    for (const name of legacy.keys()) expect(() => grok(`%{${name}}`, legacy), name).not.toThrow();
    expect(builtinGrokBank(false)).toBe(legacy);
  });
});

describe('GrokTests', () => {
  it('testMatchWithoutCaptures: no group is an empty map; no match is null', () => {
    for (const ecs of [false, true]) {
      expect(captures('value', 'value', ecs)).toEqual({});
      expect(captures('value', 'prefix_value', ecs)).toEqual({});
      expect(captures('value', 'no_match', ecs)).toBeUndefined();
    }
  });
  it('testNoMatchingPatternInDictionary', () => {
    expect(() => grokToRegex('%{NOTFOUND}', new Map())).toThrow("Unable to find pattern [NOTFOUND] in Grok's pattern dictionary");
  });
  it('testSimpleSyslogLine: legacy names strings, ECS names host.hostname and an int process.pid', () => {
    const line = 'Mar 16 00:01:25 evita postfix/smtpd[1713]: connect from camomile.cloud9.net[168.100.1.3]';
    expect(captures('%{SYSLOGLINE}', line)).toEqual({ timestamp: 'Mar 16 00:01:25', logsource: 'evita', program: 'postfix/smtpd', pid: '1713', message: 'connect from camomile.cloud9.net[168.100.1.3]' });
    expect(captures('%{SYSLOGLINE}', line, true)).toEqual({ timestamp: 'Mar 16 00:01:25', 'host.hostname': 'evita', 'process.name': 'postfix/smtpd', 'process.pid': 1713, message: 'connect from camomile.cloud9.net[168.100.1.3]' });
  });
  it('testSyslog5424Line (ECS): log.syslog.priority and process.pid as ints, the rest strings', () => {
    const line = '<191>1 2009-06-30T18:30:00+02:00 paxton.local grokdebug 4123 - [id1 foo=\\"bar\\"][id2 baz=\\"something\\"] Hello, syslog.';
    expect(captures('%{SYSLOG5424LINE}', line, true)).toEqual({
      'log.syslog.priority': 191, 'system.syslog.version': '1', timestamp: '2009-06-30T18:30:00+02:00', 'host.hostname': 'paxton.local',
      'process.name': 'grokdebug', 'process.pid': 4123, 'system.syslog.structured_data': '[id1 foo=\\"bar\\"][id2 baz=\\"something\\"]', message: 'Hello, syslog.',
    });
    expect(captures('%{SYSLOG5424LINE}', line)).toMatchObject({ syslog5424_pri: '191', syslog5424_proc: '4123', syslog5424_app: 'grokdebug' });
  });
  it('testApacheLog: COMBINEDAPACHELOG, legacy quoted strings; ECS unquoted, status an int and bytes a long', () => {
    const line = '31.184.238.164 - - [24/Jul/2014:05:35:37 +0530] "GET /logs/access.log HTTP/1.0" 200 69849 "http://8rursodiol.enjin.com" "Mozilla/5.0 (Windows NT 6.1; WOW64)" "www.dlwindianrailways.com"';
    expect(captures('%{COMBINEDAPACHELOG}', line)).toMatchObject({ clientip: '31.184.238.164', ident: '-', auth: '-', verb: 'GET', request: '/logs/access.log', httpversion: '1.0', response: '200', bytes: '69849', referrer: '"http://8rursodiol.enjin.com"' });
    const ecs = captures('%{COMBINEDAPACHELOG}', line, true)!;
    expect(ecs).toMatchObject({ 'source.address': '31.184.238.164', 'http.request.method': 'GET', 'url.original': '/logs/access.log', 'http.response.status_code': 200, 'http.response.body.bytes': 69849, 'http.request.referrer': 'http://8rursodiol.enjin.com', 'user_agent.original': 'Mozilla/5.0 (Windows NT 6.1; WOW64)' });
    expect(ecs).not.toHaveProperty('user.name');
  });
  it('testISO8601 / testNotISO8601: legacy TIMESTAMP_ISO8601 wants two-digit hours, ECS does not', () => {
    const legacy = grok('^%{TIMESTAMP_ISO8601}$');
    const ecs = grok('^%{TIMESTAMP_ISO8601}$', builtinGrokBank(true));
    for (const ok of ['2001-01-01T00:00:00', '2010-05-03T08:18:18+00:00', '2001-09-05T16:36:36+0000', '2001-12-07T23:54:54.123456Z', '2001-12-07T23:54:60.123456Z']) {
      expect(grokCaptures(legacy, ok), ok).toEqual({});
      expect(grokCaptures(ecs, ok), ok).toEqual({});
    }
    for (const bad of ['2001-13-01T00:00:00', '2001-01-32T00:00:00', '2001-01-01T25:00:00', '2001-01-01T00:00:61', '2001-01-01T00:00:00+25:00', '2001-01-01T00:00:00-00:61']) {
      expect(grokCaptures(legacy, bad), bad).toBeUndefined();
      expect(grokCaptures(ecs, bad), bad).toBeUndefined();
    }
    expect(grokCaptures(legacy, '2001-01-01T0:00:00')).toBeUndefined();
    expect(grokCaptures(ecs, '2001-01-01T0:00:00')).toEqual({});
  });
  it('testNilCoercedValues / testNilWithNoCoercion: an alternative not taken leaves the field out', () => {
    expect(captures('test (N/A|%{BASE10NUM:duration:float}ms)', 'test 28.4ms')).toEqual({ duration: 28.4 });
    expect(captures('test (N/A|%{BASE10NUM:duration:float}ms)', 'test N/A')).toEqual({});
    expect(captures('test (N/A|%{BASE10NUM:duration}ms)', 'test 28.4ms')).toEqual({ duration: '28.4' });
  });
  it('testBooleanCaptures, testNumericCaptures, testGarbageTypeNameBecomesString', () => {
    expect(captures('%{WORD:name}=%{WORD:status:boolean}', 'active=true')).toEqual({ name: 'active', status: true });
    expect(captures('%{NUMBER:bytes:float} %{NUMBER:id:long} %{NUMBER:rating:double}', '12009.34 20000000000 4820.092')).toEqual({ bytes: 12009.34, id: 20000000000, rating: 4820.092 });
    expect(captures('%{NUMBER:f:not_a_valid_type}', '12009.34')).toEqual({ f: '12009.34' });
  });
  it('testMultipleNamedCapturesWithSameName: a list of what matched from 8.7 (#92586); the first before', () => {
    const digits = bank({ SINGLEDIGIT: '[0-9]' });
    expect(grokCaptures(grok('%{SINGLEDIGIT:num}%{SINGLEDIGIT:num}', digits), '12')).toEqual({ num: ['1', '2'] });
    const optional = grok('%{SINGLEDIGIT:num:int}(%{SINGLEDIGIT:num:int})?', digits);
    expect(grokCaptures(optional, '1')).toEqual({ num: 1 });
    expect(grokCaptures(optional, '1a')).toEqual({ num: 1 });
    expect(grokCaptures(optional, 'a1')).toEqual({ num: 1 });
    expect(grokCaptures(optional, '12')).toEqual({ num: [1, 2] });
    expect(grokCaptures(optional, '123')).toEqual({ num: [1, 2] });
    expect(grokCaptures(grok('%{SINGLEDIGIT:num}%{SINGLEDIGIT:num}', digits, false), '12')).toEqual({ num: '1' });
  });
  it('testDatePattern, testNamedFieldsWithWholeTextMatch, testWithOniguramaNamedCaptures', () => {
    expect(captures('(?<timestamp>%{DATE_EU} %{TIME})', 'fancy 12-12-12 12:12:12')).toEqual({ timestamp: '12-12-12 12:12:12' });
    expect(captures('%{DATE_EU:stimestamp}', '11/01/01')).toEqual({ stimestamp: '11/01/01' });
    expect(captures('(?<foo>\\w+)', 'hello world')).toEqual({ foo: 'hello' });
  });
  it('field names: @, dots, minus, underscore, digits and non-ASCII letters; a parenthesis is no reference', () => {
    for (const name of ['@metadata', 'meta.data', 'meta-data', 'meta_data', '42abc', 'metädata']) {
      for (const ecs of [false, true]) expect(captures(`%{WORD:${name}}`, 'foo', ecs)).toEqual({ [name]: 'foo' });
    }
    // testUnsupportedBracketsInFieldName: `%{WORD:unsuppo(r)ted}` is no reference, matched as text.
    expect(captures('%{WORD:unsuppo(r)ted}', 'line')).toBeUndefined();
  });
  it('testJavaClassPatternWithUnderscore, testJavaFilePatternWithSpaces', () => {
    for (const ecs of [false, true]) {
      expect(captures('%{JAVACLASS}', 'Test_Class.class', ecs)).toEqual({});
      expect(captures('%{JAVAFILE}', 'Test Class.java', ecs)).toEqual({});
    }
  });
  it('testComplete: a hand-made bank and an access log, typed captures', () => {
    const b = new Map(builtinGrokBank(false));
    const text = '83.149.9.216 - - [19/Jul/2015:08:13:42 +0000] "GET /presentations/logstash-monitorama-2013/images/kibana-dashboard3.png HTTP/1.1" 200 171717 "http://semicomplete.com/presentations/logstash-monitorama-2013/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_9_1)"';
    const p = '%{IPORHOST:clientip} %{USER:ident} %{USER:auth} \\[%{HTTPDATE:timestamp}\\] "%{WORD:verb} %{DATA:request} HTTP/%{NUMBER:httpversion}" %{NUMBER:response:int} (?:-|%{NUMBER:bytes:int}) %{QS:referrer} %{QS:agent}';
    expect(grokCaptures(grok(p, b), text)).toEqual({
      clientip: '83.149.9.216', ident: '-', auth: '-', timestamp: '19/Jul/2015:08:13:42 +0000', verb: 'GET',
      request: '/presentations/logstash-monitorama-2013/images/kibana-dashboard3.png', httpversion: '1.1', response: 200, bytes: 171717,
      referrer: '"http://semicomplete.com/presentations/logstash-monitorama-2013/"', agent: '"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_9_1)"',
    });
  });
  it('a definition after `=` is read and ignored: the bank pattern of that name is used (Grok.toRegex)', () => {
    expect(captures('%{WORD:w=\\d+}', 'abc')).toEqual({ w: 'abc' });
    expect(() => grokToRegex('%{NOPE=\\d+}', builtinGrokBank(false))).toThrow('Unable to find pattern [NOPE]');
  });
});

describe('PatternBankTests (8.16+) and the older walk', () => {
  it('testCircularReference: the cycle as one path', () => {
    expect(bankCycleError(bank({ NAME: '!!!%{NAME}!!!' }))).toBe('circular reference detected: NAME->NAME');
    expect(bankCycleError(bank({ NAME: '!!!%{NAME:name:int}!!!' }))).toBe('circular reference detected: NAME->NAME');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2}!!!', NAME2: '!!!%{NAME3}!!!', NAME3: '!!!%{NAME1}!!!' }))).toBe('circular reference detected: NAME1->NAME2->NAME3->NAME1');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2}!!!', NAME2: '!!!%{NAME3}!!!', NAME3: '!!!%{NAME2}!!!' }))).toBe('circular reference detected: NAME2->NAME3->NAME2');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2}!!!', NAME2: '!!!%{NAME2}!!%{NAME3}!', NAME3: '!!!%{NAME1}!!!' }))).toBe('circular reference detected: NAME1->NAME2->NAME3->NAME1');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2}!!!%{NAME3}%{NAME4}', NAME2: '!!!%{NAME3}!!!', NAME3: '!!!!!!', NAME4: '!!!%{NAME5}!!!', NAME5: '!!!%{NAME1}!!!' }))).toBe('circular reference detected: NAME1->NAME4->NAME5->NAME1');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2} %{NAME3}!!!', NAME2: '!!!%{NAME4} %{NAME5}!!!', NAME3: '!!!!!!', NAME4: '!!!!!!', NAME5: '!!!%{NAME1}!!!' }))).toBe('circular reference detected: NAME1->NAME2->NAME5->NAME1');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2} %{NAME3}!!!', NAME2: '!!!%{NAME4} %{NAME5}!!!', NAME3: '!!!%{NAME1}!!!', NAME4: '!!!!!!', NAME5: '!!!!!!' }))).toBe('circular reference detected: NAME1->NAME3->NAME1');
    expect(bankCycleError(bank({ NAME1: '!!!%{NAME2}!!!', NAME2: '!!!%{NAME3}!!!', NAME3: '!!!!!!', NAME4: '!!!%{NAME5}!!!', NAME5: '!!!%{NAME1}!!!' }))).toBeUndefined();
    expect(bankCycleError(bank({ ANOTHER: '%{INT}', INT: '%{INT}' }))).toBe('circular reference detected: INT->INT');
  });
  it('testInvalidPatternReferences', () => {
    expect(bankCycleError(bank({ NAME: '%{NON_EXISTENT}' }))).toBe('pattern [NAME] is referencing a non-existent pattern [NON_EXISTENT]');
    expect(bankCycleError(bank({ NAME: '%{NON_EXISTENT:id}' }))).toBe('pattern [NAME] is referencing a non-existent pattern [NON_EXISTENT]');
    expect(bankCycleError(bank({ VALID: 'valid', NAME: '%{VALID' }))).toBe('pattern [%{VALID] has an invalid syntax');
  });
  it('testDeepGraphOfPatterns: a chain of 20,000 is sound', () => {
    const chain: Record<string, string> = {};
    for (let i = 0; i < 19_999; i++) chain[`FOO${i}`] = `%{FOO${i + 1}}`;
    chain.FOO19999 = 'foo';
    expect(bankCycleError(bank(chain))).toBeUndefined();
  });
  it('the whole built-in banks are sound under both checks', () => {
    for (const ecs of [false, true]) {
      expect(bankCycleError(builtinGrokBank(ecs))).toBeUndefined();
      expect(legacyBankCycleError(builtinGrokBank(ecs))).toBeUndefined();
    }
  });
  it("before 8.16 (#74581's walk): the pattern, the way back and the patterns passed", () => {
    expect(legacyBankCycleError(bank({ NAME: '!!!%{NAME}!!!' }))).toBe('circular reference in pattern [NAME][!!!%{NAME}!!!]');
    expect(legacyBankCycleError(bank({ NAME1: '!!!%{NAME2}!!!', NAME2: '!!!%{NAME1}!!!' }))).toBe('circular reference in pattern [NAME2][!!!%{NAME1}!!!] back to pattern [NAME1]');
    expect(legacyBankCycleError(bank({ NAME1: '!!!%{NAME2}!!!', NAME2: '!!!%{NAME3}!!!', NAME3: '!!!%{NAME1}!!!' }))).toBe('circular reference in pattern [NAME3][!!!%{NAME1}!!!] back to pattern [NAME1] via patterns [NAME2]');
  });
});

describe("Joni's syntax as JavaScript reads it (joniToJava)", () => {
  const linear = (pattern: string, text: string, ecs = false) => {
    const started = Date.now();
    const r = captures(pattern, text, ecs);
    expect(Date.now() - started, pattern).toBeLessThan(1000);
    return r;
  };
  it('atomic groups do not give back what they took: YEAR is one or two pairs of digits, QUOTEDSTRING on an unclosed quote fails at once', () => {
    expect(grokCaptures(compileExpanded('^(?>a+)ab$', true), 'aaab')).toBeUndefined();
    expect(grokCaptures(compileExpanded('^(?:a+)ab$', true), 'aaab')).toEqual({});
    expect(captures('^%{YEAR:y}$', '2024')).toEqual({ y: '2024' });
    expect(linear('%{QS:q}x', `"${'ab\\" '.repeat(3000)}`)).toBeUndefined();
  });
  it("\\h is a hexadecimal digit (RUUID), (?m) lets `.` cross lines (RAILS3HEAD), `.?*` is `.*` (SHOREWALL)", () => {
    expect(captures('%{RUUID:id}', '00112233445566778899aabbccddeeff')).toEqual({ id: '00112233445566778899aabbccddeeff' });
    expect(captures('%{RUUID:id}', '0011223344556677 8899aabbccddeeff')).toBeUndefined();
    expect(captures('(?<all>(?m)a.b)', 'a\nb')).toEqual({ all: 'a\nb' });
    expect(captures('(?<all>a.b)', 'a\nb')).toBeUndefined();
    expect(() => grok('%{SHOREWALL}')).not.toThrow();
  });
  it('a repeated group of one repeated atom matches the same texts without exponential backtracking (URIPROTO, legacy UNIXPATH)', () => {
    expect(linear('%{URI:u}', `${'a'.repeat(40)}!`)).toBeUndefined();
    expect(linear('%{URI:u}', 'see https://bakery.example/menu?x=1 now')).toEqual({ u: 'https://bakery.example/menu?x=1' });
    expect(linear('^%{UNIXPATH:p}$', `/${'a'.repeat(40)}\u0000`)).toBeUndefined();
    expect(linear('^%{UNIXPATH:p}$', '/var/log/a\\.b')).toEqual({ p: '/var/log/a\\.b' });
  });
});

describe('POSIX brackets', () => {
  it('[[:alnum:]] takes any letter, as Joni reads it in UTF-8 (ECS UNIXPATH, logstash-patterns-core #291)', () => {
    expect(captures('^%{UNIXPATH:p}$', '/srv/bäckerei/brötchen', true)).toEqual({ p: '/srv/bäckerei/brötchen' });
    expect(captures('^%{UNIXPATH:p}$', '/srv/bäckerei', false)).toBeUndefined();
  });
});
