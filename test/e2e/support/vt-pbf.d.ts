/** The one function of vt-pbf the test tile server uses (the package ships no types). */
declare module 'vt-pbf' {
  type GeoJsonVtTile = { features: unknown[] };
  const vtpbf: {
    /** Encodes geojson-vt tiles, one per layer name, as a Mapbox Vector Tile. */
    fromGeojsonVt(
      layers: Record<string, GeoJsonVtTile>,
      options?: { version?: number; extent?: number },
    ): Uint8Array;
  };
  export default vtpbf;
}
