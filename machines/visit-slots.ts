import type { TimeSlot } from '../contract/appointments';
import { type ApiFailure, toApiFailure } from './api-failure';

/**
 * The rules of choosing a visit's time from a contractor's free times, shared by the machines that do
 * it (first-visit.machine.ts books the first visit, reschedule.machine.ts moves a booked one): days
 * and times as the customer sees them, only a time on offer can be chosen, and a time taken meanwhile
 * brings that day's times as the server has them now.
 */

/** How the actors fail: a classified failure, with the day's fresh times when the one chosen was taken. */
export type SlotFailure = ApiFailure & { slots?: TimeSlot[] };

/** What a machine choosing a visit's time keeps. */
export interface SlotChoice {
  slots: TimeSlot[];
  /** `YYYY-MM-DD` of an instant in the customer's zone. */
  dayOf: (instant: string) => string;
  /** The day chosen, `YYYY-MM-DD`. */
  day: string | null;
  chosen: TimeSlot | null;
  error: SlotFailure | null;
}

/** Whatever an actor threw, classified, keeping the fresh times a 409 carries. */
export function slotFailureOf(error: unknown): SlotFailure {
  const failure = toApiFailure(error);
  const slots = typeof error === 'object' && error !== null && Array.isArray((error as { slots?: unknown }).slots) ? (error as { slots: TimeSlot[] }).slots : undefined;
  return slots ? { ...failure, slots } : failure;
}

/** The free times of one day, in time order. */
export function slotsOn(context: Pick<SlotChoice, 'slots' | 'dayOf'>, day: string | null): TimeSlot[] {
  return day ? context.slots.filter((slot) => context.dayOf(slot.start) === day) : [];
}

/** The days that have a free time, in order. */
export function daysOf(context: Pick<SlotChoice, 'slots' | 'dayOf'>): string[] {
  return [...new Set(context.slots.map((slot) => context.dayOf(slot.start)))];
}

/** Only a free time of the chosen day can be chosen: a taken one is no longer offered. */
export function isOffered(context: Pick<SlotChoice, 'slots' | 'dayOf' | 'day'>, slot: TimeSlot): boolean {
  return slotsOn(context, context.day).some((free) => free.start === slot.start && free.end === slot.end);
}

/** A day chosen: its times are offered, and no time of another day stays chosen. */
export const dayChosen = (day: string) => ({ day, chosen: null, error: null });

/** The chosen day's times as the server has them now (a 409 whose time was taken); the other days stay as loaded. */
export function withFreshDay(context: SlotChoice, error: unknown): Pick<SlotChoice, 'slots' | 'day' | 'chosen' | 'error'> {
  const failure = slotFailureOf(error);
  const day = context.day ?? (context.chosen ? context.dayOf(context.chosen.start) : null);
  const others = context.slots.filter((slot) => context.dayOf(slot.start) !== day);
  const slots = [...others, ...(failure.slots ?? [])].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { slots, day, chosen: null, error: failure };
}

/** Nothing loaded or chosen yet. */
export const noChoice = (): Pick<SlotChoice, 'slots' | 'day' | 'chosen' | 'error'> & { result: unknown } => ({ slots: [], day: null, chosen: null, error: null, result: undefined });
