/**
 * The seed's version, apart from the seed itself: stored data records it, but only a first visit
 * (or a reset) needs the seed's code, which loads on demand. Bump it whenever what the seed creates
 * changes; stored data of another seed version is kept (the user's data stays, docs/decisions.md).
 */
export const SEED_VERSION = 3
