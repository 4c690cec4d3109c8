import { api, silent } from '@atalho/sdk';

export interface LegalVersion {
  id: number;
  name: string;
  dateUpdate?: string;
}

export interface PendingTerms {
  termsOfUse: LegalVersion | null;
  privacyPolicy: LegalVersion | null;
}

const LATEST = { page: 0, size: 1, orderBy: 'id:DESC' };

function firstOfPage(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('content' in body)) return null;
  const { content } = body;
  return Array.isArray(content) ? (content[0] ?? null) : null;
}

function asVersion(value: unknown): LegalVersion | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'number') return null;
  return {
    id: record.id,
    name: typeof record.name === 'string' ? record.name : '',
    dateUpdate: typeof record.dateUpdate === 'string' ? record.dateUpdate : undefined,
  };
}

/** Missing endpoints or other failures mean "nothing to ask": the dialog never blocks the panel. */
async function getQuietly(path: string, searchParams: Record<string, string | number>): Promise<unknown> {
  try {
    return await api.get(path, { ...silent, searchParams }).json();
  } catch {
    return null;
  }
}

async function latest(path: string): Promise<LegalVersion | null> {
  return asVersion(firstOfPage(await getQuietly(path, LATEST)));
}

async function accepted(path: string, idParam: string, id: number): Promise<boolean> {
  const body = await getQuietly(path, { page: 0, size: 1, [idParam]: id });
  // An unreadable answer counts as accepted so a broken endpoint cannot trap the user in the dialog.
  if (body === null) return true;
  return firstOfPage(body) !== null;
}

/** The latest terms of use and privacy policy the user has not accepted yet (null when accepted). */
export async function findPendingTerms(): Promise<PendingTerms> {
  const [terms, privacy] = await Promise.all([latest('terms-of-use'), latest('privacy-policies')]);
  const [termsOk, privacyOk] = await Promise.all([
    terms ? accepted('user-sign-terms-of-use', 'termsOfUseId', terms.id) : true,
    privacy ? accepted('user-sign-privacy-policy', 'privacyPolicyId', privacy.id) : true,
  ]);
  return { termsOfUse: termsOk ? null : terms, privacyPolicy: privacyOk ? null : privacy };
}

export async function acceptTerms(pending: PendingTerms): Promise<void> {
  await Promise.all([
    pending.termsOfUse &&
      api.post('user-sign-terms-of-use', { json: { termsOfUse: { id: pending.termsOfUse.id } } }),
    pending.privacyPolicy &&
      api.post('user-sign-privacy-policy', { json: { privacyPolicy: { id: pending.privacyPolicy.id } } }),
  ]);
}
