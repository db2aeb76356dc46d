/** The TOTP QR code as an image address that always renders: auth-js prefixes GoTrue's raw SVG
 * with "data:image/svg+xml;utf-8," without encoding it, so a '#' in the document (a colour)
 * would end the image at a "fragment". The SVG is percent-encoded here. */
const RAW_PREFIX = /^data:image\/svg\+xml;(?:utf-8|charset=utf-8),/i;

export function svgDataUri(qrCode: string): string {
  const svg = RAW_PREFIX.test(qrCode) ? qrCode.replace(RAW_PREFIX, '') : qrCode.trimStart().startsWith('<svg') ? qrCode : null;
  if (svg === null || /%[0-9A-Fa-f]{2}/.test(svg)) return qrCode; // another image, or already encoded
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
