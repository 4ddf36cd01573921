// `asChild` support for Button, Badge and Field: the props of the wrapper are merged onto its single child
// element, with the same rules as Radix's Slot (the child's own props win, class names are joined, styles are
// merged, event handlers of both run — the child's first — and both refs are set). Ours because Radix's Slot
// and its ref utilities were ~1.4 KB gzip in every public page's first load, for this one job.
import * as React from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref && typeof ref === 'object') (ref as React.RefObject<T | null>).current = value;
}

/** One ref callback that sets both refs (either may be missing). */
export function composeRefs<T>(a: React.Ref<T> | undefined, b: React.Ref<T> | undefined): React.Ref<T> | undefined {
  if (!a) return b;
  if (!b) return a;
  return (value: T | null) => {
    setRef(a, value);
    setRef(b, value);
  };
}

/** The props the child element ends up with (exported for the unit test). */
export function mergeSlotProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (key === 'style' && slotValue && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

export function Slot({ children, ref, ...slotProps }: { children?: React.ReactNode; ref?: React.Ref<unknown> } & AnyProps) {
  if (!React.isValidElement(children)) {
    if (React.Children.count(children) > 1) throw new Error('Slot (asChild) takes exactly one element child.');
    return null;
  }
  const child = children as React.ReactElement<AnyProps & { ref?: React.Ref<unknown> }>;
  const props = mergeSlotProps(slotProps, child.props);
  props.ref = composeRefs(ref, child.props.ref);
  return React.cloneElement(child, props);
}
