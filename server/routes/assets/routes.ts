import { Hono } from 'hono';
import { z } from 'zod';
import { qSingle } from '../../../src/api/contract/query';
import { artKinds } from '../../domain/assets';
import { parseQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { renderArtSvg, renderPdf } from './render';

const text = (max: number) =>
  qSingle(z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`));
const optionalText = (max: number) =>
  qSingle(z.string().trim().max(max, `must be at most ${max} characters`).optional());
const dimension = qSingle(
  z
    .string()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, 'expected a positive number')
    .transform(Number)
    .pipe(z.number().positive('must be positive')),
);

const artQuery = z.object({
  title: text(120),
  subtitle: optionalText(120),
  seed: text(40),
  kind: qSingle(
    z.enum(artKinds as [string, ...string[]], { message: `expected one of ${artKinds.join(', ')}` }),
  ),
  w: dimension,
  h: dimension,
});

const fileQuery = z.object({
  title: text(160),
  subtitle: optionalText(120),
  name: qSingle(z.string().regex(/^[\w.-]{1,120}\.pdf$/, 'expected a file name ending in .pdf')),
  w: dimension,
  h: dimension,
});

/**
 * Sandbox-only artwork files, unauthenticated like an image CDN (an <img> sends no bearer header). They
 * are rendered from the query string alone and read no stored data, so an asset URL reveals nothing it
 * does not itself carry.
 */
export function assetRoutes(_deps: RouteDeps) {
  const app = new Hono();
  const headers = {
    'Cache-Control': 'public, max-age=86400, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };

  app.get('/sandbox/assets/art.svg', (c) => {
    const q = parseQuery(c, artQuery);
    const svg = renderArtSvg({ ...q, kind: q.kind as (typeof artKinds)[number] });
    return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });

  app.get('/sandbox/assets/file.pdf', (c) => {
    const q = parseQuery(c, fileQuery);
    const pdf = renderPdf(q);
    return c.body(new Uint8Array(pdf), 200, {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${q.name}"`,
    });
  });

  return app;
}
