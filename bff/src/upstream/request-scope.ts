import type { Deadline } from './deadline';

/** Who is asking and until when: what a per-request view of the catalogue carries. */
export interface RequestScope {
  /** Sent upstream as `x-request-id` with loads this request starts, so both sides' logs match. */
  requestId?: string;
  deadline?: Deadline;
}
