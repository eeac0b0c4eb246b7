/**
 * What kind of carrier route a route code names, in words: the letter it starts with says how the mail
 * is carried (C city route, R rural route, H highway contract route, B post office boxes).
 */
const kinds: Record<string, string> = {
  C: 'City route',
  R: 'Rural route',
  H: 'Highway contract route',
  B: 'PO box',
};

/** `'City route'` for `C006`; an empty string for a code of no known kind. */
export function routeKindText(croute: string): string {
  return kinds[croute.trim().charAt(0).toUpperCase()] ?? '';
}
