'use client';
import { PrinterIcon } from '@/components/icons/printer';
import { Button } from '@/components/ui/button';

/** Prints the page as a receipt: the header, footer and buttons are hidden by the print stylesheet. */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <PrinterIcon className="size-4" aria-hidden="true" />
      Print receipt
    </Button>
  );
}
