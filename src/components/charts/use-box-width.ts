import { useLayoutEffect, useRef, useState } from 'react';

/** The width a chart is drawn at while its box has none (not laid out: hidden, or a test's DOM). */
const UNMEASURED_WIDTH = 800;

/**
 * The width of a chart's box: measured before the first paint, then kept current as the box resizes. A
 * chart is drawn at that width from the start. recharts' own ResponsiveContainer draws at a guess first
 * and again once it has measured, which on a slow machine doubled the time to a drawn chart.
 */
export function useBoxWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A box not laid out (hidden, or a test's DOM) measures 0: draw at a desktop width until it has one.
    const measured = Math.round(box.getBoundingClientRect().width);
    setWidth(measured > 0 ? measured : UNMEASURED_WIDTH);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
