/**
 * The performance CSV's file name. The file itself is written by the app's one CSV writer
 * (src/lib/csv.ts), which also makes formulas inert.
 */

/** A file name from free text: `Spring promo / NYC` -> `spring-promo-nyc`. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'export';
}
