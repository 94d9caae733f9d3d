import { describe, expect, it } from 'vitest';
import { errorsFor, firstStepWithError, orderedErrors } from './validate.ts';
import type { FormStep } from '../types.ts';

const steps: FormStep[] = [
  { title: 'a', fields: ['name', 'email'] },
  { title: 'b', fields: ['message'] },
];

describe('step validation', () => {
  it("narrows errors to a step's fields and finds the first step with an error", () => {
    const errors = { message: 'm', email: 'e', dealership_slug: 'd' };
    expect(errorsFor(errors, steps[0]!.fields)).toEqual({ email: 'e' });
    expect(firstStepWithError(steps, errors)).toBe(0);
    expect(firstStepWithError(steps, { dealership_slug: 'd' })).toBe(1);
    expect(orderedErrors(steps, errors)).toEqual([
      ['email', 'e'],
      ['message', 'm'],
      ['dealership_slug', 'd'],
    ]);
  });
});
