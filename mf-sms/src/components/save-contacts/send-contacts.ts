import { type ContactBody, type ContactsSaved, SMS_LIMITS } from '@atalho/sdk/sms';

/**
 * Sends the editor's contacts through POST /contacts/all in requests of at most 1,000, one after the other,
 * and stops at the first failure: what was sent stays sent, and the caller resumes with the rest.
 */

export const EMPTY_SAVED: ContactsSaved = { created: 0, updated: 0, duplicates: [] };

/** Splits a list into consecutive parts of at most `size`. */
export function chunksOf<T>(items: readonly T[], size: number = SMS_LIMITS.contactsPerSave): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Two answers added up. */
export function addSaved(a: ContactsSaved, b: ContactsSaved): ContactsSaved {
  return {
    created: a.created + b.created,
    updated: a.updated + b.updated,
    duplicates: a.duplicates.concat(b.duplicates),
  };
}

export interface SendOutcome {
  /** How many of the contacts were accepted (a prefix of the list). */
  sent: number;
  /** The answers of the requests that succeeded, added up. */
  saved: ContactsSaved;
  /** Why the rest was not sent; null when every contact was. */
  error: unknown;
}

export interface SendOptions {
  size?: number;
  /** After each request that succeeds: contacts sent so far, of the list's total. */
  onProgress?(sent: number, total: number): void;
}

export async function sendContacts(
  contacts: readonly ContactBody[],
  save: (chunk: ContactBody[]) => Promise<ContactsSaved>,
  { size = SMS_LIMITS.contactsPerSave, onProgress }: SendOptions = {},
): Promise<SendOutcome> {
  let sent = 0;
  let saved = EMPTY_SAVED;
  for (const chunk of chunksOf(contacts, size)) {
    try {
      saved = addSaved(saved, await save(chunk));
    } catch (error) {
      return { sent, saved, error };
    }
    sent += chunk.length;
    onProgress?.(sent, contacts.length);
  }
  return { sent, saved, error: null };
}
