/**
 * Keep-alive over real HTTP: a client that reuses an idle connection some seconds after its last answer
 * (as HTTP agents and load balancers do, up to a minute) gets its answer, never a connection closed under
 * a request it has just sent. Node's default idle timeout (5 s) closed it.
 */
import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { useTempSandbox } from '../../test/support/temp-sandbox-server';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './node-server';

const sandbox = useTempSandbox('doorstep-keep-alive-');

/** One connection, read answer by answer (each answer has a Content-Length). */
function connection() {
  let buffer = '';
  let closed = false;
  let wake: (() => void) | undefined;
  const socket: Socket = connect(sandbox.port, '127.0.0.1');
  socket.setEncoding('latin1');
  socket.on('data', (d: string) => {
    buffer += d;
    wake?.();
  });
  socket.on('close', () => {
    closed = true;
    wake?.();
  });
  socket.on('error', () => undefined);
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  /** The next whole answer's status line and headers, or 'closed' when the server closed first. */
  async function answer(): Promise<{ status: number; headers: Record<string, string> } | 'closed'> {
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length >= end + 4 + length) {
          buffer = buffer.slice(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers };
        }
      }
      if (closed) return 'closed';
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }

  return {
    async get(target: string) {
      await ready;
      if (closed) return 'closed' as const;
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\n\r\n`);
      return answer();
    },
    close: () => socket.destroy(),
  };
}

it('keeps an idle connection open a minute, and says so', () => {
  expect(KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
  expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
});

it('answers a request on a keep-alive connection reused 6 s after its last answer', async () => {
  const conn = connection();
  try {
    const first = await conn.get(endpoints.health.path);
    expect(first).not.toBe('closed');
    if (first === 'closed') return;
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    // Past Node's default of 5 s, under the 65 s now pinned.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await conn.get(endpoints.health.path);
    expect(second, 'the server closed the idle connection').not.toBe('closed');
    if (second !== 'closed') expect(second.status).toBe(200);
    // Clients that read it (undici, some agents) then keep the socket no longer than the server does.
    expect(first.headers['keep-alive']).toBe('timeout=65');
  } finally {
    conn.close();
  }
}, 20_000);
