// The agreements feature's public face (issue 31, decision 0042).
export { AgreementDownload } from './AgreementDownload';
