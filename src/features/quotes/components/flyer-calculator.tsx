import { useQuery } from '@tanstack/react-query';
import type { FlyerQuoteRequest } from '../../../api/contract/quote';
import { isApiError } from '../../../api/http-errors';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { refusedField } from '../adjustment-text';
import { quoteQueries } from '../../../queries/quote-queries';
import { scenarioKey, type Scenario } from '../quote-url';
import { useFormKey } from '../use-form-key';
import { flyerFormFields, FlyerForm } from './flyer-form';
import { FlyerResult } from './flyer-result';

type Props = {
  request: FlyerQuoteRequest | null;
  defaultCountryId: string;
  onQuote: (request: FlyerQuoteRequest) => void;
  scenarios: readonly Scenario[];
  onAddScenarios: (added: Scenario[]) => void;
  comparisonFull: boolean;
};

const placeholder: FlyerQuoteRequest = {
  countryId: 'US',
  flyerSize: 'A6',
  flyerThickness: '135gsm',
  flyerQuantity: 1,
};

export function FlyerCalculator({
  request,
  defaultCountryId,
  onQuote,
  scenarios,
  onAddScenarios,
  comparisonFull,
}: Props) {
  const urlKey = request ? scenarioKey({ kind: 'flyer', ...request }) : '';
  const { formKey, markSubmitted } = useFormKey(urlKey);
  const quote = useQuery({ ...quoteQueries.flyer(request ?? placeholder), enabled: request !== null });
  const refusal =
    request && quote.isError && isApiError(quote.error) && quote.error.kind === 'invalid'
      ? { message: quote.error.message, field: refusedField(quote.error.message, flyerFormFields) }
      : null;

  const submit = (next: FlyerQuoteRequest) => {
    markSubmitted(scenarioKey({ kind: 'flyer', ...next }));
    onQuote(next);
  };
  /** A suggested city (or channel) quotes again with it; the form then shows it. */
  const onSuggestion = (field: string, value: string) => {
    if (!request) return;
    if (field === 'city') onQuote({ ...request, city: value });
    else if (field === 'channel') onQuote({ ...request, channel: value });
  };
  const added = request ? scenarios.some((s) => scenarioKey(s) === urlKey) : false;

  let result;
  if (!request) {
    result = (
      <EmptyState
        title="No quote yet"
        description="Choose the country, flyer and quantity. Add a city for its own rate where there is one."
      />
    );
  } else if (quote.isPending) {
    result = (
      <div className="space-y-3">
        <LoadingStatus label="Getting your quote…" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (quote.isError) {
    result = (
      <QueryErrorState
        error={quote.error}
        what="this quote"
        onRetry={() => void quote.refetch()}
        retrying={quote.isFetching}
      />
    );
  } else {
    result = (
      <FlyerResult
        quote={quote.data}
        request={request}
        onSuggestion={onSuggestion}
        onAdd={() => onAddScenarios([{ kind: 'flyer', ...request }])}
        added={added}
        comparisonFull={comparisonFull}
        busy={quote.isFetching}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6 @2xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <Card aria-labelledby="flyer-form-title">
        <CardTitle id="flyer-form-title">Flyer distribution</CardTitle>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Flyers handed out in the street or dropped in letterboxes, priced per flyer.
        </p>
        <FlyerForm
          key={formKey}
          initial={request}
          defaultCountryId={defaultCountryId}
          onSubmit={submit}
          refusal={refusal}
          busy={request !== null && quote.isFetching}
        />
      </Card>
      <Card aria-labelledby="flyer-result-title">
        <CardTitle id="flyer-result-title" className="mb-4">
          Quote
        </CardTitle>
        {result}
      </Card>
    </div>
  );
}
