import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/contract/endpoints';
import { curlSnippet, fetchSnippet, KEY_PLACEHOLDER, trackingUrl } from './snippets';

const body = {
  eventName: 'conversion',
  type: 'Orders',
  transactionId: "o'brien-1",
  value: 24.9,
  currency: 'USD',
  userId: 'u-1',
  metadata: { note: 'it\'s "quoted"' },
};

describe('code snippets', () => {
  it('resolve a relative base URL against the page’s origin, and keep an absolute one', () => {
    const path = endpoints.recordTrackingEvent.path;
    expect(trackingUrl('/api', 'http://127.0.0.1:5173')).toBe(`http://127.0.0.1:5173/api${path}`);
    expect(trackingUrl('https://service.example.com/v1/', 'http://127.0.0.1:5173')).toBe(
      `https://service.example.com/v1${path}`,
    );
  });

  it('curl sends exactly the body, with the key from the shell’s $CLIENT_KEY', () => {
    const url = 'https://service.example.com/tracking/events';
    const text = curlSnippet(url, body);
    expect(text).toContain(`-H "Authorization: Bearer ${KEY_PLACEHOLDER}"`);
    // Run the snippet's quoting through a real shell: `printf` receives exactly the JSON.
    const data = text.split('--data-raw ')[1]!;
    const printed = execFileSync('sh', ['-c', `printf '%s' ${data}`], { encoding: 'utf8' });
    expect(JSON.parse(printed)).toEqual(body);
    const quotedUrl = text
      .split('\n')[0]!
      .replace(/^curl -X POST /, '')
      .replace(/ \\$/, '');
    expect(execFileSync('sh', ['-c', `printf '%s' ${quotedUrl}`], { encoding: 'utf8' })).toBe(url);
  });

  it('JavaScript sends exactly the body, with the placeholder for the key', async () => {
    const text = fetchSnippet('https://service.example.com/tracking/events', body);
    expect(text).toContain(`Authorization: 'Bearer ${KEY_PLACEHOLDER}'`);
    // Run it with a fetch that records what it was given.
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return { json: async () => ({ success: true, data: { id: '1' } }) };
    };
    const run = new Function('fetch', 'console', `return (async () => {\n${text}\n})();`) as (
      f: typeof fakeFetch,
      c: { log: () => void },
    ) => Promise<void>;
    await run(fakeFetch, { log: () => undefined });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://service.example.com/tracking/events');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(body);
  });
});
