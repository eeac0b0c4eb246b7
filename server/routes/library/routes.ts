import { sql } from 'kysely';
import { endpoints } from '../../../src/api/contract/endpoints';
import { foldCase } from '../../db/connection';
import { assetUrl } from '../../domain/assets';
import { idIn } from '../../domain/stored-id';
import type { RouteModule } from '../deps';

const contains = (column: string, text: string) =>
  sql<boolean>`instr(fold_case(${sql.ref(column)}), ${foldCase(text)}) > 0`;

/** Saved audiences, designs and the shared template library. */
export const libraryRoutes: RouteModule = (mount, { db, credentials }) => {
  /** The caller's audiences, newest first. `address_count` null means unknown, never zero. */
  mount(endpoints.listAudiences, async ({ auth, query: q }) => {
    let base = db.selectFrom('audiences').where('client_id', '=', auth.clientId);
    if (q.ids.length > 0) base = base.where(idIn('id', q.ids));
    if (q.statuses.length > 0) base = base.where('status', 'in', q.statuses);
    if (q.search) base = base.where(contains('name', q.search));
    const [{ count } = { count: 0 }] = await base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    const rows = await base
      .select(['id', 'name', 'client_id', 'status', 'address_count'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.first)
      .offset(q.skip)
      .execute();
    return { nodes: rows.map((r) => ({ ...r, id: String(r.id) })), totalCount: Number(count) };
  });

  /**
   * The caller's designs: `search` on the file name, `status`, `format` (case-insensitive), `sort`
   * (newest, oldest, name_asc, name_desc), `page` (1-based) and `pageSize`. A page past the end is empty.
   */
  mount(endpoints.listDesigns, async ({ auth, query: q }) => {
    let base = db.selectFrom('designs').where('client_id', '=', auth.clientId);
    if (q.search) base = base.where(contains('name', q.search));
    if (q.status) base = base.where('status', '=', q.status);
    if (q.format) base = base.where(sql<boolean>`upper(format) = ${q.format.toUpperCase()}`);
    const [{ count } = { count: 0 }] = await base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    let sorted = base.select(['id', 'name', 'client_id', 'format', 'status', 'thumbnail_path']);
    sorted =
      q.sort === 'oldest'
        ? sorted.orderBy('created_at', 'asc').orderBy('id', 'asc')
        : q.sort === 'name_asc'
          ? sorted.orderBy(sql`fold_case(name)`, 'asc').orderBy('id', 'asc')
          : q.sort === 'name_desc'
            ? sorted.orderBy(sql`fold_case(name)`, 'desc').orderBy('id', 'desc')
            : sorted.orderBy('created_at', 'desc').orderBy('id', 'desc');
    const rows = await sorted
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    const total = Number(count);
    const assetBase = credentials().baseUrl;
    return {
      designs: rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        clientId: r.client_id,
        format: r.format,
        status: r.status,
        thumbnailUrl: assetUrl(assetBase, r.thumbnail_path),
      })),
      pagination: { currentPage: q.page, totalPages: Math.ceil(total / q.pageSize), totalItems: total },
    };
  });

  /** The shared template library: the same array for every client. */
  mount(endpoints.listDesignTemplates, async () => {
    const rows = await db.selectFrom('design_templates').selectAll().orderBy('id').execute();
    const assetBase = credentials().baseUrl;
    return rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      description: r.description,
      thumbnail: assetUrl(assetBase, r.thumbnail_path),
      isPublic: r.is_public === 1,
      orientation: r.orientation,
      format: r.format,
      industry: r.industry,
      postalCompliant: r.postal_compliant === 1,
    }));
  });
};
