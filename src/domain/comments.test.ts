import { describe, expect, it } from 'vitest';
import { charLength } from './text.ts';
import { DEALER_COMMENTS_LIMIT, DEALER_COMMENTS_PENDING, dealerComments, type DealerComments } from './comments.ts';

/** `n` words 'abc' joined by spaces, then a full stop: 4n characters. */
const para = (n: number) => `${Array(n).fill('abc').join(' ')}.`;

describe('dealerComments (spec §5, §9)', () => {
  it('constants are the spec values', () => {
    expect(DEALER_COMMENTS_LIMIT).toBe(400);
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.');
  });

  it.each([null, undefined, '', '   ', ' | |  ', '|'])('blank %j → pending', (raw) => {
    expect(dealerComments(raw)).toEqual({ kind: 'pending', text: DEALER_COMMENTS_PENDING });
  });

  it.each<[string, string, DealerComments]>([
    [
      'one paragraph',
      'One owner, full service history.',
      {
        kind: 'comments',
        paragraphs: ['One owner, full service history.'],
        truncatedParagraphs: ['One owner, full service history.'],
        truncated: false,
      },
    ],
    [
      'split on | with trimming and empty parts dropped',
      ' Low kms |One owner|  || Full service history ',
      {
        kind: 'comments',
        paragraphs: ['Low kms', 'One owner', 'Full service history'],
        truncatedParagraphs: ['Low kms', 'One owner', 'Full service history'],
        truncated: false,
      },
    ],
  ])('%s', (_case, raw, expected) => {
    expect(dealerComments(raw)).toEqual(expected);
  });

  it('exactly 400 characters over two paragraphs (separators not counted) → not truncated', () => {
    const raw = `${para(50)}|${para(50)}`;
    expect(charLength(para(50))).toBe(200);
    const out = dealerComments(raw);
    expect(out).toMatchObject({ kind: 'comments', truncated: false, truncatedParagraphs: [para(50), para(50)] });
  });

  it('401 characters → truncated at the last whole word with …, full text kept for show more', () => {
    const second = `${para(50)}x`; // 201 characters; the 400th is the '.' of 'abc.'
    const out = dealerComments(`${para(50)}|${second}`);
    expect(out).toEqual({
      kind: 'comments',
      paragraphs: [para(50), second],
      truncatedParagraphs: [para(50), `${Array(49).fill('abc').join(' ')}…`],
      truncated: true,
    });
  });

  it('a long real-world comment: the truncated view never exceeds 400 characters plus the ellipsis', () => {
    const raw = [
      'This 2019 Toyota RAV4 GX is in outstanding condition inside and out, with one owner from new and a full Toyota service history.',
      'Features include adaptive cruise control, lane departure alert, reversing camera, Apple CarPlay and Android Auto, and 17-inch alloy wheels.',
      'Every vehicle we sell passes a 90-point inspection and comes with 12 months roadside assist. Finance available, trade-ins welcome, call today to arrange a test drive!',
    ].join(' | ');
    const out = dealerComments(raw);
    if (out.kind !== 'comments') throw new Error('expected comments');
    expect(out.truncated).toBe(true);
    expect(out.paragraphs).toHaveLength(3);
    const shown = out.truncatedParagraphs.join('');
    expect(charLength(shown)).toBeLessThanOrEqual(401);
    expect(shown.endsWith('…')).toBe(true);
    expect(out.truncatedParagraphs[2]).toMatch(/\b\w+…$/); // ends on a whole word
    expect(out.truncatedParagraphs[2]).toBe(
      'Every vehicle we sell passes a 90-point inspection and comes with 12 months roadside assist. Finance available, trade-ins welcome…', // ', call' would cross 400; the comma is trimmed
    );
  });

  it('400 emoji are 400 characters (code points), not 800', () => {
    expect(dealerComments('🚗'.repeat(400))).toMatchObject({ truncated: false });
    expect(dealerComments('🚗'.repeat(401))).toMatchObject({ truncated: true, truncatedParagraphs: [`${'🚗'.repeat(400)}…`] });
  });

  it('custom limit', () => {
    expect(dealerComments('Low kms|One owner', 10)).toMatchObject({ truncatedParagraphs: ['Low kms', 'One…'], truncated: true });
  });
});
