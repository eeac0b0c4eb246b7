import { badRequest } from './errors';

/**
 * Parsed query dates normalise to ISO text (`YYYY-MM-DD...`); a parseable date outside the years 0000-9999
 * (`+275760-09-13`) does not, and would compare wrongly as text. Refused with 400 naming the field.
 */
export function requireFourDigitYear(field: string, value: string | undefined) {
  if (value !== undefined && !/^\d{4}-/.test(value)) {
    throw badRequest(`Invalid query parameter '${field}': expected a date between the years 0000 and 9999`);
  }
}
