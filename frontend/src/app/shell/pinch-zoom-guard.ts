/** Blocks multi-touch (pinch zoom) except on inputs, text areas, editable content and
 * elements marked selectable (spec part 1 §5). */
export function pinchAllowed(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, [contenteditable=""], [contenteditable="true"], [data-selectable], .selectable') !== null;
}

export function installPinchZoomGuard(doc: Document = document): () => void {
  const onTouch = (e: TouchEvent) => {
    if (e.touches.length > 1 && !pinchAllowed(e.target)) e.preventDefault();
  };
  const onGesture = (e: Event) => {
    if (!pinchAllowed(e.target)) e.preventDefault();
  };
  doc.addEventListener('touchstart', onTouch, { passive: false });
  doc.addEventListener('touchmove', onTouch, { passive: false });
  doc.addEventListener('gesturestart', onGesture);
  return () => {
    doc.removeEventListener('touchstart', onTouch);
    doc.removeEventListener('touchmove', onTouch);
    doc.removeEventListener('gesturestart', onGesture);
  };
}
