/**
 * Which fields a form shows on this site (spec §5 *Forms*): the category select only on forms without
 * a fixed category; the location and preferred-dealership selects when the site's switches show (and
 * so require) them; the terms checkbox where the site requires it; the test drive's own location
 * choice when a booking needs one. Pure.
 */
import type { FieldName, FormCar, FormKind, FormLocation, FormSite, FormStep, FormValues } from '../types.ts';

/** Location types a form's location select offers (service forms list service centres, …). */
export function locationChoices(kind: FormKind, site: FormSite): FormLocation[] {
  const types: FormLocation['type'][] = kind.form === 'service' ? ['service', ''] : kind.form === 'parts' ? ['parts', ''] : ['sales', ''];
  const fitting = site.locations.filter((l) => types.includes(l.type));
  return fitting.length > 0 ? fitting : site.locations;
}

/** Sales locations that take test drives (the API's rule: sales, or a location that does everything). */
export function testDriveLocations(site: FormSite): FormLocation[] {
  return site.locations.filter((l) => l.type === 'sales' || l.type === '');
}

/** The test drive's location when it is fixed: the car's (if it takes test drives), or the only one. */
export function fixedTestDriveLocation(site: FormSite, car: FormCar | null): string | null {
  const locations = testDriveLocations(site);
  const own = car?.location_id ? locations.find((l) => l.id === car.location_id) : undefined;
  if (own) return own.id;
  return locations.length === 1 ? locations[0]!.id : null;
}

/** Whether the form books an appointment slot (its steps hold `appointment_at`): a test drive or a service booking. */
export function booksAppointment(kind: FormKind): boolean {
  return kind.steps.some((s) => s.fields.includes('appointment_at'));
}

/** The API's appointment kind of a booking form (`GET /api/appointments?kind=`): 'service' for service forms, else 'test_drive'. */
export function appointmentKind(kind: FormKind): 'test_drive' | 'service' {
  return kind.form === 'service' ? 'service' : 'test_drive';
}

/**
 * The locations a form's location select offers: a test drive's sales locations; a service booking's
 * service locations only (the API books a slot only there); other forms' {@link locationChoices}.
 */
export function formLocations(kind: FormKind, site: FormSite): FormLocation[] {
  if (kind.form === 'test_drive') return testDriveLocations(site);
  if (booksAppointment(kind) && kind.form === 'service') return site.locations.filter((l) => l.type === 'service' || l.type === '');
  return locationChoices(kind, site);
}

/** Whether `field` is shown on this site for this form and car. */
export function isShown(field: FieldName, kind: FormKind, site: FormSite, car: FormCar | null): boolean {
  const s = site.switches;
  switch (field) {
    case 'category':
      return kind.category === null;
    case 'location_id':
      if (s.location_required) return true;
      if (kind.form === 'test_drive') return fixedTestDriveLocation(site, car) === null;
      // A service booking picks the service centre whose times it shows, unless there is only one.
      return booksAppointment(kind) && formLocations(kind, site).length !== 1;
    case 'dealership_slug':
      return s.dealership_required;
    case 'terms_conditions':
      return s.terms_required;
    default:
      return true;
  }
}

/** The form's steps with only the fields shown; steps left empty are dropped. */
export function visibleSteps(kind: FormKind, site: FormSite, car: FormCar | null): FormStep[] {
  return kind.steps
    .map((step) => ({ ...step, fields: step.fields.filter((f) => isShown(f, kind, site, car)) }))
    .filter((step) => step.fields.length > 0);
}

/** Initial values: empty text, opt-in ticked (spec §3 default true), category and comments prefilled, single options chosen. */
export function initialValues(kind: FormKind, site: FormSite, car: FormCar | null): FormValues {
  const onlyDealer = site.dealerships.length === 1 ? site.dealerships[0]!.slug : '';
  const locations = formLocations(kind, site);
  const carLocation = car?.location_id && locations.some((l) => l.id === car.location_id) ? car.location_id : '';
  return {
    name: '',
    last_name: '',
    email: '',
    phone: '',
    postcode: '',
    category: kind.category ?? 'General Enquiry',
    location_id: carLocation || (locations.length === 1 ? locations[0]!.id : ''),
    dealership_slug: onlyDealer,
    message: kind.messagePrefill?.(car) ?? '',
    Rego: '',
    additional_services: [],
    offer_from_client: '',
    appointment_at: '',
    appointment_date: '',
    'trade_in.rego': '',
    'trade_in.rego_state': '',
    'trade_in.year': '',
    'trade_in.make': '',
    'trade_in.model': '',
    'trade_in.km': '',
    opt_in: true,
    terms_conditions: false,
    contact_me_by_fax_only: '',
  };
}

/** Whether the shared schema requires `field` on this site (drives the required marker only; the schema decides). */
export function isRequired(field: FieldName, kind: FormKind, site: FormSite): boolean {
  switch (field) {
    case 'name':
    case 'email':
    case 'phone':
    case 'postcode':
    case 'category':
      return true;
    case 'offer_from_client':
      return kind.form === 'make_an_offer';
    case 'message':
      return site.switches.message_required && kind.form !== 'test_drive' && kind.form !== 'make_an_offer';
    case 'location_id':
      return site.switches.location_required;
    case 'dealership_slug':
      return site.switches.dealership_required;
    case 'terms_conditions':
      return site.switches.terms_required;
    default:
      return false;
  }
}
