import type { LayerSpecification } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  basemapOf,
  basemapOrigins,
  firstLabelLayerId,
  GLYPH_SERVER_FONT,
  labelFontFor,
  LOCAL_LABEL_FONT,
  OPENFREEMAP_STYLE_URL,
  PROTOMAPS_ASSETS_URL,
  watchBasemap,
} from './basemap';
import { PROTOMAPS_ATTRIBUTION, protomapsStyle } from './basemap-protomaps';

describe('which basemap a build draws', () => {
  it('draws OpenFreeMap when nothing is configured', () => {
    expect(basemapOf({})).toEqual({ kind: 'style', url: OPENFREEMAP_STYLE_URL });
    expect(basemapOf({ styleUrl: '  ', pmtilesUrl: '' })).toEqual({
      kind: 'style',
      url: OPENFREEMAP_STYLE_URL,
    });
  });

  it('draws the configured style, or the plain one when asked for by name', () => {
    expect(basemapOf({ styleUrl: ' https://maps.example.com/style.json ' })).toEqual({
      kind: 'style',
      url: 'https://maps.example.com/style.json',
    });
    expect(basemapOf({ styleUrl: 'plain' })).toEqual({ kind: 'plain' });
    expect(basemapOf({ styleUrl: 'PLAIN', pmtilesUrl: '/map.pmtiles' })).toEqual({ kind: 'plain' });
  });

  it("draws a PMTiles file with the Protomaps style, fonts and sprites from Protomaps' copy unless named", () => {
    expect(basemapOf({ pmtilesUrl: 'https://cdn.example.com/us.pmtiles' })).toEqual({
      kind: 'pmtiles',
      url: 'https://cdn.example.com/us.pmtiles',
      assetsUrl: PROTOMAPS_ASSETS_URL,
    });
    expect(basemapOf({ pmtilesUrl: '/us.pmtiles', assetsUrl: 'https://cdn.example.com/assets/' })).toEqual({
      kind: 'pmtiles',
      url: '/us.pmtiles',
      assetsUrl: 'https://cdn.example.com/assets',
    });
  });

  it('a style URL wins over a PMTiles file', () => {
    expect(basemapOf({ styleUrl: 'https://a.example/s.json', pmtilesUrl: '/us.pmtiles' }).kind).toBe('style');
  });
});

describe('the origins a Content-Security-Policy allows for the basemap', () => {
  it("is OpenFreeMap's by default, none for the plain style", () => {
    expect(basemapOrigins(basemapOf({}))).toEqual(['https://tiles.openfreemap.org']);
    expect(basemapOrigins(basemapOf({ styleUrl: 'plain' }))).toEqual([]);
  });

  it("is the style's origin; a path on the dashboard's own origin needs none", () => {
    expect(basemapOrigins(basemapOf({ styleUrl: 'http://127.0.0.1:4000/style.json' }))).toEqual([
      'http://127.0.0.1:4000',
    ]);
    expect(basemapOrigins(basemapOf({ styleUrl: '/map/style.json' }))).toEqual([]);
  });

  it("is the PMTiles file's and its fonts' origins, once each", () => {
    expect(basemapOrigins(basemapOf({ pmtilesUrl: 'https://cdn.example.com/us.pmtiles' }))).toEqual([
      'https://cdn.example.com',
      'https://protomaps.github.io',
    ]);
    expect(
      basemapOrigins(
        basemapOf({
          pmtilesUrl: 'https://cdn.example.com/us.pmtiles',
          assetsUrl: 'https://cdn.example.com/a',
        }),
      ),
    ).toEqual(['https://cdn.example.com']);
    expect(basemapOrigins(basemapOf({ pmtilesUrl: '/us.pmtiles', assetsUrl: '/assets' }))).toEqual([]);
  });
});

const layer = (l: object) => l as LayerSpecification;
const streetLayers = [
  layer({ id: 'background', type: 'background' }),
  layer({ id: 'water', type: 'fill', source: 's', 'source-layer': 'water' }),
  layer({ id: 'roads', type: 'line', source: 's', 'source-layer': 'roads' }),
  // One-way arrows: a symbol layer without text, drawn with the roads.
  layer({ id: 'oneway', type: 'symbol', source: 's', layout: { 'icon-image': 'arrow' } }),
  layer({
    id: 'road-names',
    type: 'symbol',
    source: 's',
    layout: { 'text-field': ['get', 'name'], 'text-font': ['Noto Sans Regular'] },
  }),
  layer({ id: 'place-names', type: 'symbol', source: 's', layout: { 'text-field': '{name}' } }),
];

describe("where the planner's layers go", () => {
  it("goes just before the basemap's first layer of names", () => {
    expect(firstLabelLayerId(streetLayers)).toBe('road-names');
  });

  it('goes on top of a style without names', () => {
    expect(firstLabelLayerId(streetLayers.slice(0, 4))).toBeUndefined();
    expect(firstLabelLayerId([])).toBeUndefined();
  });

  it('finds the names of the Protomaps style, above its roads', () => {
    const style = protomapsStyle('/us.pmtiles', PROTOMAPS_ASSETS_URL, 'https://app.example.com/plan');
    const ids = style.layers.map((l) => l.id);
    const first = firstLabelLayerId(style.layers);
    expect(first).toBeDefined();
    const roads = ids.findIndex((id) => id.startsWith('roads'));
    expect(roads).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first!)).toBeGreaterThan(roads);
  });
});

describe("the fonts of the planner's labels", () => {
  it('are a font of the glyph server the style uses', () => {
    expect(labelFontFor({ glyphs: 'https://x/{fontstack}/{range}.pbf', layers: streetLayers })).toEqual([
      'Noto Sans Regular',
    ]);
    const expressionFont = [
      layer({ id: 'n', type: 'symbol', layout: { 'text-field': 'x', 'text-font': ['literal', ['A']] } }),
    ];
    expect(labelFontFor({ glyphs: 'https://x/{fontstack}/{range}.pbf', layers: expressionFont })).toEqual(
      GLYPH_SERVER_FONT,
    );
  });

  it("are the browser's own fonts without a glyph server", () => {
    expect(labelFontFor({ layers: streetLayers })).toEqual(LOCAL_LABEL_FONT);
  });
});

describe('the Protomaps style over a PMTiles file', () => {
  it('reads the file with the pmtiles protocol, credits Protomaps and OpenStreetMap, and has the fonts it names', () => {
    const style = protomapsStyle(
      '/us.pmtiles',
      'https://cdn.example.com/assets',
      'https://app.example.com/plan',
    );
    expect(style.sources.protomaps).toMatchObject({
      type: 'vector',
      url: 'pmtiles://https://app.example.com/us.pmtiles',
      attribution: PROTOMAPS_ATTRIBUTION,
    });
    expect(PROTOMAPS_ATTRIBUTION).toContain('OpenStreetMap');
    expect(style.glyphs).toBe('https://cdn.example.com/assets/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('https://cdn.example.com/assets/sprites/v4/light');
    expect(labelFontFor(style)).toEqual(['Noto Sans Regular']);
  });
});

describe('whether the street map can be shown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('can once a tile of the basemap arrives, and then keeps it whatever fails later', () => {
    vi.useFakeTimers();
    const onUnavailable = vi.fn();
    const onShown = vi.fn();
    const watch = watchBasemap({ onUnavailable, onShown, timeoutMs: 5000 });
    watch.start();
    watch.styleLoaded(['streets']);
    watch.tile('routes'); // the planner's own source: not the basemap
    expect(onShown).not.toHaveBeenCalled();
    watch.tile('streets');
    expect(onShown).toHaveBeenCalledOnce();
    watch.error('streets');
    watch.error(undefined);
    vi.advanceTimersByTime(10_000);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('can at once when the style has no sources: nothing to wait for', () => {
    const onUnavailable = vi.fn();
    const onShown = vi.fn();
    const watch = watchBasemap({ onUnavailable, onShown });
    watch.start();
    watch.styleLoaded([]);
    expect(onShown).toHaveBeenCalledOnce();
    watch.error(undefined);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('cannot when its style fails to load, even before the clock starts', () => {
    const onUnavailable = vi.fn();
    const watch = watchBasemap({ onUnavailable });
    watch.error(undefined);
    watch.error(undefined);
    expect(onUnavailable).toHaveBeenCalledOnce();
  });

  it("cannot when its tiles, sprite or fonts fail before any tile arrives; the planner's own sources do not count", () => {
    const onUnavailable = vi.fn();
    const watch = watchBasemap({ onUnavailable });
    watch.styleLoaded(['streets']);
    watch.error('routes');
    expect(onUnavailable).not.toHaveBeenCalled();
    watch.error('streets');
    expect(onUnavailable).toHaveBeenCalledOnce();

    const sprite = vi.fn();
    const second = watchBasemap({ onUnavailable: sprite });
    second.styleLoaded(['streets']);
    second.error(undefined);
    expect(sprite).toHaveBeenCalledOnce();
  });

  it('cannot when nothing arrives in time once the map exists', () => {
    vi.useFakeTimers();
    const onUnavailable = vi.fn();
    const watch = watchBasemap({ onUnavailable, timeoutMs: 5000 });
    vi.advanceTimersByTime(60_000); // MapLibre still downloading: the clock has not started
    expect(onUnavailable).not.toHaveBeenCalled();
    watch.start();
    watch.styleLoaded(['streets']);
    vi.advanceTimersByTime(4999);
    expect(onUnavailable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUnavailable).toHaveBeenCalledOnce();
  });

  it('waits no more once stopped, and starts again (as React runs effects twice in development)', () => {
    vi.useFakeTimers();
    const onUnavailable = vi.fn();
    const watch = watchBasemap({ onUnavailable, timeoutMs: 100 });
    const stop = watch.start();
    stop();
    vi.advanceTimersByTime(1000);
    expect(onUnavailable).not.toHaveBeenCalled();
    watch.start();
    vi.advanceTimersByTime(100);
    expect(onUnavailable).toHaveBeenCalledOnce();
  });
});
