import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, Copy, TicketPercent } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CouponList } from '../../../api/contract/coupon';
import { QueryPending, QueryState, SkeletonLines } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatPlainDate, formatTimestampDate } from '../../../lib/dates';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../../api/early-reads';
import { useIsPhone } from '../../../lib/use-media-query';
import { useUrlState } from '../../../lib/use-url-state';
import { readPositiveInt } from '../../../lib/url-values';
import { Pagination } from '../../../components/pagination';
import { numberFormat } from '../../../lib/intl-cache';

type CouponPaging = { page: number; size: PageSize };

/** Coupon paging from the URL (`page`, `size`); bad values fall back to the defaults. */
function parseCouponPaging(params: URLSearchParams): CouponPaging {
  const size = readPositiveInt(params.get('size'));
  return {
    page: readPositiveInt(params.get('page')) ?? 1,
    size: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The URL with `paging` in it (defaults left out); the campaign page's own params are kept. */
function couponPagingToSearchParams(paging: CouponPaging, current: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams(current);
  if (paging.page > 1) p.set('page', String(paging.page));
  else p.delete('page');
  if (paging.size !== DEFAULT_PAGE_SIZE) p.set('size', String(paging.size));
  else p.delete('size');
  return p;
}

function CopyButton({ code }: { code: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="ghost" size="sm" aria-label={`Copy code ${code}`} onClick={() => void copy()}>
        {state === 'copied' ? (
          <Check className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `Copied ${code}` : state === 'failed' ? `Could not copy ${code}` : ''}
      </span>
      {state === 'failed' ? (
        <span className="text-xs text-red-700">Copy not allowed here; select the code.</span>
      ) : null}
    </span>
  );
}

/** The Coupons tab: the campaign's coupon codes, paged, with copy to clipboard. */
export function CouponsTab({ campaignId }: { campaignId: string }) {
  const [{ page, size }, setCouponPaging] = useUrlState({
    read: parseCouponPaging,
    write: couponPagingToSearchParams,
  });
  const q = useQuery({
    ...campaignInsightQueries.coupons(campaignId, { first: size, skip: (page - 1) * size }),
    placeholderData: keepPreviousData,
  });
  const nf = numberFormat();
  // On a phone each coupon is a card: its copy button sits beside the code.
  const phone = useIsPhone();

  const setPaging = (next: Partial<CouponPaging>) =>
    setCouponPaging((p) => ({ page: next.page ?? 1, size: next.size ?? p.size }));

  /** The coupons of one page, or why there are none. */
  const couponsPage = ({ nodes, totalCount }: CouponList) => {
    if (totalCount === 0) {
      return (
        <EmptyState
          icon={<TicketPercent className="h-8 w-8" aria-hidden="true" />}
          title="No coupons for this campaign"
          description="Coupon codes let you link signups and orders to this campaign. None have been issued for it."
        />
      );
    }
    const hasDescription = nodes.some((c) => c.description);
    return (
      <div aria-busy={q.isFetching || undefined}>
        <p className="mb-3 text-sm text-slate-600">
          Print these codes on your flyers and mail. When a customer uses one, and your checkout reports the
          order with its code, the order is counted for this campaign.
        </p>
        {nodes.length === 0 ? (
          <EmptyState
            title="This page is past the last coupon"
            action={
              <Button variant="secondary" size="sm" onClick={() => setPaging({ page: 1 })}>
                Go to the first page
              </Button>
            }
          />
        ) : (
          <Table stacked aria-label="Coupons">
            <TableHead>
              <tr>
                <TableHeaderCell>Code</TableHeaderCell>
                {hasDescription ? <TableHeaderCell>Description</TableHeaderCell> : null}
                <TableHeaderCell className="text-right">Redemptions</TableHeaderCell>
                <TableHeaderCell>Created</TableHeaderCell>
                <TableHeaderCell>Expires</TableHeaderCell>
                {phone ? null : (
                  <TableHeaderCell>
                    <span className="sr-only">Actions</span>
                  </TableHeaderCell>
                )}
              </tr>
            </TableHead>
            <TableBody>
              {nodes.map((c) => (
                <TableRow key={c.code}>
                  <TableCell primary className="font-mono font-medium break-all">
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      {c.code}
                      {phone ? <CopyButton code={c.code} /> : null}
                    </span>
                  </TableCell>
                  {hasDescription ? <TableCell label="Description">{c.description ?? '—'}</TableCell> : null}
                  <TableCell label="Redemptions" className="text-right tabular-nums">
                    {c.redemptions === undefined ? '—' : nf.format(c.redemptions)}
                  </TableCell>
                  <TableCell label="Created">
                    {c.createdAt ? formatTimestampDate(c.createdAt) : '—'}
                  </TableCell>
                  <TableCell label="Expires">
                    {c.expiresAt === null ? 'Never' : c.expiresAt ? formatPlainDate(c.expiresAt) : '—'}
                  </TableCell>
                  {phone ? null : (
                    <TableCell className="text-right">
                      <CopyButton code={c.code} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          page={page}
          pageSize={size}
          returned={nodes.length}
          total={totalCount}
          onPage={(p) => setPaging({ page: p })}
          pageSizes={PAGE_SIZES}
          onPageSize={(s) => setPaging({ page: 1, size: s })}
          noun="coupons"
        />
      </div>
    );
  };
  return (
    <QueryState
      query={q}
      what="the coupons"
      pending={
        <QueryPending label="Loading coupons…" className="space-y-2">
          <SkeletonLines count={5} className="h-10 w-full" />
        </QueryPending>
      }
    >
      {couponsPage}
    </QueryState>
  );
}
