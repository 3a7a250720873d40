import { MOBILE_MENU_ID, menuToggleLabel } from '@/app/layouts/mobile-menu';
import {
  applyTheme,
  isTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  subscribeToSystemTheme,
  systemPrefersDark,
} from '@/lib/theme';

/**
 * Runs what is interactive on a prerendered public page (pages.tsx) without React: the colour-theme buttons
 * (ThemeToggle, found by data-theme-option) and the small screens' menu (PublicHeader, found by data-menu-toggle).
 * Answers a function that undoes it.
 */
export function enhanceStaticPage(root: Document = document): () => void {
  let theme = readStoredTheme();
  const showTheme = () => {
    applyTheme(resolveTheme(theme, systemPrefersDark()));
    for (const option of root.querySelectorAll<HTMLElement>('[data-theme-option]'))
      option.setAttribute('aria-pressed', String(option.dataset.themeOption === theme));
  };

  const menuToggle = root.querySelector<HTMLElement>('[data-menu-toggle]');
  const menu = root.getElementById(MOBILE_MENU_ID);
  const showMenu = (open: boolean) => {
    if (!menuToggle || !menu) return;
    menuToggle.setAttribute('aria-expanded', String(open));
    menuToggle.setAttribute('aria-label', menuToggleLabel(open));
    menu.hidden = !open;
  };

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const option = event.target.closest<HTMLElement>('[data-theme-option]')?.dataset.themeOption;
    if (isTheme(option)) {
      theme = option;
      storeTheme(theme);
      showTheme();
    } else if (menuToggle?.contains(event.target)) {
      showMenu(menuToggle.getAttribute('aria-expanded') !== 'true');
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') showMenu(false);
  };

  showTheme();
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  const unsubscribe = subscribeToSystemTheme(showTheme);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    unsubscribe();
  };
}
