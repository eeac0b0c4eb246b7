/**
 * Pipelined requests on one connection (RFC 9112 §9.3.2): safe ones may be answered in parallel, but a
 * request pipelined after one that changes something waits for its answer, so it reads that write.
 */
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { successEnvelope } from '../../src/api/contract/envelope';
import { trackingEventRecordSchema } from '../../src/api/contract/tracking';
import { useTempSandbox } from '../../test/support/temp-sandbox-server';

// Nothing in this file is a bug of the sandbox: nothing may be logged as one.
const sandbox = useTempSandbox('doorstep-pipelining-', { noErrorsLogged: true });

interface Answer {
  status: number;
  body: string;
}

/** Writes `requests` on one connection at once; the answers, in order, once the server closes it. */
const pipelined = (requests: string[]) =>
  new Promise<Answer[]>((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1', () => socket.write(requests.join('')));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (data += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const answers: Answer[] = [];
      let rest = data;
      for (let end = rest.indexOf('\r\n\r\n'); end >= 0; end = rest.indexOf('\r\n\r\n')) {
        const head = rest.slice(0, end);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        // Every answer here is ASCII JSON: one character a byte.
        answers.push({ status: Number(head.split(' ')[1]), body: rest.slice(end + 4, end + 4 + length) });
        rest = rest.slice(end + 4 + length);
      }
      resolve(answers);
    });
  });

let orders = 0;
const recordEvent = () => {
  orders += 1;
  const body = JSON.stringify({
    eventName: 'conversion',
    type: 'First Order',
    transactionId: `pipelined-order-${orders}`,
    value: 42.5,
    currency: 'USD',
    userId: `pipelined-user-${orders}@example.com`,
  });
  return (
    `POST ${endpoints.recordTrackingEvent.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${sandbox.key}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};
const listConversions = (connection = 'keep-alive') =>
  `GET ${endpoints.listConversions.path}?limit=500 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  `Authorization: Bearer ${sandbox.key}\r\nConnection: ${connection}\r\n\r\n`;

const ids = (answer: Answer) => {
  expect(answer.status, answer.body).toBe(200);
  const { nodes } = (JSON.parse(answer.body) as { data: { nodes: { id: string }[] } }).data;
  return nodes.map((n) => n.id);
};
const recorded = (answer: Answer) => {
  expect(answer.status, answer.body).toBe(200);
  return successEnvelope(trackingEventRecordSchema).parse(JSON.parse(answer.body)).data.id;
};

it('a GET pipelined after a POST reads the POST’s write, every time', async () => {
  for (let round = 0; round < 5; round += 1) {
    const [post, get] = await pipelined([recordEvent(), listConversions('close')]);
    expect(ids(get!)).toContain(recorded(post!));
  }
});

it('each request after a write waits for it, and for it alone', async () => {
  const [before, first, afterFirst, second, afterSecond] = await pipelined([
    listConversions(),
    recordEvent(),
    listConversions(),
    recordEvent(),
    listConversions('close'),
  ]);
  const [one, two] = [recorded(first!), recorded(second!)];
  expect(ids(afterFirst!)).toContain(one);
  expect(ids(afterFirst!)).not.toContain(two);
  expect(ids(afterSecond!)).toEqual(expect.arrayContaining([one, two]));
  expect(before!.status).toBe(200);
});
