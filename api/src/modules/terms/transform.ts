import type { UserSignPrivacyPolicy, UserSignTermsOfUse } from '@atalho/sdk/schemas';
import type { SignRow, VersionRow } from './queries';

export function toVersion(row: VersionRow) {
  return { id: row.id, name: row.name, dateUpdate: row.dateUpdate.toISOString(), content: row.content };
}

export function toTermsSign(row: SignRow): UserSignTermsOfUse {
  return { id: row.id, termsOfUse: row.version, dateCreate: row.createdAt.toISOString() };
}

export function toPrivacySign(row: SignRow): UserSignPrivacyPolicy {
  return { id: row.id, privacyPolicy: row.version, dateCreate: row.createdAt.toISOString() };
}
