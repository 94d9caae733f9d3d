/**
 * The lead forms of the site (spec §2 routes, §4 *Lead form*, §5 *Forms*): for each, the lead schema
 * variant, category and subcategory, steps and wording. Pages and islands pick one by name; nothing
 * here depends on the tenant (switches come from the site slice at render time).
 */
import type { FieldName, FormCar, FormKind, FormStep } from '../types.ts';

/** The contact step every form shares (spec §3 form fields). */
export const DETAILS_STEP: FormStep = { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone', 'postcode'] };
const CONSENT: FieldName[] = ['opt_in', 'terms_conditions'];
const enquiryStep = (title: string, extra: FieldName[] = []): FormStep => ({ title, fields: [...extra, 'message', ...CONSENT] });

/** Categories of the general enquiry select (spec §5: required, default 'General Enquiry'). */
export const ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Fleet Enquiry',
  'Feedback',
  'Careers Enquiry',
] as const;

/** Services a buyer can tick on the service booking form (sent as `additional_services`). */
export const SERVICE_OPTIONS = [
  'Logbook service',
  'Tyres',
  'Brakes',
  'Battery',
  'Air conditioning',
  'Wheel alignment',
  'Other repairs',
] as const;

const aboutCar = (car: FormCar | null) => (car ? `the ${car.name}` : 'this car');

const base = (k: Partial<FormKind> & Pick<FormKind, 'form' | 'category' | 'steps' | 'submitLabel'>): FormKind => ({
  subcategory: null,
  optIn: 'default',
  messageLabel: 'Comments',
  messagePrefill: null,
  ...k,
});

/** Every form kind, by name. */
export const FORM_KINDS = {
  /** /contact, /contact-us, /enquiries/general: the visitor picks the category. */
  general: base({
    form: 'enquiry',
    category: null,
    steps: [DETAILS_STEP, enquiryStep('Your enquiry', ['category', 'location_id', 'dealership_slug'])],
    submitLabel: 'Send enquiry',
  }),
  /** The vehicle page's #enquire section. */
  vehicle: base({
    form: 'enquiry',
    category: 'General Enquiry',
    optIn: 'similar',
    submitLabel: 'Send enquiry',
    steps: [DETAILS_STEP, enquiryStep('Your enquiry', ['location_id', 'dealership_slug'])],
    messagePrefill: (car) => `I'm interested in ${aboutCar(car)}. Is it still available?`,
  }),
  /** The search cards' Quick Enquiry modal: one short step. */
  quick: base({
    form: 'enquiry',
    category: 'General Enquiry',
    optIn: 'similar',
    submitLabel: 'Send enquiry',
    steps: [
      { title: 'Quick enquiry', fields: ['name', 'email', 'phone', 'postcode', 'location_id', 'dealership_slug', 'message', ...CONSENT] },
    ],
    messagePrefill: (car) => `I'm interested in ${aboutCar(car)}. Is it still available?`,
  }),
  /** Sold cars (spec §4): prefilled message and subcategory. */
  findSimilar: base({
    form: 'find_me_something_similar',
    category: 'General Enquiry',
    subcategory: 'Find Me Something Similar',
    optIn: 'similar',
    submitLabel: 'Find me something similar',
    steps: [DETAILS_STEP, enquiryStep('What you are looking for', ['location_id', 'dealership_slug'])],
    messagePrefill: (car) => `Please find me something similar to ${aboutCar(car)}.`,
  }),
  testDrive: base({
    form: 'test_drive',
    category: 'Test Drive',
    optIn: 'similar',
    submitLabel: 'Book test drive',
    messageLabel: 'Comments (optional)',
    steps: [DETAILS_STEP, enquiryStep('Your test drive', ['location_id', 'dealership_slug', 'appointment_at'])],
  }),
  /** Make-an-offer dialog (spec §5): offer required, message and opt-in removed. */
  offer: base({
    form: 'make_an_offer',
    category: 'Make An Offer',
    submitLabel: 'Send offer',
    steps: [
      { title: 'Your offer', fields: ['offer_from_client'] },
      { title: 'Your details', fields: [...DETAILS_STEP.fields, 'location_id', 'dealership_slug', 'terms_conditions'] },
    ],
  }),
  newVehicle: base({
    form: 'enquiry',
    category: 'New Vehicle Enquiry',
    submitLabel: 'Send enquiry',
    steps: [DETAILS_STEP, enquiryStep('Your enquiry', ['location_id', 'dealership_slug'])],
  }),
  service: base({
    form: 'service',
    category: 'Service Enquiry',
    submitLabel: 'Send enquiry',
    steps: [DETAILS_STEP, enquiryStep('Your car', ['Rego', 'location_id', 'dealership_slug'])],
  }),
  /**
   * /service/ and /genuine-service/ (spec §2): a service booking with an optional drop-off time from the
   * service centre's free slots (the test-drive appointment machinery, kind 'service').
   */
  serviceBooking: base({
    form: 'service',
    category: 'Service Enquiry',
    subcategory: 'Service Booking',
    submitLabel: 'Request booking',
    steps: [DETAILS_STEP, enquiryStep('Your service', ['Rego', 'additional_services', 'location_id', 'dealership_slug', 'appointment_at'])],
    messageLabel: 'Comments (the work your car needs, anything we should know)',
  }),
  parts: base({
    form: 'parts',
    category: 'Parts Enquiry',
    submitLabel: 'Send enquiry',
    steps: [DETAILS_STEP, enquiryStep('Parts you need', ['Rego', 'location_id', 'dealership_slug'])],
  }),
  /** An offer's page (/offers/{id}/): category and subcategory come from the offer (`offerLead`, src/domain/offers.ts). */
  offerEnquiry: base({
    form: 'enquiry',
    category: 'General Enquiry',
    subcategory: 'Special Offer',
    submitLabel: 'Enquire about this offer',
    steps: [DETAILS_STEP, enquiryStep('Your enquiry', ['location_id', 'dealership_slug'])],
  }),
  /** /fleet (spec §2: 'Get In Touch', category Fleet Enquiry, event 19). */
  fleet: base({
    form: 'fleet',
    category: 'Fleet Enquiry',
    submitLabel: 'Get In Touch',
    steps: [DETAILS_STEP, enquiryStep('Your fleet', ['location_id', 'dealership_slug'])],
  }),
  feedback: base({
    form: 'feedback',
    category: 'Feedback',
    submitLabel: 'Send feedback',
    messageLabel: 'Your feedback',
    steps: [DETAILS_STEP, enquiryStep('Your feedback', ['location_id', 'dealership_slug'])],
  }),
  /** /careers: sent as General Enquiry, subcategory Career Enquiry (spec §4 rewrite, applied by the schema). */
  careers: base({
    form: 'careers',
    category: 'Careers Enquiry',
    submitLabel: 'Send',
    messageLabel: 'About you and the role you are after',
    steps: [DETAILS_STEP, enquiryStep('About you', ['location_id', 'dealership_slug'])],
  }),
  /** /trade-in, /cars/trade-in: valuation request (spec §3 *Valuation payloads*). */
  tradeIn: base({
    form: 'enquiry',
    category: 'Trade-In Valuation',
    submitLabel: 'Request valuation',
    opt_in_trade: true,
    steps: [
      {
        title: 'Your car',
        fields: ['trade_in.rego', 'trade_in.rego_state', 'trade_in.year', 'trade_in.make', 'trade_in.model', 'trade_in.km'],
      },
      { ...DETAILS_STEP, fields: [...DETAILS_STEP.fields, 'location_id', 'dealership_slug', 'message', ...CONSENT] },
    ],
    messagePrefill: (car) => (car ? `Please value my car as a trade-in on ${aboutCar(car)}.` : 'Please value my car as a trade-in.'),
  }),
  /** /sell-my-car, /sell-your-car. */
  sellCar: base({
    form: 'enquiry',
    category: 'Sell My Car',
    submitLabel: 'Request valuation',
    steps: [
      {
        title: 'Your car',
        fields: ['trade_in.rego', 'trade_in.rego_state', 'trade_in.year', 'trade_in.make', 'trade_in.model', 'trade_in.km'],
      },
      { ...DETAILS_STEP, fields: [...DETAILS_STEP.fields, 'location_id', 'dealership_slug', 'message', ...CONSENT] },
    ],
    messagePrefill: () => 'Please value my car: I would like to sell it.',
  }),
  /** /cars/{slug}/checkout: a reservation request (no payment provider; the dealer confirms and takes the deposit). */
  reserve: base({
    form: 'enquiry',
    category: 'Reserve Online',
    submitLabel: 'Request reservation',
    optIn: 'similar',
    steps: [{ title: 'Your details', fields: [...DETAILS_STEP.fields, 'location_id', 'dealership_slug', 'message', ...CONSENT] }],
    messagePrefill: (car) => `I would like to reserve ${aboutCar(car)}.`,
  }),
  /** /checkout-journey?car_id=: an online purchase request. */
  purchase: base({
    form: 'enquiry',
    category: 'Online Purchase',
    submitLabel: 'Send purchase request',
    optIn: 'similar',
    steps: [{ title: 'Your details', fields: [...DETAILS_STEP.fields, 'location_id', 'dealership_slug', 'message', ...CONSENT] }],
    messagePrefill: (car) => `I would like to buy ${aboutCar(car)} online.`,
  }),
} satisfies Record<string, FormKind>;

/** A form kind's name. */
export type FormKindName = keyof typeof FORM_KINDS;

/** Opt-in texts (spec §5): the default, and the variant used on forms about a car. */
export const OPT_IN_TEXTS = {
  default: 'Yes, I would like to subscribe to receive latest offers & product updates.',
  similar: 'Email me similar stock and latest offers.',
} as const;
