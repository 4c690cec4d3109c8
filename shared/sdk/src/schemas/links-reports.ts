import * as v from 'valibot';
import { idRef } from './common';

export const LINK_REPORT_MIN = 10;
export const LINK_REPORT_MAX = 500;

/** Report message: required, 10 to 500 characters (spec 000 §5). */
export const linkReportMessage = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.minLength(LINK_REPORT_MIN, 'invalidSize'),
  v.maxLength(LINK_REPORT_MAX, 'invalidSize'),
);

export const createLinkReportBody = v.object({
  message: linkReportMessage,
  onlineAddress: idRef,
});
export type CreateLinkReportBody = v.InferInput<typeof createLinkReportBody>;

export const LinkReport = v.object({
  id: v.number(),
  message: v.string(),
  onlineAddress: v.object({ id: v.number() }),
  dateCreate: v.string(),
});
export type LinkReport = v.InferOutput<typeof LinkReport>;
