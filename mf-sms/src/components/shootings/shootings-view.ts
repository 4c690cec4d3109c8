/**
 * The shootings screen's state as it lives in the URL (spec 002 §2 "Shootings screen": `page`, the `status`
 * filter, and `select`, the campaign whose metrics the right panel shows).
 */
import { type ShootingStatus, shootingStatuses } from '@atalho/sdk/sms';

export const SHOOTINGS_PAGE_SIZE = 10;

export interface ShootingsView {
  /** 0-based, like the API. */
  page: number;
  status: ShootingStatus | null;
  /** The campaign whose metrics are shown. */
  select: number | null;
}

const isStatus = (value: string | null): value is ShootingStatus =>
  (shootingStatuses as readonly (string | null)[]).includes(value);

const idOf = (value: string | null): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
};

export function parseShootingsView(params: URLSearchParams): ShootingsView {
  const page = Number(params.get('page') ?? '0');
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 0 && page < 100_000 ? page : 0,
    status: isStatus(status) ? status : null,
    select: idOf(params.get('select')),
  };
}

/** Defaults are left out so a plain visit keeps a clean address. */
export function writeShootingsView(view: ShootingsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page > 0) params.set('page', String(view.page));
  if (view.status) params.set('status', view.status);
  if (view.select !== null) params.set('select', String(view.select));
  return params;
}

/** GET /sms-shootings as spec 002 §7 makes it: 10 a page, newest first, the status filter. */
export function shootingsQuery(view: ShootingsView) {
  return {
    page: view.page,
    size: SHOOTINGS_PAGE_SIZE,
    orderBy: 'dateCreate:DESC',
    ...(view.status ? { status: view.status } : {}),
  };
}
