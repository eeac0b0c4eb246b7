import { useQuery } from '@tanstack/react-query';
import type { FlyerQuoteRequest } from '../../../api/contract/quote';
import { CalculatorFrame } from './calculator-frame';
import { quoteQueries } from '../../../queries/quote-queries';
import type { Scenario } from '../quote-url';
import { useScenarioForm } from '../use-scenario-form';
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
  const quote = useQuery({ ...quoteQueries.flyer(request ?? placeholder), enabled: request !== null });
  const { formKey, form, added } = useScenarioForm({
    request,
    toScenario: (r) => ({ kind: 'flyer', ...r }),
    quote,
    fields: flyerFormFields,
    onQuote,
    scenarios,
  });
  /** A suggested city (or channel) quotes again with it; the form then shows it. */
  const onSuggestion = (field: string, value: string) => {
    if (!request) return;
    if (field === 'city') onQuote({ ...request, city: value });
    else if (field === 'channel') onQuote({ ...request, channel: value });
  };

  return (
    <CalculatorFrame
      id="flyer"
      title="Flyer distribution"
      intro="Flyers handed out in the street or dropped in letterboxes, priced per flyer."
      form={<FlyerForm key={formKey} defaultCountryId={defaultCountryId} {...form} />}
      request={request}
      quote={quote}
      emptyDescription="Choose the country, flyer and quantity. Add a city for its own rate where there is one."
    >
      {(data, asked) => (
        <FlyerResult
          quote={data}
          request={asked}
          onSuggestion={onSuggestion}
          onAdd={() => onAddScenarios([{ kind: 'flyer', ...asked }])}
          added={added}
          comparisonFull={comparisonFull}
          busy={quote.isFetching}
        />
      )}
    </CalculatorFrame>
  );
}
