export { AboutPage } from './AboutPage';
export { FaqPage } from './FaqPage';
export { ContactPage } from './ContactPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
