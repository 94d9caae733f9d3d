import { describe, expect, it } from 'vitest';
import { charLength, truncateParagraphs, truncateText } from './text.ts';

describe('charLength counts code points', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['🚗🚗', 2],
    ['Citroën', 7],
  ])('%j → %i', (text, n) => {
    expect(charLength(text)).toBe(n);
  });
});

describe('truncateText (word boundary, ellipsis not counted)', () => {
  const fox = 'The quick brown fox jumps';
  it.each([
    ['fits → unchanged', 'Short text', 20, 'Short text', false],
    ['exactly the limit → unchanged', 'abcdefghij klmnopqrs', 20, 'abcdefghij klmnopqrs', false],
    ['cut falls inside a word → back to the previous space', fox, 20, 'The quick brown fox…', true],
    ['cut falls right before a space → whole word kept', fox, 19, 'The quick brown fox…', true],
    ['cut two letters into a word → that word dropped', fox, 17, 'The quick brown…', true],
    ['trailing separator trimmed before the ellipsis', 'Low kms, one owner, full history', 8, 'Low kms…', true],
    ['one word longer than the limit is cut mid-word', 'https://example.com/very/long/path', 10, 'https://ex…', true],
    ['emoji are never split', '🚗🚗🚗🚗🚗 wow', 3, '🚗🚗🚗…', true],
    ['offer description cut at 160 keeps whole words', `${'word '.repeat(40)}end`, 160, `${'word '.repeat(31)}word…`, true],
  ] as const)('%s', (_case, text, limit, expected, truncated) => {
    expect(truncateText(text, limit)).toEqual({ text: expected, truncated });
  });
});

describe('truncateParagraphs (budget across paragraphs)', () => {
  it.each([
    ['all fit', ['0123456789', '0123456789'], 20, ['0123456789', '0123456789'], false],
    ['second paragraph cut at a word', ['Hello there.', 'Second para.'], 20, ['Hello there.', 'Second…'], true],
    ['no word of the next paragraph fits → dropped', ['Hello there friend.', 'More'], 20, ['Hello there friend.'], true],
    ['limit reached exactly at a paragraph end', ['Twenty chars exactly', 'x'], 20, ['Twenty chars exactly'], true],
    ['first paragraph one long word → hard cut', ['abcdefghijklmnopqrstuvwxyz'], 5, ['abcde…'], true],
    ['empty list', [], 400, [], false],
  ] as const)('%s', (_case, paragraphs, limit, expected, truncated) => {
    expect(truncateParagraphs(paragraphs, limit)).toEqual({ paragraphs: expected, truncated });
  });
});
