import {
  ChartRows,
  ClickDashboard,
  clickDashboardDatesQuery,
  clickDashboardDomainsQuery,
  clickDashboardPropertiesQuery,
  clickDashboardQuery,
  clickDashboardRegionsQuery,
  DomainViewsPage,
  ErrorBody,
} from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import type { AppPlugin } from '../../http/validate';
import {
  readClickDashboard,
  readClickDates,
  readClickDomains,
  readClickProperties,
  readClickRegions,
} from './read-dashboard';

const tags = ['click-dashboards'];

/**
 * Spec 001 §6 gating through the entitlements table: totals need `viewCounts` (BASIC), every chart
 * `detailedAnalytics` (PRO); below that 403 `plan.required`, which the dashboard shows as its upsell card.
 */
export const clickDashboardRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/click-dashboards',
    {
      config: { feature: 'viewCounts' },
      schema: {
        tags,
        operationId: 'getClickDashboard',
        summary: 'Views, unique views and set-apart hits of my links for a period and the one before it',
        querystring: clickDashboardQuery,
        response: { 200: ClickDashboard, 404: ErrorBody },
      },
    },
    async (request) => readClickDashboard(app.db, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/v1/click-dashboards/dates',
    {
      config: { feature: 'detailedAnalytics' },
      schema: {
        tags,
        operationId: 'getClickDashboardDates',
        summary: 'Views and unique views per day, month or year in the browser time zone',
        querystring: clickDashboardDatesQuery,
        response: { 200: ChartRows, 404: ErrorBody },
      },
    },
    async (request) => ({ rows: await readClickDates(app.db, signedInUser(request).id, request.query) }),
  );

  app.get(
    '/api/v1/click-dashboards/properties',
    {
      config: { feature: 'detailedAnalytics' },
      schema: {
        tags,
        operationId: 'getClickDashboardProperties',
        summary: 'Views per country, screen size, platform or share option',
        querystring: clickDashboardPropertiesQuery,
        response: { 200: ChartRows, 404: ErrorBody },
      },
    },
    async (request) => ({ rows: await readClickProperties(app.db, signedInUser(request).id, request.query) }),
  );

  app.get(
    '/api/v1/click-dashboards/regions',
    {
      config: { feature: 'detailedAnalytics' },
      schema: {
        tags,
        operationId: 'getClickDashboardRegions',
        summary: 'Views per country, or per state and city inside one country',
        querystring: clickDashboardRegionsQuery,
        response: { 200: ChartRows, 404: ErrorBody },
      },
    },
    async (request) => ({ rows: await readClickRegions(app.db, signedInUser(request).id, request.query) }),
  );

  app.get(
    '/api/v1/click-dashboards/domains',
    {
      config: { feature: 'detailedAnalytics' },
      schema: {
        tags,
        operationId: 'getClickDashboardDomains',
        summary: 'Views and link count per destination domain, 10 a page',
        querystring: clickDashboardDomainsQuery,
        response: { 200: DomainViewsPage, 404: ErrorBody },
      },
    },
    async (request) => readClickDomains(app.db, signedInUser(request).id, request.query),
  );
};
