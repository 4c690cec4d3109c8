import { InfoproductPage } from '../pages/InfoproductPage';

export default InfoproductPage;
