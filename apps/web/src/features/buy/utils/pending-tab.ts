/** A tab opened at once on a click, whose address comes later (pop-up blockers allow it). */
export type PendingTab = {
  /** Sends the tab to `url`; opens a new tab when the pending one was blocked or closed. */
  navigate: (url: string) => void;
  close: () => void;
};

/**
 * Opens an empty tab synchronously, in the click's handler. It is cut off from this page at once
 * (`opener` null, as `noopener`), and it leaves for the shop by a `noreferrer` link of its own
 * document, so the shop learns nothing of this page (as `noreferrer`).
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers make `opener` read-only; the cross-site navigation severs it anyway.
    }
  }

  return {
    navigate(url) {
      if (!tab || tab.closed) {
        window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      try {
        const link = tab.document.createElement('a');
        link.href = url;
        link.rel = 'noopener noreferrer';
        link.referrerPolicy = 'no-referrer';
        tab.document.body.append(link);
        link.click();
      } catch {
        // A tab that is no longer ours to write in is still sent on.
        tab.location.replace(url);
      }
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
