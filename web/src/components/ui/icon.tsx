import { createElement, type SVGProps } from 'react';

/** An icon's SVG children: element name and attributes (Lucide's 24x24 stroke icons). */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];

/** Props of an icon: any SVG attribute; `aria-hidden` is set unless the icon is labelled. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A React component for a Lucide icon node, rendering the same markup as lucide-react (24x24
 * view box, `currentColor` stroke of width 2, classes `lucide lucide-<name>`) without its runtime.
 * @param name - Lucide name, e.g. 'mail' (goes into the class list)
 * @param node - the icon's children, from `icon-data.ts`
 */
export function createIcon(name: string, node: IconNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module scope (icons/*.ts), never during render
  function Icon({ className, children, ...props }: IconProps) {
    const labelled =
      Boolean(children) ||
      props['aria-label'] !== undefined ||
      props['aria-labelledby'] !== undefined ||
      props.role !== undefined;
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative by default (aria-hidden); callers label meaningful icons with aria-label
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : 'true'}
        {...props}
      >
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
        {children}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
