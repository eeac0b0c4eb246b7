import { artPath, filePath, shapeOf } from '../../../domain/assets';
import { loadCampaigns, slug } from '../campaign-rows';
import type { SeedStep } from '../seed-step';

/** The print format of a campaign's main piece, by type. */
const pieceFormat: Record<number, string> = {
  1: 'FLYER_A5',
  2: 'DOOR_HANGER',
  3: 'POSTCARD_6X9',
  4: 'INSERT_A4',
};
const extras = [
  ['Back side', 'back'],
  ['Counter poster', 'poster'],
  ['Social post', 'social'],
] as const;

/**
 * Artwork of every campaign: the flyer (the chosen design for a draft; none while no design is chosen),
 * the client's logo when it has one, and up to two additional pieces for launched campaigns. Files and
 * thumbnails are sandbox-served assets that really render.
 */
export const artworkStep: SeedStep = {
  name: 'artwork',
  run(ctx) {
    const { sqlite, rng, clients } = ctx;
    const names = new Map(clients.map((c) => [c.id, c.name]));
    const draftDesigns = new Map(
      sqlite
        .prepare<[], { campaign_id: number; name: string; format: string; thumbnail_path: string }>(
          `select d.campaign_id, g.name, g.format, g.thumbnail_path from campaign_drafts d
           join designs g on g.id = d.selected_design_id`,
        )
        .all()
        .map((r) => [r.campaign_id, r]),
    );
    const insert = sqlite.prepare(
      `insert into campaign_artworks (id, campaign_id, kind, position, file_name, file_path, thumbnail_path,
        design_source, is_uploaded, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let id = 70_000;
    for (const c of loadCampaigns(ctx)) {
      const client = names.get(c.client_id) ?? '';
      const title = c.name.split(' - ')[0]!;
      const draftDesign = draftDesigns.get(c.id);
      if (c.status === 0 && !draftDesign) continue;

      const format = draftDesign?.format ?? pieceFormat[c.type]!;
      const [w, h] = shapeOf(format);
      if (draftDesign) {
        insert.run(
          (id += 1),
          c.id,
          'flyer',
          0,
          draftDesign.name,
          filePath({ title, subtitle: client, name: draftDesign.name, width: w, height: h }),
          draftDesign.thumbnail_path,
          'DESIGN_LIBRARY',
          1,
          c.updated_at,
        );
      } else {
        const source = rng.weighted([
          ['UPLOAD', 50],
          ['TEMPLATE', 30],
          ['DESIGN_STUDIO', 20],
        ] as const);
        const fileName = `${slug(title)}-${format.toLowerCase().replace(/_/g, '-')}.pdf`;
        insert.run(
          (id += 1),
          c.id,
          'flyer',
          0,
          fileName,
          filePath({ title, subtitle: client, name: fileName, width: w, height: h }),
          artPath({ title, subtitle: client, seed: `c${c.id}`, kind: 'flyer', width: w, height: h }),
          source,
          source === 'UPLOAD' ? 1 : 0,
          c.created_at,
        );
      }

      // Client 1 has no logo on file; client 2 added one to some campaigns.
      const hasLogo = c.client_id === '1001' || (c.client_id === '1003' && rng.chance(0.5));
      if (hasLogo) {
        const logoName = `${slug(client)}-logo.svg`;
        const logo = artPath({ title: client, seed: `l${c.client_id}`, kind: 'logo', width: 1, height: 1 });
        insert.run((id += 1), c.id, 'logo', 0, logoName, logo, logo, 'UPLOAD', 1, c.created_at);
      }

      if (c.status !== 0) {
        const count = rng.weighted([
          [0, 40],
          [1, 40],
          [2, 20],
        ] as const);
        for (let i = 0; i < count; i++) {
          const [label, tag] = extras[i]!;
          const name = `${slug(title)}-${tag}.pdf`;
          const [ew, eh] = tag === 'social' ? [1, 1] : tag === 'poster' ? [297, 420] : [w, h];
          insert.run(
            (id += 1),
            c.id,
            'extra',
            i,
            name,
            filePath({ title: `${title} – ${label}`, subtitle: client, name, width: ew, height: eh }),
            artPath({ title, subtitle: label, seed: `c${c.id}${tag}`, kind: 'extra', width: ew, height: eh }),
            'UPLOAD',
            1,
            c.created_at,
          );
        }
      }
    }
  },
};
