import { useQuery } from '@tanstack/react-query';
import { eddmFormats, type EddmFormat, type EddmQuoteRequest } from '../../../api/contract/quote';
import { isApiError } from '../../../api/http-errors';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { refusedField } from '../adjustment-text';
import { quoteQueries } from '../../../queries/quote-queries';
import { scenarioKey, type Scenario } from '../quote-url';
import { useFormKey } from '../use-form-key';
import { EddmForm } from './eddm-form';
import { EddmResult } from './eddm-result';
import { TierPanel } from './tier-panel';

type Props = {
  /** The quote in the URL (what was last asked), or null before the first quote. */
  request: EddmQuoteRequest | null;
  onQuote: (request: EddmQuoteRequest) => void;
  scenarios: readonly Scenario[];
  onAddScenarios: (added: Scenario[]) => void;
  comparisonFull: boolean;
};

const isFormat = (v: string): v is EddmFormat => (eddmFormats as readonly string[]).includes(v);

export function EddmCalculator({ request, onQuote, scenarios, onAddScenarios, comparisonFull }: Props) {
  const urlKey = request ? scenarioKey({ kind: 'eddm', ...request }) : '';
  const { formKey, markSubmitted } = useFormKey(urlKey);
  const quote = useQuery({ ...quoteQueries.eddm(request ?? { volume: 1 }), enabled: request !== null });
  const refusal =
    request && quote.isError && isApiError(quote.error) && quote.error.kind === 'invalid'
      ? {
          message: quote.error.message,
          field: refusedField(quote.error.message, ['volume', 'format'] as const),
        }
      : null;

  const submit = (next: EddmQuoteRequest) => {
    markSubmitted(scenarioKey({ kind: 'eddm', ...next }));
    onQuote(next);
  };
  const onSuggestion = (field: string, value: string) => {
    if (request && field === 'format' && isFormat(value)) onQuote({ ...request, format: value });
  };
  const added = request ? scenarios.some((s) => scenarioKey(s) === urlKey) : false;

  let result;
  if (!request) {
    result = (
      <EmptyState
        title="No quote yet"
        description="Enter how many pieces to mail and pick a format. Quotes save nothing and need no campaign."
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
      <EddmResult
        quote={quote.data}
        request={request}
        onSuggestion={onSuggestion}
        onAdd={() => onAddScenarios([{ kind: 'eddm', ...request }])}
        added={added}
        onCompareFormats={() =>
          onAddScenarios(eddmFormats.map((format) => ({ kind: 'eddm', volume: request.volume, format })))
        }
        comparisonFull={comparisonFull}
        busy={quote.isFetching}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 @2xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <Card aria-labelledby="eddm-form-title">
          <CardTitle id="eddm-form-title">Direct mail (EDDM)</CardTitle>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            Every Door Direct Mail: one piece to every address on the postal routes you choose.
          </p>
          <EddmForm
            key={formKey}
            initial={request}
            onSubmit={submit}
            refusal={refusal}
            busy={request !== null && quote.isFetching}
          />
        </Card>
        <Card aria-labelledby="eddm-result-title">
          <CardTitle id="eddm-result-title" className="mb-4">
            Quote
          </CardTitle>
          {result}
        </Card>
      </div>
      <TierPanel quote={quote.data && request ? quote.data : undefined} />
    </div>
  );
}
