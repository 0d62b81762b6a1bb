// The staff feature's surface for other features: the one company policy and the audit log.
export { mayActFor, assertMayActFor, companyRolesOf, staffServiceIds, type CompanyAction, type CompanyRole } from './policy.js';
export { auditBooking, auditService, type AuditAct } from './audit.js';
export { insuranceEndsBefore } from './papers.js';
export { isAssignedDriver } from './drivers.js';
