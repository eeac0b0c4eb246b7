import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../api/contract/zod';
import { fallbackGlossary, type Option } from '../../../api/contract/glossary';
import {
  flyerQuoteRequestSchema,
  flyerSizes,
  flyerThicknesses,
  type FlyerQuoteRequest,
} from '../../../api/contract/quote';
import { FieldError, Input, Label, NativeSelect } from '../../../components/ui/input';
import { sentence } from '../form-text';
import { GetQuoteButton } from './quote-actions';
import { countryName, flyerChannelOptions, flyerSizeLabel } from '../quote-labels';
import { useGlossary } from '../../../queries/use-glossary';

/** The contract's request, with a plain message for an empty quantity. */
const flyerFormSchema = z.extend(flyerQuoteRequestSchema, {
  flyerQuantity: z.pipe(
    z.number({ error: 'Enter the number of flyers to distribute' }),
    flyerQuoteRequestSchema.shape.flyerQuantity,
  ),
});

/** The options whose value the contract knows; `fallback` when none is. */
function knownOptions(options: readonly Option[], values: readonly string[], fallback: readonly Option[]) {
  const usable = options.filter((o) => values.includes(o.value));
  return usable.length > 0 ? usable : fallback;
}

/** A select of `options`, each shown by its label. */
function OptionSelect({
  options,
  ...props
}: ComponentProps<typeof NativeSelect> & { options: readonly Option[] }) {
  return (
    <NativeSelect {...props}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export const flyerFormFields = [
  'countryId',
  'city',
  'flyerSize',
  'flyerThickness',
  'flyerQuantity',
  'channel',
] as const;
export type FlyerFormField = (typeof flyerFormFields)[number];

type Props = {
  initial: FlyerQuoteRequest | null;
  /** The country to start with when the URL names none (the account's). */
  defaultCountryId: string;
  onSubmit: (request: FlyerQuoteRequest) => void;
  refusal?: { field?: FlyerFormField; message: string } | null;
  busy?: boolean;
};

export function FlyerForm({ initial, defaultCountryId, onSubmit, refusal, busy }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof flyerFormSchema>, unknown, z.output<typeof flyerFormSchema>>({
    resolver: zodResolver(flyerFormSchema),
    defaultValues: {
      countryId: initial?.countryId ?? defaultCountryId,
      city: initial?.city ?? '',
      flyerSize: initial?.flyerSize ?? 'A5',
      flyerThickness: initial?.flyerThickness ?? '135gsm',
      flyerQuantity: initial?.flyerQuantity,
      channel: initial?.channel ?? 'H2H',
    },
  });
  // Options from the service's glossary (the fallback's until it loads); a size or paper the contract does
  // not know is left out, and a country from a shared link stays selectable so a refusal can name it.
  const glossary = useGlossary();
  const sizeOptions = knownOptions(glossary.flyerSizes, flyerSizes, fallbackGlossary.flyerSizes);
  const paperOptions = knownOptions(
    glossary.flyerThicknesses,
    flyerThicknesses,
    fallbackGlossary.flyerThicknesses,
  );
  const countryIds = (glossary.flyerCountries ?? fallbackGlossary.flyerCountries ?? []).map((o) => o.value);
  const countries = [...new Set<string>([...countryIds, initial?.countryId ?? defaultCountryId])]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const errorOf = (field: FlyerFormField) =>
    errors[field]?.message ?? (refusal?.field === field ? refusal.message : undefined);

  const field = (
    name: FlyerFormField,
    label: string,
    control: (a11y: object) => ReactNode,
    hint?: string,
  ) => {
    const error = errorOf(name);
    const describedBy = [error ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control({
          id: `${id}-${name}`,
          className: 'mt-1',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        <FieldError id={`${id}-${name}-error`}>{error ? sentence(error) : null}</FieldError>
        {hint ? (
          <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-4"
      aria-label="Flyer-distribution quote"
    >
      {field('countryId', 'Country', (a11y) => (
        <OptionSelect
          {...a11y}
          {...register('countryId')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      ))}
      {field(
        'city',
        'City (optional)',
        (a11y) => (
          <Input {...a11y} autoComplete="address-level2" placeholder="City name" {...register('city')} />
        ),
        'Bigger cities have their own rate; elsewhere the country rate applies.',
      )}
      <div className="space-y-4">
        {field('flyerSize', 'Flyer size', (a11y) => (
          <OptionSelect
            {...a11y}
            {...register('flyerSize')}
            options={sizeOptions.map((o) => ({ value: o.value, label: flyerSizeLabel(o.value) }))}
          />
        ))}
        {field('flyerThickness', 'Paper', (a11y) => (
          <OptionSelect {...a11y} {...register('flyerThickness')} options={paperOptions} />
        ))}
      </div>
      {field('flyerQuantity', 'Flyers to distribute', (a11y) => (
        <Input
          {...a11y}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register('flyerQuantity', { valueAsNumber: true })}
        />
      ))}
      {field('channel', 'Channel', (a11y) => (
        <OptionSelect {...a11y} {...register('channel')} options={flyerChannelOptions} />
      ))}
      <GetQuoteButton busy={busy} />
    </form>
  );
}
