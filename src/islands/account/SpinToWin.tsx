/**
 * The spin-to-win wheel (spec §2 `/spin-to-win`, §6 gated on some sites; the screen is not in the spec —
 * designed): the prizes as equal segments of a wheel, a 'Spin the wheel' button that asks the API for the
 * draw (`POST /api/spin-to-win`, session required), then turns the wheel to the prize (no animation for
 * `prefers-reduced-motion`) and says the result in a live region. A second spin in the same campaign shows
 * the stored prize. Signed out on a site that does not gate the page: a sign-in link.
 * Server-rendered; hydrate `client:gate` (src/integration/gate-directive.js).
 */
import { useState } from 'react';
import { signInHref } from '../../domain/account.ts';
import { SPIN_MESSAGES, wheelStopDegrees, type Prize } from '../../domain/spin.ts';
import { AccountError, ACCOUNT_MESSAGES, apiCall, type AccountSite } from './client.ts';
import { useGate } from './useGate.ts';
import './account.css';

/** The wheel's segment colours, cycled (text is on the legend, not the wheel, so contrast is not at stake). */
const SEGMENT_COLOURS = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-surface-alt)', 'var(--color-success)'];

type Outcome = { prize: string; index: number; already: boolean };

export default function SpinToWin({ site, prizes }: { site: AccountSite; prizes: Prize[] }) {
  const gate = useGate(site, 'spin-to-win', 'spin_to_win');
  const [busy, setBusy] = useState(false);
  const [turn, setTurn] = useState(0);
  const [result, setResult] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (gate.status === 'loading' || (gate.gated && gate.status !== 'signed-in'))
    return <p className="account-loading">Checking your sign-in…</p>;
  if (gate.status === 'signed-out')
    return (
      <p>
        <a className="btn" href={signInHref('spin-to-win', '/spin-to-win/')}>
          Sign in to spin
        </a>
      </p>
    );

  const segment = 360 / prizes.length;
  const gradient = prizes
    .map((_, i) => `${SEGMENT_COLOURS[i % SEGMENT_COLOURS.length]} ${i * segment}deg ${(i + 1) * segment}deg`)
    .join(', ');
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  const onSpin = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await apiCall<Outcome>(site, '/spin-to-win', { body: {} });
      setResult(r);
      if (r.index < 0 || reduced) setShown(r);
      else {
        setTurn(wheelStopDegrees(r.index, prizes.length));
        // The result shows when the wheel stops (transitionend), or after its 4 s turn if no transition runs.
        setTimeout(() => setShown(r), 4500);
      }
    } catch (err) {
      setError(err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="spin">
      <div className="spin__stage">
        <span className="spin__pointer" aria-hidden="true">
          ▼
        </span>
        <div
          className="spin__wheel"
          data-spin-turn={turn}
          style={{ background: `conic-gradient(${gradient})`, transform: `rotate(${turn}deg)` }}
          onTransitionEnd={() => result && setShown(result)}
          aria-hidden="true"
        >
          {prizes.map((p, i) => (
            <span key={p.label} className="spin__number" style={{ transform: `rotate(${i * segment + segment / 2}deg)` }}>
              {i + 1}
            </span>
          ))}
        </div>
      </div>
      <button type="button" className="btn" onClick={onSpin} disabled={busy || result !== null} aria-busy={busy}>
        {busy ? 'Spinning…' : 'Spin the wheel'}
      </button>
      <div role="status" className="spin__result">
        {shown && (
          <>
            <p className="spin__prize">{shown.already ? SPIN_MESSAGES.already(shown.prize) : SPIN_MESSAGES.won(shown.prize)}</p>
            <p>{SPIN_MESSAGES.claim(site.name)}</p>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="lead-alert">
          {error}
        </p>
      )}
    </div>
  );
}
