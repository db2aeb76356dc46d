import { maintenanceRedirect } from './redirect';

describe('maintenance redirect', () => {
  it('sends everyone but super admins to /maintenance while active', () => {
    expect(maintenanceRedirect('/medicamentos', true, false)).toBe('/maintenance');
    expect(maintenanceRedirect('/medicamentos', true, true)).toBeNull();
    expect(maintenanceRedirect('/maintenance', true, false)).toBeNull();
  });
  it('sends visitors back to / when inactive', () => {
    expect(maintenanceRedirect('/maintenance', false, false)).toBe('/');
    expect(maintenanceRedirect('/blog', false, false)).toBeNull();
  });
});
