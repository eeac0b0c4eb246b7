/** Colour the routes by one demographic attribute, with its legend, and select the routes at or above a band. */
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/input';
import type { DemographicAttribute } from '../../../api/contract/demographic-attributes';
import type { Shading, ShadingAttribute } from '../shading';
import { LegendEntry } from './legend-entry';

type Attribute = DemographicAttribute & ShadingAttribute;

type Props = {
  attributes: readonly Attribute[];
  attribute: Attribute | null;
  onAttribute: (key: string | null) => void;
  shading: Shading | null;
  threshold: string;
  onThreshold: (value: string) => void;
  onSelectAtOrAbove: () => void;
  /** How many routes of the search are at or above the threshold. */
  matching: number;
  /** Who lives on each route is still being read for the chosen attribute. */
  loading?: boolean;
  unavailable: boolean;
};

export function ShadingPanel(props: Props) {
  const { attributes, attribute, shading, threshold } = props;
  return (
    <section aria-labelledby="planner-shading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="planner-shading" className="text-sm font-semibold text-slate-900">
        Who lives there
      </h2>
      {props.unavailable ? (
        <p className="mt-1 text-sm text-slate-600">
          Household details could not be read; the map shows the routes only.
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <label className="text-sm text-slate-700">
            Shade routes by
            <NativeSelect
              value={attribute?.key ?? ''}
              onChange={(e) => props.onAttribute(e.target.value || null)}
              className="mt-1 w-56 max-w-full"
            >
              <option value="">Nothing</option>
              {attributes.map((a) => (
                <option key={a.key} value={a.key}>
                  {a.label}
                </option>
              ))}
            </NativeSelect>
          </label>
          {attribute ? (
            <>
              <label className="text-sm text-slate-700">
                At or above
                <NativeSelect
                  value={threshold}
                  onChange={(e) => props.onThreshold(e.target.value)}
                  className="mt-1 w-48 max-w-full"
                >
                  {attribute.values.map((v) => (
                    <option key={v.value} value={v.value}>
                      {v.label}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              {props.loading ? (
                <p role="status" className="pb-2 text-sm text-slate-600">
                  Reading who lives on each route…
                </p>
              ) : (
                <Button variant="secondary" onClick={props.onSelectAtOrAbove} disabled={props.matching === 0}>
                  Select only these {props.matching} routes
                </Button>
              )}
            </>
          ) : null}
        </div>
      )}
      {shading && attribute ? (
        <ul
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
          aria-label={`Legend: ${attribute.label}, typical household`}
        >
          {shading.legend.map((entry) => (
            <LegendEntry key={entry.value ?? 'none'} colour={entry.colour}>
              {entry.label}
            </LegendEntry>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
