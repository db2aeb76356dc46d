import { moveSelection } from './selection';

describe('dropdown selection', () => {
  it('starts at the first or last item', () => {
    expect(moveSelection(-1, 1, 3)).toBe(0);
    expect(moveSelection(-1, -1, 3)).toBe(2);
  });
  it('wraps both ways', () => {
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
  });
  it('selects nothing without results', () => {
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});
