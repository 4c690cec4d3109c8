import { SmsPage } from '../pages/SmsPage';

export default SmsPage;
