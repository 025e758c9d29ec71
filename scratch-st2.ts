import { startServer } from './reference/http/server.ts';
const srv = await startServer({ port: 0 });
await fetch(srv.url + '/stall_f', { method: 'PUT' });
const body = JSON.stringify(Object.fromEntries(Array.from({ length: 10000 }, (_, i) => [`f${i}`, i % 3 === 0 ? `v${i}` : i])));
for (let k = 0; k < 8; k++) {
  const t = performance.now();
  const r = await fetch(srv.url + '/stall_f/_doc/1', { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
  await r.text();
  const t2 = performance.now();
  const s = srv.simulator.handle({ method: 'PUT', path: '/stall_f/_doc/1', headers: { 'content-type': 'application/json' }, body });
  console.log((t2 - t).toFixed(1), 'in-process', (performance.now() - t2).toFixed(1), r.status, s.status);
}
await srv.close();
