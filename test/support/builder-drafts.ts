/**
 * Builder drafts made through the in-process sandbox's API, for the campaign pages' and Home's tests: an
 * EDDM draft with carrier routes, a design that fits it and a launch date, then submitted or cancelled.
 * The builder's writes use an access token, as the wizard does; reads the client key.
 */
import { designFit } from '../../src/api/contract/print-format';
import { SANDBOX_BASE_URL } from './render';
import { accessToken, type Sandbox } from './sandbox';

type Envelope<T> = { success: boolean; data: T; error?: string };

const client = (sandbox: Sandbox) => sandbox.credentials.clients[0]!;

export async function asClient<T>(sandbox: Sandbox, path: string): Promise<T> {
  const res = await sandbox.fetch(`${SANDBOX_BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${client(sandbox).clientKey}` },
  });
  const json = (await res.json()) as Envelope<T>;
  if (!json.success) throw new Error(`GET ${path}: ${json.error}`);
  return json.data;
}

async function write<T>(sandbox: Sandbox, method: string, path: string, body?: unknown): Promise<T> {
  const res = await sandbox.fetch(`${SANDBOX_BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken(sandbox, client(sandbox).clientId)}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (res.status !== 200 || !json.success) throw new Error(`${method} ${path}: ${res.status} ${json.error}`);
  return json.data;
}

type Route = { totalCount: number; raw: unknown };

/**
 * A complete EDDM draft named `name`: carrier routes around Austin of at least 1,000 pieces (the EDDM
 * minimum), the first ready design that fits EDDM, and the earliest launch date. Its id.
 */
export async function completeEddmDraft(sandbox: Sandbox, name: string): Promise<string> {
  const { campaignId } = await write<{ campaignId: number }>(sandbox, 'POST', '/client/campaigns', {
    channel: 'ADM',
    subtype: 'EDDM',
    name,
  });
  const id = String(campaignId);
  const found = await asClient<{ nodes: Route[] }>(
    sandbox,
    '/client/carrier-routes/search?lat=30.26715&lng=-97.74306&radius=5000&first=50',
  );
  const chosen: Route[] = [];
  let pieces = 0;
  for (const r of found.nodes) {
    if (pieces >= 1500) break;
    chosen.push(r);
    pieces += r.totalCount;
  }
  await write(sandbox, 'POST', `/client/campaigns/${id}/areas`, { routes: chosen.map((r) => r.raw) });
  const designs = await asClient<{ designs: { id: string; format: string }[] }>(
    sandbox,
    '/client/designs?status=READY&pageSize=100',
  );
  const design = designs.designs.find((d) => designFit(d.format, 'EDDM').fits);
  if (!design) throw new Error('no ready design fits EDDM');
  await write(sandbox, 'PUT', `/client/campaigns/${id}/creative`, { designId: design.id });
  const status = await asClient<{ earliestStartDate: string }>(
    sandbox,
    `/client/campaigns/${id}/creation-status`,
  );
  await write(sandbox, 'PATCH', `/client/campaigns/${id}/details`, { startDate: status.earliestStartDate });
  return id;
}

/** A complete EDDM draft, submitted for review. Its id. */
export async function submittedEddmDraft(sandbox: Sandbox, name: string): Promise<string> {
  const id = await completeEddmDraft(sandbox, name);
  await write(sandbox, 'POST', `/client/campaigns/${id}/submit`);
  return id;
}

/** A complete EDDM draft, cancelled. Its id. */
export async function cancelledEddmDraft(sandbox: Sandbox, name: string): Promise<string> {
  const id = await completeEddmDraft(sandbox, name);
  await write(sandbox, 'POST', `/client/campaigns/${id}/cancel`);
  return id;
}

/**
 * A hand-to-hand draft named `name`, still being built: 5,000 pieces in Austin, the first ready design
 * that fits a street draft, and the earliest launch date. Its id.
 */
export async function streetDraft(sandbox: Sandbox, name: string): Promise<string> {
  const { campaignId } = await write<{ campaignId: number }>(sandbox, 'POST', '/client/campaigns', {
    channel: 'H2H',
    subtype: 'HANDTOHAND',
    name,
  });
  const id = String(campaignId);
  const austin = await asClient<{ nodes: { id: string }[] }>(sandbox, '/client/cities?search=Austin&first=1');
  await write(sandbox, 'POST', `/client/campaigns/${id}/cities`, {
    cities: [{ cityId: austin.nodes[0]!.id, volume: 5000 }],
  });
  const designs = await asClient<{ designs: { id: string; format: string }[] }>(
    sandbox,
    '/client/designs?status=READY&pageSize=100',
  );
  const design = designs.designs.find((d) => designFit(d.format, 'HANDTOHAND').fits);
  if (design) await write(sandbox, 'PUT', `/client/campaigns/${id}/creative`, { designId: design.id });
  const status = await asClient<{ earliestStartDate: string }>(
    sandbox,
    `/client/campaigns/${id}/creation-status`,
  );
  await write(sandbox, 'PATCH', `/client/campaigns/${id}/details`, {
    startDate: status.earliestStartDate,
    volume: 5000,
  });
  return id;
}
