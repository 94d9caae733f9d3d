/**
 * The /enquiries/{kind}/ pages (spec §2: new-vehicle, service, parts, fleet, general, feedback): the
 * form kind each one shows and its wording (ours: the spec names the pages only).
 */
import type { EnquiryKind } from '../../islands/forms/EnquiryForm.tsx';

/** One enquiry page. */
export interface EnquiryPage {
  slug: 'new-vehicle' | 'service' | 'parts' | 'fleet' | 'general' | 'feedback';
  kind: EnquiryKind;
  title: string;
  intro: string;
}

export const ENQUIRY_PAGES: readonly EnquiryPage[] = [
  {
    slug: 'new-vehicle',
    kind: 'newVehicle',
    title: 'New vehicle enquiry',
    intro: 'Tell us which new model you are interested in and we will come back to you about availability, pricing and a test drive.',
  },
  {
    slug: 'service',
    kind: 'service',
    title: 'Service enquiry',
    intro: "Questions about servicing, repairs or a booking: send us your car's rego and what you need.",
  },
  {
    slug: 'parts',
    kind: 'parts',
    title: 'Parts enquiry',
    intro: "Tell us the part or accessory you need and your car's rego, and our parts team will check stock and price.",
  },
  {
    slug: 'fleet',
    kind: 'fleet',
    title: 'Fleet enquiry',
    intro: 'Buying for a business or a government fleet? Our fleet team will get in touch.',
  },
  {
    slug: 'general',
    kind: 'general',
    title: 'General enquiry',
    intro: 'Ask us anything: choose what your enquiry is about and we will pass it to the right team.',
  },
  { slug: 'feedback', kind: 'feedback', title: 'Feedback', intro: 'Tell us how we did. Compliments and complaints both help us improve.' },
];
