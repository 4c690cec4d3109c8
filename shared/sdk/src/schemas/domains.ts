import * as v from 'valibot';

export const DomainKind = v.picklist(['domain', 'subdomain']);
export type DomainKind = v.InferOutput<typeof DomainKind>;

/** pending: DNS not seen yet; verified: serves the owner's links; failing: was verified, DNS no longer points here. */
export const DomainStatus = v.picklist(['pending', 'verified', 'failing']);
export type DomainStatus = v.InferOutput<typeof DomainStatus>;

/** A DNS record the owner creates at their DNS provider for the domain to verify. */
export const DomainRecord = v.object({
  type: v.picklist(['CNAME', 'A', 'AAAA', 'TXT']),
  /** The full name the record goes on (`links.minhaloja.com.br`, `_atalho.links.minhaloja.com.br`). */
  name: v.string(),
  value: v.string(),
});
export type DomainRecord = v.InferOutput<typeof DomainRecord>;

/**
 * A customer's own host for their short links (BUSINESS, arranged through support; decision 033). `records`: what
 * to create at the DNS provider (a CNAME, or A/AAAA records, then the TXT); empty for a subdomain of ours.
 */
export const Domain = v.object({
  id: v.number(),
  host: v.string(),
  kind: DomainKind,
  status: DomainStatus,
  /** Whether the host serves the owner's links now: verified, and the owner's plan has `customDomain`. */
  serving: v.boolean(),
  records: v.array(DomainRecord),
  lastError: v.nullable(v.string()),
  checkedAt: v.nullable(v.string()),
  verifiedAt: v.nullable(v.string()),
  failingSince: v.nullable(v.string()),
  dateCreate: v.string(),
});
export type Domain = v.InferOutput<typeof Domain>;

export const DomainList = v.array(Domain);
export type DomainList = v.InferOutput<typeof DomainList>;

/** GET /api/v1/domains/tls-allowed?domain=: the proxy's on-demand TLS question. */
export const tlsAllowedQuery = v.object({
  domain: v.pipe(v.string('required'), v.minLength(1, 'required'), v.maxLength(253, 'invalid')),
});
