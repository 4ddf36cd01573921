import 'server-only';
// Per-address cap on open SSE connections in this instance (SECURITY item 29).
export const MAX_STREAMS_PER_ADDRESS = Number(process.env.SSE_MAX_PER_ADDRESS ?? 20);

const slots = ((globalThis as { __bioarkStreamSlots?: Map<string, number> }).__bioarkStreamSlots ??= new Map());

/** Takes a slot for `address`; returns a release function, or null when the address is at its cap. */
export function acquireStreamSlot(address: string): (() => void) | null {
  const used = slots.get(address) ?? 0;
  if (used >= MAX_STREAMS_PER_ADDRESS) return null;
  slots.set(address, used + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const n = (slots.get(address) ?? 1) - 1;
    if (n <= 0) slots.delete(address);
    else slots.set(address, n);
  };
}

export function openStreamCount(address?: string): number {
  if (address) return slots.get(address) ?? 0;
  let total = 0;
  for (const n of slots.values()) total += n;
  return total;
}
