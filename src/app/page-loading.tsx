import { LoadingFrame } from './loading-frame';
import { useServiceTrouble, troubleMessages } from './service-status';

/**
 * Shown while a page's code or data arrives, with a line that says the service is still being tried once
 * a read has failed or waited two seconds.
 */
export function PageLoading({
  label = 'Loading…',
  announceTrouble = true,
}: {
  label?: string;
  /** False where the layout's banner already says it. */
  announceTrouble?: boolean;
}) {
  const seen = useServiceTrouble();
  const trouble = announceTrouble ? seen : null;
  return <LoadingFrame status={trouble ? troubleMessages[trouble] : label} alert={!!trouble} />;
}
