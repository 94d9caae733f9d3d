import { describe, expect, it } from 'vitest';
import {
  appointmentKind,
  booksAppointment,
  fixedTestDriveLocation,
  formLocations,
  initialValues,
  isRequired,
  visibleSteps,
} from './fields.ts';
import { FORM_KINDS } from './kinds.ts';
import { testCar, testSite } from './testing.ts';

const fieldsOf = (steps: { fields: string[] }[]) => steps.flatMap((s) => s.fields);

describe('fields shown (spec §5 switches)', () => {
  it("location, dealership and terms appear only when the site's switches show them", () => {
    const off = fieldsOf(visibleSteps(FORM_KINDS.general, testSite(), null));
    expect(off).not.toContain('location_id');
    expect(off).not.toContain('dealership_slug');
    expect(off).not.toContain('terms_conditions');
    const on = fieldsOf(
      visibleSteps(FORM_KINDS.general, testSite({ location_required: true, dealership_required: true, terms_required: true }), null),
    );
    expect(on).toEqual(expect.arrayContaining(['location_id', 'dealership_slug', 'terms_conditions']));
  });

  it('the category select only on forms without a fixed category (default General Enquiry)', () => {
    expect(fieldsOf(visibleSteps(FORM_KINDS.general, testSite(), null))).toContain('category');
    expect(fieldsOf(visibleSteps(FORM_KINDS.fleet, testSite(), null))).not.toContain('category');
    expect(initialValues(FORM_KINDS.general, testSite(), null).category).toBe('General Enquiry');
  });

  it('make-an-offer has no message or opt-in (spec §5)', () => {
    const f = fieldsOf(visibleSteps(FORM_KINDS.offer, testSite(), testCar()));
    expect(f).toContain('offer_from_client');
    expect(f).not.toContain('message');
    expect(f).not.toContain('opt_in');
  });

  it("test drive: the car's yard fixes the location; otherwise the visitor picks one of several", () => {
    expect(fixedTestDriveLocation(testSite(), testCar())).toBe('par');
    expect(fieldsOf(visibleSteps(FORM_KINDS.testDrive, testSite(), testCar()))).not.toContain('location_id');
    expect(fieldsOf(visibleSteps(FORM_KINDS.testDrive, testSite(), null))).toContain('location_id');
    const oneYard = testSite({}, { locations: testSite().locations.filter((l) => l.id !== 'par') });
    expect(fixedTestDriveLocation(oneYard, null)).toBe('syd');
  });

  it("service booking (issue 11): books a slot of kind 'service' at a service centre only; one centre is chosen for the visitor", () => {
    expect(booksAppointment(FORM_KINDS.serviceBooking)).toBe(true);
    expect(booksAppointment(FORM_KINDS.service)).toBe(false);
    expect(appointmentKind(FORM_KINDS.serviceBooking)).toBe('service');
    expect(appointmentKind(FORM_KINDS.testDrive)).toBe('test_drive');
    expect(formLocations(FORM_KINDS.serviceBooking, testSite()).map((l) => l.id)).toEqual(['svc']);
    expect(initialValues(FORM_KINDS.serviceBooking, testSite(), null).location_id).toBe('svc');
    expect(fieldsOf(visibleSteps(FORM_KINDS.serviceBooking, testSite(), null))).not.toContain('location_id');
    const two = testSite(
      {},
      { locations: [...testSite().locations, { ...testSite().locations[2]!, id: 'svc2', name: 'Acme Service West' }] },
    );
    expect(fieldsOf(visibleSteps(FORM_KINDS.serviceBooking, two, null))).toEqual(expect.arrayContaining(['location_id', 'appointment_at']));
    expect(initialValues(FORM_KINDS.serviceBooking, two, null).location_id).toBe('');
  });

  it('the dealership picker auto-selects a single option', () => {
    expect(initialValues(FORM_KINDS.general, testSite(), null).dealership_slug).toBe('');
    const single = testSite({}, { dealerships: [testSite().dealerships[0]!] });
    expect(initialValues(FORM_KINDS.general, single, null).dealership_slug).toBe('acme-sydney');
  });

  it('prefills comments for the car and ticks the opt-in (spec §3 default true)', () => {
    const v = initialValues(FORM_KINDS.findSimilar, testSite(), testCar());
    expect(v.message).toBe('Please find me something similar to the 2019 Toyota Hilux SR5.');
    expect(v.opt_in).toBe(true);
  });

  it('required markers follow the schema', () => {
    expect(isRequired('message', FORM_KINDS.general, testSite())).toBe(true);
    expect(isRequired('message', FORM_KINDS.general, testSite({ message_required: false }))).toBe(false);
    expect(isRequired('message', FORM_KINDS.testDrive, testSite())).toBe(false);
    expect(isRequired('dealership_slug', FORM_KINDS.general, testSite({ dealership_required: true }))).toBe(true);
  });
});
