import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type DeepPartial } from 'react-hook-form';
import { conversionTypes, iso4217Currencies } from '../../../api/contract/tracking';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { FieldError, Input, Label, NativeSelect } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { trackingMutations } from '../../../queries/tracking-mutations';
import {
  composerSchema,
  emptyComposer,
  toBody,
  type ComposerInput,
  type ComposerOutput,
  type ComposerValues,
  type EventKind,
} from '../composer';
import { describeSendError } from '../refusal';
import { isRepeatAnswer } from '../repeat';
import { conversionTypeWords } from '../../../lib/conversion-types';
import { currencyChoices, currencyLabel } from '../words';
import { CouponPicker } from './coupon-picker';
import { MetadataEditor } from './metadata-editor';
import { RecordedEvent } from './recorded-event';
import { RequestPreview } from './request-preview';

/** The values as watched (react-hook-form gives them partially typed), with the defaults for gaps. */
function complete(watched: DeepPartial<ComposerInput>, currency: string): ComposerValues {
  const base = emptyComposer(currency);
  return {
    ...base,
    ...watched,
    metadata: (watched.metadata ?? []).map((r) => ({
      key: r?.key ?? '',
      value: r?.value ?? '',
      list: r?.list ?? false,
    })),
  } as ComposerValues;
}

/** A field's hint, named by its id so the control can point to it. */
function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** A labelled input with its hint and its message, tied together for assistive technology. */
function Field({ id, label, hint, error, className, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('min-w-0', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </div>
  );
}

/** A `Field` holding a text input: nothing is auto-completed, `input` says the rest. */
function TextField({
  input,
  ...field
}: Omit<FieldProps, 'children'> & { input: ComponentProps<typeof Input> }) {
  return <Field {...field}>{(aria) => <Input {...aria} autoComplete="off" {...input} />}</Field>;
}

const kindWords: Record<EventKind, { label: string; hint: string }> = {
  Signups: { label: 'Signup', hint: 'Someone created an account.' },
  conversion: { label: 'Conversion', hint: 'An order, a purchase, a redemption…' },
};

/**
 * The event composer: the event's fields by kind, checked as the user types against the contract, the
 * request it makes (JSON, curl, JavaScript), and Send. A refused send keeps the form and shows the
 * service's message at the field it names; a recorded one shows the stored record.
 */
export function EventComposer({ accountCurrency }: { accountCurrency?: string }) {
  const id = useId();
  const defaultCurrency = accountCurrency ?? 'USD';
  const choices = currencyChoices(accountCurrency);
  const form = useForm<ComposerInput, unknown, ComposerOutput>({
    resolver: zodResolver(composerSchema),
    mode: 'onChange',
    defaultValues: emptyComposer(defaultCurrency),
  });
  const { register, control, formState, setError, clearErrors, setValue, handleSubmit } = form;
  const { errors } = formState;
  const values = complete(useWatch({ control }), defaultCurrency);
  const body = toBody(values);
  const ready = composerSchema.safeParse(values).success;
  const [otherCurrency, setOtherCurrency] = useState(!choices.includes(defaultCurrency));
  const [general, setGeneral] = useState<string[]>([]);
  const [sentType, setSentType] = useState<string | undefined>(undefined);
  // A conversion sent again (same transaction id) is answered with the record already kept.
  const [repeat, setRepeat] = useState(false);
  const shownIds = useRef(new Set<string>());
  const send = useMutation(trackingMutations.record());
  const conversion = values.kind === 'conversion';
  const busy = send.isPending;

  const onValid = (event: ComposerOutput) => {
    setGeneral([]);
    const sent = values;
    const sentAt = Date.now();
    send.mutate(event, {
      onSuccess: (record) => {
        setSentType(sent.kind === 'conversion' ? sent.type : undefined);
        setRepeat(isRepeatAnswer(record, sentAt, shownIds.current));
        shownIds.current.add(record.id);
      },
      onError: (error) => {
        const refusals = describeSendError(error, sent);
        const atForm: string[] = [];
        let focused = false;
        for (const r of refusals) {
          if (r.target === null) atForm.push(r.message);
          else {
            setError(r.target, { type: 'server', message: r.message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        setGeneral(atForm);
      },
    });
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <Card aria-labelledby={`${id}-heading`}>
          <CardTitle id={`${id}-heading`}>Compose an event</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Every field not marked optional is needed. Each one is checked against the service’s rules as you
            type.
          </p>
          <form
            noValidate
            aria-label="Tracking event"
            className="mt-4 space-y-5"
            onSubmit={(e) => void handleSubmit(onValid)(e)}
          >
            <fieldset aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
              <legend className="text-sm font-medium text-slate-700">Event</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {(Object.keys(kindWords) as EventKind[]).map((k) => (
                  <label
                    key={k}
                    className={cn(
                      'flex min-w-40 flex-1 cursor-pointer items-start gap-2 rounded-md border p-3 text-sm',
                      values.kind === k ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300',
                    )}
                  >
                    <input
                      type="radio"
                      value={k}
                      disabled={busy}
                      className="mt-0.5 h-4 w-4 accent-indigo-600"
                      {...register('kind', { onChange: () => clearErrors() })}
                    />
                    <span>
                      <span className="block font-medium text-slate-900">{kindWords[k].label}</span>
                      <span className="block text-xs text-slate-600">{kindWords[k].hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-kind-error`}>{errors.kind?.message}</FieldError>
            </fieldset>

            {conversion ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  id={`${id}-type`}
                  label="Conversion type"
                  error={errors.type?.message}
                  hint="What the customer did. The value sent is in brackets."
                >
                  {(aria) => (
                    <NativeSelect {...aria} disabled={busy} {...register('type')}>
                      {conversionTypes.map((t) => (
                        <option key={t} value={t}>
                          {conversionTypeWords[t]} ({t})
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <TextField
                  id={`${id}-transaction`}
                  label="Transaction id"
                  error={errors.transactionId?.message}
                  hint="Your order or purchase number. Up to 200 characters."
                  input={{ spellCheck: false, disabled: busy, ...register('transactionId') }}
                />
              </div>
            ) : null}

            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-value`}
                label={conversion ? 'Value' : 'Value of the signup'}
                error={errors.value?.message}
                hint={
                  conversion
                    ? 'The order’s amount, with at most 2 decimals, for example 24.90.'
                    : 'A number; 0 when a signup has no monetary value.'
                }
                input={{
                  inputMode: 'decimal',
                  placeholder: conversion ? '24.90' : '0',
                  disabled: busy,
                  ...register('value'),
                }}
              />
              {conversion ? (
                <div className="min-w-0">
                  <Label htmlFor={`${id}-currency`}>Currency</Label>
                  <NativeSelect
                    id={`${id}-currency`}
                    className="mt-1"
                    disabled={busy}
                    value={otherCurrency ? 'other' : values.currency}
                    aria-invalid={errors.currency && !otherCurrency ? true : undefined}
                    aria-describedby={
                      errors.currency && !otherCurrency ? `${id}-currency-error` : `${id}-currency-hint`
                    }
                    onChange={(e) => {
                      const other = e.target.value === 'other';
                      setOtherCurrency(other);
                      setValue('currency', other ? '' : e.target.value, {
                        shouldValidate: !other,
                        shouldDirty: true,
                      });
                    }}
                  >
                    {choices.map((c) => (
                      <option key={c} value={c}>
                        {currencyLabel(c)}
                      </option>
                    ))}
                    <option value="other">Another currency…</option>
                  </NativeSelect>
                  {otherCurrency ? (
                    <div className="mt-2">
                      <Label htmlFor={`${id}-currency-code`}>Currency code</Label>
                      <Input
                        id={`${id}-currency-code`}
                        className="mt-1 w-28 font-mono uppercase"
                        maxLength={8}
                        autoComplete="off"
                        spellCheck={false}
                        placeholder="JPY"
                        list={`${id}-currency-codes`}
                        disabled={busy}
                        aria-invalid={errors.currency ? true : undefined}
                        aria-describedby={errors.currency ? `${id}-currency-error` : `${id}-currency-hint`}
                        {...register('currency')}
                      />
                      <datalist id={`${id}-currency-codes`}>
                        {iso4217Currencies.map((c) => (
                          <option key={c} value={c} />
                        ))}
                      </datalist>
                    </div>
                  ) : null}
                  <FieldError id={`${id}-currency-error`}>{errors.currency?.message}</FieldError>
                  <Hint id={`${id}-currency-hint`}>
                    The 3-letter code of the order’s currency (ISO 4217).
                  </Hint>
                </div>
              ) : null}
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-user`}
                label="User id"
                error={errors.userId?.message}
                hint={
                  conversion
                    ? 'How your systems know this customer: the same id as at signup links the two.'
                    : 'How your systems know this customer: later orders with the same id are linked to it.'
                }
                input={{ spellCheck: false, disabled: busy, ...register('userId') }}
              />
              {conversion ? (
                <TextField
                  id={`${id}-discount`}
                  label="Discount (optional)"
                  error={errors.discount?.message}
                  hint="The amount taken off, as a positive number: ten off is 10.00, not -10.00."
                  input={{
                    inputMode: 'decimal',
                    placeholder: '10.00',
                    disabled: busy,
                    ...register('discount'),
                  }}
                />
              ) : null}
            </div>

            <Controller
              control={control}
              name="coupon"
              render={({ field, fieldState }) => (
                <CouponPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />

            <MetadataEditor form={form} rows={values.metadata} disabled={busy} />

            <div className="space-y-3 border-t border-slate-200 pt-4">
              {general.map((m) => (
                <p key={m} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {m}
                </p>
              ))}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <Send className="h-4 w-4" aria-hidden="true" />
                  )}
                  {busy ? 'Sending…' : 'Send event'}
                </Button>
                <p role="status" className="text-sm text-slate-600">
                  {busy
                    ? 'Sending the event…'
                    : send.isSuccess
                      ? repeat
                        ? `Already recorded as event ${send.data.id}: nothing new was added.`
                        : `Recorded as event ${send.data.id}.`
                      : send.isError
                        ? 'Nothing was recorded.'
                        : ''}
                </p>
              </div>
            </div>
          </form>
        </Card>
        {send.isSuccess ? <RecordedEvent record={send.data} sentType={sentType} repeat={repeat} /> : null}
      </div>
      <div className="min-w-0">
        <div className="xl:sticky xl:top-6">
          <RequestPreview body={body} ready={ready} />
        </div>
      </div>
    </div>
  );
}
