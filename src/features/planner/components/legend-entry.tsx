import type { ReactNode } from 'react';

/** One entry of a colour legend: its swatch, then what the colour means. */
export function LegendEntry({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="h-3 w-3 rounded-sm border border-slate-400"
        style={{ background: colour }}
      />
      {children}
    </li>
  );
}
