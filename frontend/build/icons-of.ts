/** Vite plugin that finds the lucide icons a module uses, with everything it imports (statically or
 * through `import()`, such as the home page's social banner), once the module graph is complete
 * (buildEnd) and before the chunks are formed, so a code-splitting group's `test` can leave those
 * icons alone. vite.config.ts uses it to keep the
 * home page's icons out of the merged icon chunks: the home page then loads exactly what it loaded
 * before, and no icon of another page.
 * The import graph alone would over-reach: `import { X } from 'lucide-react'` imports the barrel,
 * which re-exports every icon, so each module's named imports are mapped through the barrel's
 * re-exports instead. The walk and the parsing are pure functions with unit tests. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds?: readonly string[];
  code: string | null;
}

const BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.js$/;
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Whether a module id is one lucide icon's file (what the barrel re-exports). */
export const isLucideIcon = (id: string): boolean => ICON.test(id);

/** Names a module imports from 'lucide-react' (`import { A, B as C } from 'lucide-react'` → A, B). */
export function lucideNamesIn(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of (m[1] as string).split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** The barrel's re-exports: exported name → icon file relative to the barrel ('./icons/x.js'). */
export function barrelExports(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g)) {
    for (const part of (m[1] as string).split(',')) {
      const exported = part.trim().split(/\s+as\s+/).at(-1)?.trim();
      if (exported) out.set(exported, m[2] as string);
    }
  }
  return out;
}

/** The icon modules `from` and what it imports (statically or not, transitively) use: the barrel is
 * not walked into; each module's named imports from it are mapped to their icon files; icon files
 * imported directly count too. */
export function iconsUsedBy(from: string, getModuleInfo: (id: string) => ModuleInfoLike | null): Set<string> {
  const seen = new Set<string>();
  const icons = new Set<string>();
  let barrel: { id: string; exports: Map<string, string> } | null = null;
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    if (!info) continue;
    if (isLucideIcon(id)) icons.add(id);
    for (const next of [...info.importedIds, ...(info.dynamicallyImportedIds ?? [])]) {
      if (BARREL.test(next)) {
        if (!barrel) barrel = { id: next, exports: barrelExports(getModuleInfo(next)?.code ?? '') };
        for (const name of lucideNamesIn(info.code ?? '')) {
          const rel = barrel.exports.get(name);
          if (rel) icons.add(join(dirname(barrel.id), rel));
        }
      } else if (!seen.has(next)) stack.push(next);
    }
  }
  return icons;
}

/** The plugin, and the set it fills (empty until the build's module graph is complete). */
export function iconsOf(module: URL): { plugin: Plugin; icons: Set<string> } {
  const icons = new Set<string>();
  const from = fileURLToPath(module);
  const plugin: Plugin = {
    name: 'pedbook-icons-of',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      icons.clear();
      if (!this.getModuleInfo(from)) this.error(`icons-of: ${from} is not in the module graph`);
      for (const id of iconsUsedBy(from, (id) => this.getModuleInfo(id))) icons.add(id);
    },
  };
  return { plugin, icons };
}
