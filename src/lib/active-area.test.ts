import { describe, expect, it } from 'vitest';
import { areas } from '../config/areas';
import { activeAreaPath } from './active-area';

const paths = areas.map((a) => a.path);
const labelAt = (pathname: string) => areas.find((a) => a.path === activeAreaPath(pathname, paths))?.label;

describe('the current navigation item', () => {
  it('is exactly one, the most specific', () => {
    expect(labelAt('/campaigns/new')).toBe('New campaign');
    expect(labelAt('/campaigns')).toBe('Campaigns');
    expect(labelAt('/campaigns/')).toBe('Campaigns');
    expect(labelAt('/campaigns/42')).toBe('Campaigns');
    expect(labelAt('/campaigns/42/build')).toBe('New campaign');
    expect(labelAt('/')).toBe('Home');
    expect(labelAt('/missions')).toBe('Missions');
  });

  it('is none on a page outside every area', () => {
    expect(activeAreaPath('/nowhere', paths)).toBeNull();
    expect(activeAreaPath('/campaignsx', ['/campaigns'])).toBeNull();
  });
});
