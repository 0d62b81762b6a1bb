export { UsersPage } from './UsersPage';
export { UserDetailsPage } from './UserDetailsPage';
export { JobsPage } from './JobsPage';
export { ManualRefundsPage } from './ManualRefundsPage';
