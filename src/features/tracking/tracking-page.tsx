import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/page-header';
import { currencyOfCountry } from '../../lib/currency';
import { accountQueries } from '../../queries/account-queries';
import { EventComposer } from './components/event-composer';
import { pickerCampaigns } from './components/coupon-picker';
import { useDocumentTitle } from '../../lib/use-document-title';

const PAGE_TITLE = 'Tracking events';

/**
 * Starts the coupon picker's campaign list with the page's code, and waits for the account (its
 * currency is the composer's default); if that cannot be read the page still opens, on USD.
 */
export function createLoader(queryClient: QueryClient) {
  return async () => {
    void queryClient.prefetchQuery(pickerCampaigns());
    await queryClient.ensureQueryData(accountQueries.me()).catch(() => null);
    return null;
  };
}

export function Component() {
  const me = useQuery(accountQueries.me());
  const currency = currencyOfCountry(me.data?.client.country_code);

  useDocumentTitle(PAGE_TITLE);

  return (
    <div>
      <PageHeader
        title={PAGE_TITLE}
        description="Record a signup or a conversion by hand, and get the same request as code so your own systems can send it after every order. Each field is checked as you type, with the service’s rules."
      />
      <EventComposer accountCurrency={currency} />
    </div>
  );
}
