// Types for the TypeScript callers of load.mjs (the first-requests test draws codes with its picker).
/** Picks seeded codes (`b1` … `bN`) as the load generators do; `uniform01` replaces Math.random. */
export function generatedPicker(
  generated: { count: number; dist: 'zipf' | 'uniform' },
  uniform01?: () => number,
): () => string;
