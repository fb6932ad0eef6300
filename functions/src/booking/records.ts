/**
 * The booking area's records for other areas (docs/architecture.md, "Business areas"): a person's
 * bookings and their erasure plan, for the privacy area's erasure; the bookings of a time range, for
 * the daily digest's consultations (docs/product/my-day.md#daily-digest); the consultations of a
 * time range with their leads, for My day (docs/product/my-day.md#route).
 */
export { eraseBookingPlan, listBookingsBetween, listBookingsOfEmail } from './data/bookings';
export { consultationsBetween } from './services/booking-attendance';
