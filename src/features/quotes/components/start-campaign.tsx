import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import type { EddmQuote } from '../../../api/contract/quote';
import { buttonClasses } from '../../../components/ui/button';
import { appPaths } from '../../../lib/app-paths';

/**
 * Starts a direct-mail (EDDM) draft from the quote: the new draft's wizard gets the quote's applied format
 * and volume (a volume below the EDDM minimum was already moved up to it; an omitted format was quoted as
 * SMALL), so it starts from exactly what was priced.
 */
export function StartCampaign({ quote }: { quote: Pick<EddmQuote, 'format' | 'volume'> }) {
  return (
    <Link to={appPaths.directMail(quote)} className={buttonClasses('secondary')}>
      <Rocket className="h-4 w-4" aria-hidden="true" />
      Start a campaign from this quote
    </Link>
  );
}
