import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClientAccount, TeamUser } from '../../api/contract/account';
import { Badge } from '../../components/ui/badge';
import { Card, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../components/ui/table';
import { formatTimestamp, formatTimestampDate } from '../../lib/dates';
import { useGlossary } from '../../queries/use-glossary';
import { useDocumentTitle } from '../../lib/use-document-title';
import { clientStatusText, industryGroupText, userRoleText, userStatusText } from './account-labels';
import { accountQueries } from '../../queries/account-queries';

export function createLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(accountQueries.me());
    return null;
  };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const NotGiven = () => <span className="text-slate-500">Not given</span>;

/** Only http(s) addresses become links. */
function Website({ url }: { url: string | null }) {
  if (!url) return <NotGiven />;
  const safe = /^https?:\/\//i.test(url);
  return safe ? (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="break-all text-indigo-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {url}
    </a>
  ) : (
    <span className="break-all">{url}</span>
  );
}

function ClientDetails({ client }: { client: ClientAccount }) {
  const glossary = useGlossary();
  return (
    <Card aria-labelledby="client-heading">
      <CardTitle id="client-heading">Company</CardTitle>
      <dl className="mt-2 divide-y divide-slate-100">
        <Field label="Name">{client.name}</Field>
        <Field label="Client code">
          <span className="font-mono">{client.code}</span>
        </Field>
        <Field label="Status">
          <Badge tone={client.status === 1 ? 'success' : 'neutral'}>
            {clientStatusText(client.status, glossary)}
          </Badge>
        </Field>
        <Field label="Country">{client.country_name}</Field>
        <Field label="Industry">
          {client.industry ? (
            <>
              {client.industry}
              {client.industry_group ? (
                <span className="text-slate-500"> · {industryGroupText(client.industry_group)}</span>
              ) : null}
            </>
          ) : (
            <NotGiven />
          )}
        </Field>
        <Field label="Website">
          <Website url={client.website_url} />
        </Field>
        <Field label="Self-serve">{client.is_self_serve_enabled ? 'Enabled' : 'Not enabled'}</Field>
        <Field label="Client since">
          <time dateTime={client.created_at}>{formatTimestampDate(client.created_at)}</time>
        </Field>
      </dl>
    </Card>
  );
}

function TeamTable({ users, total }: { users: TeamUser[]; total: number }) {
  const glossary = useGlossary();
  return (
    <section aria-labelledby="team-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="team-heading" className="text-lg font-semibold text-slate-900">
          Team
        </h2>
        <p className="text-sm text-slate-600">
          {total === 1 ? '1 member' : `${total} members`}
          {users.length < total ? ` (${users.length} shown)` : ''}
        </p>
      </div>
      {users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No team members are listed for this account.
        </p>
      ) : (
        <Table aria-labelledby="team-heading" stacked>
          <TableHead>
            <tr>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Email</TableHeaderCell>
              <TableHeaderCell>Role</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Verified</TableHeaderCell>
              <TableHeaderCell>Added</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.id}>
                <TableCell primary className="font-medium">
                  {`${u.first_name} ${u.last_name}`.trim() || <span className="text-slate-500">No name</span>}
                </TableCell>
                <TableCell label="Email" className="break-all">
                  {u.email}
                </TableCell>
                <TableCell label="Role">
                  <span>
                    {userRoleText(u.role, glossary)}
                    {u.subrole ? <span className="text-slate-500"> · {u.subrole}</span> : null}
                  </span>
                </TableCell>
                <TableCell label="Status">
                  <Badge tone={u.status === 1 ? 'success' : u.status === 0 ? 'warning' : 'neutral'}>
                    {userStatusText(u.status, glossary)}
                  </Badge>
                </TableCell>
                <TableCell label="Verified">
                  {u.is_verified ? (
                    <span className="inline-flex items-center gap-1 text-emerald-800">
                      <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                      Yes
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-slate-600">
                      <Circle className="h-4 w-4" aria-hidden="true" />
                      No
                    </span>
                  )}
                </TableCell>
                <TableCell label="Added" className="whitespace-nowrap">
                  <time dateTime={u.created_at}>{formatTimestamp(u.created_at)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export function Component() {
  useDocumentTitle('Account');
  const { data } = useSuspenseQuery(accountQueries.me());
  return (
    <div>
      <PageHeader
        title="Account"
        description="Your company as the service knows it, and the people on its team."
      />
      <ClientDetails client={data.client} />
      <TeamTable users={data.users} total={data.totalUsers} />
    </div>
  );
}
