// The honeypot (docs/security.md item 27): a field people never see, reach or hear; bots that fill every input give
// themselves away and their submission is dropped by the server.
import * as React from 'react';

export function HoneypotField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = React.useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
