import { AnalyticsPage } from '../pages/AnalyticsPage';

export default AnalyticsPage;
