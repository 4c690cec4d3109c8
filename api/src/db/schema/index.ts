// One file per area; add `export * from './<area>';` here and run `npm run db:generate -w api`
// (or `npx drizzle-kit generate --config api/drizzle.config.ts`) to write the migration.

export * from './account';
export * from './billing';
export * from './biographies';
export * from './clicks';
export * from './configs';
export * from './domains';
export * from './files';
export * from './infoproducts';
export * from './links';
export * from './mail';
export * from './open-graphs';
export * from './plans';
export * from './sms';
export * from './sms-shootings';
export * from './terms';
export * from './users';
