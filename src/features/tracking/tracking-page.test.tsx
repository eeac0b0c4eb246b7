import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../api/contract/campaign';
import { couponListSchema } from '../../api/contract/coupon';
import { endpoints } from '../../api/contract/endpoints';
import { successEnvelope } from '../../api/contract/envelope';
import { conversionListSchema } from '../../api/contract/tracking';
import type { FetchLike } from '../../api/http-client';
import { renderApp, SANDBOX_BASE_URL, useSandboxFetch, type RenderedApp } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';

const env = setupAppSandbox();

/** A read of the service, as the advertiser's key. */
async function service<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  return schema.parse(await env.read(path));
}

const trackingPath = endpoints.recordTrackingEvent.path;
const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

/** Waits for `text` on the page: a message shown as the user types or sends. */
async function showsText(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/** The JSON body the preview shows. */
function previewBody(): unknown {
  return JSON.parse(screen.getByRole('region', { name: 'JSON body' }).textContent ?? '');
}

async function openPage() {
  const app = renderApp('/tracking', { clientKey: env.key });
  await screen.findByRole('heading', { level: 1, name: 'Tracking events' });
  return app;
}

/** Fills in a conversion's required fields. */
async function fillConversion(
  app: RenderedApp,
  opts: { transactionId: string; userId: string; value: string },
) {
  await app.user.type(field('Transaction id'), opts.transactionId);
  await app.user.type(field('Value'), opts.value);
  await app.user.type(field('User id'), opts.userId);
}

/** Chooses the first active campaign with coupon codes, then its first code. */
async function pickCoupon(app: RenderedApp): Promise<{ campaignId: string; name: string; code: string }> {
  const active = await service(
    '/client/campaigns?statuses=10&first=200',
    successEnvelope(campaignListSchema),
  );
  for (const c of active.data.nodes) {
    const coupons = await service(
      `/client/campaigns/${c.id}/coupons?first=500`,
      successEnvelope(couponListSchema),
    );
    const code = coupons.data.nodes[0]?.code;
    if (!code) continue;
    await waitFor(() => expect(select('Campaign')).toBeEnabled());
    await app.user.selectOptions(select('Campaign'), c.id);
    await waitFor(() => expect(select('Coupon code')).toBeEnabled());
    await app.user.selectOptions(select('Coupon code'), code);
    return { campaignId: c.id, name: c.name, code };
  }
  throw new Error('expected an active campaign with coupon codes');
}

/** The figure shown next to a term of the recorded event. */
function recorded(term: string) {
  const card = screen.getByRole('region', { name: 'Event recorded' });
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

// Typing drives the whole composer (checks, preview, snippets) key by key: slower than a read.
describe('tracking page', { timeout: 30_000 }, () => {
  it('checks the event as the user types, in plain words at each field', async () => {
    const app = await openPage();
    await waitFor(() => expect(document.title).toBe('Tracking events · Doorstep'));
    expect(previewBody()).toEqual({ eventName: 'conversion', type: 'Orders', currency: 'USD' });

    await app.user.type(field('Value'), '24.999');
    await showsText('The value must have at most 2 decimals.');
    expect(field('Value')).toHaveAttribute('aria-invalid', 'true');
    await app.user.type(field('Value'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('The value must have at most 2 decimals.')).toBeNull());
    expect(field('Value')).not.toHaveAttribute('aria-invalid');

    await app.user.type(field('Discount (optional)'), '-10');
    await showsText('The discount must be a positive amount (ten off is 10.00, not -10.00).');
    await app.user.clear(field('Discount (optional)'));
    await app.user.type(field('Discount (optional)'), '10');

    await app.user.type(field('Transaction id'), 'x');
    await app.user.clear(field('Transaction id'));
    await showsText('Enter the transaction id: your order or purchase number.');
    await app.user.type(field('Transaction id'), 'order-1042');
  });

  it('offers the account’s currency first, checks another against ISO 4217, and previews the body', async () => {
    const app = await openPage();
    // The account is in the US: dollars first and chosen.
    expect(select('Currency')).toHaveValue('USD');
    expect(within(select('Currency')).getAllByRole('option')[0]).toHaveValue('USD');
    await app.user.type(field('Transaction id'), 'order-1042');
    await app.user.type(field('Value'), '24.99');
    await app.user.type(field('Discount (optional)'), '10');

    // Another currency: typed (with the ISO codes as suggestions), checked against ISO 4217, sent in capitals.
    await app.user.selectOptions(select('Currency'), 'other');
    await app.user.type(select('Currency code'), 'xyz');
    await showsText('Enter an ISO 4217 currency code such as USD or EUR.');
    await app.user.clear(select('Currency code'));
    await app.user.type(select('Currency code'), 'jpy');
    await waitFor(() => expect(screen.queryByText(/ISO 4217 currency code such/)).toBeNull());

    await app.user.selectOptions(select('Conversion type'), 'First Order');
    expect(previewBody()).toEqual({
      eventName: 'conversion',
      type: 'First Order',
      transactionId: 'order-1042',
      value: 24.99,
      currency: 'JPY',
      discount: 10,
    });
    expect(screen.getByText(/Not ready to send yet/)).toBeInTheDocument();
    await app.user.type(field('User id'), 'customer-77');
    await waitFor(() => expect(screen.queryByText(/Not ready to send yet/)).toBeNull());
  });

  it('counts the metadata limits live, and sends a list as an array', async () => {
    const app = await openPage();
    expect(screen.getByText('0 of 50 entries')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add entry' }));
    await app.user.type(field('Key 1'), 'k'.repeat(41));
    await showsText('Keys are at most 40 characters; this one has 41.');
    expect(screen.getByText('Characters 41/40')).toBeInTheDocument();
    await app.user.type(field('Key 1'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText(/Keys are at most/)).toBeNull());
    expect(screen.getByText('Characters 40/40')).toBeInTheDocument();
    expect(screen.getByText('1 of 50 entries')).toBeInTheDocument();

    await app.user.clear(field('Key 1'));
    await app.user.type(field('Key 1'), 'items');
    await app.user.type(field('Value 1'), 'pizza, soda');
    await app.user.click(screen.getByRole('checkbox', { name: 'List (comma-separated values)' }));
    expect(screen.getByText('2 items,', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(previewBody()).toMatchObject({ metadata: { items: ['pizza', 'soda'] } }));

    await app.user.click(screen.getByRole('button', { name: 'Add entry' }));
    await app.user.type(field('Key 2'), 'items');
    await showsText('“items” is already used in entry 1: each key once.');
    await app.user.click(screen.getByRole('button', { name: 'Remove entry 2' }));
    await waitFor(() => expect(screen.queryByText(/already used/)).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Key 2' })).toBeNull();
  });

  it('records a conversion with a coupon, shows the stored record, and the conversions read it back', async () => {
    const app = await openPage();
    await fillConversion(app, { transactionId: 'order-5001', userId: 'customer-5001', value: '31.50' });
    await app.user.type(field('Discount (optional)'), '3.15');
    const coupon = await pickCoupon(app);
    expect(previewBody()).toMatchObject({ coupon: coupon.code });

    await app.user.click(screen.getByRole('button', { name: 'Send event' }));
    await screen.findByRole('heading', { name: 'Event recorded' });
    expect(recorded('Event')).toHaveTextContent('Conversion: Order');
    expect(recorded('Value')).toHaveTextContent('$31.50');
    expect(recorded('Discount')).toHaveTextContent('$3.15');
    expect(recorded('Coupon')).toHaveTextContent(coupon.code);
    expect(within(recorded('Campaign')).getByRole('link', { name: coupon.name })).toBeInTheDocument();
    expect(recorded('Metric id')).toHaveTextContent(`${coupon.campaignId}-orders`);
    // Stored as hashes, and said so.
    expect(recorded('User id (hashed)').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(recorded('Transaction id (hashed)').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByText(/keeps the user id and the transaction id as hashes/)).toBeInTheDocument();
    // The form keeps what was sent, for the next one.
    expect(field('Transaction id')).toHaveValue('order-5001');

    const id = recorded('Event id').textContent;
    const latest = await service('/client/conversions?limit=1', successEnvelope(conversionListSchema));
    expect(latest.data.nodes[0]).toMatchObject({ id, coupon: coupon.code, value: 31.5, discount: 3.15 });

    // The conversions page (cached reads made stale by the send) lists it first.
    await app.user.click(screen.getByRole('link', { name: 'See it with your other conversions' }));
    const table = await screen.findByRole('table', { name: 'Conversions' });
    await waitFor(() => {
      const first = within(table).getAllByRole('row')[1]!;
      expect(first).toHaveTextContent(coupon.code);
      expect(first).toHaveTextContent('$31.50');
    });
  });

  it('keeps the form and shows the service’s refusal at the field it names', async () => {
    // The service checks a coupon against the lists itself: send a code it does not know.
    useSandboxFetch(env.sandbox, (inner: FetchLike): FetchLike => async (input, init) => {
      const url = new URL(input, SANDBOX_BASE_URL);
      if (url.pathname === trackingPath && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return inner(input, { ...init, body: JSON.stringify({ ...body, coupon: 'NOPE-0000' }) });
      }
      return inner(input, init);
    });
    const app = await openPage();
    await fillConversion(app, { transactionId: 'order-6001', userId: 'customer-6001', value: '12' });
    await pickCoupon(app);
    await app.user.click(screen.getByRole('button', { name: 'Send event' }));
    const message = await screen.findByText(
      "The service refused it: 'NOPE-0000' is not a code of any of your campaigns' coupon lists.",
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(select('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Nothing was recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Event recorded' })).toBeNull();
    expect(field('Transaction id')).toHaveValue('order-6001');
    expect(field('Value')).toHaveValue('12');
  });

  it('gives the same request as curl and JavaScript, with a placeholder for the key, to copy', async () => {
    const app = await openPage();
    await fillConversion(app, { transactionId: 'order-7001', userId: 'customer-7001', value: '9.99' });
    const url = `${SANDBOX_BASE_URL}${trackingPath}`;

    await app.user.click(screen.getByRole('tab', { name: 'curl' }));
    const curl = screen.getByRole('region', { name: 'curl' }).textContent ?? '';
    expect(curl).toContain(`curl -X POST '${url}'`);
    expect(curl).toContain('-H "Authorization: Bearer $CLIENT_KEY"');
    expect(curl).toContain('"transactionId": "order-7001"');
    expect(curl).not.toContain(env.key);
    await app.user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    await showsText('Copied the curl command.');
    expect(await navigator.clipboard.readText()).toBe(curl);

    await app.user.click(screen.getByRole('tab', { name: 'JavaScript' }));
    const js = screen.getByRole('region', { name: 'JavaScript' }).textContent ?? '';
    expect(js).toContain(`fetch(${JSON.stringify(url)}`);
    expect(js).toContain("Authorization: 'Bearer $CLIENT_KEY'");
    expect(js).not.toContain(env.key);
    await app.user.click(screen.getByRole('button', { name: 'Copy JavaScript code' }));
    expect(await navigator.clipboard.readText()).toBe(js);
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const app = await openPage();
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    try {
      await app.user.click(screen.getByRole('button', { name: 'Copy JSON body' }));
      expect(
        await screen.findByText(
          'Copying is not allowed here: select the JSON body below and copy it with your keyboard.',
        ),
      ).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  });

  it('says a conversion is safe to retry, and a second send of the same order shows it was already recorded', async () => {
    const app = await openPage();
    await fillConversion(app, { transactionId: 'order-8001', userId: 'customer-8001', value: '18.40' });
    const note = /Safe to retry: sending the same transaction id twice records the order once/;
    expect(screen.getByText(note)).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'curl' }));
    expect(screen.getByText(note)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Send event' }));
    await screen.findByRole('heading', { name: 'Event recorded' });
    const id = recorded('Event id').textContent ?? '';
    expect(screen.getByText(`Recorded as event ${id}.`)).toBeInTheDocument();

    // Sent again as it is: the service answers the first record, and the page says nothing was added.
    await app.user.click(screen.getByRole('button', { name: 'Send event' }));
    await screen.findByRole('heading', { name: 'Already recorded' });
    expect(screen.getByText(`Already recorded as event ${id}: nothing new was added.`)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Already recorded' });
    expect(within(card).getByText(/counts each transaction id once/)).toBeInTheDocument();
    expect(within(card).getByText('Event id', { selector: 'dt' }).nextElementSibling).toHaveTextContent(id);
    const all = await service('/client/conversions?limit=500', successEnvelope(conversionListSchema));
    expect(all.data.nodes.filter((n) => n.id === id)).toHaveLength(1);

    // A new order number is a new record again.
    await app.user.type(field('Transaction id'), '-b');
    await app.user.click(screen.getByRole('button', { name: 'Send event' }));
    await screen.findByRole('heading', { name: 'Event recorded' });
    expect(recorded('Event id').textContent).not.toBe(id);
  });

  it('records a signup: its own fields, no currency', async () => {
    const app = await openPage();
    await app.user.click(screen.getByRole('radio', { name: /Signup/ }));
    expect(screen.queryByRole('textbox', { name: 'Transaction id' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    await app.user.type(field('Value of the signup'), '0');
    await app.user.type(field('User id'), 'new-member-1');
    expect(previewBody()).toEqual({ eventName: 'Signups', value: 0, userId: 'new-member-1' });
    expect(screen.queryByText(/Safe to retry/)).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Send event' }));
    await screen.findByRole('heading', { name: 'Event recorded' });
    expect(recorded('Event')).toHaveTextContent('Signup');
    expect(recorded('Campaign')).toHaveTextContent('Not attributed to a campaign');
    expect(screen.queryByText('Currency', { selector: 'dt' })).toBeNull();
    // A signup is no conversion: no link to them.
    expect(screen.queryByRole('link', { name: 'See it with your other conversions' })).toBeNull();
  });
});
