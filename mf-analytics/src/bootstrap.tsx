import { renderStandalone } from '@atalho/ui';
import AnalyticsPage from './exposes/AnalyticsPage';

renderStandalone({ pages: { '/painel/analytics': <AnalyticsPage /> }, home: '/painel/analytics' });
