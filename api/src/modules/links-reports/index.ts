import { createLinkReportBody, ErrorBody, LinkReport } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import { linksReports } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppPlugin } from '../../http/validate';
import { findLiveOnlineAddressById } from '../online-addresses/queries';

async function createLinkReport(
  db: Db,
  message: string,
  onlineAddressId: number,
  userId: number | null,
): Promise<LinkReport> {
  const link = await findLiveOnlineAddressById(db, onlineAddressId);
  if (!link) throw notFound();
  const [row] = await db.insert(linksReports).values({ message, onlineAddressId, userId }).returning();
  if (!row) throw new Error('insert returned no row');
  return {
    id: row.id,
    message: row.message,
    onlineAddress: { id: row.onlineAddressId },
    dateCreate: row.createdAt.toISOString(),
  };
}

/** A visitor reports a link (spec 000 §2 "Report link"). */
const linksReportsModule: AppPlugin = async (app) => {
  app.post(
    '/api/v1/links-reports',
    {
      schema: {
        tags: ['links-reports'],
        summary: 'Report a link',
        body: createLinkReportBody,
        response: { 201: LinkReport, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { message, onlineAddress } = request.body;
      const report = await createLinkReport(app.db, message, onlineAddress.id, request.user?.id ?? null);
      return reply.status(201).send(report);
    },
  );
};

export default linksReportsModule;
