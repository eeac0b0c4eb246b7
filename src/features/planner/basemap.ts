/**
 * The route planner's street basemap: which one the build's configuration asks for, the origins a
 * Content-Security-Policy must allow for it, where the planner's own layers go in its layer list, which
 * fonts its labels can use, and when to give up on it.
 *
 * Pure: `vite.config.ts` imports this file too (for the CSP of the dev and preview servers), so it reads
 * no `import.meta.env` and imports nothing of MapLibre but its types.
 */
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

/** The default basemap: OpenFreeMap's "Liberty" style (OpenStreetMap data, public, no key). */
export const OPENFREEMAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
/** Fonts and sprites of the Protomaps basemap (for a PMTiles file), unless the build names its own. */
export const PROTOMAPS_ASSETS_URL = 'https://protomaps.github.io/basemaps-assets';
/** `VITE_MAP_STYLE_URL=plain`: the plain built-in style, which requests nothing from anywhere. */
export const PLAIN_STYLE_SETTING = 'plain';
/** How long the basemap may take to show its first tile before the planner draws the plain style. */
export const BASEMAP_TIMEOUT_MS = 5000;
/** Route labels without a glyph server: MapLibre draws them with the browser's own fonts. */
export const LOCAL_LABEL_FONT = ['DejaVu Sans', 'sans-serif'];
/** A font every basemap glyph server used here has (OpenFreeMap, Protomaps' assets). */
export const GLYPH_SERVER_FONT = ['Noto Sans Regular'];

export type BasemapConfig = {
  styleUrl?: string | null;
  pmtilesUrl?: string | null;
  assetsUrl?: string | null;
};

export type Basemap =
  { kind: 'plain' } | { kind: 'style'; url: string } | { kind: 'pmtiles'; url: string; assetsUrl: string };

/**
 * The basemap a configuration asks for: `VITE_MAP_STYLE_URL` when set (`plain` for the built-in style),
 * else the Protomaps style over `VITE_MAP_PMTILES_URL` (fonts and sprites from `VITE_MAP_ASSETS_URL`,
 * by default Protomaps' public copy), else OpenFreeMap.
 */
export function basemapOf(config: BasemapConfig): Basemap {
  const styleUrl = config.styleUrl?.trim();
  if (styleUrl)
    return styleUrl.toLowerCase() === PLAIN_STYLE_SETTING
      ? { kind: 'plain' }
      : { kind: 'style', url: styleUrl };
  const pmtilesUrl = config.pmtilesUrl?.trim();
  if (pmtilesUrl) {
    const assetsUrl = (config.assetsUrl?.trim() || PROTOMAPS_ASSETS_URL).replace(/\/+$/, '');
    return { kind: 'pmtiles', url: pmtilesUrl, assetsUrl };
  }
  return { kind: 'style', url: OPENFREEMAP_STYLE_URL };
}

/** The origin of an absolute http(s) URL; nothing for a path on the dashboard's own origin. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins the browser fetches a basemap from, for `connect-src` and `img-src`: the style's (a style
 * whose tiles, sprite or fonts live elsewhere needs those added by hand), or the PMTiles file's and its
 * fonts' and sprites'.
 */
export function basemapOrigins(basemap: Basemap): string[] {
  const urls =
    basemap.kind === 'plain'
      ? []
      : basemap.kind === 'style'
        ? [basemap.url]
        : [basemap.url, basemap.assetsUrl];
  return [...new Set(urls.map(originOf).filter((o): o is string => Boolean(o)))];
}

const isTextLayer = (layer: LayerSpecification) =>
  layer.type === 'symbol' && layer.layout?.['text-field'] !== undefined;

/**
 * The basemap's first label layer (a symbol layer with text): the planner's layers go just before it, so
 * they sit above land, water and roads and below street and place names. None for a style without labels.
 */
export function firstLabelLayerId(layers: readonly LayerSpecification[]): string | undefined {
  return layers.find(isTextLayer)?.id;
}

/**
 * The fonts of the planner's own labels on a style: with a glyph server, a font of the style's own labels
 * (the server has it), a regular one when there is one (not the italics of water names); without one, the
 * browser's fonts.
 */
export function labelFontFor(style: Pick<StyleSpecification, 'glyphs' | 'layers'>): string[] {
  if (!style.glyphs) return LOCAL_LABEL_FONT;
  const fonts = style.layers.flatMap((layer) => {
    if (layer.type !== 'symbol' || !isTextLayer(layer)) return [];
    const font: unknown = layer.layout?.['text-font'];
    return Array.isArray(font) && font.length > 0 && font.every((f) => typeof f === 'string')
      ? [font as string[]]
      : [];
  });
  return fonts.find((f) => /regular/i.test(f[0]!)) ?? fonts[0] ?? GLYPH_SERVER_FONT;
}

/** The fonts to start with before the style has loaded: a guess from the configuration alone. */
export const initialLabelFont = (basemap: Basemap): string[] =>
  basemap.kind === 'plain' ? LOCAL_LABEL_FONT : GLYPH_SERVER_FONT;

export type BasemapWatch = {
  /** Starts the clock (once the map exists); gives back what stops it. */
  start: () => () => void;
  /** The style has loaded, with these sources (the basemap's). */
  styleLoaded: (sourceIds: readonly string[]) => void;
  /** The map reported an error, from a source or (none) from the style, its sprite or its fonts. */
  error: (sourceId: string | undefined) => void;
  /** A tile of a source has arrived. */
  tile: (sourceId: string | undefined) => void;
};

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

/**
 * Decides whether the basemap can be shown: it can once one of its tiles has arrived; it cannot when an
 * error comes first (the style, a tile, the sprite or the fonts could not be fetched: offline, blocked,
 * down) or when no tile has arrived within `timeoutMs` of `start()`. Decides once, then ignores everything.
 */
export function watchBasemap(opts: {
  onUnavailable: () => void;
  onShown?: () => void;
  timeoutMs?: number;
  timers?: Timers;
}): BasemapWatch {
  const timers: Timers = opts.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
  };
  let decided = false;
  let timer: unknown = null;
  let sources: Set<string> | null = null;
  const disarm = () => {
    if (timer !== null) timers.clearTimeout(timer as never);
    timer = null;
  };
  const settle = (shown: boolean) => {
    if (decided) return;
    decided = true;
    disarm();
    (shown ? opts.onShown : opts.onUnavailable)?.();
  };
  return {
    start: () => {
      if (!decided && timer === null)
        timer = timers.setTimeout(() => settle(false), opts.timeoutMs ?? BASEMAP_TIMEOUT_MS);
      return disarm;
    },
    // A style without sources (a background only) has no tile to wait for.
    styleLoaded: (ids) => {
      sources = new Set(ids);
      if (ids.length === 0) settle(true);
    },
    // Before the style has loaded every error is the style's; after, those of the planner's own sources
    // (added on top of the basemap) are not the basemap's.
    error: (sourceId) => {
      if (sourceId === undefined || sources === null || sources.has(sourceId)) settle(false);
    },
    tile: (sourceId) => {
      if (sourceId !== undefined && sources?.has(sourceId)) settle(true);
    },
  };
}
