import { describe, expect, it } from 'vitest';
import { scrollToShow } from './reveal-scroll';

const box = { top: 100, bottom: 500 };

describe('scrollToShow', () => {
  it('does not move for a row already in view', () => {
    expect(scrollToShow(box, { top: 200, bottom: 241 }, 36)).toBe(0);
  });

  it('scrolls down just enough for a row below the box', () => {
    expect(scrollToShow(box, { top: 700, bottom: 741 }, 36)).toBe(241);
  });

  it('scrolls up for a row above, or hidden under the sticky header', () => {
    expect(scrollToShow(box, { top: 40, bottom: 81 }, 36)).toBe(-96);
    expect(scrollToShow(box, { top: 120, bottom: 161 }, 36)).toBe(-16);
  });

  it('shows the top of a row taller than the box', () => {
    expect(scrollToShow({ top: 0, bottom: 50 }, { top: 100, bottom: 300 }, 10)).toBe(90);
  });
});
