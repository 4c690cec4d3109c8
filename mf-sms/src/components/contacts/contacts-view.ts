/**
 * The contacts screen's state as it lives in the URL (spec 002 §2 "Contacts screen": page, status, tags,
 * text, properties, segments, the three `…Exclusive` flags and `select`): read from the query string,
 * written back to it, and turned into the list call of `listContacts`.
 */
import { type ContactStatus, type ContactsListQuery, contactStatuses, SMS_LIMITS } from '@atalho/sdk/sms';

export const CONTACTS_PAGE_SIZE = 10;

export interface ContactsFilters {
  status: ContactStatus | null;
  text: string;
  tags: string[];
  /** Segment ids. */
  segments: number[];
  /** Property names. */
  properties: string[];
  tagsExclusive: boolean;
  segmentsExclusive: boolean;
  propertiesExclusive: boolean;
}

export interface ContactsView extends ContactsFilters {
  /** 0-based, like the API. */
  page: number;
  /** The selected contact's id. */
  select: number | null;
}

export const emptyContactsFilters: ContactsFilters = {
  status: null,
  text: '',
  tags: [],
  segments: [],
  properties: [],
  tagsExclusive: false,
  segmentsExclusive: false,
  propertiesExclusive: false,
};

const listOf = (value: string | null): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const idOf = (value: string): number | null => {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
};

const isStatus = (value: string | null): value is ContactStatus =>
  (contactStatuses as readonly (string | null)[]).includes(value);

/** Reads the screen's state; malformed values are dropped, lists are capped at what the API takes. */
export function parseContactsView(params: URLSearchParams): ContactsView {
  const page = Number(params.get('page') ?? '0');
  const status = params.get('status');
  const select = idOf(params.get('select') ?? '');
  return {
    page: Number.isInteger(page) && page >= 0 && page < 100_000 ? page : 0,
    status: isStatus(status) ? status : null,
    text: (params.get('text') ?? '').slice(0, SMS_LIMITS.text),
    tags: listOf(params.get('tags'))
      .filter((tag) => tag.length <= SMS_LIMITS.tag)
      .slice(0, SMS_LIMITS.filterValues),
    segments: listOf(params.get('segments'))
      .map(idOf)
      .filter((id): id is number => id !== null)
      .slice(0, SMS_LIMITS.filterValues),
    properties: listOf(params.get('properties'))
      .filter((name) => name.length <= SMS_LIMITS.propertyName)
      .slice(0, SMS_LIMITS.filterValues),
    tagsExclusive: params.get('tagsExclusive') === 'true',
    segmentsExclusive: params.get('segmentsExclusive') === 'true',
    propertiesExclusive: params.get('propertiesExclusive') === 'true',
    select,
  };
}

/** Writes the state back; defaults are left out so a plain visit keeps a clean address. */
export function writeContactsView(view: ContactsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page > 0) params.set('page', String(view.page));
  if (view.status) params.set('status', view.status);
  if (view.text.trim()) params.set('text', view.text.trim());
  if (view.tags.length) params.set('tags', view.tags.join(','));
  if (view.segments.length) params.set('segments', view.segments.join(','));
  if (view.properties.length) params.set('properties', view.properties.join(','));
  if (view.tagsExclusive) params.set('tagsExclusive', 'true');
  if (view.segmentsExclusive) params.set('segmentsExclusive', 'true');
  if (view.propertiesExclusive) params.set('propertiesExclusive', 'true');
  if (view.select !== null) params.set('select', String(view.select));
  return params;
}

/** The filters as GET /contacts takes them (spec 002 §7); an exclusive flag goes only with its values. */
export function filterQuery(filters: ContactsFilters): ContactsListQuery {
  const query: ContactsListQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.text.trim()) query.text = filters.text.trim();
  if (filters.tags.length) {
    query.tags = filters.tags.join(',');
    if (filters.tagsExclusive) query.tagsExclusive = true;
  }
  if (filters.segments.length) {
    query.segmentIds = filters.segments.join(',');
    if (filters.segmentsExclusive) query.segmentsExclusive = true;
  }
  if (filters.properties.length) {
    query.propertiesNames = filters.properties.join(',');
    if (filters.propertiesExclusive) query.propertiesExclusive = true;
  }
  return query;
}

/** One page of the list, newest first, with each contact's segments. */
export function listQuery(view: ContactsView): ContactsListQuery {
  return {
    page: view.page,
    size: CONTACTS_PAGE_SIZE,
    orderBy: 'dateCreate:DESC',
    embedSegments: true,
    ...filterQuery(view),
  };
}

/** Whether any filter is set (an empty page then means "no match", not "no contacts yet"). */
export function hasFilters(filters: ContactsFilters): boolean {
  return (
    filters.status !== null ||
    filters.text.trim() !== '' ||
    filters.tags.length > 0 ||
    filters.segments.length > 0 ||
    filters.properties.length > 0
  );
}
