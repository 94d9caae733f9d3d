import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../domain/lead.ts';
import { makeDoc } from '../../search/testing/fixtures.ts';
import EnquiryForm from './EnquiryForm.tsx';
import ValuationForm from './ValuationForm.tsx';
import { QuickEnquiry } from './QuickEnquiry.tsx';
import { testSite } from './lib/testing.ts';
import { ErrorSummary } from './ui/ErrorSummary.tsx';

const car = makeDoc({
  id: 42,
  slug: 'used-2020-mazda-cx-5-42',
  name: '2020 Mazda CX-5',
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  location_name: 'Acme Parramatta',
  dealership_name: 'Acme West',
});
const html = (node: React.ReactNode) => renderToString(node).replace(/<!-- -->/g, '');

describe('form markup (spec §5)', () => {
  it('step 1 of the enquiry form: the contact fields with labels, autocomplete and the postcode limit', () => {
    const out = html(<EnquiryForm site={testSite()} kind="general" label="Contact form" />);
    expect(out).toContain('Step 1 of 2: </span>Your details');
    for (const label of ['First Name', 'Last Name', 'Email', 'Mobile', 'Postcode']) expect(out).toContain(`>${label}`);
    expect(out).toMatch(/autoComplete="postal-code"|autocomplete="postal-code"/);
    expect(out).toMatch(/maxLength="4"|maxlength="4"/);
    expect(out).toContain('>Next<');
  });

  it('dealership picker with the spec placeholder, location select and terms where the site shows them', () => {
    const out = html(
      <QuickEnquiry car={car} site={testSite({ dealership_required: true, location_required: true, terms_required: true })} />,
    );
    expect(out).toMatch(/<option value=""( selected="")?>Please select a dealership...<\/option>/);
    expect(out).toContain('>Acme West</option>');
    expect(out).toContain('Please select a location...');
    expect(out).toContain('I agree to the <a href="/terms-and-conditions/">terms of use</a>');
    expect(out).toContain('Email me similar stock and latest offers.');
  });

  it("the trade-in year's example is five years before the build's stock clock year, whatever year it is built in", () => {
    for (const year of [2024, 2031]) {
      const out = html(<ValuationForm site={testSite({}, { year })} kind="tradeIn" />);
      expect(out).toMatch(new RegExp(`id="[^"]*trade_in-year"[^>]*placeholder="e\\.g\\. ${year - 5}"`));
    }
  });

  it('a single dealership is chosen for the visitor', () => {
    const single = testSite({ dealership_required: true }, { dealerships: [testSite().dealerships[0]!] });
    expect(html(<QuickEnquiry car={car} site={single} />)).toMatch(/<option value="acme-sydney" selected="">Acme Sydney<\/option>/);
  });

  it('the general forms use the default opt-in text', () => {
    const out = html(<QuickEnquiry car={car} site={testSite()} />);
    expect(out).not.toContain('Please select a dealership...');
    expect(out).toContain('Comments');
  });

  it('the error summary lists the errors under the spec heading, linked to their fields', () => {
    const out = html(
      <ErrorSummary
        errors={[
          ['postcode', LEAD_MESSAGES.postcode],
          ['form', 'x'],
        ]}
        idOf={(f) => (f === 'postcode' ? 'lead-1-postcode' : null)}
      />,
    );
    expect(out).toContain('<p class="lead-alert__title">Please fix the following errors:</p>');
    expect(out).toContain('<a href="#lead-1-postcode">Invalid postcode. Please enter a 4-digit number.</a>');
    expect(out).toContain('role="alert"');
  });

  it('without a site slice the quick enquiry loads one first', () => {
    expect(html(<QuickEnquiry car={car} />)).toContain('Loading the form…');
  });
});
