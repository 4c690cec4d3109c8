import { SubscriptionsPage } from '../pages/SubscriptionsPage';

export default SubscriptionsPage;
