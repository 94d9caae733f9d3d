/** The legend of derived fields written to a snapshot's `source.derived`. */
import { describe, expect, it } from 'vitest';
import { derivedFieldNotes, DERIVED_FIELD_NOTES } from './derived-fields.ts';

describe('derivedFieldNotes', () => {
  it('describes exactly the fields the cars name, sorted; simulated ones say so', () => {
    const notes = derivedFieldNotes([{ derived_fields: ['status', 'id', 'reserved'] }, { derived_fields: ['id', 'certified'] }]);
    expect(Object.keys(notes)).toEqual(['certified', 'id', 'reserved', 'status']);
    for (const f of ['status', 'reserved', 'certified']) expect(notes[f]).toMatch(/^simulated: /);
  });

  it('a derived field without a note is a bug, named in the error', () => {
    expect(() => derivedFieldNotes([{ derived_fields: ['id', 'rego_expiry'] }])).toThrow(
      'derived fields without a note in derived-fields.ts: rego_expiry',
    );
  });

  it('has no note for a rego expiry, VIN or rego plate: those are never derived', () => {
    for (const f of ['rego_expiry', 'vin', 'regplate', 'km']) expect(DERIVED_FIELD_NOTES).not.toHaveProperty(f);
  });
});
