export { UsersPage } from './UsersPage';
export { UserDetailsPage } from './UserDetailsPage';
export { NotAuthorised } from './NotAuthorised';
export { JobsPage } from './JobsPage';
export { ManualRefundsPage } from './ManualRefundsPage';
