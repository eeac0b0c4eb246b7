import { endpoints } from '../../../src/api/contract/endpoints';
import type { RouteModule } from '../deps';
import { renderArtSvg, renderPdf } from './render';

const headers = {
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * Sandbox-only artwork files, unauthenticated like an image CDN (an <img> sends no bearer header). They
 * are rendered from the query string alone and read no stored data, so an asset URL reveals nothing it
 * does not itself carry.
 */
export const assetRoutes: RouteModule = (mount) => {
  mount(endpoints.artworkImage, ({ c, query }) =>
    c.body(renderArtSvg(query), 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' }),
  );

  mount(endpoints.artworkFile, ({ c, query }) =>
    c.body(new Uint8Array(renderPdf(query)), 200, {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${query.name}"`,
    }),
  );
};
