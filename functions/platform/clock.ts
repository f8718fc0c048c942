// The Clock port: what "now" is to services, so tests and sandboxes can move it.
export interface Clock {
  now(): Date;
}
