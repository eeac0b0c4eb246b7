import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TrackingEventRecord } from '../../../api/contract/tracking';
import { Card, CardTitle } from '../../../components/ui/card';
import { appPaths, appRoutes } from '../../../lib/app-paths';
import { formatAmount, isCurrencyCode } from '../../../lib/currency';
import { formatTimestamp } from '../../../lib/dates';
import { conversionTypeWords, isConversionType } from '../../../lib/conversion-types';
import { pickerCampaigns } from './coupon-picker';
import { numberFormat } from '../../../lib/intl-cache';

const linkClasses =
  'font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "Conversion: Order", "Signup", or the event's own name. */
function eventWords(record: TrackingEventRecord, sentType: string | undefined): string {
  if (record.eventName === 'Signups') return 'Signup';
  if (record.eventName !== 'conversion') return record.eventName;
  const type = record.type ?? sentType;
  return type && isConversionType(type) ? `Conversion: ${conversionTypeWords[type]}` : 'Conversion';
}

/**
 * The record the service stored, in words. User and transaction ids are shown as stored: the service
 * keeps hashes of them, not what was sent. A `repeat` (a conversion whose transaction id was recorded
 * before) says that the service kept the first record and added nothing.
 */
export function RecordedEvent({
  record,
  sentType,
  repeat = false,
}: {
  record: TrackingEventRecord;
  sentType?: string;
  repeat?: boolean;
}) {
  const campaigns = useQuery(pickerCampaigns());
  const campaign = record.campaignId
    ? campaigns.data?.nodes.find((c) => c.id === record.campaignId)
    : undefined;
  const money =
    record.currency && isCurrencyCode(record.currency.toUpperCase())
      ? formatAmount(record.value, record.currency.toUpperCase())
      : numberFormat().format(record.value);
  const metadata = Object.entries(record.metadata);

  return (
    <Card aria-labelledby="recorded-heading" className="border-emerald-200">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <CardTitle id="recorded-heading">{repeat ? 'Already recorded' : 'Event recorded'}</CardTitle>
          {repeat ? (
            <p className="mt-1 text-sm text-slate-700">
              This order was recorded before, on {formatTimestamp(record.createdAt)}. The service counts each
              transaction id once, so it kept the first record below and added nothing.
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">
            This is what the service stored. It keeps the user id and the transaction id as hashes, not as you
            sent them, so they look different below.
          </p>
          <dl className="mt-3 divide-y divide-slate-100">
            <Row term="Event">{eventWords(record, sentType)}</Row>
            <Row term="Value">{money}</Row>
            {record.discount != null ? (
              <Row term="Discount">
                {record.currency && isCurrencyCode(record.currency.toUpperCase())
                  ? formatAmount(record.discount, record.currency.toUpperCase())
                  : numberFormat().format(record.discount)}
              </Row>
            ) : null}
            {record.currency ? <Row term="Currency">{record.currency}</Row> : null}
            <Row term="Coupon">
              {record.coupon ? <span className="font-mono">{record.coupon}</span> : 'None'}
            </Row>
            <Row term="Campaign">
              {record.campaignId ? (
                <Link to={appPaths.campaign(record.campaignId)} className={linkClasses}>
                  {campaign ? campaign.name : `Campaign ${record.campaignId}`}
                </Link>
              ) : (
                'Not attributed to a campaign'
              )}
            </Row>
            <Row term="Metric id">{record.metricId ?? 'None'}</Row>
            <Row term="Transaction id (hashed)">
              {record.transactionId ? (
                <span className="font-mono text-xs break-all">{record.transactionId}</span>
              ) : (
                'None'
              )}
            </Row>
            <Row term="User id (hashed)">
              {record.userId ? <span className="font-mono text-xs break-all">{record.userId}</span> : 'None'}
            </Row>
            <Row term="Metadata">
              {metadata.length === 0 ? (
                'None'
              ) : (
                <ul className="space-y-0.5">
                  {metadata.map(([k, v]) => (
                    <li key={k}>
                      <span className="font-mono">{k}</span>: {Array.isArray(v) ? v.join(', ') : v}
                    </li>
                  ))}
                </ul>
              )}
            </Row>
            <Row term="Recorded at">{formatTimestamp(record.createdAt)}</Row>
            <Row term="Event id">
              <span className="font-mono">{record.id}</span>
            </Row>
          </dl>
          {record.eventName === 'conversion' ? (
            <p className="mt-3 text-sm">
              <Link to={appRoutes.conversions} className={linkClasses}>
                See it with your other conversions
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
