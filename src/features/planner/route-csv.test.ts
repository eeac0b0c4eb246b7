import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { demographicAttributes } from '../../../server/domain/demographics';
import { routeListCsv, routeListFileName } from './route-csv';
import { shadingAttributes } from './shading';
import { makeRoute } from './test-routes';

const lines = (csv: string) => csv.split('\r\n').slice(0, -1);
const income = shadingAttributes(demographicAttributes).find((a) => a.key === 'household_income')!;

describe('route list CSV', () => {
  it('has one line per route under the header, with its kind, homes, businesses and pieces', () => {
    const csv = routeListCsv([
      makeRoute('78704', 'C006', { residences: 500, businesses: 12 }),
      makeRoute('78610', 'R002', { residences: 210, businesses: 3 }),
      makeRoute('78704', 'B001', { residences: 0, businesses: 40 }),
    ]);
    expect(lines(csv)).toEqual([
      'ZIP,Route,Type,Homes,Businesses,Pieces',
      '78704,C006,City route,500,12,512',
      '78610,R002,Rural route,210,3,213',
      '78704,B001,PO box,0,40,40',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('is only the header when no route is chosen', () => {
    expect(routeListCsv([])).toBe('ZIP,Route,Type,Homes,Businesses,Pieces\r\n');
  });

  it('adds the shown attribute: the typical household and the households per band', () => {
    const counts = income.values.map((_, i) => (i === 2 ? 60 : 10));
    const route = makeRoute('78704', 'C006', {
      demographics: [
        {
          key: 'household_income',
          values: income.values.map((v, i) => ({ value: v.value, count: counts[i]! })),
        },
      ],
    });
    const csv = routeListCsv([route, makeRoute('78704', 'C007')], { attribute: income });
    const [header, row, noData] = Papa.parse<string[]>(csv.trimEnd()).data;
    expect(header).toEqual([
      'ZIP',
      'Route',
      'Type',
      'Homes',
      'Businesses',
      'Pieces',
      'Household income: typical household',
      ...income.values.map((v) => `Household income: ${v.label} (households)`),
    ]);
    expect(row).toEqual([
      '78704',
      'C006',
      'City route',
      '100',
      '10',
      '110',
      income.values[2]!.label,
      ...counts.map(String),
    ]);
    expect(noData!.slice(0, 7)).toEqual(['78704', 'C007', 'City route', '100', '10', '110', 'No data']);
  });
});

describe('route list file name', () => {
  it('names the place and the day', () => {
    expect(routeListFileName('Austin, TX', new Date(2026, 10, 6))).toBe('routes-austin-tx-2026-11-06.csv');
    expect(routeListFileName('Québec  — Vieux-Port', new Date(2026, 0, 31))).toBe(
      'routes-quebec-vieux-port-2026-01-31.csv',
    );
    expect(routeListFileName('', new Date(2026, 0, 1))).toBe('routes-2026-01-01.csv');
  });
});
