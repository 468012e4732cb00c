// The dialogs open now, innermost last, each with the way it closes itself (its Close button, so
// a dialog that may not close while busy stays open).
const openDialogs: Array<() => void> = [];

/** Called by a dialog as it opens; the returned function is called as it closes. */
export function registerOpenDialog(close: () => void): () => void {
  openDialogs.push(close);
  return () => {
    const index = openDialogs.lastIndexOf(close);
    if (index >= 0) openDialogs.splice(index, 1);
  };
}

/** Whether a dialog is open now (one closing as another opens: focus belongs to the new one). */
export function anyDialogOpen(): boolean {
  return openDialogs.length > 0;
}

/**
 * Escape closes the topmost layer the person works in. A toast that appears while a dialog is
 * open becomes the newest Radix layer and would take the Escape meant for the dialog; the toast
 * hands it on with this. True when a dialog took it.
 */
export function closeInnermostDialog(): boolean {
  const close = openDialogs.at(-1);
  if (!close) return false;
  close();
  return true;
}
