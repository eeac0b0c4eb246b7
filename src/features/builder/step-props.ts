import type { Campaign } from '../../api/contract/campaign';
import type { CreationStatus } from '../../api/contract/creation-status';
import type { StepId, Wizard } from './wizard-model';

/** What every step of the wizard receives from the wizard page. */
export type StepProps = {
  campaignId: string;
  campaign: Campaign;
  /** Creation status as last read (it is read again after every save). */
  status: CreationStatus;
  wizard: Wizard;
  /** The step's own state in the address (kept across reloads), and a way to change it (replace). */
  search: URLSearchParams;
  setSearch: (patch: Record<string, string | null>) => void;
  /** After a successful save: go on to the next step. */
  onContinue: () => void;
  /** Open another step (a missing item's link). */
  goTo: (step: StepId) => void;
};
