import { Ban, Hourglass } from 'lucide-react';
import { Card, CardTitle } from '../../../components/ui/card';
import { stageSentence, stageWords, type CampaignStage } from '../../../lib/campaign-stage-words';

/** For a draft in review or a cancelled one: where it stands and what happens next. Nothing otherwise. */
export function StageNoteCard({ stage }: { stage: CampaignStage }) {
  if (stage !== 'inReview' && stage !== 'cancelled') return null;
  const Icon = stage === 'inReview' ? Hourglass : Ban;
  return (
    <Card aria-labelledby="campaign-stage" className="lg:col-span-2">
      <CardTitle id="campaign-stage" className="flex items-center gap-2">
        <Icon className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        {stageWords[stage]}
      </CardTitle>
      <p
        className={
          stage === 'inReview'
            ? 'mt-2 rounded-md bg-indigo-50 p-3 text-sm text-indigo-900'
            : 'mt-2 rounded-md bg-slate-100 p-3 text-sm text-slate-800'
        }
        data-testid="stage-note"
      >
        {stageSentence(stage)}
      </p>
    </Card>
  );
}
