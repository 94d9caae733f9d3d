import { describe, expect, it } from 'vitest';
import {
  COPIED_LABEL,
  COPY_CONFIRMATION_MS,
  copiedToast,
  SHARE_DIALOG,
  SHARE_WINDOW_POLL_MS,
  shareDialogFeatures,
  shareLinks,
  shareUrl,
  TOAST_MS,
} from './share.ts';

describe('share constants (spec §9)', () => {
  it('match the spec', () => {
    expect(SHARE_DIALOG).toEqual({ width: 550, height: 400 });
    expect(SHARE_WINDOW_POLL_MS).toBe(1000);
    expect(COPY_CONFIRMATION_MS).toBe(1500);
    expect(TOAST_MS).toBe(3000);
    expect(COPIED_LABEL).toBe('Copied');
  });
});

describe('shareUrl (spec §5: trailing slash of the site URL removed)', () => {
  it.each([
    [
      'trailing slash removed',
      'https://dealer.com.au/',
      '/cars/2019-toyota-rav4-gx-10234',
      'https://dealer.com.au/cars/2019-toyota-rav4-gx-10234',
    ],
    ['no trailing slash', 'https://dealer.com.au', '/cars/abc', 'https://dealer.com.au/cars/abc'],
    ['several trailing slashes', 'https://dealer.com.au//', '/cars/abc', 'https://dealer.com.au/cars/abc'],
    ['path without a leading slash', 'https://dealer.com.au/', 'cars/abc', 'https://dealer.com.au/cars/abc'],
    ['site under a sub-path', 'https://group.com.au/parramatta/', '/cars/abc', 'https://group.com.au/parramatta/cars/abc'],
    ['empty path → bare site URL', 'https://dealer.com.au/', '', 'https://dealer.com.au'],
    ['query kept', 'https://dealer.com.au/', '/print?car_id=abc', 'https://dealer.com.au/print?car_id=abc'],
  ])('%s', (_case, site, path, expected) => {
    expect(shareUrl(site, path)).toBe(expected);
  });
});

describe('shareLinks (encoding)', () => {
  const url = 'https://dealer.com.au/cars/abc?utm=x&y=1';
  const title = 'Toyota "RAV4" GX & Co 100% #1';
  const links = shareLinks(url, title);
  const encUrl = 'https%3A%2F%2Fdealer.com.au%2Fcars%2Fabc%3Futm%3Dx%26y%3D1';
  const encTitle = 'Toyota%20%22RAV4%22%20GX%20%26%20Co%20100%25%20%231';

  it.each([
    ['facebook', links.facebook, `https://www.facebook.com/sharer/sharer.php?u=${encUrl}`],
    ['twitter', links.twitter, `https://twitter.com/intent/tweet?text=${encTitle}&url=${encUrl}`],
    ['whatsapp', links.whatsapp, `https://wa.me/?text=${encTitle}%20${encUrl}`],
    ['email', links.email, `mailto:?subject=${encTitle}&body=${encTitle}%0A${encUrl}`],
    ['sms', links.sms, `sms:?&body=${encTitle}%20${encUrl}`],
    ['copy', links.copy, url],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the shared URL survives a round trip through each link', () => {
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.twitter ?? '').searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${title} ${url}`);
  });

  it('never encodes spaces as "+"', () => {
    for (const href of [links.email, links.sms, links.whatsapp]) expect(href).not.toContain('+');
  });

  it('Twitter hidden on sites that switch it off', () => {
    expect(shareLinks(url, title, { twitter: false }).twitter).toBeNull();
  });
});

describe('copiedToast and dialog features', () => {
  it('toast text (spec §2)', () => {
    expect(copiedToast('2019 Toyota RAV4 GX')).toBe('Copied 2019 Toyota RAV4 GX to your clipboard!');
  });
  it.each([
    ['no screen', undefined, 'width=550,height=400'],
    ['centred on 1920×1080', { width: 1920, height: 1080 }, 'width=550,height=400,left=685,top=340'],
    ['second monitor offset', { width: 1920, height: 1080, left: 1920, top: 0 }, 'width=550,height=400,left=2605,top=340'],
    ['screen smaller than the dialog', { width: 320, height: 568 }, 'width=550,height=400,left=0,top=84'],
  ])('%s', (_case, screen, expected) => {
    expect(shareDialogFeatures(screen)).toBe(expected);
  });
});
