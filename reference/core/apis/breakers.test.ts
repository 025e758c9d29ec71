/**
 * The node's circuit breakers: limits from the default settings' shares of the declared heap
 * (HierarchyCircuitBreakerService: request 60%, fielddata 40%, in-flight requests 100%, parent 95% reading
 * the real memory), in `_nodes/stats` (CircuitBreakerStats.toXContent) and `_cat/circuit_breaker` (ES 9.3+,
 * RestCatCircuitBreakerAction; clients 9.4 tests/cat/circuit_breaker.yml reads `0.node_id`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const heap = 1073741824;

describe('circuit breakers', () => {
  it('_nodes/stats prints each breaker, overhead as a double, parent last with the heap in use', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'GET', '/_nodes/stats/breaker');
    const breakers = (Object.values(r.body.nodes)[0] as { breakers: Record<string, Record<string, number | string>> }).breakers;
    expect(Object.keys(breakers)).toEqual(['model_inference', 'eql_sequence', 'fielddata', 'request', 'in_flight_requests', 'parent']);
    expect(breakers.request).toEqual({ limit_size_in_bytes: Math.floor(heap * 0.6), limit_size: '614.3mb', estimated_size_in_bytes: 0, estimated_size: '0b', overhead: 1, tripped: 0 });
    expect(breakers.fielddata!.overhead).toBe(1.03);
    expect(breakers.parent!.limit_size_in_bytes).toBe(Math.floor(heap * 0.95));
    const jvm = call(sim, 'GET', '/_nodes/stats/jvm').body;
    expect(breakers.parent!.estimated_size_in_bytes).toBe((Object.values(jvm.nodes)[0] as { jvm: { mem: { heap_used_in_bytes: number } } }).jvm.mem.heap_used_in_bytes);
    expect(r.text).toContain('"overhead":1.0,');
  });

  it('7.x keeps the accounting breaker; 8.0 removed it', () => {
    const names = (p: `elasticsearch@${string}`) => Object.keys((Object.values(call(testSimulator({ profile: p }), 'GET', '/_nodes/stats/breaker').body.nodes)[0] as { breakers: object }).breakers);
    expect(names('elasticsearch@7.17.3')).toContain('accounting');
    expect(names('elasticsearch@8.19.0')).not.toContain('accounting');
  });

  it('_cat/circuit_breaker: one row per breaker matching the patterns, from 9.3', () => {
    const sim = testSimulator({ profile: 'elasticsearch@9.4.0' });
    const rows = call(sim, 'GET', '/_cat/circuit_breaker?format=json').body as Record<string, string>[];
    expect(rows.map((r) => r.breaker)).toEqual(['model_inference', 'eql_sequence', 'fielddata', 'request', 'in_flight_requests', 'parent']);
    expect(Object.keys(rows[0]!)).toEqual(['node_id', 'breaker', 'limit', 'estimated', 'tripped']);
    expect(call(sim, 'GET', '/_cat/circuit_breaker/f*,re*?h=breaker,limit_bytes,overhead').text).toBe('fielddata 429496729 1.03\nrequest   644245094 1.0\n');
    expect(call(testSimulator({ profile: 'elasticsearch@9.1.0' }), 'GET', '/_cat/circuit_breaker').status).not.toBe(200);
  });
});
