// The acceptance child of the growth route (a girl born 2025-01-10, 9,0 kg and 74 cm lying on
// 2026-01-10) as the route keeps it in sessionStorage, and a mobile page that starts with it:
// shared by growth-mainthread.mjs and profile-mainthread.mjs.
export const child = {
  state: {
    sex: 'F', birthDate: '2025-01-10', gaWeeks: '', gaDays: '', birthWeight: '', onDate: '2026-01-10',
    measurements: [{ id: 'm1', date: '2026-01-10', weight: '9,0', length: '74', measured: 'lying', head: '' }],
    given: [], present: [], owner: null,
  },
  version: 1,
};

/** A phone-sized page whose session already holds the child (social banner dismissed); with NO_CHILD set,
 * the session stays empty (the growth route's empty form, as Lighthouse opens it). */
export async function childPage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((value) => {
    if (value !== 'null') sessionStorage.setItem('pedbook_child', value);
    localStorage.setItem('pedbook_social_banner_dismissed_at', String(Date.now()));
  }, process.env.NO_CHILD ? 'null' : JSON.stringify(child));
  return { context, page };
}
