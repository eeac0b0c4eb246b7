/**
 * The bench's anchor for sandbox throughput (test/bench/anchors.ts): a bare Hono app on the same Node
 * server adapter as the sandbox, answering one small JSON envelope. A POST reads and parses its JSON body
 * and echoes it in the envelope, so a POST endpoint (the quote) is compared with the same request: reading
 * a body is work every JSON POST does, whatever the framework. Run as a child process on PORT.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/bare', (c) => c.json({ success: true, data: { status: 'ok' } }));
app.post('/bare', async (c) => c.json({ success: true, data: await c.req.json<unknown>() }));

const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' },
  (info) => {
    console.log(`listening on http://127.0.0.1:${info.port}`);
  },
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
