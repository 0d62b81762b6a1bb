// Public face of the notifications feature: the header renders the bell for signed-in users.
export { NotificationBell } from './NotificationBell';
