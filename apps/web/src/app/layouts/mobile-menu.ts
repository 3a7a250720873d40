/** The public header's menu on small screens, named here for both the header and the prerendered pages' script. */
export const MOBILE_MENU_ID = 'mobile-menu';

export const menuToggleLabel = (open: boolean): string => (open ? 'Close menu' : 'Open menu');
