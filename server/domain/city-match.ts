/**
 * Loose city-name matching for flyer quotes: case, accents, punctuation and a trailing state or region
 * ("Austin, TX") do not matter; known local names ("München") match too. Names that do not match get
 * suggestions: close spellings (edit distance, transpositions counted once) and names that start with
 * what was typed.
 */

/** Lower case, accents removed, punctuation as spaces, single spaces. */
export function normaliseCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "Austin, TX" -> "Austin"; "Paris" -> "Paris". Only a short trailing part after a comma is dropped. */
export function stripRegion(name: string): string {
  const match = /^(.*\S)\s*,\s*[\p{L}.\s]{1,20}$/u.exec(name.trim());
  return match ? match[1]! : name.trim();
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits still count as a typo of a name this long. */
const tolerance = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

export interface NamedCity {
  name: string;
  aliases?: readonly string[];
}

/** The city whose name or alias equals `query` once normalised (a trailing ", ST" ignored), if any. */
export function matchCity<C extends NamedCity>(cities: readonly C[], query: string): C | undefined {
  const wanted = [normaliseCityName(query), normaliseCityName(stripRegion(query))];
  return cities.find((c) =>
    [c.name, ...(c.aliases ?? [])].some((n) => wanted.includes(normaliseCityName(n))),
  );
}

/**
 * Up to `limit` city names close to `query`: within a few edits of the name or an alias, or a name that
 * starts with what was typed (at least 3 letters). Closest first, then alphabetical.
 */
export function suggestCities(cities: readonly NamedCity[], query: string, limit = 5): string[] {
  const q = normaliseCityName(stripRegion(query));
  if (q === '') return [];
  const scored: { name: string; score: number }[] = [];
  for (const city of cities) {
    let score = Infinity;
    for (const candidate of [city.name, ...(city.aliases ?? [])]) {
      const n = normaliseCityName(candidate);
      const distance = editDistance(q, n);
      if (distance <= tolerance(Math.max(q.length, n.length))) score = Math.min(score, distance);
      if (q.length >= 3 && (n.startsWith(q) || q.startsWith(n))) score = Math.min(score, 0.5);
    }
    if (score !== Infinity) scored.push({ name: city.name, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}
