import type { PageRoute } from '@atalho/ui';
import { SMS_ROOT, SmsPage } from './pages/SmsPage';

/** The SMS area's panel pages (opt-in and opt-out are visitor views: `/i/{code}`, `/o/{code}`). */
export const routes: PageRoute[] = [
  { path: SMS_ROOT, title: 'SMS', element: <SmsPage tab="shootings" /> },
  { path: `${SMS_ROOT}/sender`, title: 'SMS', element: <SmsPage tab="shootings" /> },
  { path: `${SMS_ROOT}/contacts`, title: 'Contatos SMS', element: <SmsPage tab="contacts" /> },
];
