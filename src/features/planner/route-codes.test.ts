import { describe, expect, it } from 'vitest';
import { parseRouteCodes, readRouteCode } from './route-codes';

const keys = (text: string) => parseRouteCodes(text).codes.map((c) => c.key);

describe('reading one route code', () => {
  it('takes a space, a hyphen or nothing between the ZIP and the route, in any case', () => {
    for (const text of ['78704 C006', '78704-C006', '78704C006', '78704c006', ' 78704  c006 ', '78704 C-006'])
      expect(readRouteCode(text), text).toEqual({ zip: '78704', croute: 'C006', key: '78704-C006' });
    expect(readRouteCode('78610 R2')?.croute).toBe('R002');
    expect(readRouteCode('78610 H001')?.croute).toBe('H001');
    expect(readRouteCode('78610 B010')?.croute).toBe('B010');
  });

  it('refuses what is not a ZIP and a route', () => {
    for (const text of ['78704', 'C006', '7870 C006', '78704 X006', '78704 C0061', 'hello'])
      expect(readRouteCode(text), text).toBeNull();
  });
});

describe('pasted route codes', () => {
  it('reads one per line, or separated by commas or semicolons', () => {
    expect(keys('78704 C006\n78704-C007\r\n78701c001')).toEqual(['78704-C006', '78704-C007', '78701-C001']);
    expect(keys('78704 C006, 78704-C007; 78701C001')).toEqual(['78704-C006', '78704-C007', '78701-C001']);
    expect(keys('78704 C006 78704 C007')).toEqual(['78704-C006', '78704-C007']);
    expect(keys('78704,C006')).toEqual(['78704-C006']);
  });

  it('collapses repeated codes, however written, and counts them', () => {
    const parsed = parseRouteCodes('78704 C006\n78704-c006\n78704C006\n78704 C007');
    expect(parsed.codes.map((c) => c.key)).toEqual(['78704-C006', '78704-C007']);
    expect(parsed.duplicates).toBe(2);
  });

  it('lists what is not a code with its text, and keeps the codes around it', () => {
    const parsed = parseRouteCodes('78704 C006\nsomewhere nice\n\n78704 C007, 78704, C9999\n  ');
    expect(parsed.codes.map((c) => c.key)).toEqual(['78704-C006', '78704-C007']);
    expect(parsed.invalid).toEqual(['somewhere nice', '78704', 'C9999']);
  });

  it('reads nothing from empty text', () => {
    expect(parseRouteCodes(' \n\n')).toEqual({ codes: [], invalid: [], duplicates: 0 });
  });
});

describe('route codes in a table', () => {
  it('reads a ZIP column and a route column, whatever their names and order', () => {
    expect(keys('ZIP Code,Carrier Route,Homes\n78704,C006,512\n78704,c007,20\n')).toEqual([
      '78704-C006',
      '78704-C007',
    ]);
    expect(keys('Route;ZIP5\nC006;78704\n')).toEqual(['78704-C006']);
    expect(keys('zip\tcrrt\n78704\tR012\n')).toEqual(['78704-R012']);
    expect(keys('"Route ID","ZIP"\n"C006","78704"\n')).toEqual(['78704-C006']);
  });

  it('reads a column holding ZIP and route together, like the USPS tool’s', () => {
    expect(keys('ZIP CRID,City,Residential\n78704C006,AUSTIN,500\n78704C007,AUSTIN,20\n')).toEqual([
      '78704-C006',
      '78704-C007',
    ]);
    expect(keys('Zip,Route ID\n78704,78704-C006\n')).toEqual(['78704-C006']);
  });

  it('lists rows without a usable code, with their text', () => {
    const parsed = parseRouteCodes('ZIP,Route\n78704,C006\n,C007\n78704,Main St\n\n');
    expect(parsed.codes.map((c) => c.key)).toEqual(['78704-C006']);
    expect(parsed.invalid).toEqual([', C007', '78704, Main St']);
  });

  it('ignores a byte order mark before the header', () => {
    expect(keys('\uFEFFZIP,Route\r\n78704,C006\r\n')).toEqual(['78704-C006']);
  });
});
