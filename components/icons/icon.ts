// The icon renderer for components/icons/* (drawings from lucide, written by scripts/gen-icons.mjs): a plain
// function component, so icons in server components render as SVG with no client code, and client components
// ship a few hundred bytes instead of lucide-react's runtime (docs/architecture.md#first-load-javascript).
// Same output as lucide-react: 24 × 24, stroke 2, round caps, classes `lucide lucide-{name}`, and
// aria-hidden unless the icon is given a label, a role, a title or children.
import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

type IconNode = readonly (readonly [tag: string, attrs: Record<string, string>])[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  ref?: Ref<SVGSVGElement>;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

const isLabelled = (props: Record<string, unknown>) => Object.keys(props).some((k) => k.startsWith('aria-') || k === 'role' || k === 'title');

export function icon(name: string, node: IconNode): IconComponent {
  const Icon: IconComponent = ({ size = 24, strokeWidth = 2, className, children, ...rest }) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(children || isLabelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs })),
      children,
    );
  Icon.displayName = name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()) + 'Icon';
  return Icon;
}
