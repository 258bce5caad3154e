import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '@/stores/app-store';
import { usePopups } from '../api/popups';
import {
  closedPopupIds,
  markPopupShown,
  popupToShow,
  rememberClosedPopup,
  visitMayShowPopup,
} from '../utils/popup-memory';

/**
 * The operator's pop-up (cmscontroller.popupInformation), once, by the rule in popup-memory.ts.
 *
 * A non-modal dialog above the bottom bar rather than a modal over the page: it announces, it
 * does not stand between the player and the site (the menu, the slider, the games all still answer
 * a tap), and the focus stays where the player put it. It is named by its title, described by
 * its text, closes with its button or Escape, and its link closes it too.
 */
/** Just above the bottom bar (4 rem and the home indicator's safe area), clear of its buttons. */
const ABOVE_BOTTOM_BAR = { bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' } as const;

export function PopupNotice() {
  const { t } = useTranslation();
  // Read once, when the page opens: showing the pop-up changes both.
  const [mayShow] = useState(() => visitMayShowPopup());
  const [closedIds] = useState(() => closedPopupIds());
  const [closed, setClosed] = useState(false);
  const popups = usePopups({ enabled: mayShow });
  // A signed-in player's protection prompt (a deposit limit offer) comes first; the pop-up after it.
  const waitsForProtection = useAppStore((state) => state.isLoggedIn && state.arrivalPrompt !== 'clear');
  const popup = mayShow && !waitsForProtection && popups.data ? popupToShow(popups.data, closedIds) : null;

  useEffect(() => {
    if (popup) markPopupShown();
  }, [popup]);

  if (!popup || closed) return null;
  const close = () => {
    rememberClosedPopup(popup.ID);
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const titleId = `popup-${popup.ID}-title`;
  const textId = `popup-${popup.ID}-text`;
  return (
    <div className="pointer-events-none fixed inset-x-0 z-40 mx-auto max-w-screen-sm px-3" style={ABOVE_BOTTOM_BAR}>
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        className="pointer-events-auto relative overflow-hidden rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-3 pr-12 text-white shadow-2xl ring-1 ring-white/20"
        data-testid="popup"
      >
        <div>
          <h2 id={titleId} className="text-base font-extrabold leading-snug">
            {popup.Title}
          </h2>
          <p id={textId} className="mt-0.5 line-clamp-2 text-[13px] leading-snug text-white/90">
            {popup.Text}
          </p>
          {popup.Link && popup.LinkText ? (
            <Link
              to={popup.Link}
              onClick={close}
              className="mt-2 inline-flex h-11 items-center rounded-xl bg-accent px-4 text-sm font-bold text-accent-fg shadow"
            >
              {popup.LinkText}
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t('common.close')}
          className="absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-full text-white/90 hover:bg-white/10"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
