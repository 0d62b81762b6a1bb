// The phones feature's public face: the verified-phone badge and its verify dialog.
export { PhoneVerification } from './PhoneVerification';
export { TextPreferencesCard } from './TextPreferencesCard';
