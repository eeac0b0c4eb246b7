import { Rocket } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { EddmQuote } from '../../../api/contract/quote';
import { buttonClasses } from '../../../components/ui/button';
import { appPaths } from '../../../lib/app-paths';
import { newStartNonce, startDirectMailPath } from '../../../lib/draft-handoff';

/**
 * Starts a direct-mail (EDDM) draft from the quote in one click: the draft is created in the quote's
 * applied format, and its wizard opens on choosing the routes with the quote's volume (a volume below the
 * EDDM minimum was already moved up to it; an omitted format was quoted as SMALL), so it starts from
 * exactly what was priced. Connecting first, when needed, carries on by itself. A new tab opens the
 * channel choice instead.
 */
export function StartCampaign({ quote }: { quote: Pick<EddmQuote, 'format' | 'volume'> }) {
  const navigate = useNavigate();
  const to = appPaths.directMail(quote);
  return (
    <Link
      to={to}
      className={buttonClasses('secondary')}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        const handoff = new URL(to, window.location.origin).searchParams;
        handoff.delete('channel');
        void navigate(startDirectMailPath(handoff, newStartNonce()));
      }}
    >
      <Rocket className="h-4 w-4" aria-hidden="true" />
      Start a campaign from this quote
    </Link>
  );
}
