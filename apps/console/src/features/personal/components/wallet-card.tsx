import { Card, Inline, Text } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { findRoute, useMenuRoutes } from '../../../shared/menu-routes';
import { personalMessages } from '../messages';

/** Links to the wallet and withdrawal pages, when the user's menu has them. */
export function WalletCard() {
  const t = useMessages(personalMessages);
  const routes = useMenuRoutes() ?? [];
  const links = [
    { path: '/personal/wallet', label: t('walletLink') },
    { path: '/personal/withdraw', label: t('withdrawLink') },
  ].filter(({ path }) => findRoute(routes, path));
  if (links.length === 0) return null;
  return (
    <Card title={t('wallet')} as="section" titleAs="h2">
      <Text as="p" tone="muted">
        {t('walletBody')}
      </Text>
      <Inline space="large">
        {links.map(({ path, label }) => (
          <TextLink key={path} to={path}>
            {label}
          </TextLink>
        ))}
      </Inline>
    </Card>
  );
}
