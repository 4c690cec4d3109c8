import { LandingPage } from '../pages/lp/LandingPage';

export default LandingPage;
