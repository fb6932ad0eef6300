/**
 * The booking area's records for other areas (docs/architecture.md, "Business areas"): a person's
 * bookings and their erasure plan, for the privacy area's erasure.
 */
export { eraseBookingPlan, listBookingsOfEmail } from './data/bookings';
