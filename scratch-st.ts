import { spawnServer } from './harness/bench/procs.ts';
const sim = await spawnServer();
await fetch(sim.origin + '/stall_f', { method: 'PUT' });
const body = JSON.stringify(Object.fromEntries(Array.from({ length: 10000 }, (_, i) => [`f${i}`, i % 3 === 0 ? `v${i}` : i])));
for (let k = 0; k < 8; k++) {
  const t = performance.now();
  const r = await fetch(sim.origin + '/stall_f/_doc/1', { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
  await r.text();
  console.log((performance.now() - t).toFixed(1), r.status);
}
await sim.stop();
