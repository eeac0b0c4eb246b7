/**
 * The template gallery's filters. `GET /client/design-templates` takes no query, so the whole library is
 * read once and filtered here; the filters still live in the URL so a view can be shared.
 *
 * URL form: `?industry=food&orientation=landscape&compliant=1`. Values compare case-insensitively.
 */
import type { DesignTemplate } from '../../../api/contract/design-template';
import { humanizeCode, type UrlFilters } from '../url-params';

export type TemplateFilters = {
  /** As in the URL; compared case-insensitively with the template's industry. */
  industry?: string;
  orientation?: string;
  /** Only templates that meet postal-service rules. */
  compliantOnly: boolean;
};

export const emptyTemplateFilters: TemplateFilters = { compliantOnly: false };

const CODE = /^[A-Za-z0-9_ -]{1,40}$/;

function readCode(value: string | null): string | undefined {
  const v = value?.trim();
  return v && CODE.test(v) ? v.toUpperCase() : undefined;
}

export function parseTemplateFilters(params: URLSearchParams): TemplateFilters {
  const compliant = params.get('compliant')?.trim().toLowerCase();
  return {
    industry: readCode(params.get('industry')),
    orientation: readCode(params.get('orientation')),
    compliantOnly: compliant === '1' || compliant === 'true' || compliant === 'yes',
  };
}

export function templateFiltersToSearchParams(filters: TemplateFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.industry) out.set('industry', filters.industry.toLowerCase());
  if (filters.orientation) out.set('orientation', filters.orientation.toLowerCase());
  if (filters.compliantOnly) out.set('compliant', '1');
  return out;
}

export const updateTemplateFilters = (filters: TemplateFilters, patch: Partial<TemplateFilters>) => ({
  ...filters,
  ...patch,
});

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The templates that pass every filter, in the service's order. */
export function filterTemplates(
  templates: readonly DesignTemplate[],
  filters: TemplateFilters,
): DesignTemplate[] {
  return templates.filter(
    (t) =>
      (!filters.industry || same(t.industry, filters.industry)) &&
      (!filters.orientation || same(t.orientation, filters.orientation)) &&
      (!filters.compliantOnly || t.postalCompliant),
  );
}

export const hasActiveTemplateFilters = (f: TemplateFilters) =>
  !!f.industry || !!f.orientation || f.compliantOnly;

/**
 * The choices the filters offer: every industry and orientation in the library (upper-cased, sorted by
 * label), plus a chosen value the library no longer has, so it can still be seen and cleared.
 */
export function templateFilterOptions(templates: readonly DesignTemplate[], filters: TemplateFilters) {
  const options = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => !!v && v.trim() !== '').map((v) => v.trim().toUpperCase()))]
      .map((value) => ({ value, label: humanizeCode(value) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return {
    industries: options([...templates.map((t) => t.industry), filters.industry]),
    orientations: options([...templates.map((t) => t.orientation), filters.orientation]),
  };
}

/** How many filters are set: the number on the phone's Filters button. */
export const activeTemplateFilterCount = (f: TemplateFilters) =>
  [!!f.industry, !!f.orientation, f.compliantOnly].filter(Boolean).length;

/** How the page keeps its filters in the URL. */
export const templateFiltersInUrl: UrlFilters<TemplateFilters> = {
  read: parseTemplateFilters,
  write: templateFiltersToSearchParams,
  empty: emptyTemplateFilters,
};
