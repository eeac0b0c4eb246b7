import type { UseQueryResult } from '@tanstack/react-query';
import { quoteRefusal } from './components/calculator-frame';
import { scenarioKey, type Scenario } from './quote-url';
import { useFormKey } from './use-form-key';

/** What a calculator's form is given: the URL's request, its submit, the service's refusal and busy. */
export type QuoteFormBinding<TRequest, F extends string> = {
  initial: TRequest | null;
  onSubmit: (request: TRequest) => void;
  refusal: { message: string; field: F | undefined } | null;
  busy: boolean;
};

type Options<TRequest, F extends string> = {
  /** The request in the URL (what was last asked), or null before the first quote. */
  request: TRequest | null;
  /** The request as a comparison scenario (its kind added). */
  toScenario: (request: TRequest) => Scenario;
  /** The quote of `request`. */
  quote: UseQueryResult<unknown>;
  /** The form's fields a refusal may name. */
  fields: readonly F[];
  onQuote: (request: TRequest) => void;
  scenarios: readonly Scenario[];
};

/**
 * The state a calculator shares between its form and its result: the form's key (see `useFormKey`), what
 * the form is given, and whether the asked quote is already in the comparison.
 */
export function useScenarioForm<TRequest, F extends string>({
  request,
  toScenario,
  quote,
  fields,
  onQuote,
  scenarios,
}: Options<TRequest, F>) {
  const urlKey = request ? scenarioKey(toScenario(request)) : '';
  const { formKey, markSubmitted } = useFormKey(urlKey);
  const form: QuoteFormBinding<TRequest, F> = {
    initial: request,
    onSubmit: (next) => {
      markSubmitted(scenarioKey(toScenario(next)));
      onQuote(next);
    },
    refusal: quoteRefusal(request !== null, quote, fields),
    busy: request !== null && quote.isFetching,
  };
  const added = request ? scenarios.some((s) => scenarioKey(s) === urlKey) : false;
  return { formKey, form, added };
}
