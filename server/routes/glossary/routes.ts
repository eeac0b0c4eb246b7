import { endpoints } from '../../../src/api/contract/endpoints';
import { fallbackGlossary, type Glossary } from '../../../src/api/contract/glossary';
import { missionStatusLabelsAll, missionTypeLabelsAll } from '../../domain/mission-codes';
import type { RouteModule } from '../deps';
import { flyerCountries } from '../../domain/flyer-pricing';

const codes = (labels: Record<number, string>) =>
  Object.entries(labels)
    .map(([code, label]) => ({ code: Number(code), label }))
    .sort((a, b) => a.code - b.code);

/**
 * The glossary (path and shape are the sandbox's; the spec lists the read without them): every numeric
 * code the service sends with its label, including the mission codes the spec leaves unshown, and the
 * option lists the dashboard offers.
 */
export const glossaryRoutes: RouteModule = (mount) => {
  const glossary: Glossary = {
    ...fallbackGlossary,
    missionTypes: codes(missionTypeLabelsAll),
    missionStatuses: codes(missionStatusLabelsAll),
    // Exactly the countries the flyer calculator prices, so the dashboard offers no country it refuses.
    flyerCountries: Object.entries(flyerCountries).map(([value, country]) => ({
      value,
      label: country.name,
    })),
  };

  mount(endpoints.glossary, () => glossary);
};
