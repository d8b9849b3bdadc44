/**
 * The days the provider is closed (`CLOSED_DAYS`) live with the job lifecycle machine, which refuses a
 * time offered on one (machines/closed-days.ts); the server sets them at start and lays no slot on them.
 */
export { closedDayOf, closedReason, useClosedDays } from '../../machines/closed-days';
