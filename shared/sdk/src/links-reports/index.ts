import { type CreateLinkReportBody, LinkReport } from '@atalho/sdk/schemas';
import { api, parseResponse } from '../client';

/** POST /api/v1/links-reports: a visitor reports a short link. */
export async function reportLink(body: CreateLinkReportBody): Promise<LinkReport> {
  return parseResponse(LinkReport, await api.post('links-reports', { json: body }).json());
}
