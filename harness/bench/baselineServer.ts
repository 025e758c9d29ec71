/**
 * The baseline: a bare node:http server answering a fixed small JSON body, the most any Node HTTP
 * server can do on this machine under the same client. Run as its own process: `baselineServer.ts --port P`.
 */
import http from 'node:http';

const BODY = Buffer.from('{"_index":"bench","_id":"1","_version":1,"found":true,"_source":{"id":1,"name":"document 1"}}');

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(BODY.length) });
    res.end(BODY);
  });
});
server.keepAliveTimeout = 65_000;
const portAt = process.argv.indexOf('--port');
server.listen(portAt > 0 ? Number(process.argv[portAt + 1]) : 0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`listening on ${typeof addr === 'object' && addr ? addr.port : ''}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
