import { createRng, hashSeed, type Rng } from './prng';

/** Base of every step's PRNG seed: change it and every demo dataset changes. */
export const SEED = 20240611;

/**
 * A seed step's own random stream, seeded from SEED and the step's name only (so steps do not disturb
 * each other, and a step's draws can be made again outside the seed, as the route rows' worker does).
 */
export const stepRng = (name: string): Rng => createRng(hashSeed(`${SEED}:${name}`));
