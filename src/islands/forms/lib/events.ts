/**
 * The analytics event of an accepted lead (spec §4 *Lead form*, §7, §9 *Events and analytics*):
 * fleet enquiry 19 (also a general form whose category is Fleet Enquiry); test drive 17 new / 48 used;
 * a car tagged 'Test Drive Only' 17; otherwise 15 used and 14 new or other — with the enquiry event
 * parameters (vehicleStatus, vehicleMake, vehicleModel, vehicleYear, vehicleKilometers, vehicleGrade)
 * when the lead is about a car. Contact details are never part of it.
 */
import { leadEventId, type LeadForm } from '../../../domain/lead.ts';
import { vehicleEventParams, type AnalyticsEventId, type AnalyticsParams } from '../../../stores/analytics.ts';
import type { FormCar } from '../types.ts';

/** Event id and parameters for a lead of `form` with `category`, about `car` (or none). */
export function leadEvent(form: LeadForm, category: string, car: FormCar | null): { id: AnalyticsEventId; params: AnalyticsParams } {
  const id = leadEventId(category === 'Fleet Enquiry' ? 'fleet' : form, car) as AnalyticsEventId;
  const params: AnalyticsParams = { category, ...(car ? { car_id: car.id, ...vehicleEventParams(car) } : {}) };
  return { id, params };
}
