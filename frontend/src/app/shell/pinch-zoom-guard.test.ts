import { pinchAllowed } from './pinch-zoom-guard';

describe('pinch-zoom guard', () => {
  it('allows inputs, text areas, editable and selectable elements only', () => {
    document.body.innerHTML =
      '<input id="i"/><textarea id="t"></textarea><div contenteditable="true" id="e"></div><div data-selectable><span id="s"></span></div><div id="d"></div>';
    for (const id of ['i', 't', 'e', 's']) expect(pinchAllowed(document.getElementById(id))).toBe(true);
    expect(pinchAllowed(document.getElementById('d'))).toBe(false);
    expect(pinchAllowed(null)).toBe(false);
  });
});
