import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from './ui/badge';

/**
 * Whether a template meets the postal service's rules, in words and an icon (not colour alone): one
 * wording wherever templates are shown, the library's gallery and the design step alike.
 */
export function PostalBadge({ compliant }: { compliant: boolean }) {
  return compliant ? (
    <Badge tone="success" className="gap-1">
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Postal-compliant
    </Badge>
  ) : (
    <Badge tone="warning" className="gap-1 text-amber-900 ring-amber-300">
      <ShieldAlert className="h-3.5 w-3.5" aria-hidden="true" />
      Not postal-compliant
    </Badge>
  );
}
