import * as v from 'valibot';
import { messageKeys } from './common';

/**
 * The account area (LGPD, decision 037): a copy of everything the user holds, as a ZIP built by a job, and the
 * deletion of the account. Wire paths: `/api/v1/account/data-exports*` and `DELETE /api/v1/account`.
 */

export const dataExportStatuses = ['pending', 'running', 'ready', 'failed'] as const;
export const DataExportStatus = v.picklist(dataExportStatuses);
export type DataExportStatus = v.InferOutput<typeof DataExportStatus>;

/** What the job is collecting, in order; the panel names each while the export runs. */
export const dataExportSteps = [
  'profile',
  'links',
  'biography',
  'infoproducts',
  'leads',
  'contacts',
  'campaigns',
  'billing',
  'uploads',
  'saving',
] as const;
export const DataExportStep = v.picklist(dataExportSteps);
export type DataExportStep = v.InferOutput<typeof DataExportStep>;

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_TTL_DAYS = 7;

/** One export: its progress while the job runs, then its size and until when it can be downloaded. */
export const DataExport = v.object({
  id: v.number(),
  status: DataExportStatus,
  /** 0–100. */
  progress: v.number(),
  step: v.nullable(DataExportStep),
  /** The ZIP's size in bytes, about (null until ready). */
  size: v.nullable(v.number()),
  createdAt: v.string(),
  readyAt: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
});
export type DataExport = v.InferOutput<typeof DataExport>;

/** The user's exports, newest first (only the newest can be downloaded; older ones expire when it is made). */
export const DataExportList = v.array(DataExport);
export type DataExportList = v.InferOutput<typeof DataExportList>;

/** The ZIP's file name on the user's disk. */
export function dataExportFileName(createdAt: string): string {
  return `atalho-meus-dados-${createdAt.slice(0, 10)}.zip`;
}

/** An answer's key when the typed confirmation is not the account's e-mail. */
export const ACCOUNT_CONFIRMATION_MISMATCH = 'account.confirmation.mismatch';

/**
 * DELETE /api/v1/account: the account's e-mail typed again, so that a stray click or a borrowed session cannot
 * delete it (sign-in is through Google: there is no password to ask for).
 */
export const accountDeletionBody = v.object({
  confirmation: v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(320, messageKeys.invalidSize),
  ),
});
export type AccountDeletionBody = v.InferInput<typeof accountDeletionBody>;

/** Whether the typed confirmation names this e-mail (spaces around and letter case do not matter). */
export function confirmsEmail(confirmation: string, email: string): boolean {
  return confirmation.trim().toLowerCase() === email.trim().toLowerCase();
}
