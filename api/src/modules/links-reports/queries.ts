import type { Db } from '../../db/client';
import { linksReports } from '../../db/schema';

export type LinkReportRow = typeof linksReports.$inferSelect;

export async function insertLinkReport(
  db: Db,
  values: { message: string; onlineAddressId: number; userId: number | null },
): Promise<LinkReportRow> {
  const [row] = await db.insert(linksReports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
