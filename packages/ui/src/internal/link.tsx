import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** Props a link component receives from Breadcrumb and SidebarMenu. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A router's link, adapted to take `href`. With react-router:
 * `const RouterLink: LinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />;`
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

export const PlainLink = forwardRef<HTMLAnchorElement, LinkComponentProps>((props, ref) => (
  <a ref={ref} {...props} />
));
PlainLink.displayName = 'PlainLink';
