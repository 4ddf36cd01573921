import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from '@/lib/class-merge';

/**
 * Joins class names and lets later Tailwind utilities override earlier conflicting ones (tailwind-merge's
 * rule, implemented in lib/class-merge.ts so the library itself stays out of the browser bundle).
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
