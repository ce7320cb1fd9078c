// Apart from menus.tsx, so the header can draw a menu's button before react-aria has loaded.
export const menuButtonClass =
  'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-brand-500';
export const popoverClass =
  'min-w-44 rounded-xl border border-line bg-surface-raised p-1 shadow-xl outline-none';
export const menuItemClass =
  'flex cursor-default items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink outline-none focus:bg-surface-sunken selected:font-semibold';
