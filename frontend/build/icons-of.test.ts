import { barrelExports, iconsUsedBy, lucideNamesIn } from './icons-of';

const BARREL = '/n/node_modules/lucide-react/dist/esm/lucide-react.js';
const icon = (f: string) => `/n/node_modules/lucide-react/dist/esm/icons/${f}.js`;
const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[]; code: string }> = {
  '/app/home.tsx': { importedIds: ['/app/sections.tsx', BARREL], dynamicallyImportedIds: ['/app/banner.tsx'], code: `import { Baby, Lock as Padlock } from "lucide-react";\nimport { S } from "./sections";` },
  '/app/sections.tsx': { importedIds: [BARREL, icon('chevron-down'), '/app/cycle.ts'], code: `import { type LucideIcon, Calculator } from 'lucide-react';` },
  '/app/cycle.ts': { importedIds: ['/app/sections.tsx'], code: '' },
  '/app/banner.tsx': { importedIds: [BARREL], code: `import { X } from 'lucide-react';` },
  '/app/other.tsx': { importedIds: [BARREL], code: `import { Printer } from 'lucide-react';` },
  [BARREL]: {
    importedIds: [icon('baby'), icon('lock'), icon('calculator'), icon('printer')],
    code: [
      `export { default as Baby, default as BabyIcon, default as LucideBaby } from './icons/baby.js';`,
      `export { default as LucideLock, default as Lock } from './icons/lock.js';`,
      `export { default as Calculator } from './icons/calculator.js';`,
      `export { default as Printer } from './icons/printer.js';`,
      `export { default as X } from './icons/x.js';`,
    ].join('\n'),
  },
  [icon('chevron-down')]: { importedIds: [], code: '' },
};
const info = (id: string) => modules[id] ?? null;

describe('icons-of', () => {
  it('reads the names imported from lucide-react, without aliases and type imports', () => {
    expect(lucideNamesIn(modules['/app/home.tsx']!.code)).toEqual(['Baby', 'Lock']);
    expect(lucideNamesIn(modules['/app/sections.tsx']!.code)).toEqual(['LucideIcon', 'Calculator']);
  });

  it("maps every name the barrel exports to the icon's file", () => {
    const map = barrelExports(modules[BARREL]!.code);
    expect(map.get('BabyIcon')).toBe('./icons/baby.js');
    expect(map.get('Lock')).toBe('./icons/lock.js');
    expect(map.size).toBe(8);
  });

  it('finds the icons a module and what it imports use (import() included), not every icon of the barrel', () => {
    expect([...iconsUsedBy('/app/home.tsx', info)].sort()).toEqual([icon('baby'), icon('calculator'), icon('chevron-down'), icon('lock'), icon('x')]);
    expect(iconsUsedBy('/app/home.tsx', info).has(icon('printer'))).toBe(false);
  });
});
