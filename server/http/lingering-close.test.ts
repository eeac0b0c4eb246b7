/**
 * A refused upload's answer arrives even when the client sends its whole body without waiting for it (as
 * browsers, fetch and most clients do): the sandbox reads and discards the rest of the body for a while
 * before it closes the connection (a lingering close), so the close is not a reset that loses the answer.
 */
import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { failureEnvelope } from '../../src/api/contract/envelope';
import { useTempSandbox } from '../../test/support/temp-sandbox-server';
import { LINGER_MS } from './node-server';

// Nothing in this file is a bug of the sandbox: nothing may be logged as one.
const sandbox = useTempSandbox('doorstep-lingering-close-', { noErrorsLogged: true });

const SIZE = 3 * 1024 * 1024;
const PATH = '/client/calculators/eddm';
/** How often each client sends its upload: a reset loses the answer often, not every time. */
const ATTEMPTS = 8;
const PART = Buffer.alloc(64 * 1024, 'a');

const head = (framing: string) =>
  `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\n` +
  `Content-Type: application/json\r\n${framing}\r\n`;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A 3 MB upload on a fresh connection, its body written right after its head, part by part as the
 * event loop turns (as a client streaming a file does), until it is sent or the connection is closed;
 * everything the server sends is read until the close.
 */
const rawUpload = () =>
  new Promise<{ data: string; error?: string }>((resolve) => {
    const socket: Socket = connect(sandbox.port, '127.0.0.1', () => {
      void (async () => {
        socket.write(head(`Content-Length: ${SIZE}\r\n`));
        for (let sent = 0; sent < SIZE && socket.writable; sent += PART.length) {
          socket.write(PART);
          await nextTurn();
        }
      })();
    });
    let data = '';
    let error: string | undefined;
    socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ data, error }));
  });

const expectTooLarge = (status: number, body: string) => {
  expect(status, body.slice(0, 300)).toBe(413);
  expect(failureEnvelope.parse(JSON.parse(body)).error).toMatch(/too large/);
};

it('a 3 MB upload streamed over a socket without waiting gets its 413 envelope, then the close', async () => {
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const { data, error } = await rawUpload();
    expect(data, `attempt ${i + 1}: no answer read (${error})`).toMatch(/^HTTP\/1\.1 413 /);
    const [answerHead = '', body = ''] = data.split('\r\n\r\n');
    // The connection is not reused after an unread body.
    expect(answerHead).toMatch(/\r\nConnection: close(?:\r\n|$)/i);
    expectTooLarge(413, body);
  }
}, 30_000);

/** A body fetch streams (chunked, its length unknown), as a browser uploading a file would. */
const streamed = () => {
  const part = new Uint8Array(PART);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= SIZE) return controller.close();
      sent += part.length;
      await nextTurn();
      controller.enqueue(part);
    },
  });
};

it.each([
  ['with its length', () => Buffer.alloc(SIZE, 'a')],
  ['streamed', streamed],
])(
  'a 3 MB fetch upload (%s) gets its 413 envelope, not "fetch failed"',
  async (_label, body) => {
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const res = await fetch(`http://127.0.0.1:${sandbox.port}${PATH}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${sandbox.key}`, 'Content-Type': 'application/json' },
        body: body(),
        duplex: 'half',
      } as RequestInit);
      expectTooLarge(res.status, await res.text());
    }
  },
  30_000,
);

it('a client that never stops sending is cut off: the lingering is bounded', async () => {
  // A chunked upload that never ends, from a client that keeps sending after the server's end: refused
  // after 1 MB, then read only for a bounded time or size.
  const socket = connect({ port: sandbox.port, host: '127.0.0.1', allowHalfOpen: true });
  let data = '';
  let open = true;
  let answered: number | undefined;
  socket.on('data', (d: Buffer) => {
    data += d.toString('latin1');
    answered ??= Date.now();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      open = false;
      resolve(Date.now());
    }),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head('Transfer-Encoding: chunked\r\n'));
  const chunk = `${PART.length.toString(16)}\r\n${PART.toString('latin1')}\r\n`;
  // Slowly enough that the bound is the time, not the size.
  while (open) {
    socket.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const end = await closed;
  expect(data).toMatch(/^HTTP\/1\.1 413 /);
  expect(answered).toBeDefined();
  expect(end - answered!).toBeLessThan(LINGER_MS + 1_500);
}, 30_000);
