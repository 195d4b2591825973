/**
 * The seed's version, apart from the seed itself: every boot compares it with the stored data's,
 * but only a first visit (or a reset) needs the seed's code, which loads on demand.
 * Bump it whenever what the seed creates changes: stored data of another version is replaced.
 */
export const SEED_VERSION = 2
