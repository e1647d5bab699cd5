// The baseline: a minimal node:http server answering the bytes captured from the real shop (status,
// headers and body; node:http adds its own date and keep-alive lines as it does for the shop) for the
// same method and path. It reads each request body, as any server must, and does nothing else.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const routes = new Map();
for (const answer of JSON.parse(readFileSync(file, 'utf8'))) {
  const body = Buffer.from(answer.body, 'base64');
  routes.set(`${answer.method} ${answer.path}`, {
    status: answer.status,
    headers: { ...answer.headers, 'content-length': body.length },
    body,
  });
}
const missing = { status: 404, headers: { 'content-type': 'text/plain', 'content-length': 9 }, body: Buffer.from('not found') };

const server = http.createServer((request, response) => {
  const answer = routes.get(`${request.method} ${request.url}`) ?? missing;
  request.on('end', () => {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  request.resume();
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
