import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Sandbox } from './sandbox';
import { renderApp, startAppSandbox, useSandboxFetch, type RenderedApp } from './render';
import type { FetchLike } from '../../src/api/http-client';
import type { PostcardRequest } from '../../src/api/contract/postcard';

/**
 * What the Postcards page tests share (src/features/postcards/postcards-*.test.tsx): a sandbox per test
 * file, a CSV to import, a recorder of what is sent, and the page's steps. Not a test file itself.
 */
export let sandbox: Sandbox;
export let key: string;
export let otherKey: string;
export let clientName: string;

export const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

export const PDF = 'https://cdn.example.com/designs/spring-sale.pdf';
export const header = 'Name,Address line 1,Address line 2,City,State,ZIP,Country';
export const csvRows = [
  'Anna Schmidt,Hauptstraße 5,Hinterhaus,Berlin,Berlin,10115,Germany',
  'Tom Jones,1 High Street,,London,Greater London,SW1A 1AA,United Kingdom',
  'Léa Martin,12 rue de la Paix,,Lyon,Auvergne-Rhône-Alpes,69002,FR',
];
export const csvFile = (lines: string[], name = 'customers.csv') =>
  new File([[header, ...lines].join('\n')], name, { type: 'text/csv' });

/** Records what the app sends to `POST /postcards` and what the sandbox answers. */
export function sendRecorder() {
  const sent: { body: PostcardRequest; status: number; answer: unknown }[] = [];
  const wrap =
    (inner: FetchLike): FetchLike =>
    async (input, init) => {
      const response = await inner(input, init);
      if (init?.method === 'POST' && new URL(input).pathname.endsWith('/postcards')) {
        const answer: unknown = await response.clone().json();
        sent.push({
          body: JSON.parse(String(init.body)) as PostcardRequest,
          status: response.status,
          answer,
        });
      }
      return response;
    };
  return { sent, wrap };
}

export async function openPage(clientKey = key) {
  const app = renderApp('/postcards', { clientKey });
  await screen.findByRole('heading', { level: 1, name: 'Postcards' });
  return app;
}

export async function importCsv(app: RenderedApp, file: File) {
  await app.user.upload(screen.getByLabelText('CSV file of recipients'), file);
  return screen.findByText(new RegExp(`^Imported .* from ${file.name.replace('.', '\\.')}\\.`));
}

/** Pastes a link into the PDF field, as people do with URLs. */
export async function pastePdf(user: RenderedApp['user'], url: string) {
  await user.click(screen.getByLabelText('Link to the PDF of your postcard'));
  await user.paste(url);
}

export const field = (label: string, row: number) => screen.getByLabelText(`${label}, row ${row}`);
export const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Records each file the page saves (jsdom downloads nothing: the object URL and the link click are caught). */
export function catchDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      last = b;
      return 'blob:download';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return saved;
}

/**
 * Starts a sandbox for the file's tests and closes it after. Each test starts with an empty tab (a list kept
 * by the one before would add rows), and the fetch, mocks and object URLs are put back after it.
 */
export function setupPostcardsSandbox(): void {
  beforeAll(async () => {
    sandbox = await startAppSandbox();
    key = sandbox.credentials.clients[0]!.clientKey;
    otherKey = sandbox.credentials.clients[1]!.clientKey;
    clientName = sandbox.credentials.clients[0]!.name;
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    useSandboxFetch(sandbox);
    vi.restoreAllMocks();
    Object.assign(URL, objectUrls);
  });
  afterAll(() => sandbox.close());
}
