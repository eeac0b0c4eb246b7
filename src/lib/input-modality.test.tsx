import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './input-modality';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('trackInputModality', () => {
  it('tells pointer input from keyboard navigation', () => {
    stop = trackInputModality();
    const html = document.documentElement;
    fireEvent.pointerDown(document.body);
    expect(html.getAttribute('data-last-input')).toBe('pointer');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(html.getAttribute('data-last-input')).toBe('keyboard');
    fireEvent.pointerDown(document.body);
    expect(html.getAttribute('data-last-input')).toBe('pointer');
    // Typing is not navigation: a click into a field stays a pointer focus.
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(html.getAttribute('data-last-input')).toBe('pointer');
  });
});
