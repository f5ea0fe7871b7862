import React from 'react';

/** Test double for Gatsby's runtime: links render as anchors, queries are inert. */
export const graphql = (): null => null;
export const navigate = jest.fn();
export const withPrefix = (path: string): string => path;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, onClick, ...rest },
  ref,
) {
  // Like Gatsby's Link, a click navigates client-side (recorded by `navigate`) instead of loading a page.
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(to);
  };
  // Children arrive through `rest`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />;
});
