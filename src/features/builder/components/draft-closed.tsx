/**
 * What the wizard shows for a draft that is no longer being built: "In review" with what was submitted
 * (its pieces, price and launch date, as creation status and the campaign say them) and what happens next
 * (after "Submit for review", or opening the wizard of a submitted draft), "Cancelled" (with a
 * confirmation right after cancelling), or a campaign that is no longer a draft.
 */
import { CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreationStatus } from '../../../api/contract/creation-status';
import { Card } from '../../../components/ui/card';
import { appPaths } from '../../../lib/app-paths';
import { longDate } from '../builder-words';
import type { DraftFlavour } from '../wizard-model';
import { useDraftFigures } from './draft-figures';

type ClosedStage = 'inReview' | 'cancelled' | 'other';

/** The stage of a draft no longer being built, from creation status's internal status. */
export function closedStageOf(internalStatus: string): ClosedStage {
  if (internalStatus === 'IN_REVIEW') return 'inReview';
  if (internalStatus === 'CANCELLED') return 'cancelled';
  return 'other';
}

/** A draft in review or cancelled: its stage as the card's title, what it means, a way to the campaign. */
function ClosedCard({
  icon,
  title,
  seeCampaign,
  children,
}: {
  icon: ReactNode;
  title: string;
  seeCampaign: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby="draft-closed-title" className="flex items-start gap-3">
      {icon}
      <div className="min-w-0">
        <h3 id="draft-closed-title" className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {children}
        <p className="mt-3 text-sm">{seeCampaign}</p>
      </div>
    </Card>
  );
}

/** What a submitted draft holds: what the wizard read last, and its launch date as the campaign says it. */
export type Submitted = {
  status: Pick<CreationStatus, 'quote' | 'campaignId'>;
  flavour: DraftFlavour;
  startDate: string | null;
};

/** "4,540 pieces, $1,861.40 in all, launching Monday, March 2, 2026." */
function SubmittedFigures({ status, flavour, startDate }: Submitted) {
  const { figures, amountsReady } = useDraftFigures(status, flavour);
  const parts = [
    figures.pieces > 0 ? figures.piecesText : null,
    figures.totalText && amountsReady ? `${figures.totalText} in all` : null,
    startDate ? `launching ${longDate(startDate)}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span data-testid="submitted-figures">{parts.join(', ')}.</span>;
}

export function DraftClosed({
  campaignId,
  stage,
  justNow = false,
  submitted,
}: {
  campaignId: string;
  stage: ClosedStage;
  /** The user has just submitted or cancelled it (a confirmation, announced). */
  justNow?: boolean;
  /** What was submitted, repeated in the "In review" card. */
  submitted?: Submitted;
}) {
  const seeCampaign = (
    <Link to={appPaths.campaign(campaignId)} className="text-indigo-700 underline">
      See the campaign
    </Link>
  );
  if (stage === 'inReview') {
    return (
      <ClosedCard
        icon={<CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />}
        title="In review"
        seeCampaign={seeCampaign}
      >
        <p role={justNow ? 'status' : undefined} className="mt-1 text-sm text-slate-700">
          {justNow
            ? 'Your campaign was submitted for review.'
            : 'This campaign was submitted and is in review.'}{' '}
          {submitted ? <SubmittedFigures {...submitted} /> : null} Nothing has been charged, printed or
          mailed.
        </p>
        <h4 className="mt-3 text-sm font-semibold text-slate-900">What happens next</h4>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>A reviewer checks your campaign before anything is printed or mailed.</li>
          <li>Once it is approved, printing starts in time for your launch date.</li>
          <li>It can no longer be changed here while it is in review.</li>
        </ol>
      </ClosedCard>
    );
  }
  if (stage === 'cancelled') {
    return (
      <ClosedCard
        icon={<XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />}
        title="Cancelled"
        seeCampaign={seeCampaign}
      >
        <p role={justNow ? 'status' : undefined} className="mt-1 text-sm text-slate-700">
          {justNow ? 'Your draft was cancelled.' : 'This draft was cancelled.'} Nothing was charged, printed
          or mailed, and nothing is scheduled. It can no longer be changed or submitted.
        </p>
      </ClosedCard>
    );
  }
  return (
    <Card className="flex items-start gap-3">
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" aria-hidden="true" />
      <div>
        <p className="font-medium text-slate-900">This campaign is no longer a draft.</p>
        <p className="mt-1 text-sm text-slate-600">It can no longer be changed here. {seeCampaign}</p>
      </div>
    </Card>
  );
}
