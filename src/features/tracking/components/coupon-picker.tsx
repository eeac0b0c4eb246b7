import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryErrorState } from '../../../components/query-error-state';
import { FieldError, Label, NativeSelect } from '../../../components/ui/input';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignQueries } from '../../../queries/campaign-queries';
import { numberFormat } from '../../../lib/intl-cache';

/** The campaigns whose coupons the picker offers: the active ones. */
export const pickerCampaigns = () => campaignQueries.list({ statuses: [10], first: 200 });
/** The most codes of one campaign the picker lists. */
const CODES_MAX = 500;

/** A failed read of `query`, with a retry; nothing while it has not failed. */
function ReadFailure({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  return query.isError ? (
    <QueryErrorState
      error={query.error}
      what={what}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : null;
}

type Props = {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The coupon: choose one of your active campaigns, then one of its codes. Sending a campaign's code is
 * what links the event to that campaign. "No coupon" sends none.
 */
export function CouponPicker({ value, onChange, error, disabled }: Props) {
  const id = useId();
  const [campaignId, setCampaignId] = useState('');
  const campaigns = useQuery(pickerCampaigns());
  const coupons = useQuery({
    ...campaignInsightQueries.coupons(campaignId, { first: CODES_MAX }),
    enabled: campaignId !== '',
  });
  const codes = coupons.data?.nodes ?? [];
  const known = value === '' || codes.some((c) => c.code === value);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  let codeStatus: string | null = null;
  if (campaignId === '') codeStatus = null;
  else if (coupons.isPending) codeStatus = 'Loading the campaign’s codes…';
  else if (coupons.isSuccess && coupons.data.totalCount === 0)
    codeStatus = 'This campaign has no coupon codes: choose another, or send no coupon.';
  else if (coupons.isSuccess && coupons.data.totalCount > codes.length)
    codeStatus = `The first ${numberFormat().format(codes.length)} of ${numberFormat().format(coupons.data.totalCount)} codes are listed.`;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-700">Coupon (optional)</legend>
      <p id={hintId} className="text-xs text-slate-500">
        The promotional code the customer used, if any. Sending one of a campaign’s codes credits the event to
        that campaign.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <Label htmlFor={`${id}-campaign`}>Campaign</Label>
          <NativeSelect
            id={`${id}-campaign`}
            className="mt-1"
            value={campaignId}
            disabled={disabled || campaigns.isPending || campaigns.isError}
            onChange={(e) => {
              setCampaignId(e.target.value);
              onChange('');
            }}
          >
            <option value="">{campaigns.isPending ? 'Loading campaigns…' : 'No coupon'}</option>
            {campaigns.data?.nodes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          {campaigns.isSuccess && campaigns.data.nodes.length === 0 ? (
            <p className="mt-1 text-xs text-slate-500">You have no active campaign, so no coupon to offer.</p>
          ) : null}
        </div>
        <div className="min-w-0">
          <Label htmlFor={`${id}-code`}>Coupon code</Label>
          <NativeSelect
            id={`${id}-code`}
            className="mt-1 font-mono"
            value={known ? value : ''}
            disabled={disabled || campaignId === '' || !coupons.isSuccess || codes.length === 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{campaignId === '' ? 'Choose a campaign first' : 'Choose a code'}</option>
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.description ? `${c.code} · ${c.description}` : c.code}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {codeStatus ? (
        <p role="status" className="text-xs text-slate-600">
          {codeStatus}
        </p>
      ) : null}
      <ReadFailure query={campaigns} what="your campaigns" />
      <ReadFailure query={coupons} what="the campaign’s coupon codes" />
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
