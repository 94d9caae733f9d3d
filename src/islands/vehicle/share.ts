/**
 * Share row behaviour (spec §2; §9 "Share dialog 550x400 px, closed-window poll every 1 s. Copy
 * confirmation 1.5 s. Toast 3000 ms"). Social links open a centred 550×400 pop-up (their plain link,
 * in a new tab, is the fallback when pop-ups are blocked); the pop-up is polled every second and focus
 * returns to the link when it closes. Copy-link writes the share URL to the clipboard, reads 'Copied'
 * for 1.5 s and queues the toast 'Copied {car name} to your clipboard!'.
 */
import { COPIED_LABEL, COPY_CONFIRMATION_MS, SHARE_WINDOW_POLL_MS, copiedToast, shareDialogFeatures } from '../../domain/share.ts';
import { showToast } from '../../stores/toasts.ts';

/** Copies `text`: the async Clipboard API, else a hidden textarea and `execCommand('copy')`. */
export async function copyText(doc: Document, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No Clipboard API (insecure context, old browser) or no permission: fall back.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  const ok = doc.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Wires the share row of `doc`. */
export function initShare(doc: Document): void {
  const win = doc.defaultView!;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-share-popup]')) {
    link.addEventListener('click', (e) => {
      const screen = { width: win.outerWidth, height: win.outerHeight, left: win.screenX, top: win.screenY };
      const popup = win.open(link.href, 'share', shareDialogFeatures(screen));
      if (!popup) return; // blocked: the link opens in a new tab instead
      e.preventDefault();
      const poll = win.setInterval(() => {
        if (!popup.closed) return;
        win.clearInterval(poll);
        link.focus();
      }, SHARE_WINDOW_POLL_MS);
    });
  }
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    const label = button.querySelector('[data-label]')!;
    const original = label.textContent;
    let timer = 0;
    button.addEventListener('click', async () => {
      try {
        await copyText(doc, button.dataset.copyLink!);
      } catch (err) {
        console.warn('share: copy failed', err);
        showToast({ message: 'Could not copy the link. Copy it from the address bar instead.' });
        return;
      }
      label.textContent = COPIED_LABEL;
      win.clearTimeout(timer);
      timer = win.setTimeout(() => (label.textContent = original), COPY_CONFIRMATION_MS);
      showToast({ message: copiedToast(button.dataset.carName ?? '') });
    });
  }
}
