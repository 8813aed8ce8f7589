#!/usr/bin/env node
// A small round-robin reverse proxy for the two-instance benchmark (scripts/bench-postgres.ts): every request goes to
// the next target in turn over keep-alive connections, with X-Forwarded-For set. Listens on 127.0.0.1 only.
// Usage: PORT=<port> TARGETS=http://127.0.0.1:a,http://127.0.0.1:b node scripts/bench-proxy.mjs
import http from 'node:http';

const targets = (process.env.TARGETS ?? '')
  .split(',')
  .filter(Boolean)
  .map((target) => new URL(target));
if (targets.length === 0) throw new Error('TARGETS is empty');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const server = http.createServer((request, response) => {
  const target = targets[next++ % targets.length];
  const forwarded = request.headers['x-forwarded-for'];
  const upstream = http.request(
    {
      agent,
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-for': forwarded ? `${forwarded}, ${request.socket.remoteAddress}` : request.socket.remoteAddress,
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT ?? 18480), '127.0.0.1', () =>
  console.log(`proxy on ${process.env.PORT} to ${targets.join(', ')}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
