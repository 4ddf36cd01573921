// The header's account icon link style, shared by the anonymous link and the signed-in menu button.
export const ACCOUNT_ICON_LINK = 'relative inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-subtle';
