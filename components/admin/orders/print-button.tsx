'use client';
import { PrinterIcon } from '@/components/icons/printer';
import { Button } from '@/components/ui/button';

export function PrintButton() {
  return (
    <Button type="button" onClick={() => window.print()} className="print:hidden">
      <PrinterIcon aria-hidden="true" />
      Print
    </Button>
  );
}
