import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type PendingButtonProps = React.ComponentProps<typeof Button> & {
  /** True while the button's request runs: the icon gives way to a spinner. */
  pending: boolean;
  /** The icon shown when idle (give it aria-hidden); nothing when left out. */
  icon?: React.ReactNode;
  /** What the button says while pending ('Saving...'); the children when left out. */
  pendingText?: React.ReactNode;
  /** The spinner's screen-reader label; none by default, as the button's text says what runs. */
  spinnerLabel?: string | null;
};

/**
 * A button that shows its request's pending state (docs/conventions.md 5): a spinner in place of its icon and,
 * when given, a pending label such as 'Saving...'. It does not disable itself: each caller says when it is
 * disabled (usually also until hydrated), so the rule stays visible where the button is used.
 */
function PendingButton({ pending, icon, pendingText, spinnerLabel = null, children, ...props }: PendingButtonProps) {
  return (
    <Button {...props}>
      {pending ? <Spinner label={spinnerLabel} /> : icon}
      {pending && pendingText !== undefined ? pendingText : children}
    </Button>
  );
}

export { PendingButton };
