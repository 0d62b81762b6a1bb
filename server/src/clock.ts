// The time source of the app; tests pass one they can move.
export interface Clock {
  now(): Date;
}

/** A clock an end-to-end test can move forward (CLOCK_CONTROL=true); it starts at the real time. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}
