/**
 * Sharing a car (spec §2 *Vehicle sidebar* share row; §5 "The share URL has the trailing slash of the
 * site URL removed"; §9 "Share dialog 550x400 px, closed-window poll every 1 s. Copy confirmation 1.5 s.
 * Toast 3000 ms").
 */

/** Size of the social share pop-up window in px (spec §9). */
export const SHARE_DIALOG = { width: 550, height: 400 } as const;
/** How often to check whether the share pop-up was closed, ms (spec §9). */
export const SHARE_WINDOW_POLL_MS = 1000;
/** How long the copy button reads 'Copied', ms (spec §2, §9). */
export const COPY_CONFIRMATION_MS = 1500;
/** How long a toast stays, ms (spec §9). */
export const TOAST_MS = 3000;
/** Copy button text while confirming (spec §2). */
export const COPIED_LABEL = 'Copied';

/**
 * The URL to share (spec §5): the site URL with its trailing slash(es) removed, then `path` (a leading
 * '/' is added when missing), e.g. ('https://dealer.com.au/', '/cars/2019-toyota-rav4-gx-10234') →
 * 'https://dealer.com.au/cars/2019-toyota-rav4-gx-10234'. An empty path gives the bare site URL.
 */
export function shareUrl(siteUrl: string, path: string): string {
  const base = siteUrl.trim().replace(/\/+$/, '');
  if (path === '') return base;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Share targets; `twitter` is null when the site hides Twitter (feature `share_twitter`, spec §2). */
export interface ShareLinks {
  facebook: string;
  twitter: string | null;
  whatsapp: string;
  /** `mailto:` link with subject and body. */
  email: string;
  /** `sms:` link with a body (the `sms:?&body=` form opens the composer on both iOS and Android). */
  sms: string;
  /** What the copy-link button copies: the share URL itself. */
  copy: string;
}

const enc = encodeURIComponent;

/**
 * Share links for `url` (from {@link shareUrl}) titled `title` (the car name, e.g. '2019 Toyota RAV4 GX').
 * Every value is percent-encoded with `encodeURIComponent` (spaces as %20, never '+', which mail and SMS
 * clients would show literally). The e-mail body is the title, a line break, then the URL.
 */
export function shareLinks(url: string, title: string, opts: { twitter?: boolean } = {}): ShareLinks {
  const message = `${title} ${url}`;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    twitter: (opts.twitter ?? true) ? `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}` : null,
    whatsapp: `https://wa.me/?text=${enc(message)}`,
    email: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}`,
    sms: `sms:?&body=${enc(message)}`,
    copy: url,
  };
}

/** The toast after copying the link (spec §2): 'Copied {car name} to your clipboard!'. */
export function copiedToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/**
 * `window.open` features for the share pop-up (spec §9: 550×400), centred on the given screen when its
 * size is known. No `noopener`: the opener must keep the window handle to poll whether it was closed.
 */
export function shareDialogFeatures(screen?: { width: number; height: number; left?: number; top?: number }): string {
  const { width, height } = SHARE_DIALOG;
  if (!screen) return `width=${width},height=${height}`;
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}
