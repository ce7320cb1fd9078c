import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { RouteLink } from '../links';
import { menuButtonClass } from './menus';

export type NavLinkItem = { label: string; to: string };

const linkClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * Phones: the header's links behind a menu button. The button says whether the menu is open
 * (aria-expanded); the open menu keeps focus inside itself, Escape or a tap outside closes it
 * and focus returns to the button. Following a link closes it.
 */
export function MobileNav({ label, links }: { label: string; links: NavLinkItem[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (links.length === 0) return null;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className={`${menuButtonClass} md:hidden`}
        aria-label={isOpen ? t('common.nav.close_menu') : t('common.nav.open_menu')}
        data-testid="mobile-nav-button"
      >
        <MenuIcon size={20} />
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-40 bg-black/40 md:hidden">
        <Modal className="fixed inset-x-0 top-0 outline-none">
          <Dialog
            aria-labelledby="mobile-nav-title"
            className="rounded-b-2xl border-b border-line bg-surface-raised p-4 shadow-xl outline-none"
            data-testid="mobile-nav"
          >
            <div className="flex items-center justify-between">
              <Heading id="mobile-nav-title" slot="title" className="text-lg font-bold text-ink">
                {label}
              </Heading>
              <Button
                slot="close"
                className={menuButtonClass}
                aria-label={t('common.nav.close_menu')}
              >
                <CloseIcon size={20} />
              </Button>
            </div>
            <nav aria-labelledby="mobile-nav-title" className="mt-2">
              <ul className="flex flex-col gap-1">
                {links.map((link) => (
                  <li key={link.to}>
                    <RouteLink to={link.to} className={linkClass} onClick={() => setOpen(false)}>
                      {link.label}
                    </RouteLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
