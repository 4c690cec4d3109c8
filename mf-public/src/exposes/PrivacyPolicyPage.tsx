import { PrivacyPolicyPage } from '../pages/privacy/PrivacyPolicyPage';

export default PrivacyPolicyPage;
