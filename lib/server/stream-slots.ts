import 'server-only';
// Caps on open SSE connections in this instance (docs/security.md items 29, 33): per client address, and for the
// whole process, so neither one client nor many together can hold every socket and file descriptor. The
// client address comes from the socket (or the trusted proxy), never from a header the client chose.
import { env } from '@/lib/env';

export function maxStreamsPerAddress(): number {
  return env().SSE_MAX_PER_ADDRESS ?? 20;
}
/** Retry-After (seconds) sent with the 503 past the process-wide cap. */
export const STREAMS_RETRY_AFTER_SECONDS = 30;

export function maxStreamsTotal(): number {
  return env().SSE_MAX_TOTAL ?? 1000;
}

interface SlotState {
  byAddress: Map<string, number>;
  total: number;
}

const state = ((globalThis as { __bioarkStreamSlots?: SlotState }).__bioarkStreamSlots ??= { byAddress: new Map(), total: 0 });

export type SlotRefusal = 'address' | 'total';

/** Takes a slot for `address`; returns a release function, or why not. */
export function acquireStreamSlot(address: string): { release: () => void } | { refused: SlotRefusal } {
  if (state.total >= maxStreamsTotal()) return { refused: 'total' };
  const used = state.byAddress.get(address) ?? 0;
  if (used >= maxStreamsPerAddress()) return { refused: 'address' };
  state.byAddress.set(address, used + 1);
  state.total++;
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      state.total = Math.max(0, state.total - 1);
      const n = (state.byAddress.get(address) ?? 1) - 1;
      if (n <= 0) state.byAddress.delete(address);
      else state.byAddress.set(address, n);
    },
  };
}

export function openStreamCount(address?: string): number {
  if (address) return state.byAddress.get(address) ?? 0;
  return state.total;
}
