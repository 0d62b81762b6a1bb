// The claims feature's public face (issue 32): the damage claims panel on the booking page.
export { ClaimsPanel } from './ClaimsPanel';
