import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { accountQueries } from '../../queries/account-queries';
import { quoteQueries } from '../../queries/quote-queries';
import { ComparisonTable } from './components/comparison-table';
import { EddmCalculator } from './components/eddm-calculator';
import { FlyerCalculator } from './components/flyer-calculator';
import { countryName, defaultQuoteTab, eddmAvailableIn } from './quote-labels';
import {
  addScenarios,
  MAX_SCENARIOS,
  readQuoteSearch,
  removeScenario,
  writeQuoteSearch,
  type QuoteTab,
} from './quote-url';

/**
 * Starts the quotes in the URL with the page's code. The account (its country is the flyer calculator's
 * default) is usually cached since sign-in; if it cannot be read the page still opens, on US.
 */
export function createLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = readQuoteSearch(new URL(request.url).searchParams);
    if (search.eddm) void queryClient.prefetchQuery(quoteQueries.eddm(search.eddm));
    if (search.flyer) void queryClient.prefetchQuery(quoteQueries.flyer(search.flyer));
    await queryClient.ensureQueryData(accountQueries.me()).catch(() => null);
    return null;
  };
}

const tabLabels: Record<QuoteTab, string> = { eddm: 'Direct mail (EDDM)', flyer: 'Flyer distribution' };

export function Component() {
  const [search, update] = useUrlState({ read: readQuoteSearch, write: writeQuoteSearch });
  const me = useQuery(accountQueries.me());
  const defaultCountryId = me.data?.client.country_id ?? 'US';
  const eddmOffered = eddmAvailableIn(defaultCountryId);
  const defaultTab = defaultQuoteTab(defaultCountryId);
  const tab = search.tab ?? defaultTab;
  // The account's own calculator first: EDDM mails US addresses only.
  const tabs: QuoteTab[] = defaultTab === 'eddm' ? ['eddm', 'flyer'] : ['flyer', 'eddm'];
  const full = search.scenarios.length >= MAX_SCENARIOS;
  const onAddScenarios = (added: Parameters<typeof addScenarios>[1]) =>
    update((s) => ({ ...s, scenarios: addScenarios(s.scenarios, added) }));
  useDocumentTitle(tab === defaultTab ? undefined : tabLabels[tab], 'Quotes');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Quotes"
        description="Price a campaign before you build it: quotes save nothing and need no campaign. Compare formats, volumes and cities side by side."
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <Tabs.Root
          value={tab}
          onValueChange={(next) =>
            update((s) => ({ ...s, tab: next === defaultTab ? null : next === 'flyer' ? 'flyer' : 'eddm' }))
          }
          activationMode="manual"
          className="@container min-w-0"
        >
          <Tabs.List aria-label="Calculators" className="mb-4 flex gap-1 border-b border-slate-200">
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t}
                value={t}
                className={cn(
                  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 sm:px-4',
                  'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
                  focusRing,
                )}
              >
                {tabLabels[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="eddm" className="outline-none">
            {eddmOffered ? null : (
              <p className="mb-4 rounded-md bg-sky-50 p-3 text-sm text-sky-950">
                Every Door Direct Mail is a US Postal Service product: it mails US addresses only, in US
                dollars. For {countryName(defaultCountryId)}, use flyer distribution.
              </p>
            )}
            <EddmCalculator
              request={search.eddm}
              onQuote={(eddm) => update((s) => ({ ...s, eddm }))}
              scenarios={search.scenarios}
              onAddScenarios={onAddScenarios}
              comparisonFull={full}
            />
          </Tabs.Content>
          <Tabs.Content value="flyer" className="outline-none">
            <FlyerCalculator
              request={search.flyer}
              defaultCountryId={defaultCountryId}
              onQuote={(flyer) => update((s) => ({ ...s, flyer }))}
              scenarios={search.scenarios}
              onAddScenarios={onAddScenarios}
              comparisonFull={full}
            />
          </Tabs.Content>
        </Tabs.Root>
        <div className="min-w-0 xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:overflow-y-auto">
          <ComparisonTable
            scenarios={search.scenarios}
            onRemove={(key) => update((s) => ({ ...s, scenarios: removeScenario(s.scenarios, key) }))}
            onClear={() => update((s) => ({ ...s, scenarios: [] }))}
          />
        </div>
      </div>
    </div>
  );
}
