// The staff feature's public face: its screens (decision 0039).
export { StaffPage } from './StaffPage';
export { AuditLogPage } from './AuditLogPage';
export { WorkPage } from './WorkPage';
export { DriverTripsPage } from './DriverTripsPage';
export { CarPapersPage } from './CarPapersPage';
