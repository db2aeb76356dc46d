import { svgDataUri } from './svg-data-uri';

describe('svgDataUri', () => {
  it('percent-encodes the raw SVG auth-js puts after the data: prefix', () => {
    const uri = svgDataUri('data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#fff"/></svg>');
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(uri).not.toContain('#');
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#fff"/></svg>');
  });
  it('encodes a bare SVG and leaves other images and encoded ones alone', () => {
    expect(svgDataUri('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(svgDataUri('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(svgDataUri('data:image/svg+xml;utf-8,%3Csvg%2F%3E')).toBe('data:image/svg+xml;utf-8,%3Csvg%2F%3E');
  });
});
