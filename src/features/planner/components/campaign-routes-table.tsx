/**
 * A campaign's routes as a read-only table (no selection: the routes are the campaign's), folding into
 * cards on a phone; hovering a row outlines its route on the map.
 */
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { numberFormat } from '../../../lib/intl-cache';
import { piecesOf } from '../totals';
import type { PlannerRoute, RouteKey } from '../types';

type Props = {
  routes: readonly PlannerRoute[];
  hovered: RouteKey | null;
  onHover: (key: RouteKey | null) => void;
};

export function CampaignRoutesTable({ routes, hovered, onHover }: Props) {
  const nf = numberFormat();
  return (
    <Table stacked aria-label="The campaign's carrier routes">
      <TableHead>
        <tr role="row">
          <TableHeaderCell>ZIP code</TableHeaderCell>
          <TableHeaderCell>Route</TableHeaderCell>
          <TableHeaderCell className="text-right">Homes</TableHeaderCell>
          <TableHeaderCell className="text-right">Businesses</TableHeaderCell>
          <TableHeaderCell className="text-right">Pieces</TableHeaderCell>
          <TableHeaderCell>On the map</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {routes.map((r) => (
          <TableRow
            key={r.key}
            onMouseEnter={() => onHover(r.key)}
            onMouseLeave={() => onHover(null)}
            className={cn(hovered === r.key && 'bg-indigo-50')}
          >
            <TableCell primary>
              {r.zip}
              {r.zipName ? <span className="ml-1 text-slate-500">{r.zipName}</span> : null}
            </TableCell>
            <TableCell label="Route">{r.croute}</TableCell>
            <TableCell label="Homes" className="text-right tabular-nums">
              {nf.format(r.residences)}
            </TableCell>
            <TableCell label="Businesses" className="text-right tabular-nums">
              {nf.format(r.businesses)}
            </TableCell>
            <TableCell label="Pieces" className="text-right tabular-nums">
              {nf.format(piecesOf(r))}
            </TableCell>
            <TableCell label="On the map" className="text-slate-600">
              {r.paths.length > 0 ? 'Shown' : 'Outline not found'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
