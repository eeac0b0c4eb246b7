import { Rocket } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { EddmQuote } from '../../../api/contract/quote';
import { Button, buttonClasses } from '../../../components/ui/button';
import { appPaths } from '../../../lib/app-paths';
import { builderAvailable } from '../builder-handoff';

/**
 * Hands the quote's format and volume to the direct-mail builder. While the builder is not available the
 * button is disabled and says so; nothing pretends to start a campaign.
 */
export function StartCampaign({ quote }: { quote: Pick<EddmQuote, 'format' | 'volume'> }) {
  const id = useId();
  if (builderAvailable()) {
    return (
      <Link to={appPaths.directMail(quote)} className={buttonClasses('secondary')}>
        <Rocket className="h-4 w-4" aria-hidden="true" />
        Start a campaign from this quote
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" disabled aria-describedby={`${id}-why`}>
        <Rocket className="h-4 w-4" aria-hidden="true" />
        Start a campaign from this quote
      </Button>
      <p id={`${id}-why`} className="text-xs text-slate-500">
        The direct-mail builder is coming. It will start from this format and volume.
      </p>
    </div>
  );
}
