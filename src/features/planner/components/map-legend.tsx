/** The map's legend: what the selected fill and the dashed outline mean, and a note when past mailings could not be read. */
export function MapLegend({ mailedUnreadable }: { mailedUnreadable: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3 w-4 rounded-sm bg-indigo-600/60" /> Selected
      </span>
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-0 w-4 border-t-2 border-dashed border-amber-700" /> Mailed
        before by one of your campaigns
      </span>
      {mailedUnreadable ? <span>Your past mailings could not be read.</span> : null}
    </p>
  );
}
