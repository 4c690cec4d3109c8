import { appendFileSync } from 'node:fs';

/** One line of `npm run test:chaos`'s table (scripts/chaos.mjs prints them in order). */
export interface ChaosRow {
  scenario: string;
  load: string;
  acknowledged: number;
  stored: number;
  lost: number;
  doubled: number;
  /** 503 answers (the database cut), or null where none can be. */
  unavailable: number | null;
  /** What the scenario measures as its recovery: back to serving, or back to work after a restart. */
  recovery: string;
  notes?: string;
}

/** Adds the row to the run's table file (CHAOS_REPORT), or prints it when the file is run on its own. */
export function report(row: ChaosRow): void {
  const file = process.env.CHAOS_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
  else console.log(row);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
