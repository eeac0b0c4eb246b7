/**
 * Remembers on `<html data-last-input>` whether the user last used a pointer or the keyboard. Chrome
 * counts a Radix tab's focus on mouse-down as keyboard-like (`:focus-visible`), which drew a heavy box
 * around a tab the user had just clicked; the stylesheet hides that ring after pointer input only.
 */
export function trackInputModality(doc: Document = document): () => void {
  const root = doc.documentElement;
  const pointer = () => root.setAttribute('data-last-input', 'pointer');
  const keyboard = (e: KeyboardEvent) => {
    if (e.key === 'Tab' || e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End') {
      root.setAttribute('data-last-input', 'keyboard');
    }
  };
  doc.addEventListener('pointerdown', pointer, true);
  doc.addEventListener('keydown', keyboard, true);
  return () => {
    doc.removeEventListener('pointerdown', pointer, true);
    doc.removeEventListener('keydown', keyboard, true);
  };
}
