import { useQuery } from '@tanstack/react-query';
import { eddmFormats, type EddmFormat, type EddmQuoteRequest } from '../../../api/contract/quote';
import { CalculatorFrame, quoteRefusal } from './calculator-frame';
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
  const refusal = quoteRefusal(request !== null, quote, ['volume', 'format'] as const);

  const submit = (next: EddmQuoteRequest) => {
    markSubmitted(scenarioKey({ kind: 'eddm', ...next }));
    onQuote(next);
  };
  const onSuggestion = (field: string, value: string) => {
    if (request && field === 'format' && isFormat(value)) onQuote({ ...request, format: value });
  };
  const added = request ? scenarios.some((s) => scenarioKey(s) === urlKey) : false;

  return (
    <div className="space-y-6">
      <CalculatorFrame
        id="eddm"
        title="Direct mail (EDDM)"
        intro="Every Door Direct Mail: one piece to every address on the postal routes you choose."
        form={
          <EddmForm
            key={formKey}
            initial={request}
            onSubmit={submit}
            refusal={refusal}
            busy={request !== null && quote.isFetching}
          />
        }
        request={request}
        quote={quote}
        emptyDescription="Enter how many pieces to mail and pick a format. Quotes save nothing and need no campaign."
      >
        {(data, asked) => (
          <EddmResult
            quote={data}
            request={asked}
            onSuggestion={onSuggestion}
            onAdd={() => onAddScenarios([{ kind: 'eddm', ...asked }])}
            added={added}
            onCompareFormats={() =>
              onAddScenarios(eddmFormats.map((format) => ({ kind: 'eddm', volume: asked.volume, format })))
            }
            comparisonFull={comparisonFull}
            busy={quote.isFetching}
          />
        )}
      </CalculatorFrame>
      <TierPanel quote={quote.data && request ? quote.data : undefined} />
    </div>
  );
}
