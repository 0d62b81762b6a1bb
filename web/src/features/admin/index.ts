export { UsersPage } from './UsersPage';
export { UserDetailsPage } from './UserDetailsPage';
