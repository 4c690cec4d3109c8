import { api } from './client';
import type { CreateLinkReportBody, LinkReport } from './schemas/links-reports';

/** POST /api/v1/links-reports — a visitor reports a short link. */
export function reportLink(body: CreateLinkReportBody): Promise<LinkReport> {
  return api.post('links-reports', { json: body }).json<LinkReport>();
}
