import { describe, expect, it } from 'vitest';
import { areas } from '../config/areas';
import { activeAreaPath } from './active-area';

const paths = areas.map((a) => a.path);
const labelAt = (pathname: string) => areas.find((a) => a.path === activeAreaPath(pathname, paths))?.label;

describe('the current navigation item', () => {
  it.each([
    ['/campaigns/new', 'New campaign'],
    ['/campaigns', 'Campaigns'],
    ['/campaigns/', 'Campaigns'],
    ['/campaigns/42', 'Campaigns'],
    ['/campaigns/42/build', 'New campaign'],
    ['/', 'Home'],
    ['/missions', 'Missions'],
  ])('is exactly one, the most specific: %s is under %s', (pathname, label) => {
    expect(labelAt(pathname)).toBe(label);
  });

  it('is none on a page outside every area', () => {
    expect(activeAreaPath('/nowhere', paths)).toBeNull();
    expect(activeAreaPath('/campaignsx', ['/campaigns'])).toBeNull();
  });
});
