import { Rocket } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EddmQuote } from '../../../api/contract/quote';
import { buttonClasses } from '../../../components/ui/button';
import { appPaths } from '../../../lib/app-paths';
import {
  newStartNonce,
  quoteHandoff,
  startDirectMailPath,
  startDraftPath,
  streetChoiceOf,
} from '../../../lib/draft-handoff';

/**
 * A link that starts a draft in one click: the click makes a nonce (each click one draft) and opens the
 * new-campaign page with it, which creates the draft by itself (connecting first when needed, then going
 * on). Opened in a new tab (or with a modifier key), it opens the channel choice with what the draft
 * would start from instead.
 */
function StartLink({
  to,
  start,
  label,
  ariaLabel,
  size = 'md',
}: {
  to: string;
  start: (nonce: string) => string;
  label: string;
  ariaLabel?: string;
  size?: 'sm' | 'md';
}) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void navigate(start(newStartNonce()));
  };
  return (
    <Link to={to} className={buttonClasses('secondary', size)} aria-label={ariaLabel} onClick={onClick}>
      <Rocket className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * Starts a direct-mail (EDDM) draft from the quote in one click, whole: the draft is created in the
 * quote's applied format, the quote's pieces become its target (its figures say the quote's price "from
 * your quote" until routes are chosen, and the routes step opens with "Fill to" at that number), and its
 * wizard opens on choosing the routes. A volume below the EDDM minimum was already moved up to it, and an
 * omitted format was quoted as SMALL, so it starts from exactly what was priced.
 */
export function StartCampaign({
  quote,
  label = 'Start a campaign from this quote',
  ariaLabel,
  size,
}: {
  quote: Pick<EddmQuote, 'format' | 'volume'>;
  label?: string;
  /** The link's name when several are on the page (a comparison's cards). */
  ariaLabel?: string;
  size?: 'sm' | 'md';
}) {
  const handoff = quoteHandoff(quote);
  return (
    <StartLink
      to={appPaths.directMail(quote)}
      start={(nonce) => startDirectMailPath(handoff, nonce)}
      label={label}
      ariaLabel={ariaLabel}
      size={size}
    />
  );
}

/**
 * Starts a street draft from a flyer quote in one click: hand-to-hand, or letterbox when the quote is for
 * letterboxes. The cities, pieces and flyer are chosen in the wizard.
 */
export function StartStreetCampaign({
  channel,
  label,
  ariaLabel,
  size,
}: {
  channel: string | undefined;
  label: string;
  ariaLabel?: string;
  size?: 'sm' | 'md';
}) {
  const choice = streetChoiceOf(channel);
  return (
    <StartLink
      to={appPaths.newCampaign(choice)}
      start={(nonce) => startDraftPath(choice, new URLSearchParams(), nonce)}
      label={label}
      ariaLabel={ariaLabel}
      size={size}
    />
  );
}
