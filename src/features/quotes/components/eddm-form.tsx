import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../api/contract/zod';
import { eddmFormatText } from '../../../api/contract/print-format';
import {
  eddmCampaignDefaultFormat,
  eddmFormats,
  eddmFormatSchema,
  eddmQuoteRequestSchema,
  type EddmQuoteRequest,
} from '../../../api/contract/quote';
import { FieldError, Input, Label, NativeSelect } from '../../../components/ui/input';
import { sentence } from '../form-text';
import { GetQuoteButton } from './quote-actions';

/**
 * The form's values: the contract's request, with the format select's "not specified" option ('') for
 * a request without a format.
 */
const eddmFormSchema = z.pipe(
  z.object({
    volume: z.pipe(
      z.number({ error: 'Enter the number of pieces to mail' }),
      eddmQuoteRequestSchema.shape.volume,
    ),
    format: z.union([eddmFormatSchema, z.literal('')]),
  }),
  z.transform(({ volume, format }): EddmQuoteRequest => (format === '' ? { volume } : { volume, format })),
);

type Props = {
  initial: EddmQuoteRequest | null;
  onSubmit: (request: EddmQuoteRequest) => void;
  /** The service's refusal of the last request, shown at the field it names. */
  refusal?: { field?: 'volume' | 'format'; message: string } | null;
  busy?: boolean;
};

export function EddmForm({ initial, onSubmit, refusal, busy }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof eddmFormSchema>, unknown, z.output<typeof eddmFormSchema>>({
    resolver: zodResolver(eddmFormSchema),
    defaultValues: {
      volume: initial?.volume,
      format: initial ? (initial.format ?? '') : eddmCampaignDefaultFormat,
    },
  });
  const volumeError = errors.volume?.message ?? (refusal?.field === 'volume' ? refusal.message : undefined);
  const formatError = errors.format?.message ?? (refusal?.field === 'format' ? refusal.message : undefined);

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-4"
      aria-label="Direct-mail (EDDM) quote"
    >
      <div>
        <Label htmlFor={`${id}-volume`}>Pieces to mail</Label>
        <Input
          id={`${id}-volume`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="mt-1"
          aria-invalid={volumeError ? true : undefined}
          aria-describedby={`${volumeError ? `${id}-volume-error ` : ''}${id}-volume-hint`}
          {...register('volume', { valueAsNumber: true })}
        />
        <FieldError id={`${id}-volume-error`}>{volumeError ? sentence(volumeError) : null}</FieldError>
        <p id={`${id}-volume-hint`} className="mt-1 text-xs text-slate-500">
          Every home on the carrier routes you pick receives one piece.
        </p>
      </div>
      <div>
        <Label htmlFor={`${id}-format`}>Format</Label>
        <NativeSelect
          id={`${id}-format`}
          className="mt-1"
          aria-invalid={formatError ? true : undefined}
          aria-describedby={formatError ? `${id}-format-error` : undefined}
          {...register('format')}
        >
          {eddmFormats.map((f) => (
            <option key={f} value={f}>
              {eddmFormatText(f)}
              {f === eddmCampaignDefaultFormat ? ' (campaign default)' : ''}
            </option>
          ))}
          <option value="">Not specified (quoted as {eddmFormatText('SMALL')})</option>
        </NativeSelect>
        <FieldError id={`${id}-format-error`}>{formatError ? sentence(formatError) : null}</FieldError>
      </div>
      <GetQuoteButton busy={busy} />
    </form>
  );
}
