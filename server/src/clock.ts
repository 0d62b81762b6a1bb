// The time source of the app; tests pass one they can move.
export interface Clock {
  now(): Date;
}
