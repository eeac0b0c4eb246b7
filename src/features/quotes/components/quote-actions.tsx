import { Calculator, Loader2, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** A calculator form's submit button; spins while the quote is on its way. */
export function GetQuoteButton({ busy }: { busy?: boolean }) {
  return (
    <Button type="submit" aria-busy={busy || undefined}>
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Calculator className="h-4 w-4" aria-hidden="true" />
      )}
      Get quote
    </Button>
  );
}

/** Whether the service quoted what was asked, or adjusted it (the notes below the figures say how). */
export function QuotedAsAsked({ complete }: { complete: boolean }) {
  return complete ? (
    <Badge tone="success">Quoted as asked</Badge>
  ) : (
    <Badge tone="warning">Adjusted: see the notes below</Badge>
  );
}

/** What adding a quote to the comparison needs. */
export type ComparisonActions = {
  onAdd: () => void;
  /** Whether this request is already in the comparison. */
  added: boolean;
  comparisonFull: boolean;
};

/** Adds the quote to the comparison (once; not when the comparison is full). */
export function AddToComparison({ onAdd, added, comparisonFull }: ComparisonActions) {
  return (
    <Button onClick={onAdd} disabled={added || comparisonFull}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {added ? 'In the comparison' : 'Add to comparison'}
    </Button>
  );
}
