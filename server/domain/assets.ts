/**
 * Sandbox-served artwork: thumbnails (SVG) and print files (PDF) are rendered from their query string
 * alone, so an asset URL carries everything it shows and the unauthenticated asset path can reveal no
 * stored data. Rows store the path; reads prefix the sandbox's base URL.
 */

import { endpoints } from '../../src/api/contract/endpoints';
import { toSearchParams } from '../../src/api/contract/query';
import type { ArtKind } from '../../src/api/contract/sandbox';

export interface ArtParams {
  title: string;
  subtitle?: string;
  /** Any short token: picks colours and the pattern. */
  seed: string;
  kind: ArtKind;
  /** Aspect of the piece, e.g. 9x6 for a landscape postcard. */
  width: number;
  height: number;
}

const qs = (params: Record<string, string | number | undefined>) => toSearchParams(params).toString();

export const artPath = (p: ArtParams) =>
  `${endpoints.artworkImage.path}?${qs({ title: p.title, subtitle: p.subtitle, seed: p.seed, kind: p.kind, w: p.width, h: p.height })}`;

export const filePath = (p: {
  title: string;
  subtitle?: string;
  name: string;
  width: number;
  height: number;
}) =>
  `${endpoints.artworkFile.path}?${qs({ title: p.title, subtitle: p.subtitle, name: pdfName(p.name), w: p.width, h: p.height })}`;

/** The print file is always a PDF: an image upload ("menu.png") is served as its print-ready "menu.pdf". */
export const pdfName = (name: string) =>
  /\.pdf$/i.test(name) ? name : `${name.replace(/\.[a-z0-9]{1,5}$/i, '')}.pdf`;

/** An absolute URL for a stored asset path (base URL without a trailing slash). */
export const assetUrl = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** Proportions of the print formats the demo data uses (width x height). */
export const formatShape: Record<string, readonly [number, number]> = {
  POSTCARD_6X9: [9, 6],
  POSTCARD_6X11: [11, 6],
  POSTCARD_8_5X11: [11, 8.5],
  POSTCARD_9x6: [9, 6],
  POSTCARD_11x6: [11, 6],
  POSTCARD_6x4: [6, 4],
  FLYER_A5: [148, 210],
  FLYER_A6: [105, 148],
  FLYER_DL: [99, 210],
  DOOR_HANGER: [4.25, 11],
  INSERT_A4: [210, 297],
};
export const shapeOf = (format: string): readonly [number, number] => formatShape[format] ?? [148, 210];
