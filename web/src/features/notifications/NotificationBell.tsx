// Placeholder: the notifications feature builds the bell.
export function NotificationBell() {
  return null;
}
