import type { PageRoute } from '@atalho/ui';
import { SMS_CONTACTS, SMS_ROOT } from './components/SmsLayout';
import { ContactsPage } from './pages/ContactsPage';
import { ShootingsPage } from './pages/ShootingsPage';

/** The SMS area's panel pages (opt-in and opt-out are visitor views: `/i/{code}`, `/o/{code}`). */
export const routes: PageRoute[] = [
  { path: SMS_ROOT, title: 'SMS', element: <ShootingsPage /> },
  { path: `${SMS_ROOT}/sender`, title: 'SMS', element: <ShootingsPage /> },
  { path: SMS_CONTACTS, title: 'Contatos SMS', element: <ContactsPage /> },
];
