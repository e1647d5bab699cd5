/**
 * Taps that come before the app has taken over the server's page (decision 063). Links and the grid's
 * pager are real links and work without the app; a button, a size or a checkbox would do nothing, so its
 * tap is held (its default action stopped) and replayed once React listens: React then hydrates the
 * region the tap is in first and runs its handler, as it does for a tap on a region still hydrating.
 */
const CONTROLS = 'button,label,input[type=radio],input[type=checkbox],[role=button]';

/**
 * Holds taps on the page's controls until the returned `release` is called (once React listens): it replays
 * each held control's tap, once, even if the shopper tapped it again while waiting. `onTap` runs on the first.
 */
export function holdEarlyTaps(root: HTMLElement, onTap: () => void): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
    onTap();
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
}
