import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What the data export reads (decision 037): every area's rows of one owner, as plain objects with the names
 * the ZIP's files use. Each statement names its owner (`userId`): nothing here can read another user's rows.
 * Large tables are read in keyset pages (`after`, the last id of the previous page) so a big account never
 * holds a whole table in one answer. Secrets (token hashes, the provider's card and customer ids, idempotency
 * answers) are never selected.
 */
export type ExportRow = Record<string, unknown>;

const rows = async (db: Db, query: SQL): Promise<ExportRow[]> => rowsOf(await db.execute(query));

/** A page of an owner's table: rows with `id` above `after`, in id order. */
export type PageReader = (db: Db, userId: number, after: number, limit: number) => Promise<ExportRow[]>;

export async function findProfile(db: Db, userId: number): Promise<ExportRow | undefined> {
  const [user] = await rows(
    db,
    sql`select id, email, name, picture, google_sub as "googleAccountId", created_at as "createdAt",
          updated_at as "updatedAt"
        from users where id = ${userId}`,
  );
  return user;
}

/** The profile's companions: accepted terms and policies, settings, domains, API credentials (dates only). */
export async function findProfileParts(db: Db, userId: number) {
  const [terms, privacy, loadingScreen, smsConfig, domains, apiCredentials, trialClaims] = await Promise.all([
    rows(
      db,
      sql`select t.name as version, s.created_at as "acceptedAt" from user_sign_terms_of_use s
          join terms_of_use t on t.id = s.terms_of_use_id where s.user_id = ${userId} order by s.id`,
    ),
    rows(
      db,
      sql`select p.name as version, s.created_at as "acceptedAt" from user_sign_privacy_policies s
          join privacy_policies p on p.id = s.privacy_policy_id where s.user_id = ${userId} order by s.id`,
    ),
    rows(
      db,
      sql`select picture, site_name as "siteName", loader_time as "loaderTime", banner_image as "bannerImage",
            banner_link as "bannerLink", google_analytics_id as "googleAnalyticsId", created_at as "createdAt",
            updated_at as "updatedAt"
          from configs where user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select business, buy_automatically as "buyAutomatically", credits_to_buy as "creditsToBuy",
            created_at as "createdAt", updated_at as "updatedAt"
          from sms_configs where user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select host, kind, status, token, created_at as "createdAt", verified_at as "verifiedAt"
          from domains where user_id = ${userId} order by id`,
    ),
    rows(
      db,
      sql`select id, created_at as "createdAt", expires_at as "expiresAt" from api_credentials
          where user_id = ${userId} order by id`,
    ),
    rows(
      db,
      sql`select kind, value, created_at as "createdAt" from trial_claims where user_id = ${userId} order by id`,
    ),
  ]);
  return {
    termsOfUseAccepted: terms,
    privacyPoliciesAccepted: privacy,
    loadingScreen: loadingScreen[0] ?? null,
    smsConfig: smsConfig[0] ?? null,
    domains,
    apiCredentials,
    trialClaims,
  };
}

/** The owner's links, deleted ones included, each with its custom preview's fields. */
export const findLinksPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select a.id, a.code, a.url, a.type, a.tags, a.active, a.error, a.last_check as "lastCheck",
          a.created_at as "createdAt", a.updated_at as "updatedAt", a.deleted_at as "deletedAt",
          (select coalesce(json_agg(json_build_object('name', f.name, 'value', f.value) order by f.id), '[]'::json)
             from open_graphs g join open_graph_fields f on f.open_graph_id = g.id
            where g.online_address_id = a.id and g.user_id = ${userId}) as "openGraphFields"
        from online_addresses a
        where a.user_id = ${userId} and a.id > ${after}
        order by a.id limit ${limit}`,
  );

/** The bio (one per user) with its sections and social links, each with its own link's code. */
export async function findBiography(db: Db, userId: number): Promise<ExportRow | null> {
  const [bio] = await rows(
    db,
    sql`select b.id, l.code as username, b.name, b.description, b.cover, b.picture,
          b.header_color as "headerColor", b.background_color as "backgroundColor", b.title_color as "titleColor",
          b.description_color as "descriptionColor", b.social_icons_color as "socialIconsColor",
          b.section_color as "sectionColor", b.section_text_color as "sectionTextColor", b.layout, b.font,
          b.shape, b.shadow, b.placement_social_links_on_top as "placementSocialLinksOnTop",
          b.created_at as "createdAt", b.updated_at as "updatedAt",
          (select coalesce(json_agg(json_build_object('id', s.id, 'type', s.type, 'position', s.position,
              'deleted', s.deleted, 'title', s.title, 'description', s.description, 'icon', s.icon,
              'aspectRatio', s.aspect_ratio, 'image', s.image, 'url', sl.url, 'code', sl.code) order by s.position, s.id), '[]'::json)
             from biography_sections s left join online_addresses sl on sl.id = s.online_address_id
            where s.biography_id = b.id) as sections,
          (select coalesce(json_agg(json_build_object('id', n.id, 'network', n.title, 'position', n.position,
              'deleted', n.deleted, 'url', nl.url, 'code', nl.code) order by n.position, n.id), '[]'::json)
             from biography_social_links n join online_addresses nl on nl.id = n.online_address_id
            where n.biography_id = b.id) as "socialLinks"
        from biographies b join online_addresses l on l.id = b.online_address_id
        where b.user_id = ${userId}`,
  );
  return bio ?? null;
}

/** The owner's lead pages with their topics, form fields (and options) and footer. */
export async function findInfoproducts(db: Db, userId: number): Promise<ExportRow[]> {
  return rows(
    db,
    sql`select p.id, l.code as subdomain, p.type, p.action, p.resource, p.brand_image as "brandImage",
          p.product_image as "productImage", p.title, p.subtitle, p.short_description as "shortDescription",
          p.itens_title as "itensTitle", p.description, p.style, p.created_at as "createdAt",
          p.updated_at as "updatedAt",
          (select coalesce(json_agg(json_build_object('value', i.value, 'position', i.position, 'deleted', i.deleted)
             order by i.position, i.id), '[]'::json) from infoproduct_items i where i.infoproduct_id = p.id) as itens,
          (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'type', f.type,
              'inputType', f.input_type, 'required', f.required, 'position', f.position, 'deleted', f.deleted,
              'options', (select coalesce(json_agg(json_build_object('value', o.value, 'position', o.position,
                  'deleted', o.deleted) order by o.position, o.id), '[]'::json)
                from infoproduct_form_field_options o where o.form_field_id = f.id))
             order by f.position, f.id), '[]'::json)
             from infoproduct_form_fields f where f.infoproduct_id = p.id) as "formFields",
          (select json_build_object('brandImage', ft.brand_image, 'text', ft.text,
              'links', (select coalesce(json_agg(json_build_object('name', fl.name, 'href', fl.href,
                  'position', fl.position, 'deleted', fl.deleted) order by fl.position, fl.id), '[]'::json)
                from infoproduct_footer_links fl where fl.footer_id = ft.id))
             from infoproduct_footers ft where ft.infoproduct_id = p.id) as footer
        from infoproducts p join online_addresses l on l.id = p.online_address_id
        where p.user_id = ${userId} order by p.id`,
  );
}

/** Leads of the owner's pages, with their answers by field name. */
export const findLeadsPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select d.id, d.infoproduct_id as "infoproductId", d.email, d.created_at as "createdAt",
          d.updated_at as "updatedAt", d.consent_at as "consentAt", d.consent_ip as "consentIp",
          d.consent_user_agent as "consentUserAgent", d.consent_text as "consentText",
          (select coalesce(json_object_agg(f.name, a.value), '{}'::json) from infoproduct_lead_answers a
             join infoproduct_form_fields f on f.id = a.form_field_id where a.lead_id = d.id) as answers
        from infoproduct_leads d join infoproducts p on p.id = d.infoproduct_id
        where p.user_id = ${userId} and d.id > ${after}
        order by d.id limit ${limit}`,
  );

export const findContactsPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select c.id, c.number, c.status, c.code, c.tags,
          (select coalesce(json_agg(s.name order by s.name), '[]'::json) from contact_segments cs
             join segments s on s.id = cs.segment_id where cs.contact_id = c.id) as segments,
          (select coalesce(json_object_agg(p.name, p.value), '{}'::json) from contact_properties p
             where p.contact_id = c.id and p.user_id = ${userId}) as properties,
          c.created_at as "createdAt", c.updated_at as "updatedAt"
        from contacts c where c.user_id = ${userId} and c.id > ${after}
        order by c.id limit ${limit}`,
  );

export const findContactConsentsPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select id, contact_id as "contactId", number, from_status as "fromStatus", to_status as "toStatus",
          source, business, ip, user_agent as "userAgent", created_at as "createdAt"
        from contact_consents where user_id = ${userId} and id > ${after}
        order by id limit ${limit}`,
  );

export async function findSegments(db: Db, userId: number): Promise<ExportRow[]> {
  return rows(
    db,
    sql`select id, name, created_at as "createdAt" from segments where user_id = ${userId} order by id`,
  );
}

/** The owner's SMS campaigns with the links they shortened. */
export async function findShootings(db: Db, userId: number): Promise<ExportRow[]> {
  return rows(
    db,
    sql`select s.id, s.title, s.description, s.tags, s.type, s.template, s.variables,
          s.shorten_urls as "shortenUrls", s.scheduled, s.date_time_scheduled as "dateTimeScheduled",
          s.time_zone as "timeZone", s.date_time_send as "dateTimeSend", s.status,
          s.failure_reason as "failureReason", s.recipients, s.large_messages as "largeMessages",
          s.cost_debited as "costDebited", s.cost_refunded as "costRefunded", s.created_at as "createdAt",
          s.updated_at as "updatedAt",
          (select coalesce(json_agg(json_build_object('code', l.code, 'url', l.url, 'deleted', k.deleted)
             order by k.id), '[]'::json)
             from sms_shooting_links k join online_addresses l on l.id = k.online_address_id
            where k.shooting_id = s.id) as links
        from sms_shootings s where s.user_id = ${userId} order by s.id`,
  );
}

export const findShootingRecipientsPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select r.id, r.shooting_id as "shootingId", c.number, r.state, r.deleted, r.sms_size as "smsSize",
          r.sms_limit as "smsLimit", r.created_at as "createdAt"
        from sms_shooting_contacts r join sms_shootings s on s.id = r.shooting_id
        join contacts c on c.id = r.contact_id
        where s.user_id = ${userId} and r.id > ${after}
        order by r.id limit ${limit}`,
  );

export const findContactAccessesPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select a.id, a.shooting_id as "shootingId", c.number, l.code, a.created_at as "createdAt"
        from contact_accesses a join sms_shootings s on s.id = a.shooting_id
        join sms_shooting_contacts r on r.id = a.shooting_contact_id
        join contacts c on c.id = r.contact_id
        join sms_shooting_links k on k.id = a.shooting_link_id
        join online_addresses l on l.id = k.online_address_id
        where s.user_id = ${userId} and a.id > ${after}
        order by a.id limit ${limit}`,
  );

export const findSmsMessagesPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select id, kind, "to", text, segments, status, created_at as "createdAt", sent_at as "sentAt",
          delivered_at as "deliveredAt"
        from sms_messages where user_id = ${userId} and id > ${after}
        order by id limit ${limit}`,
  );

export const findMailMessagesPage: PageReader = (db, userId, after, limit) =>
  rows(
    db,
    sql`select id, "to", subject, text, created_at as "createdAt", sent_at as "sentAt"
        from mail_messages where user_id = ${userId} and id > ${after}
        order by id limit ${limit}`,
  );

/** Subscriptions (with their cycles), payments, receipts, credits, saved cards and the payer's details. */
export async function findBilling(db: Db, userId: number) {
  const [subscriptions, payments, receipts, creditEntries, creditDebits, cards, customers] =
    await Promise.all([
      rows(
        db,
        sql`select u.id, p.name as plan, u.status, u.interval, u.discount, u.cycle, u.start_at as "startAt",
            u.end_at as "endAt", u.next_billing_at as "nextBillingAt", u.canceled_at as "canceledAt",
            u.expired_at as "expiredAt", u.created_at as "createdAt",
            (select coalesce(json_agg(json_build_object('cycle', c.cycle, 'status', c.status, 'amount', c.amount,
                'startAt', c.start_at, 'endAt', c.end_at, 'billingAt', c.billing_at) order by c.cycle), '[]'::json)
               from subscription_cycles c where c.subscription_id = u.id) as cycles
          from user_subscription_plans u join subscription_plans p on p.id = u.subscription_plan_id
          where u.user_id = ${userId} order by u.id`,
      ),
      rows(
        db,
        sql`select id, provider, purpose, amount, status, failure_reason as "failureReason",
            subscription_id as "subscriptionId", cycle, created_at as "createdAt", updated_at as "updatedAt"
          from payments where user_id = ${userId} order by id`,
      ),
      rows(
        db,
        sql`select r.id, r.payment_id as "paymentId", r.purpose, r.amount, p.name as plan, r.interval, r.cycle,
            r.card_brand as "cardBrand", r.card_last_four_digits as "cardLastFourDigits",
            r.payer_name as "payerName", r.payer_document as "payerDocument", r.issuer, r.issued_at as "issuedAt"
          from receipts r left join subscription_plans p on p.id = r.subscription_plan_id
          where r.user_id = ${userId} order by r.id`,
      ),
      rows(
        db,
        sql`select id, type, status, total, remaining, bonus_month as "bonusMonth", payment_id as "paymentId",
            created_at as "createdAt"
          from credit_entries where user_id = ${userId} order by id`,
      ),
      rows(
        db,
        sql`select id, amount, reference, created_at as "createdAt" from credit_debits
          where user_id = ${userId} order by id`,
      ),
      rows(
        db,
        sql`select id, provider, brand, last_four_digits as "lastFourDigits", expiration_month as "expirationMonth",
            expiration_year as "expirationYear", holder_name as "holderName", billing_address as "billingAddress",
            status, is_default as "isDefault", removed_at as "removedAt", created_at as "createdAt"
          from saved_cards where user_id = ${userId} order by id`,
      ),
      rows(
        db,
        sql`select provider, document, name, created_at as "createdAt" from payment_customers
          where user_id = ${userId} order by id`,
      ),
    ]);
  return {
    subscriptions,
    payments,
    receipts,
    credits: { entries: creditEntries, debits: creditDebits },
    cards,
    payers: customers,
  };
}

/** The owner's uploads, deleted ones too (their bytes go in the ZIP only while some live upload names them). */
export async function findUploads(db: Db, userId: number): Promise<ExportRow[]> {
  return rows(
    db,
    sql`select id, kind, key, content_type as "contentType", size, created_at as "createdAt",
          deleted_at as "deletedAt"
        from files where user_id = ${userId} order by id`,
  );
}
