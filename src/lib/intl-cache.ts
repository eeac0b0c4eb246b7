/**
 * Kept `Intl` formatters: one instance per locale and options, made on first use. Making a formatter
 * costs far more than formatting with one (the browser loads locale data for it), and a table formats a
 * figure or a date in every row: a list of 50 campaigns made a few hundred formatters on each render.
 * The instances are the standard ones, so everything they offer (`format`, `formatToParts`,
 * `resolvedOptions`, `of`) works as usual.
 */
type Locales = string | readonly string[] | undefined;

function kept<O extends object, F>(make: (locales: Locales, options?: O) => F) {
  const cache = new Map<string, F>();
  return (locales?: Locales, options?: O): F => {
    const key = JSON.stringify([locales ?? null, options ?? null]);
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = make(locales, options);
      cache.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = kept<Intl.NumberFormatOptions, Intl.NumberFormat>(
  (locales, options) => new Intl.NumberFormat(locales as string[] | undefined, options),
);

export const dateTimeFormat = kept<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>(
  (locales, options) => new Intl.DateTimeFormat(locales as string[] | undefined, options),
);

export const displayNames = kept<Intl.DisplayNamesOptions, Intl.DisplayNames>((locales, options) => {
  if (!options) throw new TypeError('Intl.DisplayNames needs its options (the type of name)');
  return new Intl.DisplayNames(locales as string[] | undefined, options);
});

/**
 * Makes the formatters every page uses first (plain numbers, medium dates) ahead of need. The browser
 * loads its number and date data with the first formatter of each kind, which took 35 to 110 ms on the
 * bench's machine: done while the first requests are out, it is not paid when the first figures are drawn.
 */
export function prepareFormatters(): void {
  numberFormat().format(0);
  dateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
}
