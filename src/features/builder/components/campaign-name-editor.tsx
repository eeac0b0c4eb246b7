import { useMutation } from '@tanstack/react-query';
import { Check, Loader2, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { campaignNameSchema } from '../../../api/contract/builder';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { campaignMutations } from '../../../queries/campaign-mutations';
import { describeSaveError } from '../save-feedback';

/** The draft's name as the page heading, renamed in place (Enter saves, Escape cancels). */
export function CampaignNameEditor({
  campaignId,
  name,
  editable,
}: {
  campaignId: string;
  name: string;
  editable: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const rename = useMutation(campaignMutations.rename(campaignId));
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Renaming starts in the field, with its text selected.
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const start = () => {
    setText(name);
    setProblem(null);
    setSaved(false);
    setEditing(true);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = campaignNameSchema.safeParse(text);
    if (!checked.success) {
      setProblem(
        text.trim() === '' ? 'Give the campaign a name.' : 'A name can be at most 120 characters long.',
      );
      return;
    }
    if (checked.data === name) {
      setEditing(false);
      return;
    }
    setProblem(null);
    rename.mutate(checked.data, {
      onSuccess: () => {
        setEditing(false);
        setSaved(true);
      },
      onError: (err) => setProblem(describeSaveError(err).message),
    });
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{name}</h1>
        {editable ? (
          <Button variant="ghost" size="sm" onClick={start}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Rename
          </Button>
        ) : null}
        <span role="status" className="text-sm text-emerald-800">
          {saved ? (
            <>
              <Check className="inline h-4 w-4" aria-hidden="true" /> Name saved
            </>
          ) : null}
        </span>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2" aria-label="Rename the campaign">
      <h1 className="sr-only">{name}</h1>
      <div className="min-w-0 flex-1 basis-64">
        <label className="sr-only" htmlFor={`${errorId}-name`}>
          Campaign name
        </label>
        <Input
          id={`${errorId}-name`}
          value={text}
          ref={input}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={rename.isPending}>
        {rename.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {rename.isPending ? 'Saving…' : 'Save name'}
      </Button>
      <Button variant="secondary" onClick={() => setEditing(false)} disabled={rename.isPending}>
        Cancel
      </Button>
    </form>
  );
}
