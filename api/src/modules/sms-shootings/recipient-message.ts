import { composeShootingMessage, smsLimitOf, templateLinks } from '@atalho/sdk/schemas/sms';

/**
 * The template's URLs that are the shooting's short links (`{origin}/{code}` with one of `codes`): each
 * recipient gets them as `{url}/{contactCode}`, so a visit says who opened it. Other URLs stay as typed.
 */
export function linkedUrls(template: string, codes: readonly string[]): string[] {
  const known = new Set(codes);
  return templateLinks(template).filter((link) => {
    const url = URL.parse(link);
    return url !== null && !url.search && !url.hash && known.has(url.pathname.replace(/^\/|\/$/g, ''));
  });
}

export interface RecipientMessageInput {
  business: string;
  template: string;
  /** `linkedUrls` of the template. */
  linked: readonly string[];
  contactCode: string;
  properties?: Readonly<Record<string, string>>;
}

/** The exact SMS one recipient gets, with its length and the limit it must fit (160, or 70 for UCS-2). */
export function recipientMessage(input: RecipientMessageInput): {
  text: string;
  smsSize: number;
  smsLimit: number;
} {
  const links = Object.fromEntries(
    input.linked.map((link) => [link, `${link.replace(/\/$/, '')}/${input.contactCode}`]),
  );
  const text = composeShootingMessage({
    business: input.business,
    template: input.template,
    properties: input.properties,
    links,
  });
  return { text, smsSize: text.length, smsLimit: smsLimitOf(text) };
}
