import { CHUNK_RELOAD_GUARD_MS, LAYOUTS, SPEC_ROUTES } from '@leiga/domain';
import { describe, expect, it, vi } from 'vitest';
import { applyTheme, getTheme, setTheme } from '../theme/theme';
import { LAYOUT_COMPONENTS } from './layouts/LayoutOutlet';
import { getPreloadState, preload, reloadAfterChunkError } from './lazy';
import { paths } from './paths';
import { ROUTE_LIST, routes } from './routes';

describe('route registry', () => {
  it('builds only routes of SPEC 2, with their layout, auth and guards', () => {
    for (const route of ROUTE_LIST) {
      const spec = SPEC_ROUTES.find((s) => s.pattern === route.path);
      expect(spec, route.path).toBeDefined();
      expect(route.layout).toBe(spec!.layout);
    }
    expect(routes.login.auth).toBe('auth-guest');
    expect(routes.admin.guards).toEqual(['admin']);
    expect(routes.adminUser.href({ id: 12 })).toBe('/admin/users/12');
    expect(routes.resetPassword.href({ token: 'abc' })).toBe('/forgot-password/abc');
  });

  it('gives links the same paths as the router, one for every page', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routes).sort());
    for (const [id, route] of Object.entries(routes)) {
      expect(paths[id as keyof typeof paths].path, id).toBe(route.path);
    }
    expect(paths.landlordListing.href({ id: 7 })).toBe('/landlords/listings/7');
  });

  it('has a component for every one of the eleven layouts', () => {
    expect(Object.keys(LAYOUT_COMPONENTS).sort()).toEqual([...LAYOUTS].sort());
  });
});

describe('chunk loading', () => {
  it('reloads at most once per 10 seconds per path', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/x' });
    expect(reloadAfterChunkError('/x', 1_000)).toBe(true);
    expect(reloadAfterChunkError('/x', 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadAfterChunkError('/y', 2_000)).toBe(true);
    expect(reloadAfterChunkError('/x', 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });

  it('preloads at most 4 routes at once, each once', async () => {
    const resolvers: (() => void)[] = [];
    const load = vi.fn(() => new Promise<void>((resolve) => resolvers.push(resolve)));
    for (let i = 0; i < 6; i++) preload(`route-${i}`, load);
    preload('route-0', load);
    expect(getPreloadState()).toEqual({ running: 4, queued: 2 });
    resolvers.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(5);
  });
});

describe('theme', () => {
  it('defaults to light, persists the choice and sets the dark class', () => {
    expect(getTheme()).toBe('light');
    setTheme('dark');
    expect(localStorage.getItem('leiga-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

describe('the page before the app starts', () => {
  it("already holds React Aria's press style, so the first button adds no style sheet", async () => {
    const { default: html } = await import('../../index.html?raw');
    // React Aria adds this sheet unless an element with its id is in the page (usePress).
    const { default: usePress } =
      await import('../../../node_modules/react-aria/dist/private/interactions/usePress.mjs?raw');
    const id = /STYLE_ID = '([^']+)'/.exec(usePress)?.[1];
    expect(id).toBe('react-aria-pressable-style');
    const style = new RegExp(`<style id="${id}">([\\s\\S]*?)</style>`).exec(html)?.[1];
    expect(style?.replace(/\s+/g, ' ')).toContain(
      '[data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; }',
    );
  });
});

describe('boot splash', () => {
  it('is the mark index.html paints before the script runs', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { BootSplash } = await import('./RootShell');
    const { default: html } = await import('../../index.html?raw');
    const staticSplash = /<div id="root">\s*<!--[\s\S]*?-->\s*([\s\S]*?)\s*<\/div>\s*<script/.exec(
      html,
    )?.[1];
    const squash = (markup: string) =>
      markup
        .replace(/\s*\/>/g, '>')
        .replace(/>\s+</g, '><')
        .replace(/<\/(path|rect)>/g, '');
    expect(squash(staticSplash ?? '')).toBe(squash(renderToStaticMarkup(<BootSplash />)));
  });
});
