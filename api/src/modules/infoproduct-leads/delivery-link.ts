import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InfoproductAction, LeadDelivery } from '@atalho/sdk/schemas/infoproducts';

const HOUR_MS = 3_600_000;

/** The path a lead's e-book is served at; the signed query string makes it the visitor's alone, for a while. */
export const deliveryPath = (leadId: number) => `/api/v1/infoproducts-forms-answers/${leadId}/delivery`;

export interface DeliveryLinks {
  /** The signed, expiring link of a lead's product. */
  issue(leadId: number, action: InfoproductAction, now?: Date): LeadDelivery;
  /** True when `signature` is this lead's for `expires` (unix seconds) and that time has not passed. */
  verify(leadId: number, expires: number, signature: string, now?: Date): boolean;
}

/**
 * Delivery links are HMACs of the lead id and the expiry under a key derived from the app's signing secret
 * (COOKIE_SECRET), so a link cannot be made for another lead or stretched, and needs no table.
 */
export function createDeliveryLinks(secret: string, publicUrl: string, ttlHours: number): DeliveryLinks {
  const key = createHmac('sha256', secret).update('lead-delivery').digest();
  const sign = (leadId: number, expires: number) =>
    createHmac('sha256', key).update(`${leadId}:${expires}`).digest('base64url');
  return {
    issue(leadId, action, now = new Date()) {
      const expires = Math.floor((now.getTime() + ttlHours * HOUR_MS) / 1000);
      const query = new URLSearchParams({ expires: String(expires), signature: sign(leadId, expires) });
      return {
        action,
        href: `${publicUrl}${deliveryPath(leadId)}?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(leadId, expires, signature, now = new Date()) {
      if (expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(leadId, expires));
      const sent = Buffer.from(signature);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
  };
}
