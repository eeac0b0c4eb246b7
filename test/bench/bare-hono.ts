/**
 * The bench's anchor for sandbox throughput (test/bench/anchors.ts): a bare Hono app on the same Node
 * server adapter as the sandbox, answering one small JSON envelope. A POST reads and parses its JSON body
 * and echoes it in the envelope, so a POST endpoint (the quote) is compared with the same request: reading
 * a body is work every JSON POST does, whatever the framework. Run as a child process on PORT.
 *
 * With BARE_ANSWER (a JSON file: `{ headers, body }`, the body in base64), `GET /same` answers those bytes
 * with those headers, taken as they are: the cost of sending an answer of that size, and nothing else.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/bare', (c) => c.json({ success: true, data: { status: 'ok' } }));
app.post('/bare', async (c) => c.json({ success: true, data: await c.req.json<unknown>() }));

if (process.env.BARE_ANSWER) {
  const fixed = JSON.parse(readFileSync(process.env.BARE_ANSWER, 'utf8')) as {
    headers: Record<string, string>;
    body: string;
  };
  const bytes = Buffer.from(fixed.body, 'base64');
  app.get('/same', () => new Response(bytes, { headers: fixed.headers }));
}

const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' },
  (info) => {
    console.log(`listening on http://127.0.0.1:${info.port}`);
  },
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
