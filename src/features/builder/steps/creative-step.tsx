/**
 * The design: one of the client's own designs or a template of the shared gallery (with its postal-rules
 * badge), together in one view with no tab to switch: those that fit the draft first (your designs, then
 * the templates), the others behind one button, each saying why it cannot be used (`designFit`) and out
 * of reach. Choosing a card saves it at once and shows it as the chosen one, larger, with what it is
 * printed (and priced) as. A refusal (the service checks fitness too) is said next to the cards, and the
 * step keeps its state. The search, format and page are in the step's address (`q`, `format`, `page`),
 * and so is the choice once saved (`design` or `template`). A draft resumed later (no choice in the
 * address) shows the design it has from the campaign's artwork: the service keeps the chosen creative as
 * the campaign's flyer. Continue stays in reach below a long gallery (the step's actions row sticks to
 * the bottom of the screen).
 *
 * Its parts: creative/design-card (cards, previews, badges), creative/design-gallery (the search and the
 * cards), creative/chosen-panel.
 */
import { useId, useState } from 'react';
import type { SetCreativeRequest } from '../../../api/contract/builder';
import { readFieldProblems } from '../../../api/contract/describe-issues';
import { designUnfitReasons, designUnfitText } from '../../../api/contract/print-format';
import { Button } from '../../../components/ui/button';
import { campaignMutations } from '../../../queries/campaign-mutations';
import type { StepProps } from '../step-props';
import { fitSubtypeOf } from '../design-fitness';
import { ChosenPanel, type Chosen } from './creative/chosen-panel';
import type { CardChoice } from './creative/design-card';
import { DesignGallery } from './creative/design-gallery';
import { FieldMessage, PrimaryLabel, SaveStatus, StepActions, StepFrame, useStepSave } from './step-kit';

const TITLE = 'Choose your design';
const DESCRIPTION =
  'Use one of your own designs, or start from a template of the gallery. Those that fit this campaign come first. Your choice is saved as soon as you pick it.';

/**
 * A refusal in words. The service's fitness refusal names the draft by its codes (`… cannot serve this
 * ADM+EDDM draft: it is a street piece …`) and ends with the contract's reason (`designUnfitText`): the
 * reason is kept, the codes are not.
 */
function refusalWords(message: string): string {
  for (const { rule } of readFieldProblems(message).problems) {
    const reason = designUnfitReasons.find((r) => rule.endsWith(designUnfitText[r]));
    if (reason) return `This design cannot be used for this campaign: ${designUnfitText[reason]}.`;
  }
  return message;
}

export function CreativeStep({ campaignId, status, wizard, search, setSearch, onContinue }: StepProps) {
  const subtype = fitSubtypeOf(status.subtype, wizard.flavour);
  const save = useStepSave(campaignMutations.creative(campaignId), onContinue);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const errorId = useId();

  const pending = save.pending ? (save.mutation.variables as SetCreativeRequest | undefined) : undefined;
  const refused =
    save.error && (save.error.field === 'designId' || save.error.field === 'templateId')
      ? refusalWords(save.error.message)
      : undefined;

  const choose = (next: Chosen) => {
    const body: SetCreativeRequest =
      next.kind === 'design' ? { designId: next.item.id } : { templateId: next.item.id };
    save.save(body, {
      onSaved: () => {
        setChosen(next);
        setSearch(
          next.kind === 'design'
            ? { design: next.item.id, template: null }
            : { template: next.item.id, design: null },
        );
      },
    });
  };
  const choiceOf = (kind: Chosen['kind']): CardChoice => ({
    chosenId: chosen ? (chosen.kind === kind ? chosen.item.id : null) : search.get(kind),
    savingId: kind === 'design' ? pending?.designId : pending?.templateId,
    disabled: save.pending || !wizard.editable,
    describedBy: refused ? errorId : undefined,
  });

  return (
    <StepFrame id="creative" title={TITLE} description={DESCRIPTION}>
      <ChosenPanel
        campaignId={campaignId}
        status={status}
        subtype={subtype}
        search={search}
        chosen={chosen}
      />
      <FieldMessage id={errorId}>{refused}</FieldMessage>
      <DesignGallery
        subtype={subtype}
        search={search}
        setSearch={setSearch}
        designChoice={choiceOf('design')}
        templateChoice={choiceOf('template')}
        onChooseDesign={(item) => choose({ kind: 'design', item })}
        onChooseTemplate={(item) => choose({ kind: 'template', item })}
      />
      <StepActions
        status={
          <SaveStatus
            save={save}
            savingText="Saving your choice…"
            savedText="Your choice is saved."
            shownAtField={!!refused}
          />
        }
      >
        <Button onClick={onContinue} disabled={save.pending}>
          <PrimaryLabel pending={save.pending} label="Continue" />
        </Button>
      </StepActions>
    </StepFrame>
  );
}
