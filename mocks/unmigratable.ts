/**
 * Stored data this build cannot take up to its schema version: newer, unversioned, or with a gap
 * in the migrations. Apart from migrations.ts, which loads only for data that needs migrating.
 */
export class UnmigratableError extends Error {}
