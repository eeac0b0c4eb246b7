/**
 * The chosen routes as a CSV file: ZIP, route, type of route, homes, businesses and pieces, plus, while the
 * map is shaded by a demographic attribute, each route's typical household for it and its households per
 * band (the figures the shading is drawn from).
 */
import { toCsv, type CsvField } from '../../lib/csv';
import { routeKindText } from './route-kind';
import { medianBand, type ShadingAttribute } from './shading';
import { piecesOf } from './totals';
import type { PlannerRoute } from './types';

export const ROUTE_LIST_COLUMNS = ['ZIP', 'Route', 'Type', 'Homes', 'Businesses', 'Pieces'] as const;

/** The shading on show: its attribute, with the words the shading panel shows for it. */
export type ShownShading = { attribute: ShadingAttribute & { label: string } };

function shadingColumns({ attribute }: ShownShading): string[] {
  return [
    `${attribute.label}: typical household`,
    ...attribute.values.map((v) => `${attribute.label}: ${v.label} (households)`),
  ];
}

function shadingFields(route: PlannerRoute, { attribute }: ShownShading): CsvField[] {
  const counts = route.demographics?.[attribute.key];
  const codes = attribute.values.map((v) => v.value);
  const band = medianBand(counts, codes);
  return [
    band === null ? 'No data' : attribute.values[band]!.label,
    ...codes.map((code) => (counts ? (counts[code] ?? 0) : null)),
  ];
}

/** The CSV text (header first, one line per route in the order given). */
export function routeListCsv(routes: readonly PlannerRoute[], shown?: ShownShading): string {
  const header: string[] = [...ROUTE_LIST_COLUMNS, ...(shown ? shadingColumns(shown) : [])];
  const rows = routes.map((route): CsvField[] => [
    route.zip,
    route.croute,
    routeKindText(route.croute),
    route.residences,
    route.businesses,
    piecesOf(route),
    ...(shown ? shadingFields(route, shown) : []),
  ]);
  return toCsv(header, rows);
}

/** Lower-case ASCII words joined by hyphens: "Québec, QC" -> "quebec-qc". */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** `routes-austin-tx-2026-11-26.csv` for the searched place and the day (local calendar day of `date`). */
export function routeListFileName(label: string, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  const place = slug(label);
  return `routes-${place ? `${place}-` : ''}${day}.csv`;
}
