import { Badge } from '../../../components/ui/badge';
import { knownStatus, statusText } from '../library-labels';

/** A known status as a coloured badge with its word; an unknown one as plain text, in words. */
export function LibraryStatusBadge({ status }: { status: string }) {
  const known = knownStatus(status);
  if (!known) return <span className="text-sm text-slate-700">{statusText(status)}</span>;
  return <Badge tone={known.tone}>{known.label}</Badge>;
}
