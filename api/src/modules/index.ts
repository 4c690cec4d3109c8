import type { AppPlugin } from '../http/validate';
import accountModule from './account';
import adminModule from './admin';
import apiCredentialsModule from './api-credentials';
import authModule from './auth';
import biographiesModule from './biographies';
import clickDashboardsModule from './click-dashboards';
import clicksModule from './clicks';
import configsModule from './configs';
import contactAccessesModule from './contact-accesses';
import contactConsentsModule from './contact-consents';
import contactsModule from './contacts';
import creditsModule from './credits';
import domainsModule from './domains';
import filesModule from './files';
import healthModule from './health';
import infoproductLeadsModule from './infoproduct-leads';
import infoproductsModule from './infoproducts';
import linkHealthModule from './link-health';
import linksReportsModule from './links-reports';
import mailModule from './mail';
import onlineAddressesModule from './online-addresses';
import openGraphsModule from './open-graphs';
import paymentsModule from './payments';
import plansModule from './plans';
import smsConfigsModule from './sms-configs';
import smsMessagesModule from './sms-messages';
import smsShootingsModule from './sms-shootings';
import subscriptionsModule from './subscriptions';
import termsModule from './terms';

/**
 * Every business module, registered in this order after the infrastructure (db, providers, auth, web).
 * A module is a Fastify plugin in api/src/modules/<area>/index.ts (default export); add it here.
 * Each is encapsulated: its hooks and decorators stay inside unless it wraps itself with fastify-plugin.
 */
export const modules: ReadonlyArray<{ name: string; plugin: AppPlugin }> = [
  { name: 'health', plugin: healthModule },
  { name: 'auth', plugin: authModule },
  { name: 'api-credentials', plugin: apiCredentialsModule },
  { name: 'admin', plugin: adminModule },
  { name: 'online-addresses', plugin: onlineAddressesModule },
  { name: 'biographies', plugin: biographiesModule },
  { name: 'infoproducts', plugin: infoproductsModule },
  { name: 'open-graphs', plugin: openGraphsModule },
  { name: 'link-health', plugin: linkHealthModule },
  { name: 'clicks', plugin: clicksModule },
  { name: 'click-dashboards', plugin: clickDashboardsModule },
  { name: 'links-reports', plugin: linksReportsModule },
  { name: 'terms', plugin: termsModule },
  { name: 'configs', plugin: configsModule },
  { name: 'domains', plugin: domainsModule },
  { name: 'files', plugin: filesModule },
  { name: 'infoproduct-leads', plugin: infoproductLeadsModule },
  { name: 'plans', plugin: plansModule },
  { name: 'payments', plugin: paymentsModule },
  { name: 'subscriptions', plugin: subscriptionsModule },
  { name: 'credits', plugin: creditsModule },
  { name: 'mail', plugin: mailModule },
  { name: 'sms-messages', plugin: smsMessagesModule },
  { name: 'sms-configs', plugin: smsConfigsModule },
  { name: 'contacts', plugin: contactsModule },
  { name: 'contact-consents', plugin: contactConsentsModule },
  { name: 'sms-shootings', plugin: smsShootingsModule },
  { name: 'contact-accesses', plugin: contactAccessesModule },
  { name: 'account', plugin: accountModule },
];
