import { useQuery } from '@tanstack/react-query';
import { eddmFormats, type EddmFormat, type EddmQuoteRequest } from '../../../api/contract/quote';
import { CalculatorFrame } from './calculator-frame';
import { quoteQueries } from '../../../queries/quote-queries';
import type { Scenario } from '../quote-url';
import { useScenarioForm } from '../use-scenario-form';
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
  const quote = useQuery({ ...quoteQueries.eddm(request ?? { volume: 1 }), enabled: request !== null });
  const { formKey, form, added } = useScenarioForm({
    request,
    toScenario: (r) => ({ kind: 'eddm', ...r }),
    quote,
    fields: ['volume', 'format'] as const,
    onQuote,
    scenarios,
  });
  const onSuggestion = (field: string, value: string) => {
    if (request && field === 'format' && isFormat(value)) onQuote({ ...request, format: value });
  };

  return (
    <div className="space-y-6">
      <CalculatorFrame
        id="eddm"
        title="Direct mail (EDDM)"
        intro="Every Door Direct Mail: one piece to every address on the postal routes you choose."
        form={<EddmForm key={formKey} {...form} />}
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
