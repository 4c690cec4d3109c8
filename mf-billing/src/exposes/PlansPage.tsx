import { PlansPage } from '../pages/PlansPage';

export default PlansPage;
